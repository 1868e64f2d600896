/**
 * World time table: the spec's eight zones, ticking every second with fake time, right across
 * daylight-saving changes (New York, Sydney), day differences from Beijing; adding a city found
 * by its Chinese or English name (or IANA name), remembered, removed; the default cities removed
 * and restored; the list in the URL (a link, back/forward, junk dropped); the slider that moves
 * every city's time; the next clock change; the database's release; a 375 px screen; readable
 * cards in dark mode.
 */
import type { Page } from '@playwright/test';
import { contrastProblems } from '../contrast';
import { expect, switchLanguage, test, watchAntd } from '../fixtures';

const card = (page: Page, zone: string) =>
  page.locator(`[data-testid="wc-card"][data-zone="${zone}"]`);

const option = (page: Page, text: string | RegExp) =>
  page.getByRole('option').filter({ hasText: text });

const placesInUrl = (page: Page) =>
  page.evaluate(() => new URLSearchParams(location.hash.slice(1)).get('places'));

async function at(page: Page, iso: string, hash = '') {
  const t = Date.parse(iso);
  await page.clock.install({ time: t - 60_000 });
  await page.goto(`/InternationalClock${hash}`);
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

  test('the default cities can be removed, all of them, and restored', async ({ page }) => {
    await at(page, '2024-07-01T04:00:00Z');
    await expect(page.getByTestId('wc-restore')).toHaveCount(0);
    await card(page, 'Asia/Shanghai')
      .getByRole('button', { name: 'Remove China · Beijing' })
      .click();
    await expect(page.getByTestId('wc-card')).toHaveCount(7);
    await expect(card(page, 'Asia/Shanghai')).toHaveCount(0);
    await expect
      .poll(() => placesInUrl(page))
      .toBe(
        'America/New_York,Europe/London,Asia/Tokyo,Europe/Paris,Australia/Sydney,Europe/Moscow,America/Sao_Paulo',
      );
    for (let left = 7; left > 0; left--) {
      await page.getByTestId('wc-card').first().locator('.wc-remove').click();
      await expect(page.getByTestId('wc-card')).toHaveCount(left - 1);
    }
    await expect(page.getByTestId('wc-empty')).toHaveText(
      'No city is shown. Add one above, or restore the default cities.',
    );
    await expect.poll(() => placesInUrl(page)).toBe('none');
    // Kept on the device too.
    await page.clock.resume();
    await page.goto('/InternationalClock');
    await expect(page.getByTestId('wc-empty')).toBeVisible();
    await expect(page.getByTestId('wc-card')).toHaveCount(0);
    await page.getByRole('button', { name: 'Restore the default cities' }).click();
    await expect(page.getByTestId('wc-card')).toHaveCount(8);
    await expect(page.getByTestId('wc-restore')).toHaveCount(0);
    await expect.poll(() => placesInUrl(page)).toBe(null);
  });

  test('the places are in the URL: a link opens them, unknown ones are dropped, back works', async ({
    page,
  }) => {
    const link = `#places=${encodeURIComponent(
      'Asia/Tokyo,Mars/Olympus,America/Los_Angeles~San Francisco,Asia/Shanghai~Atlantis',
    )}`;
    await at(page, '2024-07-01T04:00:00Z', link);
    await expect(page.getByTestId('wc-card').locator('.wc-place')).toHaveText([
      'Japan · Tokyo',
      'United States · San Francisco',
    ]);
    // Only valid values stay in the address.
    await expect.poll(() => placesInUrl(page)).toBe('Asia/Tokyo,America/Los_Angeles~San Francisco');
    // The link wins over what the device remembered, without being saved as the list...
    await page.clock.resume();
    // ... and leaving the page and coming back (Back) shows the list again.
    await page.goto('/TimestampConverter');
    await expect(page).toHaveURL(/TimestampConverter/);
    await page.goBack();
    await expect(page.getByTestId('wc-card').locator('.wc-place')).toHaveText([
      'Japan · Tokyo',
      'United States · San Francisco',
    ]);
    await page.goForward();
    await expect(page).toHaveURL(/TimestampConverter/);
  });

  test('the slider moves the time of every city together, from the keyboard', async ({ page }) => {
    await at(page, '2024-07-01T04:00:00Z');
    const slider = page.getByRole('slider', { name: 'Move the time of every city' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'Now');
    await slider.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '+1:30 h from now');
    await expect(card(page, 'Asia/Shanghai').getByTestId('wc-time')).toHaveText('13:30');
    await expect(card(page, 'America/New_York').getByTestId('wc-time')).toHaveText('01:30');
    await expect(card(page, 'America/New_York').getByTestId('wc-date')).toHaveText(
      '2024-07-01 Monday',
    );
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuetext', '\u221224:00 h from now');
    await expect(card(page, 'Asia/Shanghai').getByTestId('wc-date')).toHaveText(
      '2024-06-30 Sunday',
    );
    await page.getByRole('button', { name: 'Back to now' }).click();
    await expect(card(page, 'Asia/Shanghai').getByTestId('wc-time')).toHaveText('12:00:00');
    await switchLanguage(page, '中文');
    await expect(page.getByRole('slider', { name: '同时调整所有城市的时间' })).toHaveAttribute(
      'aria-valuetext',
      '现在',
    );
  });

  test('each city says when its clocks change next; the data release is named', async ({
    page,
  }) => {
    await at(page, '2024-07-01T04:00:00Z');
    await expect(card(page, 'America/New_York').getByTestId('wc-next')).toHaveText(
      'Next clock change: 2024-11-03, back 1 hour (02:00 → 01:00)',
    );
    await expect(card(page, 'Australia/Sydney').getByTestId('wc-next')).toHaveText(
      'Next clock change: 2024-10-06, forward 1 hour (02:00 → 03:00)',
    );
    await expect(card(page, 'Asia/Shanghai').getByTestId('wc-next')).toHaveText(
      'No clock change scheduled',
    );
    await expect(page.getByTestId('tzdb-version')).toHaveText('Time-zone data: IANA tzdata 2026f');
    await switchLanguage(page, '中文');
    await expect(card(page, 'America/New_York').getByTestId('wc-next')).toHaveText(
      '下次调整时钟：2024-11-03，拨慢 1 小时（02:00 → 01:00）',
    );
    await expect(page.getByTestId('tzdb-version')).toHaveText('时区数据：IANA tzdata 2026f');
  });

  test('Vancouver keeps UTC−07:00 through the winter from November 2026', async ({ page }) => {
    await at(page, '2026-11-28T20:00:00Z', '#places=America/Vancouver,Africa/Casablanca');
    const vancouver = card(page, 'America/Vancouver');
    await expect(vancouver.getByTestId('wc-time')).toHaveText('13:00:00');
    await expect(vancouver.getByTestId('wc-offset')).toHaveText('UTC−07:00 (MST)');
    await expect(vancouver.getByTestId('wc-dst')).toHaveText('Standard time');
    await expect(vancouver.getByTestId('wc-next')).toHaveText('No clock change scheduled');
    const casablanca = card(page, 'Africa/Casablanca');
    await expect(casablanca.getByTestId('wc-offset')).toHaveText('UTC+00:00');
    await expect(casablanca.getByTestId('wc-dst')).not.toHaveText('Daylight saving time');
  });

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
    const slider = await page.getByRole('slider').boundingBox();
    expect(slider && slider.x >= 0 && slider.x + slider.width <= 375).toBe(true);
    const box = await card(page, 'America/Sao_Paulo').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
