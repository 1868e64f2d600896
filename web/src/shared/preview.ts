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
