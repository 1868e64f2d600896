/**
 * Nothing jumps while a page loads (issue 11: CLS at most 0.02 at 375 and 1280 px), on the home
 * page and every tool page (the list comes from the source tree). The late arrivals measured
 * before: the QR preview pushing the options down on a phone, and the
 * offline note that appears once the service worker controls the page (so it is allowed here).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, toolCatalogue } from './fixtures';

const ROUTES = ['/', ...toolCatalogue().map((tool) => tool.path)];
/** Tools whose pages say themselves what works offline: they have no generic offline note. */
const selfReported = /SELF_REPORTED[^=]*= new Set\(\[([^\]]*)\]/.exec(
  readFileSync('web/src/app/offlineData.ts', 'utf8'),
)?.[1];
if (!selfReported) throw new Error('SELF_REPORTED not found in web/src/app/offlineData.ts');
const selfReportedPaths = new Set(
  toolCatalogue()
    .filter((tool) => selfReported.includes(`'${tool.id}'`))
    .map((tool) => tool.path),
);

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test.use({ serviceWorkers: 'allow' });

for (const width of [375, 1280]) {
  test(`pages keep still while they load at ${width} px`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 800 });
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
    const shifts: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (route === '/') {
        await expect(page.locator('section.home-section')).toHaveCount(5);
      } else {
        await expect(page.locator('.tool-body-loading')).toHaveCount(0);
        // The offline note is the last thing to arrive on a tool page.
        if (!selfReportedPaths.has(route)) {
          await expect(page.locator('[data-offline]')).toBeVisible({ timeout: 60_000 });
        }
      }
      await page.waitForLoadState('networkidle');
      const shift = await layoutShift(page);
      if (shift > 0.02) shifts.push(`${route}: ${shift.toFixed(3)}`);
    }
    expect(shifts).toEqual([]);
  });
}
