/**
 * The input box of the text tools that accept megabytes: it lays out at most PREVIEW_CHARS
 * characters (read-only beyond that, with `longNotice` shown), and a long paste is inserted by
 * us rather than by the browser, so the page never lays out the whole text (see ./preview.ts).
 */
import { Alert, Input } from 'antd';
import { isLong, onLongPaste, preview } from './preview';

export function LongTextInput({
  value,
  onChange,
  label,
  placeholder,
  rows,
  longNotice,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  rows: number;
  /** What to say when only the start of `value` is shown (the tool's own wording). */
  longNotice: string;
}) {
  return (
    <>
      <Input.TextArea
        aria-label={label}
        placeholder={placeholder}
        value={preview(value)}
        readOnly={isLong(value)}
        onChange={(e) => onChange(e.target.value)}
        onPaste={onLongPaste(onChange)}
        rows={rows}
        spellCheck={false}
      />
      {isLong(value) && <Alert type="info" showIcon title={longNotice} />}
    </>
  );
}
