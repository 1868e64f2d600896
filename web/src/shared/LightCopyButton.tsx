/**
 * The copy button of the pages drawn without antd (`antd: false` in a tool's meta): CopyButton
 * says "Copied" with antd's message toast, which needs antd's provider. Here the button's own
 * label turns to "Copied" for two seconds, a failure is written next to it, and a polite live
 * region repeats either, so a screen reader hears the outcome too.
 */
import copySvg from '@ant-design/icons-svg/inline-svg/outlined/copy.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckOutlined } from '../app/icons';
import { copyText } from './clipboard';
import { lightIcon } from './lightIcon';
import './lightControls.css';

const CopyOutlined = lightIcon(copySvg, 'CopyOutlined');

/** How long "Copied" stays on the button; a failure, which asks the reader to act, longer. */
export const COPIED_MS = 2000;
export const FAILED_MS = 8000;

interface Props {
  text: string;
  /** The button's text; default "Copy". */
  label?: string;
  /** A fuller name for screen readers when several Copy buttons share a page ("Copy UPPERCASE"). */
  ariaLabel?: string;
  className?: string;
}

export function LightCopyButton({ text, label, ariaLabel, className }: Props) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const ok = await copyText(text);
    setOutcome(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), ok ? COPIED_MS : FAILED_MS);
  }

  const message =
    outcome === 'copied'
      ? t('actions.copied')
      : outcome === 'failed'
        ? t('actions.copyFailed')
        : '';
  return (
    <span className="light-copy">
      <button
        type="button"
        className={className ? `button ${className}` : 'button'}
        disabled={text.length === 0}
        aria-label={ariaLabel}
        onClick={() => void copy()}
      >
        {outcome === 'copied' ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
        {outcome === 'copied' ? t('actions.copied') : (label ?? t('actions.copy'))}
      </button>
      {/* Always in the page, so that a change of its text is announced. */}
      <span
        role="status"
        className={outcome === 'failed' ? 'light-copy-failed' : 'visually-hidden'}
      >
        {message}
      </span>
    </span>
  );
}
