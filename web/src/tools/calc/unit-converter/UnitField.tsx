/**
 * One unit's field: ≈ before a rounded value, the value, and a copy button inside the border
 * (antd's Input prefix and suffix, drawn with `.light-affix`). The copy button is an icon: it
 * turns into a tick for a moment, and a polite live region says "Copied" (or, visibly, why it
 * could not copy), as LightCopyButton does for the buttons with a label.
 */
import copySvg from '@ant-design/icons-svg/inline-svg/outlined/copy.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckOutlined } from '../../../app/icons';
import { copyText } from '../../../shared/clipboard';
import { COPIED_MS, FAILED_MS } from '../../../shared/LightCopyButton';
import { lightIcon } from '../../../shared/lightIcon';

const CopyOutlined = lightIcon(copySvg, 'CopyOutlined');

const NS = 'unit-converter';

interface Props {
  unit: string;
  label: string;
  value: string;
  /** The field being typed in: its own text is not offered for copying. */
  editing: boolean;
  rounded: boolean;
  digits: number;
  /** The message for what was typed here, in the current language. */
  error: string | null;
  onChange: (text: string) => void;
}

export function UnitField({
  unit,
  label,
  value,
  editing,
  rounded,
  digits,
  error,
  onChange,
}: Props) {
  const { t } = useTranslation(NS);
  const common = useTranslation().t;
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const id = `uc-${unit}`;
  const copyable = editing ? '' : value;

  async function copy() {
    const ok = await copyText(copyable);
    setCopied(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), ok ? COPIED_MS : FAILED_MS);
  }

  return (
    <div className="light-field uc-field">
      <label className="light-label" htmlFor={id}>
        {label}
      </label>
      <div className="light-affix uc-affix">
        {rounded ? (
          <span
            className="uc-approx"
            role="img"
            aria-label={t('rounded')}
            title={t('roundedTitle', { digits })}
          >
            ≈
          </span>
        ) : (
          <span className="uc-approx" aria-hidden />
        )}
        <input
          id={id}
          className="light-affix-input"
          data-unit={unit}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="light-affix-button uc-copy"
          aria-label={t('copyValue', { unit: label })}
          disabled={copyable.length === 0}
          onClick={() => void copy()}
        >
          {copied === 'copied' ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="light-error" role="alert">
          {error}
        </p>
      )}
      {/* Always in the page, so that a change of its text is announced. */}
      <span
        role="status"
        className={copied === 'failed' ? 'light-error uc-copy-failed' : 'visually-hidden'}
      >
        {copied === 'copied'
          ? common('actions.copied')
          : copied === 'failed'
            ? common('actions.copyFailed')
            : ''}
      </span>
    </div>
  );
}
