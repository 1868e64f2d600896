import type { ToolText } from '../tools/types';

/**
 * True when every word of `query` occurs in the tool's title, description or keywords in
 * either language, or in the pinyin of its Chinese title and keywords (full or initials, as
 * `extra` gives them), case-insensitively; an empty query matches everything.
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
  return words.every((word) => haystack.includes(word));
}
