/** Timestamp converter: both directions, time zones, units, errors, the ticking clock. */
import { expect, switchLanguage, test } from '../fixtures';

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
    await expect(page.getByText('United States (New York) · America/New_York')).toBeVisible();
  });

  test('a time skipped by daylight saving is explained', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('toolbox:timestamp-converter:zone', '"America/New_York"'),
    );
    await page.goto('/TimestampConverter');
    await page.getByLabel('Date-time', { exact: true }).fill('2024-03-10 02:30:00');
    await page.getByLabel('Date-time', { exact: true }).press('Enter');
    await expect(page.getByText('That time does not exist in this time zone')).toBeVisible();
    await page.getByLabel('Date-time', { exact: true }).fill('2024-11-03 01:30:00');
    await page.getByLabel('Date-time', { exact: true }).press('Enter');
    await expect(page.getByText('This time happens twice in this zone')).toBeVisible();
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
