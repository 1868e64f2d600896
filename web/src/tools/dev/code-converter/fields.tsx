/**
 * The option fields of the code generator drawn with plain HTML: a whole number with its unit,
 * a colour as a swatch plus its hex code, and the rule that ties a generation error to the field
 * it is about (that field says it is invalid and is described by the message).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError } from '../../../core';
import { useErrorText } from '../../../shared/useErrorText';
import { NS, type QrMode } from './options';

/** The id of the preview's error text (CodePreview). */
export const ERROR_TEXT_ID = 'code-error-text';

/** The input a generation error is about, or null when it is about no single field. */
export function fieldOf(code: string, mode: QrMode | 'barcode'): string | null {
  switch (code) {
    case 'code.wifi_no_ssid':
      return 'code-wifi-ssid';
    case 'code.wifi_no_password':
      return 'code-wifi-password';
    case 'code.contact_empty':
      return 'code-contact-name';
    case 'code.size_too_small':
      return 'code-size';
    // The option fields check these themselves; a failed drawing is about no field.
    case 'code.option_out_of_range':
    case 'code.invalid_color':
    case 'code.encode_failed':
      return null;
    default:
      return mode === 'barcode' ? 'code-barcode-text' : mode === 'text' ? 'code-qr-text' : null;
  }
}

/** aria-invalid and aria-describedby for a field: its own help, plus the error when it is its. */
export function invalidProps(invalid: boolean, ...help: (string | false | undefined)[]) {
  const ids = [...help, invalid && ERROR_TEXT_ID].filter(Boolean).join(' ');
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids || undefined,
  };
}

interface NumberProps {
  id: string;
  label: string;
  unit: string;
  value: number;
  limits: readonly [number, number];
  onValue: (value: number) => void;
  /** A generation error is about this field (the image is too small). */
  invalid?: boolean;
}

/**
 * A whole number within limits. A value out of range is said at once under the field and is
 * brought into range when the field is left (as antd's InputNumber did); an emptied field
 * keeps the last value rather than generating nothing.
 */
export function NumberField({ id, label, unit, value, limits, onValue, invalid }: NumberProps) {
  const errorText = useErrorText(NS);
  const [min, max] = limits;
  const [draft, setDraft] = useState(String(value));
  // A change from elsewhere (a remembered value) shows in the field.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }
  const typed = draft.trim();
  const number = /^\d+$/.test(typed) ? Number(typed) : null;
  const rangeError =
    typed !== '' && (number === null || number < min || number > max)
      ? new ToolError('code.option_out_of_range', {
          option: label,
          min: String(min),
          max: String(max),
        })
      : null;
  const errorId = `${id}-error`;

  function leave() {
    const parsed = Number(typed);
    if (typed === '' || !Number.isFinite(parsed)) {
      setDraft(String(value));
      return;
    }
    const clamped = Math.min(max, Math.max(min, Math.round(parsed)));
    setDraft(String(clamped));
    if (clamped !== value) onValue(clamped);
  }

  return (
    <div className="light-field">
      <label className="light-label" htmlFor={id}>
        {label}
      </label>
      <span className="light-affix code-number">
        <input
          id={id}
          type="number"
          className="light-affix-input"
          min={min}
          max={max}
          step={1}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            const next = /^\d+$/.test(e.target.value) ? Number(e.target.value) : NaN;
            if (next >= min && next <= max) onValue(next);
          }}
          onBlur={leave}
          aria-invalid={invalid || rangeError !== null || undefined}
          aria-describedby={
            [rangeError && errorId, invalid && ERROR_TEXT_ID].filter(Boolean).join(' ') || undefined
          }
        />
        <span className="light-affix-text" aria-hidden>
          {unit}
        </span>
      </span>
      {rangeError && (
        <p id={errorId} className="light-error">
          {errorText(rangeError)}
        </p>
      )}
    </div>
  );
}

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** `#rgb`, `rgb`, `#rrggbb` or `rrggbb` as `#RRGGBB`; null if it is none of those. */
export function parseHex(text: string): string | null {
  const match = HEX.exec(text.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return `#${digits.toUpperCase()}`;
}

interface ColorProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
}

/**
 * A colour: the system's colour dialog behind a swatch, and its hex code to read, copy or type.
 * A typed code that is not a colour is said under the field and kept there to correct; the
 * code goes on with the last valid colour meanwhile.
 */
export function ColorField({ id, label, value, onValue }: ColorProps) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (parseHex(draft) !== value) setDraft(value);
  }
  const error = parseHex(draft) ? null : new ToolError('code.invalid_color', { value: draft });
  const errorId = `${id}-error`;
  return (
    <div className="light-field">
      <label className="light-label" htmlFor={id}>
        {label}
      </label>
      <span className="light-affix code-color">
        <input
          type="color"
          className="code-color-swatch"
          aria-label={t('options.colourPicker', { name: label })}
          value={value}
          onChange={(e) => {
            const next = e.target.value.toUpperCase();
            setDraft(next);
            onValue(next);
          }}
        />
        <input
          id={id}
          className="light-affix-input code-color-hex"
          value={draft}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => {
            setDraft(e.target.value);
            const next = parseHex(e.target.value);
            if (next) onValue(next);
          }}
          // A valid code is shown in its full form (#RRGGBB) once the field is left.
          onBlur={() => setDraft((d) => parseHex(d) ?? d)}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </span>
      {error && (
        <p id={errorId} className="light-error">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
