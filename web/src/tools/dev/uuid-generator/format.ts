/** Shows canonical UUIDs (lower case, hyphenated) in the format the user ticked. */
export function formatUuids(
  ids: readonly string[],
  { uppercase, hyphens }: { uppercase: boolean; hyphens: boolean },
): string {
  let text = ids.join('\n');
  if (!hyphens) text = text.replace(/-/g, '');
  return uppercase ? text.toUpperCase() : text;
}

/**
 * A count for the summary line ("Generated 10 UUIDs"), grouped in the reader's language
 * (10,000). Below 1,000 there is nothing to group, and both languages write the plain digits:
 * this skips the first Intl.NumberFormat of the visit, whose set-up (about 130 ms on
 * Lighthouse's slowed phone CPU) fell right before the first list of UUIDs was drawn.
 */
export function formatCount(count: number, language: string): string {
  return count < 1000 ? String(count) : count.toLocaleString(language);
}
