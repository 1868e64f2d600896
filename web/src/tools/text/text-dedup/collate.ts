/**
 * Sorting lines the way people read them: a locale collation (Unicode CLDR, as the browser's
 * ICU has it) instead of code points, so "apple, Banana, cherry" and Chinese by pinyin
 * (阿 < 波 < 词), with numbers in numeric order (item 2 < item 10). The Chinese collation is
 * used for every language: its Latin order is the root one, it adds pinyin for Han, and (as
 * CLDR orders Chinese) Han comes before Latin.
 */
export const COLLATION_LOCALE = 'zh-Hans-CN';

let collator: Intl.Collator | undefined;

/** Sorts the lines of `text` (as the dedup core returns it: `\n` or `\r\n`, maybe a final break). */
export function sortLines(text: string, descending: boolean): string {
  if (text.length === 0) return text;
  collator ??= new Intl.Collator(COLLATION_LOCALE, { numeric: true, sensitivity: 'variant' });
  const crlf = text.includes('\r\n');
  const eol = crlf ? '\r\n' : '\n';
  const trailing = text.endsWith('\n');
  const body = trailing ? text.slice(0, text.length - eol.length) : text;
  const lines = body.split(eol);
  const compare = collator.compare;
  // Ties (lines that collate equal, e.g. differing only in width) keep a stable code-point order.
  lines.sort((a, b) => compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  if (descending) lines.reverse();
  return lines.join(eol) + (trailing ? eol : '');
}
