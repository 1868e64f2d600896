/** An on/off switch drawn without antd (antd's Switch look), named by its visible label. */
import { useId } from 'react';
import './lightSwitch.css';

export function LightSwitch(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** antd's small switch (28 × 16), for a secondary option. */
  small?: boolean;
  /** A short text inside the pill for each state (antd's checkedChildren and
   * unCheckedChildren), for the eye only: the label names the switch. */
  inner?: { on: string; off: string };
  /** A tooltip on the switch. */
  title?: string;
  className?: string;
}) {
  const { label, checked, onChange, small, inner, title, className } = props;
  const id = useId();
  const look = ['light-switch', small && 'light-switch-small', inner && 'light-switch-inner'];
  return (
    <span className={`light-switch-row ${className ?? ''}`}>
      <button
        type="button"
        role="switch"
        id={id}
        className={look.filter(Boolean).join(' ')}
        aria-checked={checked}
        title={title}
        onClick={() => onChange(!checked)}
      >
        {inner && (
          <span className="light-switch-text" aria-hidden>
            {checked ? inner.on : inner.off}
          </span>
        )}
        <span className="light-switch-handle" aria-hidden />
      </button>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
