/**
 * Text contrast as axe-core measures it (WCAG AA), for the tools' own colours in light and
 * dark mode: a hard-coded light colour that stays on in dark mode shows up here.
 *
 * axe files text with a 1:1 ratio (white on white) under "incomplete", not as a violation (it
 * might be deliberately hidden); here any measured ratio below the required one counts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

interface ContrastData {
  contrastRatio?: number;
  expectedContrastRatio?: string;
}

/**
 * Every element whose text fails the AA contrast ratio, as "selector: ratio". Colours are read
 * once running transitions (a button fading to its hover colour after a click) have ended: a
 * frame in the middle of one is not what anybody reads.
 */
export async function contrastProblems(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const problems: string[] = [];
  for (const rule of [...result.violations, ...result.incomplete]) {
    for (const node of rule.nodes) {
      for (const check of node.any) {
        const data = check.data as ContrastData | null;
        const ratio = data?.contrastRatio;
        const needed = Number.parseFloat(data?.expectedContrastRatio ?? '4.5');
        if (typeof ratio === 'number' && ratio > 0 && ratio < needed) {
          problems.push(`${node.target.join(' ')}: ${ratio}:1`);
        }
      }
    }
  }
  return problems;
}
