/** Shows canonical UUIDs (lower case, hyphenated) in the format the user ticked. */
export function formatUuids(
  ids: readonly string[],
  { uppercase, hyphens }: { uppercase: boolean; hyphens: boolean },
): string {
  let text = ids.join('\n');
  if (!hyphens) text = text.replace(/-/g, '');
  return uppercase ? text.toUpperCase() : text;
}
