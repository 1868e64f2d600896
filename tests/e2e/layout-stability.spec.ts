/**
 * Nothing jumps while a page loads (issue 11: CLS at most 0.02 at 375 and 1280 px) when a
 * service worker controls it. Every route's own load (its body, late images such as the QR
 * preview that once pushed the options down on a phone) is measured by the every-route sweep
 * (routes.spec.ts, four loads per route), where service workers are off. What the worker adds
 * is the offline note (OfflineNote.tsx, in every tool's header, ToolShell.tsx): its line is kept
 * empty until its state is known, then filled. That is measured here on the home page (the
 * worker installs and takes control) and on one tool of each kind of note: nothing to fetch
 * ("ready" at once), heavy data (fetched on opening: "fetching", then "ready"), a tool that
 * needs the network (a note of its own), and the tools that report their offline state
 * themselves (no generic note).
 */
import { readFileSync } from 'node:fs';
import { layoutShift, watchLayoutShift } from './checks';
import { expect, test, toolCatalogue } from './fixtures';

const offlineData = readFileSync('web/src/app/offlineData.ts', 'utf8');
/** Tools whose pages say themselves what works offline: they have no generic offline note. */
const selfReported = /SELF_REPORTED[^=]*= new Set\(\[([^\]]*)\]/.exec(offlineData)?.[1];
if (!selfReported) throw new Error('SELF_REPORTED not found in web/src/app/offlineData.ts');
/** Tools with heavy data fetched when their page opens (TOOL_DATA). */
const toolData = /TOOL_DATA[^=]*= \{([^}]*)\}/.exec(offlineData)?.[1];
if (!toolData) throw new Error('TOOL_DATA not found in web/src/app/offlineData.ts');

const catalogue = toolCatalogue();
const network = new Set(
  catalogue
    .filter((tool) =>
      /\bnetwork:\s*'required'/.test(
        readFileSync(`web/src/tools/${tool.section}/${tool.id}/meta.ts`, 'utf8'),
      ),
    )
    .map((tool) => tool.id),
);
const isSelfReported = (id: string) => selfReported.includes(`'${id}'`);
const hasData = (id: string) => new RegExp(`(^|[\\s'])${id}'?:`).test(toolData);
/** The first tool of each kind of note, and every self-reported one. */
const live = catalogue.filter((tool) => tool.live);
const picked = [
  live.find((t) => !isSelfReported(t.id) && !hasData(t.id) && !network.has(t.id)),
  live.find((t) => hasData(t.id) && !network.has(t.id)),
  live.find((t) => network.has(t.id)),
  ...live.filter((t) => isSelfReported(t.id)),
];
if (picked.some((t) => !t)) throw new Error('a kind of offline note has no tool');
const ROUTES = ['/', ...picked.map((tool) => tool!.path)];
const selfReportedPaths = new Set(live.filter((t) => isSelfReported(t.id)).map((t) => t.path));

test.use({ serviceWorkers: 'allow' });

for (const width of [375, 1280]) {
  test(`pages keep still while the offline note arrives at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShift(page);
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
