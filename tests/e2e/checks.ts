/**
 * What the every-route sweep (routes.spec.ts) and the other accessibility specs look for on a
 * page: axe-core's serious violations, English names left in the Chinese page, a phone layout
 * that scrolls sideways or leaves a choice alone on a line, layout shift, and when a page has
 * settled.
 */
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { runAxe } from './axe';
import { expect } from './fixtures';

export async function seriousViolations(page: Page) {
  return serious(await runAxe(page));
}

/** The critical and serious violations (and heading-order) of an axe run. */
export function serious(result: AxeResults): string[] {
  return (
    result.violations
      // heading-order is 'moderate' to axe, but an outline that jumps from h1 to h5 is one we want.
      .filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.id === 'heading-order')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  );
}

/**
 * In Chinese, names that are still English: icon and control libraries label things with their
 * English names (antd's icons read `<span role="img" aria-label="copy">` inside a button's name,
 * "copy 复制"; react-colorful names its sliders "Hue", "Alpha"). Any visible element's `aria-label` made only of lowercase
 * ASCII words (`copy`, `swap`, `bars`, `close-circle`) is one of those.
 */
export async function englishNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-label]')]
      .filter((e) => !e.closest('[aria-hidden="true"]'))
      .map((e) => e.getAttribute('aria-label') ?? '')
      .filter((label) => /^[a-z]+(-[a-z]+)*$/.test(label)),
  );
}

/** Waits until the page has its final content (a tool's lazy body has arrived). */
export async function settled(page: Page) {
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.tool-body-loading')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Groups of radio choices laid out in rows where the last row holds a single choice although
 * the first holds several ("A B C / D"). A vertical list (one per row) is not an orphan.
 */
export async function orphanChoices(page: Page): Promise<string[]> {
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
export async function overflow(page: Page): Promise<string[]> {
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

/** From now on, every page this `page` loads sums its layout shift (CLS without user input). */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the current page so far (see `watchLayoutShift`). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
