/**
 * World time table: the spec's eight zones, ticking every second with fake time, right across
 * daylight-saving changes (New York, Sydney), day differences from Beijing; adding a city found
 * by its Chinese or English name (or IANA name), remembered, removed; a 375 px screen; readable
 * cards in dark mode.
 */
import type { Page } from '@playwright/test';
import { contrastProblems } from '../contrast';
import { expect, switchLanguage, test, watchAntd } from '../fixtures';

const card = (page: Page, zone: string) =>
  page.locator(`[data-testid="wc-card"][data-zone="${zone}"]`);

const option = (page: Page, text: string | RegExp) =>
  page.getByRole('option').filter({ hasText: text });

async function at(page: Page, iso: string) {
  const t = Date.parse(iso);
  await page.clock.install({ time: t - 60_000 });
  await page.goto('/InternationalClock');
  // The page loads its tool body lazily (timers of its own): let it render before pausing.
  await expect(page.getByTestId('wc-card').first()).toBeVisible();
  await page.clock.pauseAt(t);
}

test.describe('in Chinese (default)', () => {
  test('the eight zones of the spec, in order, with country names', async ({ page }) => {
    await at(page, '2024-01-15T04:00:00Z');
    const places = page.getByTestId('wc-card').locator('.wc-place');
    await expect(places).toHaveText([
      '中国 · 北京',
      '美国 · 纽约',
      '英国 · 伦敦',
      '日本 · 东京',
      '法国 · 巴黎',
      '澳大利亚 · 悉尼',
      '俄罗斯 · 莫斯科',
      '巴西 · 圣保罗',
    ]);
    const beijing = card(page, 'Asia/Shanghai');
    await expect(beijing.getByTestId('wc-time')).toHaveText('12:00:00');
    await expect(beijing.getByTestId('wc-date')).toHaveText('2024-01-15 星期一');
    await expect(beijing.getByTestId('wc-offset')).toHaveText('UTC+08:00 (CST)');
    await expect(beijing.getByTestId('wc-dst')).toHaveText('不实行夏令时');
    const ny = card(page, 'America/New_York');
    await expect(ny.getByTestId('wc-time')).toHaveText('23:00:00');
    await expect(ny.getByTestId('wc-relative')).toHaveText('比北京慢 1 天 · 时差 −13 小时');
    await expect(card(page, 'Australia/Sydney').getByTestId('wc-dst')).toHaveText('夏令时');
    await expect(card(page, 'Europe/Moscow').getByTestId('wc-offset')).toHaveText(
      'UTC+03:00 (MSK)',
    );
    await page.clock.runFor(1000);
    await expect(beijing.getByTestId('wc-time')).toHaveText('12:00:01');
    await expect(ny.getByTestId('wc-time')).toHaveText('23:00:01');
  });

  test('New York springs forward at 2024-03-10 07:00 UTC', async ({ page }) => {
    await at(page, '2024-03-10T06:59:59Z');
    const ny = card(page, 'America/New_York');
    await expect(ny.getByTestId('wc-time')).toHaveText('01:59:59');
    await expect(ny.getByTestId('wc-offset')).toHaveText('UTC−05:00 (EST)');
    await expect(ny.getByTestId('wc-dst')).toHaveText('标准时间');
    await expect(ny.getByTestId('wc-relative')).toHaveText('与北京同一天 · 时差 −13 小时');
    await page.clock.runFor(1000);
    await expect(ny.getByTestId('wc-time')).toHaveText('03:00:00');
    await expect(ny.getByTestId('wc-offset')).toHaveText('UTC−04:00 (EDT)');
    await expect(ny.getByTestId('wc-dst')).toHaveText('夏令时');
    await expect(ny.getByTestId('wc-relative')).toHaveText('与北京同一天 · 时差 −12 小时');
    // London has not changed yet (last Sunday of March).
    await expect(card(page, 'Europe/London').getByTestId('wc-offset')).toHaveText(
      'UTC+00:00 (GMT)',
    );
  });
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('Sydney leaves summer time and stops being a day ahead', async ({ page }) => {
    await at(page, '2024-04-06T15:59:59Z');
    const sydney = card(page, 'Australia/Sydney');
    await expect(sydney.getByTestId('wc-time')).toHaveText('02:59:59');
    await expect(sydney.getByTestId('wc-date')).toHaveText('2024-04-07 Sunday');
    await expect(sydney.getByTestId('wc-offset')).toHaveText('UTC+11:00 (AEDT)');
    await expect(sydney.getByTestId('wc-dst')).toHaveText('Daylight saving time');
    await expect(sydney.getByTestId('wc-relative')).toHaveText('1 day ahead of Beijing · +3 h');
    await page.clock.runFor(1000);
    await expect(sydney.getByTestId('wc-time')).toHaveText('02:00:00');
    await expect(sydney.getByTestId('wc-offset')).toHaveText('UTC+10:00 (AEST)');
    await expect(sydney.getByTestId('wc-dst')).toHaveText('Standard time');
    await expect(sydney.getByTestId('wc-relative')).toHaveText('Same day as Beijing · +2 h');
    await expect(card(page, 'Asia/Shanghai').getByTestId('wc-date')).toHaveText(
      '2024-04-07 Sunday',
    );
  });

  test('a city found by its Chinese name is added, remembered and removed', async ({ page }) => {
    await at(page, '2024-07-01T04:00:00Z');
    const search = page.getByRole('combobox', { name: 'Add a city' });
    await search.click();
    await page.keyboard.type('洛杉矶');
    await option(page, /Los Angeles · United States/).click();
    const la = card(page, 'America/Los_Angeles');
    await expect(la.locator('.wc-place')).toHaveText('United States · Los Angeles');
    await expect(la.getByTestId('wc-time')).toHaveText('21:00:00');
    await expect(la.getByTestId('wc-offset')).toHaveText('UTC−07:00 (PDT)');
    await expect(la.getByTestId('wc-relative')).toHaveText('1 day behind Beijing · −15 h');

    // By a city that is not its zone's name, and by an IANA name the city table lacks.
    await search.click();
    await page.keyboard.type('ushuaia');
    await option(page, 'America/Argentina/Ushuaia').click();
    await expect(card(page, 'America/Argentina/Ushuaia')).toBeVisible();

    // A paused fake clock would hold back the lazily loaded tool body after the reload.
    await page.clock.resume();
    await page.reload();
    await expect(page.getByTestId('wc-card').first()).toBeVisible();
    await page.clock.pauseAt(Date.parse('2024-07-01T04:00:40Z'));
    await expect(la.getByTestId('wc-time')).toHaveText('21:00:40');
    await expect(page.getByTestId('wc-card')).toHaveCount(10);
    await switchLanguage(page, '中文');
    await expect(la.locator('.wc-place')).toHaveText('美国 · 洛杉矶');
    await la.getByRole('button', { name: '移除美国 · 洛杉矶' }).click();
    await expect(la).toHaveCount(0);
    await page.clock.resume();
    await page.reload();
    await expect(page.getByTestId('wc-card')).toHaveCount(9);
  });

  test('places already shown cannot be added twice; nonsense finds nothing', async ({ page }) => {
    await at(page, '2024-07-01T04:00:00Z');
    await page.getByRole('combobox', { name: 'Add a city' }).click();
    await page.keyboard.type('Tokyo');
    await expect(option(page, /Tokyo · Japan .*already shown/)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Control+A');
    await page.keyboard.type('qqqzzz');
    await expect(page.getByText('No city or time zone matches.')).toBeVisible();
  });

  test('the search box works from the keyboard, without antd', async ({ page }) => {
    const antd = watchAntd(page);
    await at(page, '2024-07-01T04:00:00Z');
    const search = page.getByRole('combobox', { name: 'Add a city' });
    await search.focus();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    // Arrow down opens the list of places, the first one active.
    await page.keyboard.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox', { name: 'Add a city' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();

    // Typing searches; arrows skip a place already shown; Enter adds the active one.
    await page.keyboard.type('Tokyo');
    await expect(option(page, /Tokyo · Japan .*already shown/)).toBeVisible();
    await expect(option(page, /Tokyo · Japan .*already shown/)).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Van');
    const active = list.getByRole('option', { selected: true });
    await expect(active).toHaveText(/^Vancouver · Canada/);
    const id = await active.getAttribute('id');
    await expect(search).toHaveAttribute('aria-activedescendant', id ?? '');
    await page.keyboard.press('ArrowDown');
    const next = list.getByRole('option', { selected: true });
    await expect(next).not.toHaveText(/^Vancouver/);
    const name = (await next.textContent()) ?? '';
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('option', { selected: true })).toHaveText(/^Vancouver · Canada/);
    await page.keyboard.press('Enter');
    await expect(card(page, 'America/Vancouver')).toBeVisible();
    await expect(search).toHaveValue('');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(name).not.toBe('');

    // Nothing found: said in the list's place.
    await page.keyboard.type('qqqzzz');
    await expect(page.getByRole('status').filter({ hasText: 'No city' })).toHaveText(
      'No city or time zone matches.',
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');

    // The added place goes again with its remove button; the daylight-saving tag is a status.
    const vancouver = card(page, 'America/Vancouver');
    await expect(vancouver.getByTestId('wc-dst')).toHaveText('Daylight saving time');
    await vancouver.getByRole('button', { name: 'Remove Canada · Vancouver' }).click();
    await expect(vancouver).toHaveCount(0);
    await expect(page.getByTestId('wc-card')).toHaveCount(8);

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });

  test('dark mode: the cards follow it and stay readable', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // The real clock: axe-core waits on timers, which a paused fake clock would hold.
    await page.goto('/InternationalClock');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('wc-card')).toHaveCount(8);
    expect(await contrastProblems(page)).toEqual([]);
  });

  test('fits a 375 px phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await at(page, '2024-07-01T04:00:00Z');
    await expect(page.getByTestId('wc-card')).toHaveCount(8);
    const box = await card(page, 'America/Sao_Paulo').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
