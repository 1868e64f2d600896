/**
 * A colour choice drawn without antd: a button-like box showing the swatch and the hex value,
 * over a native colour input (transparent, covering the box), so a click, Enter or Space opens
 * the platform's picker — with its own hex/RGB fields and eyedropper — and a screen reader
 * hears the label and the value. While the picker is open the swatch follows; the choice is
 * reported once, when the picker closes (a heavy redraw does not run on every drag).
 */
import { useEffect, useRef, useState } from 'react';
import './lightColorButton.css';

export function LightColorButton(props: {
  label: string;
  /** `#rrggbb`. */
  value: string;
  onChange: (hex: string) => void;
  /** Also report every value while the picker is open (for cheap live previews). */
  live?: boolean;
  className?: string;
}) {
  const { label, value, onChange, live, className } = props;
  const [draft, setDraft] = useState(value);
  const ref = useRef<HTMLInputElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => setDraft(value), [value]);
  // React's onChange is the native `input` event; the native `change` fires when the picker
  // closes with a new colour.
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const commit = () => latest.current(input.value.toLowerCase());
    input.addEventListener('change', commit);
    return () => input.removeEventListener('change', commit);
  }, []);
  const shown = draft.toLowerCase();
  return (
    <span className={`light-color ${className ?? ''}`}>
      <span className="light-color-swatch" style={{ background: shown }} aria-hidden />
      <span className="light-color-text" aria-hidden>
        {shown}
      </span>
      <input
        ref={ref}
        type="color"
        className="light-color-input"
        aria-label={`${label} ${shown}`}
        value={shown}
        onChange={(e) => {
          setDraft(e.target.value);
          if (live) onChange(e.target.value.toLowerCase());
        }}
      />
    </span>
  );
}
