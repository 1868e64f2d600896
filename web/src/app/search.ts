import type { ToolText } from '../tools/types';

/**
 * Pinyin's ü as people type it, folded to one spelling (`v`) so that each finds the others:
 * `v` (most Chinese keyboards), `u:` (the usual ASCII spelling), `ü` itself, `yu` after l, j,
 * q or x (`lyu`), and a plain `u` after j, q, x and y, where written pinyin drops the dots
 * (`ju` is jü). Applied to the query and to the pinyin it is compared with, never to the English
 * texts (where "quick" is no pinyin).
 */
export function foldUmlaut(text: string): string {
  return text
    .replace(/u:|ü/g, 'v')
    .replace(/([ljqx])yu/g, '$1v')
    .replace(/([jqxy])u/g, '$1v');
}

/**
 * True when every word of `query` occurs in the tool's title, description or keywords in
 * either language, or in the pinyin of its Chinese title and keywords (full or initials, as
 * `extra` gives them, ü spelled any usual way), case-insensitively; an empty query matches
 * everything.
 */
export function matchesQuery(query: string, texts: (ToolText | undefined)[], extra = ''): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts
    .filter((x): x is ToolText => Boolean(x))
    .map((x) => `${x.title} ${x.description} ${x.keywords}`)
    .concat(extra)
    .join(' ')
    .toLowerCase();
  const pinyin = foldUmlaut(extra.toLowerCase());
  return words.every((word) => haystack.includes(word) || pinyin.includes(foldUmlaut(word)));
}
