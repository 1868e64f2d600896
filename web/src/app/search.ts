import type { ToolText } from '../tools/types';

/** True when every word of `query` occurs in the tool's title, description or keywords in
 * either language (case-insensitive); an empty query matches everything. */
export function matchesQuery(query: string, texts: (ToolText | undefined)[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts
    .filter((x): x is ToolText => Boolean(x))
    .map((x) => `${x.title} ${x.description} ${x.keywords}`)
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
