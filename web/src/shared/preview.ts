import type { ClipboardEvent } from 'react';

/**
 * Long texts in a textarea: Chromium needs seconds per megabyte to lay out text in a
 * textarea (measured: 10 MB of Chinese froze a page for minutes), so tools that accept up to
 * 10 MB show only the beginning of a text that long, and copy/download the whole of it.
 */
export const PREVIEW_CHARS = 50_000;

export function isLong(text: string): boolean {
  return text.length > PREVIEW_CHARS;
}

/** The first PREVIEW_CHARS UTF-16 units of `text`, never cutting a surrogate pair. */
export function preview(text: string): string {
  if (!isLong(text)) return text;
  const code = text.charCodeAt(PREVIEW_CHARS - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? PREVIEW_CHARS - 1 : PREVIEW_CHARS;
  return text.slice(0, end);
}

/**
 * A paste of a long text into a text box: Chromium would lay all of it out before React
 * shows only its beginning (seconds for 10 MB), so the paste is taken over and the new
 * value handed to `edit` directly. Short pastes are left to the browser (undo keeps working).
 */
export function onLongPaste(edit: (value: string) => void) {
  return (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted.length <= PREVIEW_CHARS) return;
    event.preventDefault();
    const box = event.currentTarget;
    edit(splice(box.value, box.selectionStart, box.selectionEnd, pasted));
  };
}

/** `value` with the characters from `start` to `end` replaced by `insert`. */
export function splice(value: string, start: number, end: number, insert: string): string {
  return value.slice(0, start) + insert + value.slice(Math.max(start, end));
}
