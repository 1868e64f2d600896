/** An on/off switch drawn without antd (antd's Switch look), named by its visible label. */
import { useId } from 'react';
import './lightSwitch.css';

export function LightSwitch(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** antd's small switch (28 × 16), for a secondary option. */
  small?: boolean;
  className?: string;
}) {
  const { label, checked, onChange, small, className } = props;
  const id = useId();
  return (
    <span className={`light-switch-row ${className ?? ''}`}>
      <button
        type="button"
        role="switch"
        id={id}
        className={small ? 'light-switch light-switch-small' : 'light-switch'}
        aria-checked={checked}
        onClick={() => onChange(!checked)}
      >
        <span className="light-switch-handle" aria-hidden />
      </button>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
