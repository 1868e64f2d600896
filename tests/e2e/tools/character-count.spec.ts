/** Character count, end to end through the `base` wasm module. */
import { expect, holdClock, paste, switchLanguage, test, watchAntd } from '../fixtures';

const count = (page: import('@playwright/test').Page, field: string) =>
  page.getByTestId(`count-${field}`);

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('live counts of a mixed text', async ({ page }) => {
    await page.goto('/CharacterCount');
    const input = page.getByRole('textbox', { name: 'Text to count' });
    await input.fill('你好，世界！Hello, world 42.\n\n👨‍👩‍👧 café');
    await expect(count(page, 'chinese')).toHaveText('4');
    await expect(count(page, 'englishWords')).toHaveText('3');
    await expect(count(page, 'digits')).toHaveText('2');
    await expect(count(page, 'words')).toHaveText('8');
    await expect(count(page, 'chinesePunctuation')).toHaveText('2');
    await expect(count(page, 'englishPunctuation')).toHaveText('2');
    await expect(count(page, 'lines')).toHaveText('3');
    await expect(count(page, 'paragraphs')).toHaveText('2');
    // 👨‍👩‍👧 is one character: 6 + 16 + 2 + 1 + 1 + 4 = 30 in all.
    await expect(count(page, 'characters')).toHaveText('30');
    await expect(count(page, 'bytes')).toHaveText('60');
    await input.press('End');
    await input.pressSequentially('字');
    await expect(count(page, 'chinese')).toHaveText('5');

    await page.getByRole('button', { name: 'Copy counts' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'Chinese characters: 5',
    );
  });

  test('〇, 々 and the radicals are Chinese characters; ⿰ and strokes are not', async ({
    page,
  }) => {
    await page.goto('/CharacterCount');
    await page.getByRole('textbox', { name: 'Text to count' }).fill('二〇二五年 人々 ⺀⼀ ⿰㇀');
    await expect(count(page, 'chinese')).toHaveText('9');
    await expect(count(page, 'englishWords')).toHaveText('0');
  });

  test('zeros without the module; what is typed before it arrives is counted when it does', async ({
    page,
  }) => {
    // The module comes once the page is drawn: here it is held, as on a slow network.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/assets\/toolbox_base_bg-[\w-]+\.wasm$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/CharacterCount');
    await expect(count(page, 'characters')).toHaveText('0');
    const input = page.getByRole('textbox', { name: 'Text to count' });
    await input.fill('你好 hello');
    await expect(input).toHaveValue('你好 hello');
    release();
    await expect(count(page, 'characters')).toHaveText('8');
    await expect(count(page, 'chinese')).toHaveText('2');
  });

  test('a large paste is counted without freezing; over 10 MB is refused', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/CharacterCount');
    const input = page.getByRole('textbox', { name: 'Text to count' });
    await paste(input, '汉字 and words。\n'.repeat(20_000));
    await expect(count(page, 'chinese')).toHaveText('40,000', { timeout: 30_000 });
    await expect(count(page, 'lines')).toHaveText('20,000');
    await paste(input, 'x'.repeat(10 * 1024 * 1024 + 1));
    await expect(
      page.getByText('The text is too long (more than 10,485,760 characters)'),
    ).toBeVisible();
    await expect(count(page, 'chinese')).toHaveText('40,000');
  });
});

test.describe('a real paste of a long text', () => {
  test.use({ language: 'English' });

  // A paste event as the browser fires it (the `paste` fixture sets the value instead): the
  // tool takes it over so the text box never lays out megabytes of text.
  test('goes in at the cursor, is counted whole and shown in part', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/CharacterCount');
    const input = page.getByRole('textbox', { name: 'Text to count' });
    await input.fill('前后');
    const long = '汉字 and words。\n'.repeat(200_000); // 2.8 million characters, 4 MB
    await input.evaluate((box: HTMLTextAreaElement, text) => {
      box.setSelectionRange(1, 1);
      const data = new DataTransfer();
      data.setData('text/plain', text);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, long);
    await expect(count(page, 'chinese')).toHaveText('400,002', { timeout: 30_000 });
    await expect(page.getByText('A long text (2,800,002 characters)')).toBeVisible();
    const shown = await input.evaluate((box: HTMLTextAreaElement) => box.value);
    expect(shown).toHaveLength(50_000);
    expect(shown.startsWith('前汉字 and words。\n')).toBe(true);
  });
});

test('in Chinese, and the input survives a language switch', async ({ page }) => {
  await page.goto('/CharacterCount');
  await page.getByRole('textbox', { name: '要统计的文本' }).fill('中文字数统计 abc');
  await expect(count(page, 'words')).toHaveText('7');
  await expect(page.getByText('汉字', { exact: true })).toBeVisible();
  await switchLanguage(page, 'English');
  await expect(page.getByRole('textbox', { name: 'Text to count' })).toHaveValue(
    '中文字数统计 abc',
  );
  await expect(count(page, 'chinese')).toHaveText('6');
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/CharacterCount');
    const input = page.getByLabel('Text to count', { exact: true });
    const copy = page.getByRole('button', { name: 'Copy counts' });
    const clear = page.getByRole('button', { name: 'Clear' });
    await expect(copy).toBeDisabled();
    await expect(clear).toBeDisabled();
    // Every count is a box of the list, under its name.
    const counts = page.getByRole('list', { name: 'Counts' }).getByRole('listitem');
    await expect(counts).toHaveCount(13);
    await expect(counts.filter({ hasText: 'Bytes (UTF-8)' })).toContainText('0');

    await input.fill('one two\nthree');
    await expect(count(page, 'words')).toHaveText('3');
    await expect(count(page, 'lines')).toHaveText('2');
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Words: 3\n');

    await clear.click();
    await expect(input).toHaveValue('');
    await expect(count(page, 'words')).toHaveText('0');
    await expect(clear).toBeDisabled();

    // The refusal of an over-long text is our notice, and the text before it stays.
    await input.fill('kept');
    await paste(input, 'x'.repeat(10 * 1024 * 1024 + 1));
    await expect(page.getByRole('alert')).toContainText('The text is too long');
    await expect(input).toHaveValue('kept');

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
