/** Simplified ↔ Traditional: modes, regional standards, files, huge texts, both languages. */
import { readFileSync } from 'node:fs';
import { expect, paste, switchLanguage, test } from '../fixtures';
import type { Page } from '@playwright/test';

const input = (page: Page, name = 'Text to convert') => page.getByRole('textbox', { name });
const output = (page: Page, name = 'Result') => page.getByRole('textbox', { name });

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('phrases decide ambiguous characters, and the toggle switches direction', async ({
    page,
  }) => {
    await page.goto('/ChineseConversion');
    const toggle = page.getByRole('button', { name: 'Current: Simplified to Traditional' });
    await expect(toggle).toBeVisible();
    await input(page).fill('我的头发和发展中国家，干杯！天气干燥，树干很粗。');
    await expect(output(page)).toHaveValue('我的頭髮和發展中國家，乾杯！天氣乾燥，樹幹很粗。');

    await toggle.click();
    await expect(
      page.getByRole('button', { name: 'Current: Traditional to Simplified' }),
    ).toBeVisible();
    await input(page).fill('我的頭髮和發展中國家，乾杯！');
    await expect(output(page)).toHaveValue('我的头发和发展中国家，干杯！');
  });

  test('regional standards, both ways', async ({ page }) => {
    await page.goto('/ChineseConversion');
    const variant = page.getByRole('radiogroup', { name: 'Traditional Chinese standard' });
    await input(page).fill('这个软件的数据库，为什么说话');
    await variant.getByText('Taiwan, with Taiwan phrases').click();
    await expect(output(page)).toHaveValue('這個軟體的資料庫，為什麼說話');
    await expect(page.getByTestId('zh-hint')).toContainText('软件 → 軟體');
    await variant.getByText('Taiwan', { exact: true }).click();
    await expect(output(page)).toHaveValue('這個軟件的數據庫，為什麼說話');
    await variant.getByText('Hong Kong').click();
    await expect(output(page)).toHaveValue('這個軟件的數據庫，為什麼説話');
    await variant.getByText('Standard (OpenCC)').click();
    await expect(output(page)).toHaveValue('這個軟件的數據庫，爲什麼說話');

    await page.getByRole('button', { name: 'Current: Simplified to Traditional' }).click();
    await variant.getByText('Taiwan, with Taiwan phrases').click();
    await input(page).fill('這個軟體的資料庫');
    await expect(output(page)).toHaveValue('这个软件的数据库');
  });

  test('copy, use the result as input, download, and remembered options', async ({ page }) => {
    await page.goto('/ChineseConversion');
    await input(page).fill('头发 Hello 123 😀');
    await expect(output(page)).toHaveValue('頭髮 Hello 123 😀');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('頭髮 Hello 123 😀');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .txt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('converted-s2t.txt');
    expect(readFileSync(await file.path(), 'utf8')).toBe('頭髮 Hello 123 😀');

    await page.getByRole('button', { name: 'Use result as input' }).click();
    await expect(input(page)).toHaveValue('頭髮 Hello 123 😀');
    await expect(output(page)).toHaveValue('头发 Hello 123 😀');
    await page.getByRole('radiogroup').getByText('Hong Kong').click();

    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Current: Traditional to Simplified' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Hong Kong' })).toBeChecked();
  });

  test('the input survives a language switch', async ({ page }) => {
    await page.goto('/ChineseConversion');
    await input(page).fill('软件');
    await expect(output(page)).toHaveValue('軟件');
    await switchLanguage(page, '中文');
    await expect(page.getByRole('button', { name: '当前：简体转繁体' })).toBeVisible();
    await expect(input(page, '原文')).toHaveValue('软件');
    await expect(output(page, '转换结果')).toHaveValue('軟件');
  });

  test('opens a UTF-8 text file and refuses a binary one', async ({ page }) => {
    await page.goto('/ChineseConversion');
    const chooser = page.getByTestId('zh-file-input');
    await chooser.setInputFiles({
      name: 'note.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('\uFEFF发展\n干杯\n', 'utf8'),
    });
    await expect(input(page)).toHaveValue('发展\n干杯\n');
    await expect(output(page)).toHaveValue('發展\n乾杯\n');

    await chooser.setInputFiles({
      name: 'photo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    });
    await expect(
      page.getByText('This file is not plain text. Please choose a .txt file saved as UTF-8.'),
    ).toBeVisible();
    await expect(input(page)).toHaveValue('发展\n干杯\n');
  });

  test('a 10 MB text converts in the worker while the page stays responsive', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/ChineseConversion');
    const para = '我们的头发在发展中国家里干燥了。Hello, 世界 123!\n';
    const big = para.repeat(Math.floor((10 * 1024 * 1024 - 1000) / para.length));
    const expectedPara = '我們的頭髮在發展中國家裏乾燥了。Hello, 世界 123!\n';
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await paste(input(page), big);
    // While the worker converts, the page still answers and offers Cancel.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(await page.evaluate(() => 6 * 7)).toBe(42);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden({ timeout: 60_000 });
    const result = await output(page).evaluate((e: HTMLTextAreaElement) => ({
      length: e.value.length,
      start: e.value.slice(0, expectedPara.length * 2),
      end: e.value.slice(-expectedPara.length),
    }));
    expect(result.length).toBe(big.length);
    expect(result.start).toBe(expectedPara.repeat(2));
    expect(result.end).toBe(expectedPara);
    expect(workers.length).toBe(1);
  });

  test('a big conversion can be cancelled, and the text is kept', async ({ page }) => {
    await page.goto('/ChineseConversion');
    const big = '头发发展'.repeat(1_500_000);
    await paste(input(page), big);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled.')).toBeVisible();
    expect(await input(page).evaluate((e: HTMLTextAreaElement) => e.value.length)).toBe(big.length);
    await expect(output(page)).toHaveValue('');
  });

  test('a text over 10 MB is refused politely and the previous text is kept', async ({ page }) => {
    await page.goto('/ChineseConversion');
    await input(page).fill('头发');
    await paste(input(page), '发'.repeat(10 * 1024 * 1024 + 1));
    await expect(
      page.getByText('The text is too long (more than 10,485,760 characters)'),
    ).toBeVisible();
    await expect(input(page)).toHaveValue('头发');
    await expect(output(page)).toHaveValue('頭髮');
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('converts with Chinese labels and explains a bad file', async ({ page }) => {
    await page.goto('/ChineseConversion');
    await page.getByRole('button', { name: '当前：简体转繁体' }).click();
    await expect(page.getByRole('button', { name: '当前：繁体转简体' })).toBeVisible();
    await page
      .getByRole('radiogroup', { name: '繁体标准' })
      .getByText('台湾正体（含台湾常用词汇）')
      .click();
    await input(page, '原文').fill('計程車和軟體');
    await expect(output(page, '转换结果')).toHaveValue('出租车和软件');
    await page.getByTestId('zh-file-input').setInputFiles({
      name: 'x.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from([0xc3, 0x28]),
    });
    await expect(
      page.getByText('该文件不是纯文本，请选择以 UTF-8 保存的 .txt 文件。'),
    ).toBeVisible();
  });
});
