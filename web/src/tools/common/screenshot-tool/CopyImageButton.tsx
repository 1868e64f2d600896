/**
 * Copies the picture as a PNG, and says how it went as LightCopyButton does for text (antd's
 * message toast needed its provider): the button's label turns to "Image copied" for two
 * seconds, a failure is written next to it for longer, and a polite live region repeats either.
 */
import copySvg from '@ant-design/icons-svg/inline-svg/outlined/copy.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckOutlined } from '../../../app/icons';
import { COPIED_MS, FAILED_MS } from '../../../shared/LightCopyButton';
import { lightIcon } from '../../../shared/lightIcon';
import '../../../shared/lightControls.css';

const CopyOutlined = lightIcon(copySvg, 'CopyOutlined');

const NS = 'screenshot-tool';

type Outcome = 'done' | 'failed' | 'unsupported';

export function CopyImageButton({ png }: { png: () => Promise<Blob> }) {
  const { t } = useTranslation(NS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function say(next: Outcome) {
    setOutcome(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), next === 'done' ? COPIED_MS : FAILED_MS);
  }

  async function copy() {
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      say('unsupported');
      return;
    }
    try {
      // Passing the promise keeps Safari's user-gesture window open while the PNG is made.
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': png() })]);
      say('done');
    } catch (e) {
      console.error('Copying the screenshot failed:', e);
      say('failed');
    }
  }

  const done = outcome === 'done';
  return (
    <span className="light-copy">
      <button type="button" className="button" onClick={() => void copy()}>
        {done ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
        {done ? t('copy.done') : t('copy.button')}
      </button>
      {/* Always in the page, so that a change of its text is announced. */}
      <span
        role="status"
        className={outcome && !done ? 'light-copy-failed shot-copy-failed' : 'visually-hidden'}
      >
        {outcome ? t(`copy.${outcome}`) : ''}
      </span>
    </span>
  );
}
