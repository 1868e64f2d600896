/** Simplified ↔ Traditional: modes, regional standards, files, huge texts, both languages. */
import { readFileSync } from 'node:fs';
import { expect, holdClock, switchLanguage, test, watchAntd } from '../fixtures';
import type { Locator, Page, Route } from '@playwright/test';

const input = (page: Page, name = 'Text to convert') => page.getByRole('textbox', { name });
const output = (page: Page, name = 'Result') => page.getByRole('textbox', { name });

/** Pastes `unit` repeated `times` times, building the text in the page (megabytes of text
 * would take long to send from the test runner). */
async function pasteRepeated(target: Locator, unit: string, times: number) {
  await target.evaluate(
    (element: HTMLTextAreaElement, { unit, times }) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(element, unit.repeat(times));
      element.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { unit, times },
  );
}

/** Holds every request for the OpenCC module's binary (the page's and the worker's) until
 * `release` is called: a slow network, as a phone's, where it takes seconds. */
async function holdOpencc(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.context().route(/\/assets\/toolbox_opencc_bg-[\w-]+\.wasm$/, async (route: Route) => {
    asked += 1;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('the text box is usable before the dictionaries arrive, and what was typed is converted once they do', async ({
    page,
  }) => {
    const opencc = await holdOpencc(page);
    await page.goto('/ChineseConversion');
    // Drawn without OpenCC: the boxes, the controls; the result box says what it waits for.
    await expect(output(page)).toHaveAttribute('placeholder', 'Loading the dictionaries…');
    await expect.poll(opencc.asked).toBeGreaterThan(0);
    await input(page).fill('我的头发和发展中国家');
    await expect(input(page)).toHaveValue('我的头发和发展中国家');
    await expect(output(page)).toHaveAttribute('aria-busy', 'true');
    await expect(output(page)).toHaveValue('');
    // The choices work meanwhile too, and the last one counts.
    await page.getByRole('switch', { name: 'Current: Simplified to Traditional' }).click();
    await page.getByRole('switch', { name: 'Current: Traditional to Simplified' }).click();
    opencc.release();
    await expect(output(page)).toHaveValue('我的頭髮和發展中國家');
    await expect(output(page)).not.toHaveAttribute('placeholder');
    await expect(output(page)).toHaveAttribute('aria-busy', 'false');
  });

  test('dictionaries that cannot be downloaded are said so, and the text is kept', async ({
    page,
  }) => {
    await page
      .context()
      .route(/\/assets\/toolbox_opencc_bg-[\w-]+\.wasm$/, (route) => route.abort());
    await page.goto('/ChineseConversion');
    const failed = page.getByText(
      'The tool could not be loaded. Check your connection and try again.',
    );
    await expect(failed).toBeVisible();
    await expect(output(page)).not.toHaveAttribute('placeholder');
    await input(page).fill('头发');
    await expect(failed).toBeVisible();
    await expect(input(page)).toHaveValue('头发');
    await expect(output(page)).toHaveValue('');

    // Back online: the dictionaries are downloaded again and the kept text is converted,
    // without a reload.
    await page.context().unrouteAll();
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(output(page)).toHaveValue('頭髮');
    await expect(failed).toHaveCount(0);
  });

  test('phrases decide ambiguous characters, and the toggle switches direction', async ({
    page,
  }) => {
    await page.goto('/ChineseConversion');
    const toggle = page.getByRole('switch', { name: 'Current: Simplified to Traditional' });
    await expect(toggle).toBeVisible();
    await input(page).fill('我的头发和发展中国家，干杯！天气干燥，树干很粗。');
    await expect(output(page)).toHaveValue('我的頭髮和發展中國家，乾杯！天氣乾燥，樹幹很粗。');

    // A switch, not a primary action: it says which way it is set.
    await expect(toggle).toBeChecked();
    await expect(toggle).not.toHaveClass(/ant-btn-primary|button-primary/);
    await toggle.click();
    await expect(
      page.getByRole('switch', { name: 'Current: Traditional to Simplified' }),
    ).not.toBeChecked();
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

    await page.getByRole('switch', { name: 'Current: Simplified to Traditional' }).click();
    await variant.getByText('Taiwan, with Taiwan phrases').click();
    await input(page).fill('這個軟體的資料庫');
    await expect(output(page)).toHaveValue('这个软件的数据库');
  });

  test('copy, use the result as input, download, and remembered options', async ({ page }) => {
    await page.goto('/ChineseConversion');
    await input(page).fill('头发 Hello 123 😀');
    await expect(output(page)).toHaveValue('頭髮 Hello 123 😀');
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
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
      page.getByRole('switch', { name: 'Current: Traditional to Simplified' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Hong Kong' })).toBeChecked();
  });

  test('switch, standards, file and buttons work without antd', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/ChineseConversion');
    const toggle = page.getByRole('switch', { name: 'Current: Simplified to Traditional' });
    await toggle.press('Space');
    await expect(
      page.getByRole('switch', { name: 'Current: Traditional to Simplified', checked: false }),
    ).toBeFocused();
    await page.getByRole('radio', { name: 'Hong Kong' }).check();
    await page.getByTestId('zh-file-input').setInputFiles({
      name: 'x.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('說話軟件', 'utf8'),
    });
    await expect(input(page)).toHaveValue('說話軟件');
    await expect(output(page)).toHaveValue('说话软件');
    await expect(page.getByTestId('zh-file-encoding')).toHaveText('The file was read as UTF-8.');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(input(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Download .txt' })).toBeDisabled();

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });

  test('the input survives a language switch', async ({ page }) => {
    await page.goto('/ChineseConversion');
    await input(page).fill('软件');
    await expect(output(page)).toHaveValue('軟件');
    await switchLanguage(page, '中文');
    await expect(page.getByRole('switch', { name: '当前：简体转繁体' })).toBeVisible();
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
      page.getByText('This file is not plain text. Please choose a text file (.txt).'),
    ).toBeVisible();
    await expect(input(page)).toHaveValue('发展\n干杯\n');
  });

  test('opens GBK/GB18030 and Big5 files and says which encoding it read', async ({ page }) => {
    await page.goto('/ChineseConversion');
    const chooser = page.getByTestId('zh-file-input');
    // 头发和发展中国家，记事本保存的文件。 in GBK (Windows Notepad's old default for Chinese).
    const gbk = Buffer.from(
      'cdb7b7a2bacdb7a2d5b9d6d0b9fabcd2a3acbcc7cac2b1beb1a3b4e6b5c4cec4bcfea1a3',
      'hex',
    );
    await chooser.setInputFiles({ name: 'gbk.txt', mimeType: 'text/plain', buffer: gbk });
    await expect(input(page)).toHaveValue('头发和发展中国家，记事本保存的文件。');
    await expect(output(page)).toHaveValue('頭髮和發展中國家，記事本保存的文件。');
    await expect(page.getByTestId('zh-file-encoding')).toHaveText(
      'The file was read as GBK (GB18030).',
    );
    // Editing the text drops the note.
    await input(page).fill('头发');
    await expect(page.getByTestId('zh-file-encoding')).toBeHidden();
  });

  test('a 10 MB text converts in the worker while the page stays responsive', async ({ page }) => {
    test.setTimeout(90_000);
    // One worker: the page's, which built the dictionaries once it was drawn.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/ChineseConversion');
    const para = '我们的头发在发展中国家里干燥了。Hello, 世界 123!\n';
    const expectedPara = '我們的頭髮在發展中國家裏乾燥了。Hello, 世界 123!\n';
    const times = Math.floor((10 * 1024 * 1024 - 1000) / para.length);
    await pasteRepeated(input(page), para, times);
    // The page answers while the worker converts: the boxes show a preview, Cancel is there.
    await expect(
      page.getByText(/the boxes show its first 20,000 of 10,48\d,\d{3} characters/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(input(page)).toHaveValue(para.repeat(times).slice(0, 20_000));
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden({ timeout: 60_000 });
    await expect(output(page)).toHaveValue(expectedPara.repeat(times).slice(0, 20_000));
    expect(workers.length).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .txt' }).click();
    const saved = readFileSync(await (await download).path(), 'utf8');
    expect(saved.length).toBe(para.length * times);
    expect(saved === expectedPara.repeat(times)).toBe(true);
  });

  test('a big conversion can be cancelled, and the text is kept', async ({ page }) => {
    await page.goto('/ChineseConversion');
    await pasteRepeated(input(page), '头发发展', 2_000_000);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled.')).toBeVisible();
    await expect(input(page)).toHaveValue('头发发展'.repeat(5_000));
    await expect(output(page)).toHaveValue('');
    // Clear brings the editable box back.
    await page.getByRole('button', { name: 'Clear' }).click();
    await input(page).fill('头发');
    await expect(output(page)).toHaveValue('頭髮');
  });

  test('a text over 10 MB is refused politely and the previous text is kept', async ({ page }) => {
    await page.goto('/ChineseConversion');
    await input(page).fill('头发');
    await pasteRepeated(input(page), '发', 10 * 1024 * 1024 + 1);
    await expect(
      page.getByText('The text is too long (more than 10,485,760 characters)'),
    ).toBeVisible();
    await expect(input(page)).toHaveValue('头发');
    await expect(output(page)).toHaveValue('頭髮');
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('says in Chinese that the dictionaries are on their way', async ({ page }) => {
    const opencc = await holdOpencc(page);
    await page.goto('/ChineseConversion');
    await expect(output(page, '转换结果')).toHaveAttribute('placeholder', '正在加载词典…');
    await input(page, '原文').fill('头发');
    opencc.release();
    await expect(output(page, '转换结果')).toHaveValue('頭髮');
  });

  test('converts with Chinese labels and explains a bad file', async ({ page }) => {
    await page.goto('/ChineseConversion');
    await page.getByRole('switch', { name: '当前：简体转繁体' }).click();
    await expect(page.getByRole('switch', { name: '当前：繁体转简体' })).toBeVisible();
    await page
      .getByRole('radiogroup', { name: '繁体标准' })
      .getByText('台湾正体（含台湾常用词汇）')
      .click();
    await input(page, '原文').fill('計程車和軟體');
    await expect(output(page, '转换结果')).toHaveValue('出租车和软件');
    await page.getByTestId('zh-file-input').setInputFiles({
      name: 'x.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
    });
    await expect(page.getByText('该文件不是纯文本，请选择文本文件（.txt）。')).toBeVisible();
  });
});
