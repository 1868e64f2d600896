/**
 * Every route at a phone's width (375 px), in both languages: nothing is wider than the screen
 * (no sideways scrolling), and a row of button-style choices never leaves one choice alone on
 * a second line (issue 12: "segmented choices do not leave one orphan"). The list of tools
 * comes from the source tree, so a new tool is checked from the start.
 */
import type { Page } from '@playwright/test';
import { expect, test, toolCatalogue, type StoredLanguage } from './fixtures';

const ROUTES = ['/', '/404', ...toolCatalogue().map((tool) => tool.path)];
const LANGUAGES: StoredLanguage[] = ['中文', 'English'];

/**
 * Groups of radio choices laid out in rows where the last row holds a single choice although
 * the first holds several ("A B C / D"). A vertical list (one per row) is not an orphan.
 */
async function orphanChoices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const groups = new Map<Element, DOMRect[]>();
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      const group = input.closest('[role="radiogroup"], .ant-radio-group, fieldset');
      const face = input.closest('label') ?? input;
      const box = face.getBoundingClientRect();
      if (!group || box.width === 0 || box.height === 0) continue;
      groups.set(group, [...(groups.get(group) ?? []), box]);
    }
    const problems: string[] = [];
    for (const [group, boxes] of groups) {
      if (boxes.length < 3) continue;
      const rows = new Map<number, number>();
      for (const box of boxes) {
        const row = [...rows.keys()].find((top) => Math.abs(top - box.top) < box.height / 2);
        rows.set(row ?? box.top, (rows.get(row ?? box.top) ?? 0) + 1);
      }
      const counts = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
      if (counts.length > 1 && counts[0] > 1 && counts.at(-1) === 1) {
        const name =
          group.getAttribute('aria-label') ??
          group.querySelector('legend')?.textContent ??
          group.textContent?.slice(0, 30);
        problems.push(`"${name}": rows of ${counts.join(' + ')}`);
      }
    }
    return problems;
  });
}

/** Elements that stick out past the right edge of the screen (the first few). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const out: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && out.length < 5) {
        out.push(`${element.tagName.toLowerCase()}.${element.className} right ${box.right}`);
      }
    }
    return out.length ? out : [`scroll width ${document.documentElement.scrollWidth}`];
  });
}

test.use({ viewport: { width: 375, height: 800 } });

for (const route of ROUTES) {
  test(`phone width: ${route} fits the screen and leaves no choice alone`, async ({ page }) => {
    const found: string[] = [];
    for (const language of LANGUAGES) {
      await page.addInitScript((value) => localStorage.setItem('language', value), language);
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.tool-body-loading')).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      for (const p of await orphanChoices(page)) found.push(`[${language}] orphan ${p}`);
      for (const p of await overflow(page)) found.push(`[${language}] too wide: ${p}`);
    }
    expect(found).toEqual([]);
  });
}
