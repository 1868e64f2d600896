/**
 * Translation against the real server, whose MyMemory upstream is the local fake
 * (tests/e2e/fake/routes/mymemory.mjs: it "translates" as `<target>: <text>`, and words like
 * "fake:500" in the text pick its failure scenarios): the happy path with detection, the
 * button while running, every error message, the length limit, recent translations, offline,
 * and the 375 px layout, in both languages.
 */
import type { Page } from '@playwright/test';
import { expect, holdClock, test, watchAntd } from '../fixtures';

/** The language a select shows (a native select's text holds every option). */
const shown = (page: Page, testId: string) => page.getByTestId(testId).locator('option:checked');

const FAILED_EN =
  'An error occurred during translation. Please check your input or try again later.';
const FAILED_ZH = '翻译时出错，请检查输入或稍后重试。';

test.describe('in Chinese (default)', () => {
  test('auto-detects English, translates into Chinese by default, keeps it in recent', async ({
    page,
  }) => {
    await page.goto('/TranslationComponent');
    await expect(page.getByTestId('tr-privacy')).toContainText('在线翻译服务');
    await expect(shown(page, 'tr-source')).toHaveText('自动检测');
    await expect(shown(page, 'tr-target')).toHaveText('中文');
    await page.getByLabel('要翻译的文本').fill('Good morning, how are you today?');
    await expect(page.getByTestId('tr-count')).toHaveText('32 / 1,000 字');
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByTestId('tr-output')).toHaveText(
      'zh-CN: Good morning, how are you today?',
    );
    await expect(page.getByTestId('tr-detected')).toContainText('检测到：英语。');
    await expect(page.getByTestId('tr-detected')).toContainText('由 MyMemory 翻译。');
    await expect(page.getByTestId('tr-recent')).toContainText('Good morning, how are you today?');
    // Kept after a reload.
    await page.reload();
    await expect(page.getByLabel('要翻译的文本')).toHaveValue('Good morning, how are you today?');
    await expect(page.getByTestId('tr-recent')).toContainText('zh-CN: Good morning');
  });

  test('the button reads "翻译中..." while running; a timeout shows the failure message', async ({
    page,
  }) => {
    await page.goto('/TranslationComponent');
    await page.getByLabel('要翻译的文本').fill('Please wait for this sentence fake:slow');
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByRole('button', { name: /翻译中\.\.\./ })).toBeVisible();
    await expect(page.getByTestId('tr-error')).toHaveText(FAILED_ZH, { timeout: 15_000 });
    await expect(page.getByLabel('要翻译的文本')).toHaveValue(
      'Please wait for this sentence fake:slow',
    );
  });

  test('offline: a clear message and the input kept', async ({ page, context }) => {
    await page.goto('/TranslationComponent');
    await page.getByLabel('要翻译的文本').fill('Good evening to everyone here');
    await context.setOffline(true);
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByTestId('tr-error')).toContainText('当前处于离线状态');
    await expect(page.getByLabel('要翻译的文本')).toHaveValue('Good evening to everyone here');
    await context.setOffline(false);
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByTestId('tr-output')).toHaveText('zh-CN: Good evening to everyone here');
  });
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  for (const scenario of ['fake:500', 'fake:malformed', 'fake:quota', 'fake:403']) {
    test(`upstream failure ${scenario} shows the spec's message and keeps the input`, async ({
      page,
    }) => {
      await page.goto('/TranslationComponent');
      const text = `Please translate this English sentence ${scenario}`;
      await page.getByLabel('Text to translate').fill(text);
      await page.getByRole('button', { name: 'Translate', exact: true }).click();
      await expect(page.getByTestId('tr-error')).toHaveText(FAILED_EN);
      await expect(page.getByLabel('Text to translate')).toHaveValue(text);
      await expect(page.getByTestId('tr-result')).toHaveCount(0);
    });
  }

  test('a language that cannot be recognized asks for the source language', async ({ page }) => {
    await page.goto('/TranslationComponent');
    await page.getByLabel('Text to translate').fill('12345 67890');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByTestId('tr-error')).toContainText('Choose the source language');
  });

  test('over the limit: counter, message, no request; swap and copy', async ({ page }) => {
    await page.goto('/TranslationComponent');
    const input = page.getByLabel('Text to translate');
    await input.fill('a'.repeat(1001));
    await expect(page.getByTestId('tr-count')).toHaveText('1001 / 1,000 characters');
    await expect(page.getByText('The text is too long: at most 1,000 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Translate', exact: true })).toBeDisabled();

    await input.fill('Bonjour tout le monde, comment allez-vous ce matin ?');
    await page.getByTestId('tr-target').selectOption({ label: 'English' });
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByTestId('tr-detected')).toContainText('Detected: French.');
    await expect(page.getByTestId('tr-output')).toHaveText(
      'en: Bonjour tout le monde, comment allez-vous ce matin ?',
    );
    await expect(page.getByRole('button', { name: /copy/i })).toBeVisible();
    await page.getByRole('button', { name: 'Swap languages' }).click();
    await expect(shown(page, 'tr-source')).toHaveText('English');
    await expect(shown(page, 'tr-target')).toHaveText('French');
    await expect(input).toHaveValue('en: Bonjour tout le monde, comment allez-vous ce matin ?');
  });

  test('fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/TranslationComponent');
    await page.getByLabel('Text to translate').fill('Good morning, how are you today?');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByTestId('tr-output')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const button = await page.getByRole('button', { name: 'Translate', exact: true }).boundingBox();
    expect(button && button.x + button.width).toBeLessThanOrEqual(375);
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/TranslationComponent');
    const input = page.getByLabel('Text to translate');
    const source = page.getByRole('combobox', { name: 'Source language' });
    const target = page.getByRole('combobox', { name: 'Target language' });
    const go = page.getByRole('button', { name: 'Translate', exact: true });
    // The text box's Clear; the recent translations' own Clear comes after it, in their region.
    const clear = page.getByRole('button', { name: 'Clear', exact: true }).first();
    await expect(go).toBeDisabled();
    await expect(clear).toBeDisabled();

    // The selects, by keyboard-reachable native controls.
    await source.selectOption({ label: 'German' });
    await target.selectOption({ label: 'Japanese' });
    await expect(shown(page, 'tr-source')).toHaveText('German');
    await expect(shown(page, 'tr-target')).toHaveText('Japanese');
    await source.selectOption('auto');

    // Ctrl+Enter translates from the text box.
    await input.fill('Good night and sweet dreams');
    await input.press('Control+Enter');
    await expect(page.getByTestId('tr-output')).toHaveText('ja: Good night and sweet dreams');
    await expect(page.getByTestId('tr-detected')).toHaveText(
      'Detected: English. Translated by MyMemory.',
    );
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'ja: Good night and sweet dreams',
    );

    // Over the limit: the field is marked and the message is an alert.
    await input.fill('b'.repeat(1001));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText(
      'The text is too long: at most 1,000 characters per translation.',
    );
    await clear.click();
    await expect(input).toHaveValue('');
    await expect(clear).toBeDisabled();

    // A recent translation is a button: Enter on it brings it back.
    const recent = page.getByRole('region', { name: 'Recent translations' });
    const item = recent.getByRole('button', { name: /Good night and sweet dreams/ });
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('Good night and sweet dreams');
    await expect(page.getByTestId('tr-detected')).toContainText('From your recent translations.');

    // Swap, then a failure in our notice.
    await page.getByRole('button', { name: 'Swap languages' }).click();
    await expect(shown(page, 'tr-source')).toHaveText('Japanese');
    await expect(shown(page, 'tr-target')).toHaveText('English');
    await expect(input).toHaveValue('ja: Good night and sweet dreams');
    await input.fill('This one will fail fake:500');
    await go.click();
    await expect(page.getByTestId('tr-error')).toHaveText(FAILED_EN);

    await recent.getByRole('button', { name: 'Clear' }).click();
    await expect(recent).toHaveCount(0);

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
