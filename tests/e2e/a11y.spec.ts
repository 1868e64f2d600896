/**
 * Accessibility: axe-core on every route (the home page, /404 and every tool), in both
 * languages, at 1280 px and 375 px. No critical or serious violation may remain, nor a heading
 * that skips a level. The list of
 * tools comes from the source tree, so a new tool is checked from the start.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, headingJumps, test, toolCatalogue, type StoredLanguage } from './fixtures';

const catalogue = toolCatalogue();
const ROUTES = ['/', '/404', ...catalogue.map((tool) => tool.path)];
const WIDTHS = [1280, 375];

const LANGUAGES: StoredLanguage[] = ['中文', 'English'];

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
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
async function englishNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-label]')]
      .filter((e) => !e.closest('[aria-hidden="true"]'))
      .map((e) => e.getAttribute('aria-label') ?? '')
      .filter((label) => /^[a-z]+(-[a-z]+)*$/.test(label)),
  );
}

/** Waits until the page has its final content (a tool's lazy body has arrived). */
async function settled(page: Page) {
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.tool-body-loading')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const route of ROUTES) {
  test(`axe: ${route} has no serious violations (both languages, 1280 and 375 px)`, async ({
    page,
  }) => {
    test.slow();
    const found: string[] = [];
    for (const language of LANGUAGES) {
      await page.addInitScript((value) => localStorage.setItem('language', value), language);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
        await page.goto(route);
        await settled(page);
        for (const v of await seriousViolations(page)) found.push(`[${language} ${width}px] ${v}`);
        for (const j of await headingJumps(page)) found.push(`[${language} ${width}px] ${j}`);
        if (language === '中文') {
          for (const n of await englishNames(page)) found.push(`[中文 ${width}px] English: ${n}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
}

test('axe: the open phone menu, the language menu and the search palette', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'English'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('button', { name: /^Language: / }).click();
  await expect(page.getByRole('menuitem', { name: '中文' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Find a tool' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: dark mode home and a tool page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('language', 'English'));
  for (const route of ['/', '/CaseConverter']) {
    await page.goto(route);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('axe: the weather charts, with a date’s values shown, in both languages', async ({ page }) => {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    await page.addInitScript((value) => localStorage.setItem('language', value), language);
    await page.goto('/WeatherForecast');
    const chart = page.getByTestId('weather-chart');
    await expect(page.getByTestId('weather-line')).toHaveCount(5);
    await expect(chart).toHaveAccessibleName(
      language === 'English'
        ? 'Line chart of the average temperature of each city over the next five days'
        : '各城市未来五天平均气温折线图',
    );
    await chart.focus();
    await expect(page.getByTestId('weather-tooltip')).toBeVisible();
    for (const v of await seriousViolations(page)) found.push(`[${language} average] ${v}`);
    await page.getByLabel(/中国城市|City in China/).fill('Chengdu');
    await page.getByRole('button', { name: /查看预报|Show forecast/ }).click();
    await expect(page.getByTestId('weather-line')).toHaveCount(3);
    await chart.focus();
    await page.keyboard.press('End');
    await expect(page.getByTestId('weather-tooltip')).toContainText('2026-11-28');
    for (const v of await seriousViolations(page)) found.push(`[${language} city] ${v}`);
    await page.evaluate(() => localStorage.clear());
  }
  expect(found).toEqual([]);
});
