/** Timestamp converter: both directions, time zones, units, errors, the ticking clock. */
import { runAxe } from '../axe';
import { animationsDone, contrastOf } from '../contrast';
import { expect, holdClock, switchLanguage, test, watchAntd } from '../fixtures';

test.describe('in Chinese (default, Beijing time)', () => {
  test('milliseconds to date-time and back', async ({ page }) => {
    await page.goto('/TimestampConverter');
    await page.getByLabel('时间戳', { exact: true }).fill('1700000000000');
    await page.getByRole('button', { name: '转换', exact: true }).first().click();
    const result = page.getByTestId('ts-result');
    await expect(result).toContainText('2023-11-15 06:13:20');
    await expect(result).toContainText('2023-11-15T06:13:20.000+08:00');
    await expect(result).toContainText('星期三');

    await page.getByLabel('日期时间', { exact: true }).fill('2023-11-15 06:13:20');
    await page.getByLabel('日期时间', { exact: true }).press('Enter');
    await expect(page.getByTestId('dt-result')).toContainText('1700000000000');
    await expect(page.getByTestId('dt-result')).toContainText('1700000000');
    // Chinese labels end with a full-width colon.
    await expect(page.getByTestId('ts-now')).toContainText('毫秒：');
  });

  test('ISO 8601 / RFC 3339 input with its own offset', async ({ page }) => {
    await page.goto('/TimestampConverter');
    const input = page.getByLabel('日期时间', { exact: true });
    await input.fill('2023-11-15T06:13:20Z');
    await input.press('Enter');
    // 06:13:20 UTC is 14:13:20 Beijing time.
    await expect(page.getByTestId('dt-result')).toContainText('1700028800000');
    await input.fill('2023-11-15T06:13:20.123+08:00');
    await input.press('Enter');
    await expect(page.getByTestId('dt-result')).toContainText('1700000000123');
  });

  test('a date pasted into the timestamp field is offered to the date-time card', async ({
    page,
  }) => {
    await page.goto('/TimestampConverter');
    const stamp = page.getByLabel('时间戳', { exact: true });
    await stamp.fill('2023-11-15T06:13:20Z');
    await stamp.press('Enter');
    await expect(page.getByRole('alert')).toContainText('时间戳只能包含数字');
    const offer = page.getByTestId('ts-misplaced');
    await expect(offer).toContainText('这看起来是日期时间，而不是时间戳。');
    await offer.getByRole('button', { name: '转换为时间戳' }).click();
    const dateTime = page.getByLabel('日期时间', { exact: true });
    await expect(dateTime).toHaveValue('2023-11-15T06:13:20Z');
    await expect(dateTime).toBeFocused();
    await expect(page.getByTestId('dt-result')).toContainText('1700028800000');
    await expect(stamp).toHaveValue('');
    await expect(offer).toHaveCount(0);
    // Digits that are wrong stay a plain error, with no offer.
    await stamp.fill('12ab');
    await stamp.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test('on a phone the ISO 8601 value wraps between the date and the time only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/TimestampConverter');
    const input = page.getByLabel('日期时间', { exact: true });
    await input.fill('2023-11-15T14:13:20+08:00');
    await input.press('Enter');
    const iso = page
      .getByTestId('dt-result')
      .getByRole('row', { name: /^ISO 8601/ })
      .locator('td');
    await expect(iso).toHaveText('2023-11-15T14:13:20.000+08:00');
    // The value takes two lines here; the date is whole on the first ("2023-11-" / "15T…" before).
    const lines = await iso.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(2);
    const dateLines = await iso.evaluate((cell) => {
      const range = document.createRange();
      const date = cell.firstElementChild?.firstChild ?? cell;
      range.selectNodeContents(date);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(dateLines).toBe(1);
  });

  test('a wrong format shows a clear error, keeps the input, and follows the language', async ({
    page,
  }) => {
    await page.goto('/TimestampConverter');
    const input = page.getByLabel('日期时间', { exact: true });
    await input.fill('2023/13/45 25:00');
    await input.press('Enter');
    await expect(page.getByText('该日期或时间不存在')).toBeVisible();
    await input.fill('15.11.2023');
    await input.press('Enter');
    await expect(page.getByText('请使用 YYYY-MM-DD HH:mm:ss 格式')).toBeVisible();
    await switchLanguage(page, 'English');
    await expect(page.getByText('Use the format YYYY-MM-DD HH:mm:ss')).toBeVisible();
    await expect(page.getByLabel('Date-time', { exact: true })).toHaveValue('15.11.2023');

    const ts = page.getByLabel('Timestamp', { exact: true });
    await ts.fill('12:30');
    await ts.press('Enter');
    await expect(page.getByText('A timestamp is digits only')).toBeVisible();
    await expect(ts).toHaveValue('12:30');
  });
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('ten digits are read as seconds, and said so', async ({ page }) => {
    await page.goto('/TimestampConverter');
    await page.getByLabel('Timestamp', { exact: true }).fill('1700000000');
    await page.getByLabel('Timestamp', { exact: true }).press('Enter');
    await expect(page.getByText('10 digits: read as seconds, not milliseconds.')).toBeVisible();
    await expect(page.getByTestId('ts-result')).toContainText('2023-11-15 06:13:20');
  });

  test('changing the time zone converts again, and is remembered', async ({ page }) => {
    await page.goto('/TimestampConverter');
    await page.getByLabel('Timestamp', { exact: true }).fill('1700000000000');
    await page.getByLabel('Timestamp', { exact: true }).press('Enter');
    await expect(page.getByTestId('ts-result')).toContainText('2023-11-15 06:13:20');
    await page.getByRole('combobox', { name: 'Time zone' }).click();
    await page.keyboard.type('New York');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ts-result')).toContainText('2023-11-14 17:13:20');
    await expect(page.getByTestId('ts-result')).toContainText('UTC-05:00 (EST)');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      'United States (New York) · America/New_York',
    );
  });

  test('a time skipped by daylight saving is explained, and a repeated one offers the other', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem('toolbox:timestamp-converter:zone', '"America/New_York"'),
    );
    await page.goto('/TimestampConverter');
    const field = page.getByLabel('Date-time', { exact: true });
    await field.fill('2024-03-10 02:30:00');
    await field.press('Enter');
    await expect(page.getByTestId('dt-gap')).toHaveText(
      '02:30 does not exist on 2024-03-10 in United States (New York): the clocks jumped from 02:00 to 03:00 (EST to EDT). Shown: 03:30, the moment 02:30 would have been (UTC-05:00), as calendars do.',
    );
    await expect(page.getByTestId('dt-result')).toContainText('1710055800000');
    await expect(page.getByTestId('dt-result')).toContainText('2024-03-10T03:30:00.000-04:00');

    await field.fill('2024-11-03 01:30:00');
    await field.press('Enter');
    const fold = page.getByTestId('dt-fold');
    await expect(fold).toContainText(
      '01:30 happens twice on 2024-11-03 in United States (New York): the clocks went back from 02:00 to 01:00. Shown: the first 01:30 (UTC-04:00, EDT).',
    );
    await expect(page.getByTestId('dt-result')).toContainText('1730611800000');
    await fold.getByRole('button', { name: 'Show the second (UTC-05:00, EST)' }).click();
    await expect(field).toHaveValue('2024-11-03 01:30:00-05:00');
    await expect(page.getByTestId('dt-result')).toContainText('1730615400000');
    await expect(page.getByTestId('dt-result')).toContainText('2024-11-03T01:30:00.000-05:00');
    await expect(page.getByTestId('dt-fold')).toHaveCount(0);

    await switchLanguage(page, '中文');
    await page.getByLabel('日期时间', { exact: true }).fill('2024-03-10 02:30');
    await page.getByLabel('日期时间', { exact: true }).press('Enter');
    await expect(page.getByTestId('dt-gap')).toContainText(
      '2024-03-10 的 02:30 在美国（纽约）不存在：时钟从 02:00 直接跳到 03:00',
    );
  });

  test('local mean time keeps the seconds of its offset; the data release is named', async ({
    page,
  }) => {
    await page.goto('/TimestampConverter');
    const field = page.getByLabel('Date-time', { exact: true });
    await field.fill('1900-01-01 00:00:00');
    await field.press('Enter');
    const result = page.getByTestId('dt-result');
    await expect(result).toContainText('1900-01-01T00:00:00.000+08:05:43');
    await expect(result).toContainText('1899-12-31T15:54:17.000Z');
    await expect(result).toContainText('UTC+08:05:43 (LMT)');
    await expect(page.getByTestId('ts-seconds-note')).toContainText('strict RFC 3339');
    await expect(page.getByTestId('tzdb-version')).toHaveText('Time-zone data: IANA tzdata 2026f');
    // An ordinary offset needs no note.
    await field.fill('2024-01-01 00:00:00');
    await field.press('Enter');
    await expect(result).toContainText('2024-01-01T00:00:00.000+08:00');
    await expect(page.getByTestId('ts-seconds-note')).toHaveCount(0);
    await switchLanguage(page, '中文');
    await expect(page.getByTestId('tzdb-version')).toHaveText('时区数据：IANA tzdata 2026f');
  });

  test('reset clears the input and the result', async ({ page }) => {
    await page.goto('/TimestampConverter');
    await page.getByLabel('Timestamp', { exact: true }).fill('0');
    await page.getByLabel('Timestamp', { exact: true }).press('Enter');
    await expect(page.getByTestId('ts-result')).toContainText('1970-01-01 08:00:00');
    await page.getByRole('button', { name: 'Reset' }).first().click();
    await expect(page.getByLabel('Timestamp', { exact: true })).toHaveValue('');
    await expect(page.getByTestId('ts-result')).toHaveCount(0);
  });

  test('the current time shows before the time-zone module has arrived', async ({ page }) => {
    // The module (the time-zone database) comes once the page is drawn; here it is held.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/assets\/toolbox_tz_bg-[\w-]+\.wasm$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/TimestampConverter');
    const now = page.getByTestId('ts-now');
    await expect(now).toBeVisible();
    const millis = Number(await now.locator('code').first().textContent());
    expect(Math.abs(millis - Date.now())).toBeLessThan(5_000);
    await expect(now.locator('code').nth(2)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A conversion asked for meanwhile is answered once the module is there.
    await page.getByLabel('Timestamp', { exact: true }).fill('1700000000000');
    await page.getByLabel('Timestamp', { exact: true }).press('Enter');
    release();
    await expect(page.getByTestId('ts-result')).toContainText('2023-11-15 06:13:20');
  });

  test('the current time ticks and can be converted', async ({ page }) => {
    await page.goto('/TimestampConverter');
    const now = page.getByTestId('ts-now');
    await expect(now).toBeVisible();
    const first = await now.locator('code').first().textContent();
    expect(Math.abs(Number(first) - Date.now())).toBeLessThan(5_000);
    await expect
      .poll(() => now.locator('code').first().textContent(), { timeout: 3000 })
      .not.toBe(first);
    await page.getByRole('button', { name: 'Convert this timestamp' }).click();
    await expect(page.getByTestId('ts-result')).toBeVisible();
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/TimestampConverter');
    for (const name of ['Current time', 'Timestamp → date-time', 'Date-time → timestamp']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }

    // The zone: a select with search. Arrow keys open the list at the chosen zone and move.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue('China (Beijing time) · Asia/Shanghai');
    await zone.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Time zone' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('group', { name: 'All time zones' })).toBeVisible();
    await expect(list.getByRole('option', { selected: true })).toHaveText(
      'China (Beijing time) · Asia/Shanghai',
    );
    expect(await list.getByRole('option').count()).toBeGreaterThan(300);
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { selected: true })).toHaveText(
      'United States (New York) · America/New_York',
    );
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(zone).toHaveValue('China (Beijing time) · Asia/Shanghai');
    // Typing filters (underscores need not be typed); nothing found is said.
    await zone.click();
    await page.keyboard.type('atlantis');
    await expect(
      page.getByRole('status').filter({ hasText: 'No time zone matches' }),
    ).toBeVisible();
    await zone.fill('los angeles');
    await expect(list.getByRole('option')).toHaveText(['America/Los_Angeles']);
    await list.getByRole('option', { name: 'America/Los_Angeles' }).click();
    await expect(zone).toHaveValue('America/Los_Angeles');
    await expect(page).toHaveURL(/zone=America%2FLos_Angeles/);

    // The current time: copy a value, convert it both ways.
    const now = page.getByTestId('ts-now');
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await now.getByRole('button', { name: 'Copy' }).first().click();
    await expect(now.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(Number(await page.evaluate(() => navigator.clipboard.readText()))).toBeGreaterThan(
      1.7e12,
    );
    await page.getByRole('button', { name: 'Convert this timestamp' }).click();
    await expect(page.getByTestId('ts-result')).toContainText(/UTC-0[78]:00 \(P[SD]T\)/);
    await page.getByRole('button', { name: 'Convert this date-time' }).click();
    await expect(page.getByTestId('dt-result')).toBeVisible();

    // Timestamp → date-time with the Convert button; seconds are noted; the result is a table.
    const toDate = page.getByRole('region', { name: 'Timestamp → date-time' });
    const toTimestamp = page.getByRole('region', { name: 'Date-time → timestamp' });
    const ts = page.getByLabel('Timestamp', { exact: true });
    await expect(ts).toHaveAccessibleDescription(/Milliseconds since 1970-01-01 UTC/);
    await ts.fill('1700000000');
    await toDate.getByRole('button', { name: 'Convert', exact: true }).click();
    const result = page.getByTestId('ts-result');
    await expect(result.getByText('10 digits: read as seconds, not milliseconds.')).toBeVisible();
    await expect(result.getByRole('row', { name: /Date-time/ })).toContainText(
      '2023-11-14 14:13:20',
    );
    await expect(result.getByRole('row', { name: /Day of the week/ })).toContainText('Tuesday');
    await result.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2023-11-14 14:13:20');

    // A wrong timestamp: an alert tied to the field, which says it is invalid; the text stays.
    await ts.fill('12:30');
    await ts.press('Enter');
    await expect(page.getByRole('alert')).toContainText('A timestamp is digits only');
    await expect(ts).toHaveAttribute('aria-invalid', 'true');
    await expect(ts).toHaveAccessibleDescription(/A timestamp is digits only/);
    await expect(ts).toHaveValue('12:30');
    // The clear button empties the field and gives it the focus back.
    await toDate.getByRole('button', { name: 'Clear' }).click();
    await expect(ts).toHaveValue('');
    await expect(ts).toBeFocused();
    await expect(toDate.getByRole('button', { name: 'Clear' })).toHaveCount(0);
    await toDate.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('ts-result')).toHaveCount(0);

    // Date-time → timestamp: the clocks go back, so the time happens twice.
    const dt = page.getByLabel('Date-time', { exact: true });
    await dt.fill('2024-11-03 01:30:00');
    await toTimestamp.getByRole('button', { name: 'Convert', exact: true }).click();
    const dtResult = page.getByTestId('dt-result');
    await expect(dtResult.getByText(/happens twice on .*the clocks went back/)).toBeVisible();
    await expect(dtResult.getByRole('row', { name: 'Timestamp (seconds)' })).toContainText(
      '1730622600',
    );
    await toTimestamp.getByRole('button', { name: 'Reset' }).click();
    await expect(dt).toHaveValue('');
    await expect(dtResult).toHaveCount(0);

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});

// routes.spec.ts sees the page as it opens (light and dark); the zone list, the notices, the
// results and an error appear only after an action.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open zone list, results and an error pass axe (${colorScheme})`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await page.goto('/TimestampConverter#zone=America%2FNew_York&ts=1700000000');
    await expect(page.getByTestId('ts-result')).toBeVisible();
    const dt = page.getByLabel('日期时间', { exact: true });
    await dt.fill('2024-11-03 01:30:00');
    await dt.press('Enter');
    await expect(page.getByTestId('dt-result')).toBeVisible();
    const ts = page.getByLabel('时间戳', { exact: true });
    await ts.fill('12:30');
    await ts.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('combobox', { name: '时区' }).click();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: '时区' })).toBeVisible();
    // One axe run for all rules; colours are read once transitions have ended (contrast.ts).
    await animationsDone(page);
    const axe = await runAxe(page);
    expect(contrastOf(axe)).toEqual([]);
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
}
