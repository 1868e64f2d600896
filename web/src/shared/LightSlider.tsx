/**
 * A slider with its label and current value written out above it (not only in a tooltip),
 * drawn without antd: a native range input, so arrow keys, Page Up/Down, Home/End and touch
 * work as the platform makes them, and a screen reader hears the formatted value.
 */
import { useId } from 'react';
import './lightSlider.css';

interface Props {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** How the value is written (`${v}%`, `${v}°` …). */
  format?: (value: number) => string;
  onChange: (value: number) => void;
  className?: string;
  disabled?: boolean;
}

export function LightSlider(props: Props) {
  const { label, value, min, max, step = 1, format, onChange, className, disabled } = props;
  const id = useId();
  const text = format ? format(value) : String(value);
  // The filled part of the track, for the CSS gradient (the browser only fills it in Firefox).
  const fill = max > min ? ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100 : 0;
  return (
    <div className={`light-slider ${className ?? ''}`}>
      <div className="light-slider-head">
        <label htmlFor={id}>{label}</label>
        <span className="light-slider-value" data-testid="slider-value" aria-hidden>
          {text}
        </span>
      </div>
      <input
        id={id}
        type="range"
        className="light-slider-input"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={text}
        style={{ '--fill': `${fill}%` } as React.CSSProperties}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}
