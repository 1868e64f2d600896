/** What several coins came up, each count with its own plural: "2 heads, 1 tail". */
type Translate = (key: string, options: Record<string, unknown>) => string;

export function landedMany(t: Translate, heads: number, tails: number): string {
  return t('landedMany', {
    heads: t('headsCount', { count: heads }),
    tails: t('tailsCount', { count: tails }),
  });
}
