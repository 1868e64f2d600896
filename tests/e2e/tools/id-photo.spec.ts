/**
 * ID photo background: the main flow with real photos (segmentation in the worker, side by
 * side display, standard sizes, downloads opened and checked), every error message of the
 * spec, the shared image input (drop, paste, limits), both languages.
 */
import type { Locator } from '@playwright/test';
import { runAxe } from '../axe';
import { animationsDone, contrastOf } from '../contrast';
import { expect, expectKeyOpensPicker, headingJumps, test, watchAntd } from '../fixtures';
import {
  canvasPixel,
  corners,
  downloaded,
  dropFiles,
  failFileReads,
  fixture,
  near,
  openImage,
  pasteFile,
  readDpi,
} from '../photos';

const BLUE = [0x43, 0x8e, 0xdb];
const WHITE = [255, 255, 255];
const RED = [255, 0, 0];

/** Share of light-grey pixels in the hair region of a result (the top of the head). */
function lightGreyShare(canvas: Locator) {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const [x0, y0] = [Math.floor(c.width / 5), Math.floor((c.height * 12) / 100)];
    const [w, h] = [Math.floor((c.width * 3) / 5), Math.floor((c.height * 23) / 100)];
    const d = c.getContext('2d')?.getImageData(x0, y0, w, h).data ?? [];
    let grey = 0;
    for (let i = 0; i < d.length; i += 4) {
      const lo = Math.min(d[i], d[i + 1], d[i + 2]);
      const hi = Math.max(d[i], d[i + 1], d[i + 2]);
      if (lo > 120 && hi - lo < 30) grey++;
    }
    return grey / Math.max(1, w * h);
  });
}

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('asks for a photo first', async ({ page }) => {
    await page.goto('/card-id');
    await page.getByRole('button', { name: 'Change background' }).click();
    await expect(page.getByText('Please select a photo first.', { exact: true })).toBeVisible();
  });

  test('changes a blue backdrop to white, side by side, and downloads a 1-inch JPEG', async ({
    page,
  }) => {
    await page.goto('/card-id');
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(fixture('portrait-blue.jpg'));
    await expect(page.getByTestId('id-photo-file')).toHaveText(
      'portrait-blue.jpg · 600 × 800 pixels',
    );
    await page.getByText('White', { exact: true }).click();
    await page.getByRole('button', { name: 'Change background' }).click();
    const result = page.getByTestId('id-photo-result');
    await expect(result).toBeVisible();
    // "Original" and "Result" are sections under the page's title, not h5s after an h1.
    expect(await headingJumps(page)).toEqual([]);
    // Side by side: the original still blue, the result white, at the corners.
    const original = page.getByTestId('id-photo-original');
    expect(near(await canvasPixel(original, 0, 0), BLUE, 12)).toBe(true);
    expect(await canvasPixel(result, 0, 0)).toEqual(WHITE);
    expect(await canvasPixel(result, 1, 0)).toEqual(WHITE);
    // The face keeps its colour.
    expect(
      near(await canvasPixel(result, 0.5, 0.4), await canvasPixel(original, 0.5, 0.4), 3),
    ).toBe(true);
    const originalBox = await original.boundingBox();
    const resultBox = await result.boundingBox();
    expect(resultBox && originalBox && resultBox.x > originalBox.x + originalBox.width - 1).toBe(
      true,
    );

    await page
      .getByLabel('Size', { exact: true })
      .selectOption({ label: '1-inch, 25 × 35 mm (295 × 413 px)' });
    await expect(page.getByTestId('id-photo-output')).toContainText('295 × 413 pixels, 300 dpi');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download JPEG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('id-photo-white-295x413.jpg');
    const bytes = await downloaded(file);
    expect(readDpi(bytes)).toBe(300);
    const opened = await openImage(page, bytes, corners(295, 413));
    expect([opened.width, opened.height]).toEqual([295, 413]);
    // Top corners are backdrop; the bottom ones are the person's suit.
    expect(near(opened.pixels[0], WHITE, 4)).toBe(true);
    expect(near(opened.pixels[1], WHITE, 4)).toBe(true);
  });

  test('every common size, and a 6-inch print sheet with cut marks as a JPEG', async ({ page }) => {
    await page.goto('/card-id');
    const size = page.getByLabel('Size', { exact: true });
    await expect(size.locator('option')).toHaveText([
      'Original size',
      '1-inch, 25 × 35 mm (295 × 413 px)',
      'Small 1-inch, 22 × 32 mm (260 × 378 px)',
      '2-inch, 35 × 49 mm (413 × 579 px)',
      'Small 2-inch, 35 × 45 mm (413 × 531 px)',
      'Passport or visa, 33 × 48 mm (390 × 567 px)',
      'China visa, online application (354 × 472 px)',
      'Social-security card, 26 × 32 mm (358 × 441 px)',
      'Driving licence, 22 × 32 mm (260 × 378 px)',
    ]);
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(fixture('portrait-blue.jpg'));
    await page.getByText('White', { exact: true }).click();
    await page.getByRole('button', { name: 'Change background' }).click();
    await expect(page.getByTestId('id-photo-result')).toBeVisible();

    // The social-security card photo is 358 × 441 at 350 dpi (26 × 32 mm).
    await size.selectOption({ label: 'Social-security card, 26 × 32 mm (358 × 441 px)' });
    await expect(page.getByTestId('id-photo-output')).toContainText('358 × 441 pixels, 350 dpi');
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download JPEG' }).click();
    let bytes = await downloaded(await download);
    expect(readDpi(bytes)).toBe(350);
    expect((await openImage(page, bytes)).width).toBe(358);

    // An upload-only size has no print sheet, and says which size to print instead.
    await size.selectOption({ label: 'China visa, online application (354 × 472 px)' });
    await expect(page.getByTestId('id-photo-sheet')).toContainText(
      'for uploading, not for printing',
    );
    await expect(page.getByRole('button', { name: /print sheet/ })).toHaveCount(0);

    // 1 inch on the 6-inch sheet: 3 × 4 photos on 1200 × 1800 pixels at 300 dpi, a JPEG.
    await size.selectOption({ label: '1-inch, 25 × 35 mm (295 × 413 px)' });
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download 6-inch print sheet (JPEG)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('id-photo-6-inch-sheet-1-inch-white.jpg');
    bytes = await downloaded(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(readDpi(bytes)).toBe(300);
    // Photos at 133 + 319·c, 38 + 437·r (see print_sheet.rs): the top corner of each is the new
    // white backdrop, between photos the sheet is white, a cut mark above the first is black.
    const points: [number, number][] = [
      [133 + 295 + 12, 900], // the gap between the first two columns: white
      [133, 20], // the cut mark above the first photo's left edge: black
      [600, 5], // the top margin between marks: white
    ];
    const sheet = await openImage(page, bytes, points);
    expect([sheet.width, sheet.height]).toEqual([1200, 1800]);
    expect(near(sheet.pixels[0], WHITE, 4)).toBe(true);
    expect(Math.max(...sheet.pixels[1])).toBeLessThan(60);
    expect(near(sheet.pixels[2], WHITE, 4)).toBe(true);
  });

  test('a new colour applies at once; PNG keeps the full size; the frame moves', async ({
    page,
  }) => {
    await page.goto('/card-id');
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(fixture('portrait-white.png'));
    await page.getByText('Blue', { exact: true }).click();
    await page.getByRole('button', { name: 'Change background' }).click();
    const result = page.getByTestId('id-photo-result');
    await expect(result).toBeVisible();
    expect(await canvasPixel(result, 0, 0)).toEqual(BLUE);
    // The light wall seen between the hair strands, in the head's shadow, is replaced too: it
    // stayed as light-grey patches (3 % of the hair region; now 0.05 %).
    expect(await lightGreyShare(result)).toBeLessThan(0.006);
    await page.getByText('Red', { exact: true }).click();
    await expect.poll(() => canvasPixel(result, 0, 0)).toEqual(RED);

    await page
      .getByLabel('Size', { exact: true })
      .selectOption({ label: '2-inch, 35 × 49 mm (413 × 579 px)' });
    const frame = page.getByTestId('id-photo-frame');
    await expect(frame).toBeVisible();
    const before = await frame.getAttribute('aria-valuetext');
    await page.getByLabel('Frame size').focus();
    await page.keyboard.press('Home'); // the smallest frame, so that it can move both ways
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(frame).not.toHaveAttribute('aria-valuetext', before ?? '');

    await page.getByLabel('Size', { exact: true }).selectOption({ label: 'Original size' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('id-photo-red-300x400.png');
    const bytes = await downloaded(file);
    expect(readDpi(bytes)).toBe(300);
    const opened = await openImage(page, bytes, corners(300, 400));
    expect([opened.width, opened.height]).toEqual([300, 400]);
    expect(opened.pixels[0]).toEqual(RED);
    expect(opened.pixels[1]).toEqual(RED);
  });

  test('a custom colour', async ({ page }) => {
    await page.goto('/card-id');
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(fixture('portrait-blue.jpg'));
    await page.getByText('Custom', { exact: true }).click();
    // The platform's colour picker: filling it is what picking a colour and closing it does.
    await page.getByLabel('Custom background colour').fill('#22aa66');
    await expect(page.getByLabel('Custom background colour #22aa66')).toBeVisible();
    await page.getByRole('button', { name: 'Change background' }).click();
    await expect
      .poll(() => canvasPixel(page.getByTestId('id-photo-result'), 0, 0))
      .toEqual([0x22, 0xaa, 0x66]);
  });

  test('a photo can be dropped or pasted', async ({ page }) => {
    await page.goto('/card-id');
    await dropFiles(
      page.getByTestId('id-photo-input'),
      [fixture('portrait-blue.jpg')],
      ['image/jpeg'],
    );
    await expect(page.getByTestId('id-photo-file')).toContainText('portrait-blue.jpg');
    await pasteFile(page, fixture('portrait-white.png'), 'image/png');
    await expect(page.getByTestId('id-photo-file')).toContainText('portrait-white.png · 300 × 400');
  });

  test('a file that is not an image', async ({ page }) => {
    await page.goto('/card-id');
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(fixture('not-an-image.jpg'));
    await expect(
      page.getByText('Image loading failed. Please check if the file format is correct.', {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('a file that cannot be read', async ({ page }) => {
    await page.goto('/card-id');
    await failFileReads(page);
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(fixture('portrait-blue.jpg'));
    await expect(
      page.getByText('An error occurred while reading the image file.', { exact: true }),
    ).toBeVisible();
  });

  test('oversized images and decompression bombs are refused before decoding', async ({ page }) => {
    await page.goto('/card-id');
    const input = page.getByLabel('Choose a photo, drop it here, or paste it');
    await input.setInputFiles(fixture('too-large.png'));
    await expect(page.getByTestId('id-photo-error')).toHaveText(
      'This image is too large (8,000 × 6,000 pixels, 48 megapixels). Images up to 40 megapixels can be used: please choose a smaller one or reduce its size first.',
    );
    await input.setInputFiles(fixture('bomb.png'));
    await expect(page.getByTestId('id-photo-error')).toContainText(
      '(100,000 × 100,000 pixels). Each side can be at most 16,384 pixels',
    );
    // Nothing was taken: no photo to change yet.
    await page.getByRole('button', { name: 'Change background' }).click();
    await expect(page.getByText('Please select a photo first.', { exact: true })).toBeVisible();
  });
  // Drawn with the shell's light controls: every control is used, and no antd code, style or
  // component arrives (on a phone antd was most of the page's load time).
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    test.slow();
    const antd = watchAntd(page);
    await page.goto('/card-id');
    await expect(page.locator('.tool-body-loading')).toHaveCount(0);

    // The image input is a button: Enter and Space open the file picker.
    const zone = page.getByRole('button', { name: /Choose a photo, drop it here, or paste it/ });
    await expect(zone).toHaveAccessibleDescription(/up to 40 megapixels/);
    for (const key of ['Enter', 'Space'] as const) await expectKeyOpensPicker(page, zone, key);
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(fixture('portrait-blue.jpg'));
    await expect(page.getByTestId('id-photo-file')).toContainText('portrait-blue.jpg');

    // The backgrounds: radios in a group named "Background", arrow keys move the choice.
    const backgrounds = page.getByRole('group', { name: 'Background' });
    await backgrounds.getByText('White', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'White' })).toBeChecked();
    await page.getByRole('radio', { name: 'White' }).press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await expect(page.getByLabel(/Custom background colour/)).toHaveCount(0);
    await page.getByRole('radio', { name: 'Custom' }).check();
    const colour = page.getByLabel(/Custom background colour/);
    await expect(colour).toHaveAttribute('type', 'color');
    await colour.fill('#22aa66');
    await expect(colour).toHaveAccessibleName('Custom background colour #22aa66');

    // The size is a native select.
    const size = page.getByLabel('Size', { exact: true });
    await size.selectOption({ label: '2-inch, 35 × 49 mm (413 × 579 px)' });
    await expect(size).toHaveValue('inch2');

    // Changing: the progress bar and Cancel while the segmentation module is held back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route('**/toolbox_image_bg*.wasm', async (route) => {
      await held;
      await route.continue();
    });
    const change = page.getByRole('button', { name: 'Change background' });
    await change.click();
    await expect(page.getByRole('progressbar', { name: 'Changing the background' })).toBeVisible();
    await expect(change).toHaveAttribute('aria-busy', 'true');
    // The input (now "Choose another photo") waits for the change.
    await expect(page.getByTestId('id-photo-input')).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('id-photo-progress')).toHaveCount(0);
    await expect(page.getByTestId('id-photo-error')).toHaveCount(0);
    release();

    await change.click();
    const result = page.getByTestId('id-photo-result');
    await expect
      .poll(() => canvasPixel(result, 0, 0), { timeout: 60_000 })
      .toEqual([0x22, 0xaa, 0x66]);
    // A preset colour applies at once to the result.
    await page.getByRole('radio', { name: 'Red' }).check();
    await expect.poll(() => canvasPixel(result, 0, 0)).toEqual(RED);

    // The frame: its size is a slider (label and value shown), its place moves with the arrows.
    const zoom = page.getByRole('slider', { name: 'Frame size' });
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    await zoom.focus();
    await page.keyboard.press('Home');
    await expect(zoom).toHaveAttribute('aria-valuetext', '30%');
    const frame = page.getByTestId('id-photo-frame');
    const before = await frame.getAttribute('aria-valuetext');
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect(frame).not.toHaveAttribute('aria-valuetext', before ?? '');

    // Both downloads.
    await expect(page.getByTestId('id-photo-output')).toContainText('413 × 579 pixels, 300 dpi');
    for (const [name, file] of [
      ['Download JPEG', 'id-photo-red-413x579.jpg'],
      ['Download PNG', 'id-photo-red-413x579.png'],
    ]) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name }).click();
      expect((await download).suggestedFilename()).toBe(file);
    }

    // A file that is not an image: an alert. The input takes files again once the export is
    // over (the download event comes just before the page leaves its busy state).
    await expect(page.getByTestId('id-photo-input')).toHaveAttribute('aria-disabled', 'false');
    await pasteFile(page, fixture('not-an-image.jpg'), 'image/jpeg');
    await expect(page.getByRole('alert')).toHaveText(
      'Image loading failed. Please check if the file format is correct.',
    );

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
  // The shared route checks see the first state only: here the full page, on a phone, in dark.
  test('with a result, on a phone in dark mode: readable, labelled, fits the screen', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/card-id');
    await page
      .getByLabel('Choose a photo, drop it here, or paste it')
      .setInputFiles(fixture('portrait-blue.jpg'));
    await page.getByRole('radio', { name: 'Custom' }).check();
    await page
      .getByLabel('Size', { exact: true })
      .selectOption({ label: '1-inch, 25 × 35 mm (295 × 413 px)' });
    await page.getByRole('button', { name: 'Change background' }).click();
    await expect(page.getByRole('slider', { name: 'Frame size' })).toBeVisible({ timeout: 60_000 });
    // One axe run for all rules; colours are read once transitions have ended (contrast.ts).
    await animationsDone(page);
    const axe = await runAxe(page);
    expect(contrastOf(axe)).toEqual([]);
    expect(
      axe.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // The four backgrounds share one row.
    const tops = await page
      .getByRole('group', { name: 'Background' })
      .locator('label')
      .evaluateAll((labels) => labels.map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('messages, labels and the file name', async ({ page }) => {
    await page.goto('/card-id');
    await page.getByRole('button', { name: '更换背景' }).click();
    await expect(page.getByText('请先选择照片。', { exact: true })).toBeVisible();
    const input = page.getByLabel('点击选择照片，或拖放、粘贴到这里');
    await input.setInputFiles(fixture('not-an-image.jpg'));
    await expect(
      page.getByText('图片加载失败，请检查文件格式是否正确。', { exact: true }),
    ).toBeVisible();
    await input.setInputFiles(fixture('portrait-blue.jpg'));
    await page.getByText('红色', { exact: true }).click();
    await page.getByRole('button', { name: '更换背景' }).click();
    await expect(page.getByTestId('id-photo-result')).toBeVisible();
    await expect(page.getByText('原图', { exact: true })).toBeVisible();
    await page
      .getByLabel('尺寸', { exact: true })
      .selectOption({ label: '小二寸，35 × 45 毫米（413 × 531 像素）' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载 JPEG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('证件照-红底-413x531.jpg');
    const opened = await openImage(page, await downloaded(file), corners(413, 531));
    expect([opened.width, opened.height]).toEqual([413, 531]);
    expect(near(opened.pixels[0], RED, 6)).toBe(true);

    // The print sheet, named in Chinese: 2-inch, 4 photos side by side on 1800 × 1200.
    await page
      .getByLabel('尺寸', { exact: true })
      .selectOption({ label: '二寸，35 × 49 毫米（413 × 579 像素）' });
    await expect(page.getByText(/六寸（4R，152 × 102 毫米）排版/)).toBeVisible();
    const sheetDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载六寸排版（JPEG）' }).click();
    const sheetFile = await sheetDownload;
    expect(sheetFile.suggestedFilename()).toBe('证件照六寸排版-二寸-红底.jpg');
    const sheet = await openImage(page, await downloaded(sheetFile), [[5, 5]]);
    expect([sheet.width, sheet.height]).toEqual([1800, 1200]);
    expect(near(sheet.pixels[0], WHITE, 4)).toBe(true);
  });

  test('a read failure in Chinese', async ({ page }) => {
    await page.goto('/card-id');
    await failFileReads(page);
    await page
      .getByLabel('点击选择照片，或拖放、粘贴到这里')
      .setInputFiles(fixture('portrait-blue.jpg'));
    await expect(page.getByText('读取图片文件时出错。', { exact: true })).toBeVisible();
  });
});
