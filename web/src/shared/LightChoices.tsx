/**
 * Radio choices of the light kit (lightControls.css), written once: the real radios stay, so
 * arrow keys and screen readers work as usual. `RadioOptions` is the list of labelled radios
 * for any wrapper (a radiogroup span, a segmented track); `LightChoices` is the common case,
 * button-style choices under a legend in a fieldset.
 */
import type { ReactNode } from 'react';
import './lightControls.css';

const OPTION_CLASS = { choice: 'light-choice', segment: 'light-segment', radio: 'light-radio' };

export interface RadioOptionsProps<T extends string> {
  /** The radios' shared name (unique on the page). */
  name: string;
  value: T;
  options: readonly T[];
  label: (value: T) => ReactNode;
  onChange: (value: T) => void;
  /** Button-style (`light-choices`), a segment of `light-segmented`, or a round radio. */
  look?: keyof typeof OPTION_CLASS;
  disabled?: boolean;
}

export function RadioOptions<T extends string>(props: RadioOptionsProps<T>) {
  const { name, value, options, label, onChange, look = 'choice', disabled } = props;
  return options.map((option) => (
    <label key={option} className={OPTION_CLASS[look]}>
      <input
        type="radio"
        className={look === 'radio' ? undefined : 'light-overlay-input'}
        name={name}
        value={option}
        checked={value === option}
        disabled={disabled}
        onChange={() => onChange(option)}
      />
      {label(option)}
    </label>
  ));
}

/** Button-style radio choices under a visible legend. */
export function LightChoices<T extends string>(
  props: Omit<RadioOptionsProps<T>, 'look'> & {
    legend: string;
    className?: string;
    /** Help under the choices, tied to the group. */
    help?: ReactNode;
  },
) {
  const { legend, className, help, ...options } = props;
  const helpId = help ? `${options.name}-help` : undefined;
  return (
    <fieldset className={`light-field ${className ?? ''}`} aria-describedby={helpId}>
      <legend className="light-label">{legend}</legend>
      <div className="light-choices">
        <RadioOptions {...options} />
      </div>
      {help && (
        <p id={helpId} className="light-help">
          {help}
        </p>
      )}
    </fieldset>
  );
}
