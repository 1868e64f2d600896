/** Remove duplicate lines, end to end through the `base` wasm module. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, holdClock, paste, switchLanguage, test, watchAntd } from '../fixtures';

/** The line under the options that says what was removed (a polite live region). */
const summary = (page: Page) => page.getByTestId('dedup-summary');

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('keeps first occurrences in order; options; copy and download', async ({ page }) => {
    await page.goto('/TextDeduplication');
    const input = page.getByRole('textbox', { name: 'Text with one item per line' });
    const output = page.getByRole('textbox', { name: 'Lines without duplicates' });
    await input.fill('banana\nApple\n apple\nbanana\n\n\ncherry\napple');
    // Trimming is on by default.
    await expect(output).toHaveValue('banana\nApple\n apple\n\ncherry');
    await expect(summary(page)).toHaveText(
      'Removed 3 lines (3 duplicates, 0 empty): 5 of 8 lines remain.',
    );
    await page.getByRole('checkbox', { name: 'Ignore case' }).check();
    await page.getByRole('checkbox', { name: 'Remove empty lines' }).check();
    await expect(output).toHaveValue('banana\nApple\ncherry');
    await expect(summary(page)).toHaveText(
      'Removed 5 lines (3 duplicates, 2 empty): 3 of 8 lines remain.',
    );
    await page.getByText('A → Z').click();
    await expect(output).toHaveValue('Apple\nbanana\ncherry');
    // One of a kind reads in the singular ("1 lines (1 duplicates" before).
    await input.fill('a\na');
    await expect(summary(page)).toHaveText(
      'Removed 1 line (1 duplicate, 0 empty): 1 of 2 lines remain.',
    );
    await input.fill('a');
    await expect(summary(page)).toHaveText(
      'Removed 0 lines (0 duplicates, 0 empty): 1 of 1 line remains.',
    );
    await input.fill('banana\nApple\n apple\nbanana\n\n\ncherry\napple');
    await expect(output).toHaveValue('Apple\nbanana\ncherry');

    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Apple\nbanana\ncherry');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('unique-lines.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe('Apple\nbanana\ncherry');

    // Options are remembered; the input survives a language switch.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Ignore case' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Text with one item per line' }).fill('b\na\nB');
    await switchLanguage(page, '中文');
    await expect(page.getByRole('textbox', { name: '每行一项的文本' })).toHaveValue('b\na\nB');
    await expect(page.getByRole('textbox', { name: '去重后的文本' })).toHaveValue('a\nb');
  });

  test('A → Z follows the language, Chinese by pinyin; code-point order on request', async ({
    page,
  }) => {
    await page.goto('/TextDeduplication');
    const input = page.getByRole('textbox', { name: 'Text with one item per line' });
    const output = page.getByRole('textbox', { name: 'Lines without duplicates' });
    await input.fill('Banana\napple\ncherry\n张三\n李四\n阿姨\nitem 10\nitem 2');
    await page.getByText('A → Z').click();
    // CLDR's Chinese order puts Han (by pinyin) before Latin (without regard to case).
    await expect(output).toHaveValue('阿姨\n李四\n张三\napple\nBanana\ncherry\nitem 2\nitem 10');
    await page.getByText('Z → A').click();
    await expect(output).toHaveValue('item 10\nitem 2\ncherry\nBanana\napple\n张三\n李四\n阿姨');
    await page.getByRole('checkbox', { name: 'Code-point order' }).check();
    await page.getByText('A → Z').click();
    await expect(output).toHaveValue('Banana\napple\ncherry\nitem 10\nitem 2\n张三\n李四\n阿姨');
  });

  test('a large list is processed in the worker; over 10 MB is refused', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/TextDeduplication');
    const input = page.getByRole('textbox', { name: 'Text with one item per line' });
    const lines = Array.from({ length: 30_000 }, (_, i) => `item ${i % 1000}`).join('\n');
    await paste(input, lines);
    await expect(summary(page)).toHaveText(
      'Removed 29,000 lines (29,000 duplicates, 0 empty): 1,000 of 30,000 lines remain.',
      { timeout: 20_000 },
    );
    await paste(input, 'x'.repeat(10 * 1024 * 1024 + 1));
    await expect(
      page.getByText('The text is too long (more than 10,485,760 characters)'),
    ).toBeVisible();
    // The long list is kept (shown in part) and still processed.
    await expect(
      page.getByText(`A long text (${lines.length.toLocaleString('en-US')} characters)`),
    ).toBeVisible();
    expect(await input.evaluate((e: HTMLTextAreaElement) => e.value.length)).toBe(50_000);
  });
});

test('in Chinese, and the input survives a language switch', async ({ page }) => {
  await page.goto('/TextDeduplication');
  await page.getByRole('textbox', { name: '每行一项的文本' }).fill('苹果\n香蕉\n苹果');
  await expect(page.getByRole('textbox', { name: '去重后的文本' })).toHaveValue('苹果\n香蕉');
  await expect(summary(page)).toHaveText('已删除 1 行（重复 1 行，空行 0 行）：3 行中保留 2 行。');
  await switchLanguage(page, 'English');
  await expect(page.getByRole('textbox', { name: 'Lines without duplicates' })).toHaveValue(
    '苹果\n香蕉',
  );
  await expect(summary(page)).toContainText('Removed 1 line');
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/TextDeduplication');
    const input = page.getByLabel('Text with one item per line', { exact: true });
    const output = page.getByLabel('Lines without duplicates', { exact: true });
    await expect(summary(page)).toHaveRole('status');
    await expect(summary(page)).toHaveText('Paste some lines to remove the duplicates.');
    await expect(page.getByRole('button', { name: 'Copy result' })).toBeDisabled();

    // Every option is a native control under its own name, in the options' group.
    const options = page.getByRole('group', { name: 'Comparison options' });
    await expect(options.getByRole('checkbox')).toHaveCount(3);
    await expect(
      options.getByRole('checkbox', { name: 'Ignore spaces at the start and end' }),
    ).toBeChecked();
    const order = options.getByRole('group', { name: 'Order' });
    await expect(order.getByRole('radio', { name: 'Original' })).toBeChecked();

    await input.fill('b\n a\nb\nA\n\nc');
    await expect(output).toHaveValue('b\n a\nA\n\nc');
    await options.getByRole('checkbox', { name: 'Ignore case' }).check();
    await options.getByRole('checkbox', { name: 'Remove empty lines' }).check();
    await expect(output).toHaveValue('b\n a\nc');
    // The keyboard moves through the order choices as through any radios.
    await order.getByRole('radio', { name: 'Original' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(order.getByRole('radio', { name: 'A → Z' })).toBeChecked();
    await expect(output).toHaveValue(' a\nb\nc');
    // Code-point order is offered only once the lines are sorted.
    await expect(options.getByRole('checkbox')).toHaveCount(4);
    await options.getByRole('checkbox', { name: 'Code-point order' }).check();
    await expect(output).toHaveValue(' a\nb\nc');
    await expect(summary(page)).toHaveText(
      'Removed 3 lines (2 duplicates, 1 empty): 3 of 6 lines remain.',
    );

    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(' a\nb\nc');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(input).toHaveValue('');
    await expect(output).toHaveValue('');

    // The refusal of an over-long text is our notice, and the text before it stays.
    await input.fill('kept');
    await paste(input, 'x'.repeat(10 * 1024 * 1024 + 1));
    await expect(page.getByRole('alert')).toContainText('The text is too long');
    await expect(input).toHaveValue('kept');

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
