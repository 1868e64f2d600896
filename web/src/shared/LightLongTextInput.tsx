/**
 * LongTextInput for the pages drawn without antd (`antd: false` in a tool's meta): the same
 * text box for texts of megabytes (only the first PREVIEW_CHARS characters laid out, read-only
 * beyond that, a long paste inserted by us: see ./preview.ts), as a native <textarea> with a
 * real <label> and the shell's notice instead of antd's Input.TextArea and Alert.
 */
import { InfoCircleFilled } from '../app/icons';
import { isLong, onLongPaste, preview } from './preview';
import './lightControls.css';

export function LightLongTextInput({
  id,
  value,
  onChange,
  label,
  hideLabel = false,
  placeholder,
  rows,
  longNotice,
}: {
  /** The text area's id, which its label points to. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** Keep the label for screen readers only (where the page's layout names the box already). */
  hideLabel?: boolean;
  placeholder: string;
  rows: number;
  /** What to say when only the start of `value` is shown (the tool's own wording). */
  longNotice: string;
}) {
  const long = isLong(value);
  return (
    <>
      <div>
        <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'light-label'}>
          {label}
        </label>
        <textarea
          id={id}
          className="light-textarea"
          placeholder={placeholder}
          value={preview(value)}
          readOnly={long}
          onChange={(e) => onChange(e.target.value)}
          onPaste={onLongPaste(onChange)}
          rows={rows}
          spellCheck={false}
        />
      </div>
      {long && (
        <div className="notice notice-info" role="status">
          <InfoCircleFilled className="notice-icon" aria-hidden />
          <span className="notice-text">{longNotice}</span>
        </div>
      )}
    </>
  );
}
