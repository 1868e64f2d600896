/**
 * Image to text (OCR): the real PP-OCR engine (onnxruntime-web and the models from our own
 * server) reads generated photo-like pages (tests/fixtures/ocr/photo-*.jpg,
 * scripts/ocr-evalset.py --fixtures) in both languages with no language choice; the download
 * progress in bytes, its cancel and retry; the automatic fallback to tesseract.js when the
 * model download fails, and the small-download choice; the bad inputs (not an image, a
 * truncated file, a decompression bomb, a 100-megapixel image, no text, a cancelled run, a
 * second image during a run); offline after the first use (service worker); the phone layout.
 */
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { contrastProblems } from '../contrast';
import { expect, holdClock, test, waitUntilOfflineReady, watchAntd } from '../fixtures';
import { dropFiles, pasteFile } from '../photos';

const OCR = 'tests/fixtures/ocr';
const sample = (name: string) => `${OCR}/${name}`;
const EXTRACT_FAILED =
  'An error occurred while extracting text. Please check the image format or try again.';
const EXTRACT_FAILED_ZH = '提取文字时出错，请检查图片格式或重试。';
const MODEL = '**/assets/ocr/ppocr-*/rec.onnx';
const INPUT = 'Choose a photo, drop it here, or paste it';

/** Holds the requests for the recognition model until `release` is called. */
async function holdModel(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(MODEL, async (route) => {
    await held;
    await route.continue().catch(() => {}); // the request may be gone (cancelled)
  });
  return release;
}

/** The recognised text (the result box), once recognition has finished. */
async function result(page: Page): Promise<string> {
  const box = page.getByTestId('ocr-result');
  await expect(box).toBeVisible({ timeout: 90_000 });
  return box.inputValue();
}

/** White space dropped: the engines may break or join lines differently. */
const squash = (text: string) => text.replace(/\s+/g, '');

/** A PNG of `width` × `height` white pixels (grey, 8-bit), compressed. */
function whitePng(width: number, height: number): Buffer {
  const crc = (data: Buffer) => {
    let c = ~0;
    for (const byte of data) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey
  const row = Buffer.alloc(width + 1, 255);
  row[0] = 0; // no filter
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('reads an English photo with PP-OCR after a download counted in bytes; the result is editable and copyable', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/ImageTextExtractor');
    await expect(page.getByRole('radio', { name: 'Best accuracy (PP-OCR)' })).toBeChecked();
    // The size is stated before anything is downloaded.
    await expect(
      page.getByRole('group', { name: 'Recognition engine' }),
    ).toHaveAccessibleDescription(/downloads the engine and its models once \(about 1\d\.\d MB\)/);
    await page.getByLabel(INPUT).setInputFiles(sample('photo-en.jpg'));
    await expect(page.getByRole('img', { name: 'The image to read' })).toBeVisible();

    const release = await holdModel(page);
    await page.getByRole('button', { name: 'Extract text' }).click();
    await expect(page.getByRole('button', { name: 'Extracting...' })).toBeVisible();
    await expect(page.getByTestId('ocr-progress')).toContainText(
      /Downloading the recognition engine: \d+\.\d of 1\d\.\d MB/,
    );
    await expect(page.getByRole('radio', { name: 'Small download (Tesseract)' })).toBeDisabled();
    release();

    // White space aside: the recogniser sometimes drops a space between two English words.
    const lines = (await result(page)).split('\n').map(squash);
    // One line of the page per line of text, in reading order.
    expect(lines).toEqual([
      squash('Water will be shut off on Saturday from 9 am.'),
      squash('Please use the stairs while the lift is repaired.'),
      squash('Parcels can be left at the front desk.'),
    ]);
    await expect(page.getByTestId('ocr-engine')).toHaveText('Read by PP-OCR.');
    await expect(page.getByRole('button', { name: 'Extract text' })).toBeVisible();
    await expect(page.getByTestId('ocr-progress')).toHaveCount(0);

    const box = page.getByLabel('Recognised text');
    await box.fill('Corrected by hand');
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Corrected by hand');

    // A Chinese page needs no other choice: the same engine, already started, reads it.
    await pasteFile(page, sample('photo-zh.jpg'), 'image/jpeg');
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(squash(await result(page))).toContain('电梯维修期间请走楼梯');
  });

  test('a cancelled download offers a retry; a failed one falls back to Tesseract and can be tried again', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/ImageTextExtractor');
    await page.getByLabel(INPUT).setInputFiles(sample('photo-en.jpg'));

    // Cancelled while the model is on its way.
    const release = await holdModel(page);
    await page.getByRole('button', { name: 'Extract text' }).click();
    await expect(page.getByTestId('ocr-progress')).toContainText('Downloading');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('ocr-progress')).toHaveCount(0);
    await expect(page.getByTestId('ocr-notice')).toContainText('The download was cancelled.');
    await expect(page.getByTestId('ocr-error')).toHaveCount(0);
    await page.unroute(MODEL);
    release();

    // The model request fails once: Tesseract reads instead, and says so.
    let aborted = 0;
    await page.route(MODEL, async (route) => {
      if (aborted++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await page.getByTestId('ocr-notice').getByRole('button', { name: 'Retry' }).click();
    const fallback = await result(page);
    expect(squash(fallback)).toContain('frontdesk');
    await expect(page.getByTestId('ocr-engine')).toContainText(
      'Read by Tesseract (the small download). The PP-OCR engine could not be downloaded.',
    );

    await page.getByRole('button', { name: 'Download PP-OCR again' }).click();
    expect(squash(await result(page))).toContain('Pleaseusethestairswhiletheliftisrepaired.');
    await expect(page.getByTestId('ocr-engine')).toHaveText('Read by PP-OCR.');
    expect(aborted).toBe(2);
  });

  test('bad files, an image with no text, a cancelled run and a second image during a run', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/ImageTextExtractor');
    const input = page.getByLabel(INPUT);
    const error = page.getByTestId('ocr-error');

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('just some words'),
    });
    await expect(error).toHaveText(EXTRACT_FAILED);
    const jpeg = readFileSync(sample('photo-en.jpg'));
    await input.setInputFiles({
      name: 'cut-off.jpg',
      mimeType: 'image/jpeg',
      buffer: jpeg.subarray(0, 300),
    });
    await expect(error).toHaveText(EXTRACT_FAILED);
    await input.setInputFiles('tests/fixtures/images/bomb.png');
    await expect(error).toHaveText(
      'This image is too large (100,000 × 100,000 pixels). Each side can be at most 16,384 pixels: please choose a smaller one or reduce its size first.',
    );
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: whitePng(10_000, 10_000),
    });
    await expect(error).toContainText('(10,000 × 10,000 pixels, 100 megapixels)');
    await expect(error).toContainText('Images up to 40 megapixels can be used');
    await expect(page.getByRole('button', { name: 'Extract text' })).toHaveCount(0);

    // A blank page: "no text found", not an empty box.
    await input.setInputFiles({
      name: 'blank.png',
      mimeType: 'image/png',
      buffer: whitePng(600, 400),
    });
    await expect(error).toHaveCount(0);
    await page.getByRole('button', { name: 'Extract text' }).click();
    await expect(page.getByTestId('ocr-empty')).toHaveText(/No text found in this image/, {
      timeout: 90_000,
    });
    await expect(page.getByTestId('ocr-result')).toHaveCount(0);

    // A run cancelled (the engine already loaded): nothing shown, the image kept.
    await input.setInputFiles(sample('photo-en.jpg'));
    await page.getByRole('button', { name: 'Extract text' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Extract text' })).toBeVisible();
    await expect(page.getByTestId('ocr-result')).toHaveCount(0);
    await expect(error).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'The image to read' })).toBeVisible();

    // A second image while one is read: a note, and the first one's text comes.
    await page.getByRole('button', { name: 'Extract text' }).click();
    await expect(page.getByRole('button', { name: 'Extracting...' })).toBeVisible();
    await dropFiles(page.getByTestId('ocr-input'), [sample('photo-zh.jpg')], ['image/jpeg']);
    await expect(page.getByTestId('ocr-notice')).toHaveText(
      'An image is still being read. Wait for it, or press Cancel, then add the new image again.',
    );
    expect(squash(await result(page))).toContain('Parcelscanbeleftatthefrontdesk.');
  });

  test('the small download reads with Tesseract', async ({ page }) => {
    test.slow();
    await page.goto('/ImageTextExtractor');
    await page.getByText('Small download (Tesseract)', { exact: true }).click();
    await expect(
      page.getByRole('group', { name: 'Recognition engine' }),
    ).toHaveAccessibleDescription(/about \d\.\d MB/);
    await page.getByLabel(INPUT).setInputFiles(sample('eng-01.png'));
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(await result(page)).toContain('The quick brown fox jumps over the lazy dog.');
    await expect(page.getByTestId('ocr-engine')).toHaveText(
      'Read by Tesseract (the small download).',
    );
    // No PP-OCR file was asked for.
    const asked = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/ppocr-')),
    );
    expect(asked).toBe(false);
  });

  test('on a phone (375 px) nothing overflows', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ImageTextExtractor');
    await page.getByLabel(INPUT).setInputFiles(sample('photo-en.jpg'));
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(squash(await result(page))).toContain('frontdesk');
    const choices = page
      .getByRole('group', { name: 'Recognition engine' })
      .locator('label')
      .filter({ has: page.getByRole('radio') });
    await expect(choices).toHaveCount(2);
    for (const choice of await choices.all()) {
      const box = await choice.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
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
    await expect(page.getByText(INPUT)).toBeVisible();
    expect(await contrastProblems(page)).toEqual([]);
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('reads a Chinese photo with no language to choose', async ({ page }) => {
    test.slow();
    await page.goto('/ImageTextExtractor');
    await expect(page.getByRole('radio', { name: '最准确（PP-OCR）' })).toBeChecked();
    await dropFiles(page.getByTestId('ocr-input'), [sample('photo-zh.jpg')], ['image/jpeg']);
    await page.getByRole('button', { name: '提取文字' }).click();
    await expect(page.getByRole('button', { name: '提取中...' })).toBeVisible();
    const text = await result(page);
    expect(squash(text)).toContain('本周六上午九点停水');
    expect(squash(text)).toContain('电梯维修期间请走楼梯');
    expect(squash(text)).toContain('快递请放在门卫室');
    expect(text.split('\n')).toHaveLength(3);
    await expect(page.getByTestId('ocr-engine')).toHaveText('由 PP-OCR 识别。');
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
    const cached = () =>
      page.evaluate(async () => {
        const urls = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        }
        return urls;
      });
    const precached = await cached();
    expect(precached.some((url) => url.includes('/assets/ocr/'))).toBe(false);
    expect(precached.some((url) => /ocr\.worker/.test(url))).toBe(false);

    await page.getByLabel(INPUT).setInputFiles(sample('photo-en.jpg'));
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(squash(await result(page))).toContain('frontdesk');
    expect((await cached()).some((url) => url.includes('/rec.onnx'))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByLabel(INPUT).setInputFiles(sample('photo-zh.jpg'));
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(squash(await result(page))).toContain('快递请放在门卫室');
    await expect(page.getByTestId('ocr-engine')).toHaveText('Read by PP-OCR.');
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
    // The engine choices are radios in a named group, with the download size under them.
    const group = page.getByRole('group', { name: 'Recognition engine' });
    await expect(group).toHaveAccessibleDescription(/about [\d.]+ MB/);
    await group.getByText('Small download (Tesseract)', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Small download (Tesseract)' })).toBeChecked();
    await page.getByRole('radio', { name: 'Small download (Tesseract)' }).press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Best accuracy (PP-OCR)' })).toBeChecked();

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
    await (await chooser).setFiles(sample('photo-en.jpg'));
    await expect(page.getByRole('img', { name: 'The image to read' })).toBeVisible();

    const release = await holdModel(page);
    await page.getByRole('button', { name: 'Extract text' }).click();
    await expect(
      page.getByRole('progressbar', { name: 'Progress of the text recognition' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Small download (Tesseract)' })).toBeDisabled();
    release();

    const box = page.getByLabel('Recognised text');
    await expect(box).toBeVisible({ timeout: 90_000 });
    await expect(box).toHaveAccessibleDescription(
      'You can correct the text here before copying it.',
    );
    expect(squash(await box.inputValue())).toContain('frontdesk');
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
