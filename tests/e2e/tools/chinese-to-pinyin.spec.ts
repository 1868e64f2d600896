/** Chinese to pinyin, end to end through the worker and the `pinyin` wasm module. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, holdClock, paste, switchLanguage, test, watchAntd } from '../fixtures';

/** Picks an option of a select found by its label, by the option's visible text. */
async function choose(page: Page, select: string, option: string) {
  await page.getByLabel(select, { exact: true }).selectOption({ label: option });
}

const LEXICON = { timeout: 30_000 };

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('word-aware pinyin, styles, copy and download', async ({ page }) => {
    await page.goto('/ChineseToPinyin');
    const input = page.getByRole('textbox', { name: 'Chinese text' });
    const output = page.getByRole('textbox', { name: 'Pinyin' });
    await input.fill('我们去银行取钱，他长大了。');
    // The first conversion loads the lexicon (a 4 MB wasm module): slow on a busy machine.
    await expect(output).toHaveValue('wǒ men qù yín háng qǔ qián， tā zhǎng dà le。', LEXICON);

    await choose(page, 'Style', 'Tone numbers (han4)');
    await expect(output).toHaveValue('wo3 men qu4 yin2 hang2 qu3 qian2， ta1 zhang3 da4 le。');

    await choose(page, 'Separator', 'Hyphen -');
    await page.getByRole('checkbox', { name: 'Keep non-Chinese text' }).uncheck();
    await expect(output).toHaveValue('wo3-men-qu4-yin2-hang2-qu3-qian2-ta1-zhang3-da4-le');

    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy pinyin' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'wo3-men-qu4-yin2-hang2-qu3-qian2-ta1-zhang3-da4-le',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pinyin.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe(
      'wo3-men-qu4-yin2-hang2-qu3-qian2-ta1-zhang3-da4-le',
    );

    // The options are remembered: opened again without a link's parameters, they are back.
    await page.goto('/ChineseToPinyin');
    await page.getByRole('textbox', { name: 'Chinese text' }).fill('重庆');
    await expect(page.getByRole('textbox', { name: 'Pinyin' })).toHaveValue('chong2-qing4');
  });

  test('a link opens the tool with its text and options; changes go back into it', async ({
    page,
  }) => {
    await page.goto(
      '/ChineseToPinyin#text=%E9%93%B6%E8%A1%8C&style=numbers&separator=hyphen&view=annotated',
    );
    await expect(page.getByRole('radio', { name: 'Pinyin above characters' })).toBeChecked();
    await expect(page.getByTestId('pinyin-ruby').locator('rt')).toHaveText(
      ['yin2', 'hang2'],
      LEXICON,
    );
    await page.getByRole('radio', { name: 'Text' }).check();
    const output = page.getByRole('textbox', { name: 'Pinyin' });
    await expect(output).toHaveValue('yin2-hang2');
    await page.getByRole('textbox', { name: 'Chinese text' }).fill('重庆');
    await page.getByRole('checkbox', { name: 'Capitalise' }).check();
    await expect(page).toHaveURL(/[#&]text=%E9%87%8D%E5%BA%86(&|$)/);
    await expect(page).toHaveURL(/[#&]capitalize=true(&|$)/);
    await page.reload();
    await expect(output).toHaveValue('Chong2-Qing4', LEXICON);

    // The link's style was not saved as the visitor's own choice; what they changed was.
    await page.goto('/ChineseToPinyin');
    await expect(page.getByLabel('Style', { exact: true })).toHaveValue('marks');
    await expect(page.getByRole('checkbox', { name: 'Capitalise' })).toBeChecked();
    await expect(page).toHaveURL(/[#&]capitalize=true(&|$)/);
    expect(page.url()).not.toContain('style=');
  });

  test('sandhi, capitals, all readings and the annotated view', async ({ page }) => {
    await page.goto('/ChineseToPinyin');
    const input = page.getByRole('textbox', { name: 'Chinese text' });
    const output = page.getByRole('textbox', { name: 'Pinyin' });
    await input.fill('一定不对');
    await expect(output).toHaveValue('yī dìng bù duì', LEXICON);
    await page.getByRole('checkbox', { name: 'Tone sandhi of 一 and 不' }).check();
    await expect(output).toHaveValue('yí dìng bú duì');
    await page.getByRole('checkbox', { name: 'Capitalise' }).check();
    await expect(output).toHaveValue('Yí Dìng Bú Duì');
    await page.getByRole('checkbox', { name: 'Capitalise' }).uncheck();
    await input.fill('行');
    await page.getByRole('checkbox', { name: 'All readings' }).check();
    await expect(output).toHaveValue(/^xíng\/háng/);
    await page.getByRole('checkbox', { name: 'All readings' }).uncheck();

    await input.fill('银行行长');
    await page.getByRole('radio', { name: 'Pinyin above characters' }).check();
    const ruby = page.getByTestId('pinyin-ruby');
    await expect(ruby.locator('rt')).toHaveText(['yín', 'háng', 'háng', 'zhǎng']);
    await expect(ruby.locator('ruby').first()).toContainText('银');
    // All readings in the annotated view: the chosen one next to the character, the others
    // stacked above it, so the character does not grow as wide as all its readings.
    await page.getByRole('checkbox', { name: 'All readings' }).check();
    const second = ruby.locator('rt').nth(1);
    await expect(second).toContainText('háng');
    await expect(second.locator('.pinyin-alt')).toHaveText(['xíng', 'héng', 'hàng', 'xìng']);
    // One line of "háng/xíng/héng/hàng/xìng" would be about 150 px wide.
    const box = await ruby.locator('ruby').nth(1).boundingBox();
    expect(box!.width).toBeLessThan(60);
  });

  test('a long text converts in the worker; long texts are shown in part', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/ChineseToPinyin');
    const sentence = '长大以后，我想去银行工作。\n';
    const big = sentence.repeat(Math.ceil(300_000 / sentence.length));
    await paste(page.getByRole('textbox', { name: 'Chinese text' }), big);
    // Only the beginning is laid out in the text boxes (a textarea with megabytes of text
    // freezes the page); Download has everything.
    await expect(page.getByText('A long text (300,006 characters)')).toBeVisible();
    const output = page.getByRole('textbox', { name: 'Pinyin' });
    await expect
      .poll(() => output.evaluate((e: HTMLTextAreaElement) => e.value.length), { timeout: 60_000 })
      .toBe(50_000);
    await expect(output).toHaveValue(/^zhǎng dà yǐ hòu， wǒ xiǎng qù yín háng gōng zuò。\n/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    const all = readFileSync(await download.path(), 'utf8');
    expect(all.split('\n').length).toBe(big.split('\n').length);
    expect(all.endsWith('wǒ xiǎng qù yín háng gōng zuò。\n')).toBe(true);

    await page.getByRole('radio', { name: 'Pinyin above characters' }).check();
    await expect(page.getByText('Showing the first 5,000 characters')).toBeVisible({
      timeout: 30_000,
    });
    // 5,000 characters of 14 per line (11 of them Chinese): 357 lines and 长大.
    await expect(page.getByTestId('pinyin-ruby').locator('ruby')).toHaveCount(357 * 11 + 2);
  });

  test('errors: a too long separator, a text over 10 MB', async ({ page }) => {
    await page.goto('/ChineseToPinyin');
    const input = page.getByRole('textbox', { name: 'Chinese text' });
    await input.fill('汉字');
    await choose(page, 'Separator', 'Custom…');
    await page.getByRole('textbox', { name: 'Custom separator' }).fill('<--------->');
    await expect(
      page.getByText('The separator is too long: use at most 8 characters.'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Custom separator' }).fill(' | ');
    await expect(page.getByRole('textbox', { name: 'Pinyin' })).toHaveValue('hàn | zì');

    await paste(input, 'x'.repeat(10 * 1024 * 1024 + 1));
    await expect(
      page.getByText('The text is too long (more than 10,485,760 characters)'),
    ).toBeVisible();
    await expect(input).toHaveValue('汉字');
  });
});

test('in Chinese, and the input survives a language switch', async ({ page }) => {
  await page.goto('/ChineseToPinyin');
  await page.getByRole('button', { name: '试试示例' }).click();
  const output = page.getByRole('textbox', { name: '拼音' });
  await expect(output).toHaveValue(/^zhǎng dà yǐ hòu， tā zài yín háng gōng zuò/, LEXICON);
  await expect(output).toHaveValue(/xià yǔ le， wǒ men děi kuài diǎn er zǒu/);
  await switchLanguage(page, 'English');
  await expect(page.getByRole('textbox', { name: 'Chinese text' })).toHaveValue(/^长大以后/);
  await expect(page.getByRole('textbox', { name: 'Pinyin' })).toHaveValue(/^zhǎng dà/);
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's blocking time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/ChineseToPinyin');
    const input = page.getByLabel('Chinese text', { exact: true });
    const output = page.getByLabel('Pinyin', { exact: true });
    await page.getByRole('button', { name: 'Try an example' }).click();
    await expect(input).toHaveValue(/^长大以后，他在银行工作/);
    await expect(output).toHaveValue(/^zhǎng dà yǐ hòu， tā zài yín háng gōng zuò/, LEXICON);

    // Every option, each a native control under its own name.
    const options = page.getByRole('group', { name: 'Pinyin options' });
    await expect(options.getByRole('checkbox')).toHaveCount(5);
    // ü as v means something only where there is a ü to write: not with tone marks.
    const v = page.getByLabel('Write ü as v', { exact: true });
    await expect(v).toBeDisabled();
    await choose(page, 'Style', 'No tones (han)');
    await expect(v).toBeEnabled();
    await v.check();
    await input.fill('绿色的女儿');
    await expect(output).toHaveValue('lv se de nv er');
    await choose(page, 'Separator', "Apostrophe '");
    await expect(output).toHaveValue("lv'se'de'nv'er");
    await choose(page, 'Separator', 'None');
    await expect(output).toHaveValue('lvsedenver');
    await choose(page, 'Separator', 'Custom…');
    await page.getByLabel('Custom separator', { exact: true }).fill('_');
    await expect(output).toHaveValue('lv_se_de_nv_er');
    await page.getByLabel('Capitalise', { exact: true }).check();
    await expect(output).toHaveValue('Lv_Se_De_Nv_Er');
    await page.getByLabel('Capitalise', { exact: true }).uncheck();
    await choose(page, 'Separator', 'Space');
    await choose(page, 'Style', 'Tone numbers (han4)');
    await input.fill('一定 OK');
    await expect(output).toHaveValue('yi1 ding4 OK');
    await page.getByLabel('Tone sandhi of 一 and 不', { exact: true }).check();
    await expect(output).toHaveValue('yi2 ding4 OK');
    await page.getByLabel('Keep non-Chinese text', { exact: true }).uncheck();
    await expect(output).toHaveValue('yi2 ding4');
    await input.fill('长城');
    await choose(page, 'Style', 'Initials (h)');
    await expect(output).toHaveValue('ch ch');
    await choose(page, 'Style', 'First letters (h)');
    await expect(output).toHaveValue('c c');
    await choose(page, 'Style', 'Tone marks (hàn)');
    await input.fill('行');
    await page.getByLabel('All readings', { exact: true }).check();
    await expect(output).toHaveValue(/^xíng\/háng/);

    // The view: a radio group under its name, that the arrow keys move through.
    const views = page.getByRole('group', { name: 'Result view' }).getByRole('radio');
    await expect(views).toHaveCount(2);
    await page.getByRole('radio', { name: 'Pinyin above characters' }).check();
    await expect(page.getByTestId('pinyin-ruby').locator('rt')).toContainText('xíng');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Text' })).toBeChecked();
    await expect(output).toHaveValue(/^xíng\/háng/);

    // Copy: the button says so itself (no toast), and the clipboard has the pinyin.
    const text = await output.inputValue();
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy pinyin' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pinyin.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe(text);

    // Clear empties both boxes and disables what needs a text.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(input).toHaveValue('');
    await expect(output).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Download .txt' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();

    await page.waitForLoadState('networkidle');
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
