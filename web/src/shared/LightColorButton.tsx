/**
 * A colour choice drawn without antd: a button-like box showing the swatch and the hex value,
 * over a native colour input (transparent, covering the box), so a click, Enter or Space opens
 * the platform's picker — with its own hex/RGB fields and eyedropper — and a screen reader
 * hears the label and the value. While the picker is open the swatch follows; the choice is
 * reported once, when the picker closes (a heavy redraw does not run on every drag).
 */
import { useEffect, useRef, useState } from 'react';
import './lightControls.css';
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
  // The colour being picked, for the value it started from (a new value from outside wins).
  const [draft, setDraft] = useState<{ from: string; hex: string } | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  // React's onChange is the native `input` event; the native `change` fires when the picker
  // closes with a new colour.
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const commit = () => onChange(input.value.toLowerCase());
    input.addEventListener('change', commit);
    return () => input.removeEventListener('change', commit);
  }, [onChange]);
  const shown = (draft && draft.from === value ? draft.hex : value).toLowerCase();
  return (
    <span className={`light-color ${className ?? ''}`}>
      <span className="light-color-swatch" style={{ background: shown }} aria-hidden />
      <span className="light-color-text" aria-hidden>
        {shown}
      </span>
      <input
        ref={ref}
        type="color"
        // Covers the box (.light-overlay-input): its own click and keys open the picker.
        className="light-overlay-input light-color-input"
        aria-label={`${label} ${shown}`}
        value={shown}
        onChange={(e) => {
          setDraft({ from: value, hex: e.target.value });
          if (live) onChange(e.target.value.toLowerCase());
        }}
      />
    </span>
  );
}
