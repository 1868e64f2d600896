/**
 * Image to text (OCR): the real tesseract.js engine, core and language data from our own server
 * recognise generated images of known text (tests/fixtures/ocr, scripts/ocr-samples.py) in
 * both languages; the "Extracting..." state and the download progress; the spec's message for a
 * file that is not an image; a failed engine download and its retry; offline after the first
 * use (service worker); the phone layout.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { contrastProblems } from '../contrast';
import { expect, holdClock, test, waitUntilOfflineReady, watchAntd } from '../fixtures';
import { dropFiles, pasteFile } from '../photos';

const OCR = 'tests/fixtures/ocr';
const sample = (name: string) => `${OCR}/${name}`;
const EXTRACT_FAILED =
  'An error occurred while extracting text. Please check the image format or try again.';
const EXTRACT_FAILED_ZH = '提取文字时出错，请检查图片格式或重试。';

/** Holds requests for a language file until `release` is called. */
async function holdLanguage(page: Page, lang: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/ocr/**/${lang}.traineddata.gz`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The recognised text (the result box), once recognition has finished. */
async function result(page: Page): Promise<string> {
  const box = page.getByTestId('ocr-result');
  await expect(box).toBeVisible({ timeout: 60_000 });
  return box.inputValue();
}

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('recognises English text, with progress; the result is editable and copyable', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/ImageTextExtractor');
    await expect(page.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(sample('eng-01.png'));
    await expect(page.getByRole('img', { name: 'The image to read' })).toBeVisible();

    const release = await holdLanguage(page, 'eng');
    await page.getByRole('button', { name: 'Extract text' }).click();
    await expect(page.getByRole('button', { name: 'Extracting...' })).toBeVisible();
    await expect(page.getByTestId('ocr-progress')).toContainText('Downloading language data');
    await expect(page.getByRole('radio', { name: 'Chinese and English' })).toBeDisabled();
    release();

    const text = await result(page);
    expect(text).toContain('Handy tools run in your browser and work offline.');
    expect(text).toContain('The quick brown fox jumps over the lazy dog.');
    await expect(page.getByRole('button', { name: 'Extract text' })).toBeVisible();
    await expect(page.getByTestId('ocr-progress')).toHaveCount(0);

    const box = page.getByLabel('Recognised text');
    await box.fill('Corrected by hand');
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Corrected by hand');

    // A second image, pasted, is read by the worker that is already running.
    await pasteFile(page, sample('eng-03.jpg'), 'image/jpeg');
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(await result(page)).toContain('library books before Friday');
  });

  test('a file that is not an image, or a broken one, gets the spec message', async ({ page }) => {
    await page.goto('/ImageTextExtractor');
    const input = page.getByLabel('Choose a photo, drop it here, or paste it');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('just some words'),
    });
    await expect(page.getByTestId('ocr-error')).toHaveText(EXTRACT_FAILED);
    const png = readFileSync(sample('eng-01.png'));
    await input.setInputFiles({
      name: 'cut-off.png',
      mimeType: 'image/png',
      buffer: png.subarray(0, 200),
    });
    await expect(page.getByTestId('ocr-error')).toHaveText(EXTRACT_FAILED);
    await expect(page.getByRole('button', { name: 'Extract text' })).toHaveCount(0);
  });

  test('an engine download that fails says so, and a retry works', async ({ page }) => {
    test.slow();
    await page.goto('/ImageTextExtractor');
    await page.route('**/assets/ocr/**/eng.traineddata.gz', (route) =>
      route.fulfill({ status: 503, body: 'busy' }),
    );
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(sample('eng-01.png'));
    await page.getByRole('button', { name: 'Extract text' }).click();
    await expect(page.getByTestId('ocr-error')).toContainText(
      'The text recognition engine could not be downloaded.',
    );
    await page.unroute('**/assets/ocr/**/eng.traineddata.gz');
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(await result(page)).toContain('quick brown fox');
    await expect(page.getByTestId('ocr-error')).toHaveCount(0);
  });

  test('on a phone (375 px) nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ImageTextExtractor');
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(sample('eng-09.png'));
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(await result(page)).toContain('lazy dog');
    const choices = page
      .getByRole('group', { name: 'Text in the image' })
      .locator('label')
      .filter({ has: page.getByRole('radio') });
    await expect(choices).toHaveCount(3);
    const tops = new Set<number>();
    for (const choice of await choices.all()) {
      const box = await choice.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      tops.add(Math.round(box!.y));
    }
    // The three language choices share one row (no choice left alone on a second line).
    expect(tops.size).toBe(1);
    const area = await page.getByTestId('ocr-result').boundingBox();
    expect(area!.x + area!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test.describe('dark mode', () => {
  test.use({ language: 'English', colorScheme: 'dark' });

  test('the image input and the choices stay readable', async ({ page }) => {
    await page.goto('/ImageTextExtractor');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByText('Choose a photo, drop it here, or paste it')).toBeVisible();
    expect(await contrastProblems(page)).toEqual([]);
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('recognises Simplified Chinese, and Chinese with English', async ({ page }) => {
    test.slow();
    await page.goto('/ImageTextExtractor');
    await expect(page.getByRole('radio', { name: '中文和英文' })).toBeChecked();
    await page.getByText('简体中文', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await dropFiles(page.getByTestId('ocr-input'), [sample('chi_sim-01.png')], ['image/png']);
    await page.getByRole('button', { name: '提取文字' }).click();
    await expect(page.getByRole('button', { name: '提取中...' })).toBeVisible();
    const text = await result(page);
    // Written without the spaces Tesseract puts between Chinese characters.
    expect(text).toContain('图片中的文字会在你的设备上识别。');
    expect(text).toContain('适合出门散步');

    await page.getByText('中文和英文', { exact: true }).click();
    await dropFiles(page.getByTestId('ocr-input'), [sample('mixed-01.png')], ['image/png']);
    await page.getByRole('button', { name: '提取文字' }).click();
    const mixed = await result(page);
    expect(mixed).toContain('支持 PNG 和 JPEG 格式');
    expect(mixed).toContain('下载 Handy Toolbox 的最新版本');
  });

  test('a broken file gets the Chinese message', async ({ page }) => {
    await page.goto('/ImageTextExtractor');
    await page.getByLabel('点击选择照片，或拖放、粘贴到这里').setInputFiles({
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]),
    });
    await expect(page.getByTestId('ocr-error')).toHaveText(EXTRACT_FAILED_ZH);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', language: 'English' });

  test('the engine is not precached, is cached on first use, and then works offline', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/ImageTextExtractor');
    await waitUntilOfflineReady(page);
    const precached = await page.evaluate(async () => {
      const urls = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(precached.some((url) => url.includes('/assets/ocr/'))).toBe(false);

    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(sample('eng-01.png'));
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(await result(page)).toContain('quick brown fox');

    await context.setOffline(true);
    await page.reload();
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(sample('eng-10.png'));
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(await result(page)).toContain('two kilograms of rice');
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    test.slow();
    const antd = watchAntd(page);
    // Listening from the start: Playwright intercepts file dialogs only once a listener is
    // set, and a dialog opened just before that was missed.
    page.on('filechooser', () => {});
    await page.goto('/ImageTextExtractor');
    // The language choices are radios in a named group, with the download size under them.
    const group = page.getByRole('group', { name: 'Text in the image' });
    await expect(group).toHaveAccessibleDescription(/downloads its data \(about [\d.]+ MB\)/);
    await group.getByText('Simplified Chinese', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Simplified Chinese' })).toBeChecked();
    await page.getByRole('radio', { name: 'Simplified Chinese' }).press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Chinese and English' })).toBeChecked();
    await group.getByText('English', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'English', exact: true })).toBeChecked();

    // The image input is a button: Enter and Space open the file picker, a click too.
    const zone = page.getByRole('button', { name: /Choose a photo, drop it here, or paste it/ });
    await expect(zone).toHaveAccessibleDescription(/up to 40 megapixels/);
    for (const key of ['Enter', 'Space']) {
      await zone.focus();
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press(key);
      // Closed unused, as a user cancelling the dialog (a pending one blocks the next).
      await (await chooser).setFiles([]);
    }
    const chooser = page.waitForEvent('filechooser');
    await zone.click();
    await (await chooser).setFiles(sample('eng-01.png'));
    await expect(page.getByRole('img', { name: 'The image to read' })).toBeVisible();

    // Extracting: the progress bar, the choices and the input disabled, Cancel.
    const release = await holdLanguage(page, 'eng');
    await page.getByRole('button', { name: 'Extract text' }).click();
    await expect(
      page.getByRole('progressbar', { name: 'Progress of the text recognition' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Simplified Chinese' })).toBeDisabled();
    await expect(page.getByTestId('ocr-input')).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('ocr-progress')).toHaveCount(0);
    await expect(page.getByTestId('ocr-error')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Simplified Chinese' })).toBeEnabled();
    release();

    await page.getByRole('button', { name: 'Extract text' }).click();
    const box = page.getByLabel('Recognised text');
    await expect(box).toBeVisible({ timeout: 60_000 });
    await expect(box).toHaveAccessibleDescription(
      'You can correct the text here before copying it.',
    );
    expect(await box.inputValue()).toContain('quick brown fox');
    await box.fill('Corrected by hand');
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Corrected by hand');

    // Dropped and pasted files are taken too; one that is not an image is an alert.
    await dropFiles(page.getByTestId('ocr-input'), [sample('eng-03.jpg')], ['image/jpeg']);
    await expect(box).toHaveCount(0);
    await pasteFile(page, 'tests/fixtures/images/not-an-image.jpg', 'image/jpeg');
    await expect(page.getByRole('alert')).toHaveText(EXTRACT_FAILED);

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
