/**
 * A whole number grouped in the reader's language (12,345). Below 1,000 there is nothing to
 * group and both languages write plain digits, so the page skips the visit's first
 * Intl.NumberFormat: its set-up (loading the locale's data, about 130 ms on Lighthouse's
 * slowed phone CPU) otherwise lands in a tool's first render, before its first result.
 */
export function formatCount(count: number, language: string): string {
  return Number.isInteger(count) && Math.abs(count) < 1000
    ? String(count)
    : count.toLocaleString(language);
}
