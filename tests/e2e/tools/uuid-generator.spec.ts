/**
 * UUID generator: versions, formats, bounds, copy, and the TXT and Excel exports; name-based
 * v3/v5 UUIDs (the expected values are Python's `uuid` module's), Nil/Max, and reading a UUID.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, holdClock, test, watchAntd } from '../fixtures';
import type { Page } from '@playwright/test';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function output(page: Page, name = 'Generated UUIDs') {
  const value = await page.getByRole('textbox', { name }).inputValue();
  return value.split('\n');
}

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('ten random v4 UUIDs straight away', async ({ page }) => {
    await page.goto('/UuidGenerator');
    await expect(page.getByTestId('uuid-summary')).toHaveText('Generated 10 UUIDs: v4 (random)');
    const ids = await output(page);
    expect(ids).toHaveLength(10);
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(10);
  });

  test('10,000 v7 UUIDs, unique and in creation order', async ({ page }) => {
    await page.goto('/UuidGenerator');
    await page.getByLabel('Quantity').fill('10000');
    await page.getByText('v7 (sortable)').click();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('uuid-summary')).toHaveText(
      'Generated 10,000 UUIDs: v7 (sortable)',
    );
    const ids = await output(page);
    expect(ids).toHaveLength(10_000);
    // One assertion over the list: 10,000 expect() calls cost Playwright half a minute.
    const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(ids.filter((id) => !v7.test(id))).toEqual([]);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(10_000);
    // The first 48 bits are the Unix time in milliseconds.
    const millis = parseInt(ids[0].replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(millis - Date.now())).toBeLessThan(60_000);
  });

  test('v1, upper case without hyphens', async ({ page }) => {
    await page.goto('/UuidGenerator');
    await page.getByText('v1 (time)').click();
    await page.getByLabel('Uppercase').check();
    await page.getByLabel('No hyphens').check();
    await page.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: 'Generate' }).click();
    const ids = await output(page);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[0-9A-F]{12}1[0-9A-F]{3}[89AB][0-9A-F]{15}$/);
  });

  test('the format options apply to the current list at once', async ({ page }) => {
    await page.goto('/UuidGenerator');
    await expect(page.getByTestId('uuid-summary')).toBeVisible();
    const before = await output(page);
    await page.getByLabel('Uppercase').check();
    await page.getByLabel('No hyphens').check();
    expect(await output(page)).toEqual(before.map((id) => id.replace(/-/g, '').toUpperCase()));
    await page.getByLabel('No hyphens').uncheck();
    expect(await output(page)).toEqual(before.map((id) => id.toUpperCase()));
    // The export takes what is shown.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export TXT' }).click();
    const text = readFileSync(await (await download).path(), 'utf8');
    expect(text.trimEnd().split('\n')).toEqual(before.map((id) => id.toUpperCase()));
  });

  test('a UUID fits on one line at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/UuidGenerator');
    await expect(page.getByTestId('uuid-summary')).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Generated UUIDs' });
    const fits = await box.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
  });

  test('options are remembered', async ({ page }) => {
    await page.goto('/UuidGenerator');
    await page.getByText('v7 (sortable)').click();
    await page.getByLabel('Quantity').fill('4');
    await page.getByLabel('Uppercase').check();
    await page.reload();
    await expect(page.getByLabel('Quantity')).toHaveValue('4');
    await expect(page.getByLabel('Uppercase')).toBeChecked();
    await expect(page.getByTestId('uuid-summary')).toHaveText('Generated 4 UUIDs: v7 (sortable)');
  });

  for (const bad of ['0', '10001', 'abc', '2.5', '']) {
    test(`quantity "${bad}" gets a clear message and keeps the input`, async ({ page }) => {
      await page.goto('/UuidGenerator');
      await expect(page.getByTestId('uuid-summary')).toBeVisible();
      const before = await output(page);
      await page.getByLabel('Quantity').fill(bad);
      await expect(page.getByText('Enter a whole number from 1 to 10,000.')).toBeVisible();
      await page.getByRole('button', { name: 'Generate' }).click();
      await expect(page.getByLabel('Quantity')).toHaveValue(bad);
      expect(await output(page)).toEqual(before);
    });
  }

  test('copy all', async ({ page }) => {
    await page.goto('/UuidGenerator');
    await expect(page.getByTestId('uuid-summary')).toBeVisible();
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy all' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toEqual(await output(page));
    // Said on the button and to a screen reader, then the button is back to its name.
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    await resume();
    await expect(page.getByRole('button', { name: 'Copy all' })).toBeVisible();
  });

  test('TXT export holds the same UUIDs', async ({ page }) => {
    await page.goto('/UuidGenerator');
    await expect(page.getByTestId('uuid-summary')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export TXT' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('uuids-v4-10.txt');
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.trimEnd().split('\n')).toEqual(await output(page));
  });

  test('Excel export opens in a spreadsheet reader with the same UUIDs', async ({ page }) => {
    await page.goto('/UuidGenerator');
    await page.getByLabel('Quantity').fill('250');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('uuid-summary')).toHaveText('Generated 250 UUIDs: v4 (random)');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('uuids-v4-250.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('UUIDs');
    expect(sheet.getCell('A1').value).toBe('UUID');
    const rows: string[] = [];
    for (let r = 2; r <= sheet.rowCount; r++) rows.push(String(sheet.getCell(`A${r}`).value));
    expect(rows).toEqual(await output(page));
  });
});

test.describe('name-based, Nil/Max and reading a UUID', () => {
  test.use({ language: 'English' });

  test('v5 and v3 of a name in a standard or custom namespace', async ({ page }) => {
    await page.goto('/UuidGenerator');
    const named = page.getByRole('region', { name: 'Name-based UUID (v3, v5)' });
    await named.getByLabel('Name', { exact: true }).fill('python.org');
    // uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org') and uuid.uuid3(...) in Python.
    await expect(page.getByTestId('uuid-named')).toHaveText('886313e1-3b8a-5372-9b90-0c9aee199e5d');
    await named.getByText('v3 (MD5)', { exact: true }).click();
    await expect(page.getByTestId('uuid-named')).toHaveText('6fa459ea-ee8a-3ca4-894e-db77e160355e');
    await named.getByLabel('Namespace', { exact: true }).selectOption('custom');
    await named.getByLabel('Namespace UUID').fill('not a uuid');
    await expect(page.getByTestId('uuid-named-error')).toContainText('The namespace is not a UUID');
    // The DNS namespace typed by hand gives the same UUID as choosing it.
    await named.getByLabel('Namespace UUID').fill('{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}');
    await expect(page.getByTestId('uuid-named')).toHaveText('6fa459ea-ee8a-3ca4-894e-db77e160355e');
  });

  test('Nil and Max, and what a pasted UUID says about itself', async ({ page }) => {
    await page.goto('/UuidGenerator');
    await expect(page.getByTestId('uuid-nil')).toHaveText('00000000-0000-0000-0000-000000000000');
    await expect(page.getByTestId('uuid-max')).toHaveText('ffffffff-ffff-ffff-ffff-ffffffffffff');
    const input = page.getByLabel('UUID to read');
    const fields = page.getByTestId('uuid-decoded');
    // RFC 9562's v7 example: 2022-02-22 19:22:22 UTC.
    await input.fill(' urn:uuid:017F22E2-79B0-7CC3-98C4-DC0C0C07398F ');
    await expect(fields).toContainText('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
    await expect(fields).toContainText('7 (Unix time, sortable)');
    await expect(fields).toContainText('RFC 9562 (RFC 4122)');
    await expect(fields).toContainText('2022-02-22T19:22:22.000Z');
    // Its v1 example: the same moment, with clock sequence and node.
    await input.fill('C232AB00-9414-11EC-B3C8-9F6BDECED846');
    await expect(fields).toContainText('1 (time and node)');
    await expect(fields).toContainText('2022-02-22T19:22:22.000Z');
    await expect(fields).toContainText('13256');
    await expect(fields).toContainText('9f:6b:de:ce:d8:46 (random, not a network address)');
    await input.fill('ffffffff-ffff-ffff-ffff-ffffffffffff');
    await expect(fields).toContainText('Max UUID (all ones)');
    await input.fill('1234-not-a-uuid');
    await expect(page.getByTestId('uuid-decode-error')).toContainText('This is not a UUID.');
    await expect(input).toHaveValue('1234-not-a-uuid');
  });
});

test.describe('in Chinese', () => {
  test('labels, the error message and the Excel sheet name', async ({ page }) => {
    await page.goto('/UuidGenerator');
    await expect(page.getByTestId('uuid-summary')).toHaveText('已生成 10 个 UUID：v4（随机）');
    await page.getByLabel('数量').fill('20000');
    await expect(page.getByText('请输入 1 到 10,000 之间的整数。')).toBeVisible();
    await page.getByLabel('数量').fill('2');
    await page.getByRole('button', { name: '生成', exact: true }).click();
    await expect(page.getByTestId('uuid-summary')).toHaveText('已生成 2 个 UUID：v4（随机）');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('UUID列表-v4-2.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    expect(workbook.worksheets[0].name).toBe('UUID 列表');
    expect(workbook.worksheets[0].getCell('A2').value).toMatch(V4);
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English' });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone that was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/UuidGenerator');
    await expect(page.getByTestId('uuid-summary')).toBeVisible();
    // Every control, and the Excel writer that loads on demand.
    // A real radio group under its name, that the arrow keys move through.
    // (The generator's group; the name-based card below has its own.)
    const versions = page.getByRole('group', { name: 'Version' }).first().getByRole('radio');
    await expect(versions).toHaveCount(3);
    await page.getByRole('radio', { name: 'v7 (sortable)' }).check();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'v4 (random)' })).toBeChecked();
    await page.getByRole('radio', { name: 'v1 (time)' }).check();
    await page.getByLabel('Uppercase').check();
    await page.getByLabel('Quantity').fill('x');
    const quantity = page.getByLabel('Quantity');
    // The message is the field's description, and the field says it is invalid.
    await expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 10,000.');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await quantity.fill('3');
    await expect(quantity).toHaveAccessibleDescription('From 1 to 10,000');
    await expect(quantity).not.toHaveAttribute('aria-invalid');
    await quantity.press('Enter');
    await expect(page.getByTestId('uuid-summary')).toHaveText('Generated 3 UUIDs: v1 (time)');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    await download;
    await page.waitForLoadState('networkidle');
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
