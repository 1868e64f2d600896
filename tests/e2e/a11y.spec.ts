/**
 * Accessibility of what appears only after an action: the open phone menu, the language menu
 * and the search palette, dark mode, and the weather charts with a date's values shown. Every
 * route as it opens, in both languages and at both widths, is checked in routes.spec.ts.
 */
import { seriousViolations, settled } from './checks';
import { expect, test, type StoredLanguage } from './fixtures';

const LANGUAGES: StoredLanguage[] = ['中文', 'English'];

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
  test.slow(); // four axe runs
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
