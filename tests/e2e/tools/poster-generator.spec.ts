/**
 * Poster maker: the three templates exported at full size (opened and checked), colour,
 * gradient and photo backgrounds, moving text by dragging and with the keyboard, the picture
 * input's errors, a QR code (decoded from the exported poster by ZXing, an independent
 * decoder) and its too-long message, both languages; every control driven with no antd loaded.
 */
import { expect, expectKeyOpensPicker, test, watchAntd } from '../fixtures';
import { decode } from '../images';
import { corners, downloaded, fixture, near, openImage, readDpi } from '../photos';
import type { Page } from '@playwright/test';

async function exportPoster(page: Page, name: RegExp) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await downloaded(file) };
}

async function chooseTemplate(page: Page, label: string) {
  await page.getByLabel('Template', { exact: true }).selectOption({ label });
}

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('the phone wallpaper exports at 1080 × 1920 with its gradient', async ({ page }) => {
    await page.goto('/PosterGenerator');
    await expect(page.getByTestId('poster-preview')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Move the Title (drag, or use the arrow keys)' }),
    ).toBeVisible();
    const { name, bytes } = await exportPoster(page, /Export PNG \(1080 × 1920\)/);
    expect(name).toBe('poster-phone-1080x1920.png');
    const out = await openImage(page, bytes, corners(1080, 1920));
    expect([out.width, out.height]).toEqual([1080, 1920]);
    // Top to bottom: #ff9a8b at the top, #6a5acd at the bottom.
    expect(near(out.pixels[0], [0xff, 0x9a, 0x8b], 4)).toBe(true);
    expect(near(out.pixels[3], [0x6a, 0x5a, 0xcd], 4)).toBe(true);
  });

  test('a square poster on a plain colour, with the title dragged to the top', async ({ page }) => {
    await page.goto('/PosterGenerator');
    await chooseTemplate(page, 'Square (1080 × 1080)');
    await page.getByRole('radio', { name: 'Colour' }).check();
    await page.getByLabel('Title', { exact: true }).fill('HELLO');
    await page.getByLabel('Subtitle', { exact: true }).fill('');
    await page.getByLabel('Body text', { exact: true }).fill('');
    const handle = page.getByTestId('poster-handle-title');
    await page.getByTestId('poster-preview').scrollIntoViewIfNeeded();
    const box = await handle.boundingBox();
    const canvas = await page.getByTestId('poster-preview').boundingBox();
    if (!box || !canvas) throw new Error('no layout');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, canvas.y + canvas.height * 0.1, { steps: 5 });
    await page.mouse.up();
    const moved = await handle.boundingBox();
    expect(moved && moved.y < box.y - canvas.height * 0.1).toBe(true);

    const { name, bytes } = await exportPoster(page, /Export PNG \(1080 × 1080\)/);
    expect(name).toBe('poster-square-1080x1080.png');
    // White title pixels now in the top fifth, none left around the old place (y = 25 %).
    const rows = (from: number, to: number) => {
      const points: [number, number][] = [];
      for (let y = from; y < to; y += 3) for (let x = 300; x < 780; x += 3) points.push([x, y]);
      return points;
    };
    const top = await openImage(page, bytes, rows(40, 200));
    const old = await openImage(page, bytes, rows(250, 330));
    expect([top.width, top.height]).toEqual([1080, 1080]);
    const white = (p: number[]) => near(p, [255, 255, 255], 30);
    expect(top.pixels.filter(white).length).toBeGreaterThan(50);
    expect(old.pixels.filter(white).length).toBe(0);
    const corner = await openImage(page, bytes, [[3, 1076]]);
    expect(near(corner.pixels[0], [0x1d, 0x35, 0x57], 2)).toBe(true);
  });

  test('the keyboard moves an element too', async ({ page }) => {
    await page.goto('/PosterGenerator');
    const handle = page.getByTestId('poster-handle-subtitle');
    const before = await handle.boundingBox();
    await handle.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    const after = await handle.boundingBox();
    expect(after && before && after.x < before.x - 5).toBe(true);
  });

  test('A4 exports at 300 dpi with a photo background', async ({ page }) => {
    await page.goto('/PosterGenerator');
    await chooseTemplate(page, 'A4 portrait (2480 × 3508, 300 dpi)');
    await page.getByText('Photo', { exact: true }).click();
    await page
      .getByLabel('Choose a background photo (or drop or paste it here)')
      .setInputFiles(fixture('drawing.png'));
    await expect(page.getByText('Background photo: drawing.png (click to change)')).toBeVisible();
    await page.getByLabel('Darken the photo').focus();
    await page.keyboard.press('Home');
    const { name, bytes } = await exportPoster(page, /Export PNG \(2480 × 3508\)/);
    expect(name).toBe('poster-a4-2480x3508.png');
    expect(readDpi(bytes)).toBe(300);
    const out = await openImage(page, bytes, [[5, 3500]]);
    expect([out.width, out.height]).toEqual([2480, 3508]);
    // The drawing's bottom-left colour (the photo covers the poster).
    expect(near(out.pixels[0], [230, 100, 120], 8)).toBe(true);
  });

  test('a picture is placed, and a bad file gets the shared message', async ({ page }) => {
    await page.goto('/PosterGenerator');
    const input = page.getByLabel('Add a picture, such as a logo or a QR code image');
    await input.setInputFiles(fixture('not-an-image.jpg'));
    await expect(
      page.getByText('Image loading failed. Please check if the file format is correct.', {
        exact: true,
      }),
    ).toBeVisible();
    await input.setInputFiles(fixture('logo.png'));
    await expect(page.getByTestId('poster-handle-picture')).toBeVisible();
    const { bytes } = await exportPoster(page, /Export PNG/);
    // Default place: centre (50 %, 84 %), 25 % of the width: the red disc's middle.
    const out = await openImage(page, bytes, [[540, Math.round(0.84 * 1920)]]);
    expect(near(out.pixels[0], [220, 30, 30], 3)).toBe(true);
  });
});

test.describe('layout and controls', () => {
  test.use({ language: 'English' });

  test('a 40-character title never runs over the subtitle', async ({ page }) => {
    await page.goto('/PosterGenerator');
    await page
      .getByLabel('Title', { exact: true })
      .fill('Spring market and the great summer festival of local food 2025');
    const title = await page.getByTestId('poster-handle-title').boundingBox();
    const subtitle = await page.getByTestId('poster-handle-subtitle').boundingBox();
    if (!title || !subtitle) throw new Error('no layout');
    expect(title.height).toBeGreaterThan(subtitle.height * 2);
    expect(subtitle.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
  });

  test('Start over asks first; sliders show their value and label', async ({ page }) => {
    await page.goto('/PosterGenerator');
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('Mine');
    const startOver = page.getByRole('button', { name: 'Start over' });
    await startOver.click();
    const dialog = page.getByRole('alertdialog', {
      name: "Start over? Your texts and settings go back to the template's.",
    });
    await expect(dialog).toBeVisible();
    // The focus waits on the choice that loses nothing.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(title).toHaveValue('Mine');
    await expect(startOver).toBeFocused();
    // Escape cancels too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(title).toHaveValue('Mine');
    await expect(startOver).toBeFocused();
    await startOver.click();
    await dialog.getByRole('button', { name: 'Start over' }).click();
    await expect(dialog).toBeHidden();
    await expect(title).not.toHaveValue('Mine');

    const size = page.getByRole('slider', { name: 'Font size of the Title' });
    await expect(size).toBeVisible();
    await expect(page.getByText('Font size of the Title', { exact: true })).toBeVisible();
    await size.focus();
    await page.keyboard.press('ArrowRight');
    await expect(size).toHaveAttribute('aria-valuetext', '101');
    await expect(
      page.getByText('Font size of the Title', { exact: true }).locator('xpath=..'),
    ).toContainText('101');
  });

  test('colour buttons show their colour as a swatch next to its hex', async ({ page }) => {
    await page.goto('/PosterGenerator');
    // The default gradient runs from #ff9a8b to #6a5acd.
    for (const [caption, name, hex, rgb] of [
      ['Start colour', 'Gradient start colour', '#ff9a8b', 'rgb(255, 154, 139)'],
      ['End colour', 'Gradient end colour', '#6a5acd', 'rgb(106, 90, 205)'],
    ]) {
      // A native colour input covering the swatch and hex, under a visible caption.
      const input = page.getByLabel(`${name} ${hex}`, { exact: true });
      await expect(input).toHaveAttribute('type', 'color');
      const button = input.locator('xpath=..');
      await expect(button).toContainText(hex);
      await expect(button.locator('xpath=..')).toContainText(caption);
      await expect(button.locator('.light-color-swatch')).toHaveCSS('background-color', rgb);
      const box = await button.locator('.light-color-swatch').boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(12);
    }
  });

  test('the picture picker opens with Enter and with Space', async ({ page }) => {
    await page.goto('/PosterGenerator');
    const picker = page.getByTestId('poster-picture-input');
    for (const key of ['Enter', 'Space'] as const) await expectKeyOpensPicker(page, picker, key);
  });
});

test.describe('a QR code', () => {
  test.use({ language: 'English' });
  const URL = 'https://example.com/market?day=sat&from=10:00#map';

  test('made from a link, moved with the keys, exported sharp and readable', async ({ page }) => {
    await page.goto('/PosterGenerator');
    await page.getByLabel('QR code content (a link or any text)').fill(URL);
    const handle = page.getByRole('button', {
      name: 'Move the QR code (drag, or use the arrow keys)',
    });
    await expect(handle).toBeVisible();
    const before = await handle.boundingBox();
    await handle.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect
      .poll(async () => (await handle.boundingBox())?.x)
      .toBeLessThan((before?.x ?? 0) - 5);

    const { bytes } = await exportPoster(page, /Export PNG \(1080 × 1920\)/);
    const found = await decode(bytes, ['QRCode']);
    expect(found.map((r) => r.text)).toEqual([URL]);
    // Centre (70 %, 86 %), 22 % of the width: a 238-pixel square at (637, 1532), made at that
    // size: its pixels are pure black or white (no grey of an enlarged small image) ...
    const inside: [number, number][] = [];
    for (let y = 1540; y < 1762; y += 5) for (let x = 645; x < 867; x += 5) inside.push([x, y]);
    const qr = await openImage(page, bytes, [...inside, [630, 1650], [640, 1650]]);
    const outside = qr.pixels.slice(inside.length);
    const pixels = qr.pixels.slice(0, inside.length);
    const black = pixels.filter((p) => near(p, [0, 0, 0], 0)).length;
    const white = pixels.filter((p) => near(p, [255, 255, 255], 0)).length;
    expect(black).toBeGreaterThan(pixels.length / 4);
    expect(black + white).toBe(pixels.length);
    // ... and its white quiet zone starts exactly at its left edge.
    expect(near(outside[0], [255, 255, 255], 40)).toBe(false);
    expect(outside[1]).toEqual([255, 255, 255]);
  });

  test('too much content gets a clear message, and the text is kept', async ({ page }) => {
    await page.goto('/PosterGenerator');
    const input = page.getByLabel('QR code content (a link or any text)');
    const long = 'x'.repeat(2400);
    await input.fill(long);
    await expect(page.getByTestId('poster-qr-error')).toHaveText(
      'Too much for one QR code: it holds at most 2,331 bytes of text (a Chinese character takes 3). Shorten it, for example with a shorter link.',
    );
    await expect(input).toHaveValue(long);
    await expect(page.getByTestId('poster-handle-qr')).toHaveCount(0);
    await input.fill('short again');
    await expect(page.getByTestId('poster-qr-error')).toHaveCount(0);
    await expect(page.getByTestId('poster-handle-qr')).toBeVisible();
  });
});

test.describe('drawn without antd', () => {
  test.use({ language: 'English' });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and every control load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/PosterGenerator');
    await expect(page.getByTestId('poster-handle-title')).toBeVisible();

    // The template: a native select.
    await chooseTemplate(page, 'Square (1080 × 1080)');
    await expect(page.getByRole('button', { name: 'Export PNG (1080 × 1080)' })).toBeVisible();

    // Background: button-style radios named by the section's heading, arrow keys move along.
    const kinds = page.getByRole('group', { name: 'Background' });
    await expect(kinds.getByRole('radio')).toHaveCount(3);
    await kinds.getByRole('radio', { name: 'Gradient' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(kinds.getByRole('radio', { name: 'Photo' })).toBeChecked();
    await page
      .getByLabel('Choose a background photo (or drop or paste it here)')
      .setInputFiles(fixture('drawing.png'));
    await expect(page.getByText('Background photo: drawing.png (click to change)')).toBeVisible();
    const dim = page.getByRole('slider', { name: 'Darken the photo' });
    await dim.focus();
    await page.keyboard.press('End');
    await expect(dim).toHaveAttribute('aria-valuetext', '70%');

    await kinds.getByRole('radio', { name: 'Gradient' }).check();
    await page.getByLabel('Gradient start colour #ff9a8b').fill('#102030');
    await page.getByLabel('Gradient end colour #6a5acd').fill('#405060');
    await expect(page.getByLabel('Gradient start colour #102030')).toBeVisible();
    await expect(page.getByLabel('Gradient end colour #405060')).toBeVisible();
    const angle = page.getByRole('slider', { name: 'Direction' });
    await angle.focus();
    await page.keyboard.press('ArrowRight');
    await expect(angle).toHaveAttribute('aria-valuetext', '91°');

    await kinds.getByRole('radio', { name: 'Colour' }).check();
    // A click on the caption opens the picker as well: the caption is the input's label.
    await page.getByLabel(/^Background colour #/).fill('#204060');
    await expect(page.getByLabel('Background colour #204060')).toBeVisible();

    // The texts: field, size, colour and weight.
    await page.getByLabel('Title', { exact: true }).fill('MARKET');
    await page.getByLabel('Subtitle', { exact: true }).fill('Sunday');
    await page.getByLabel('Body text', { exact: true }).fill('Line one\nLine two');
    const size = page.getByRole('slider', { name: 'Font size of the Subtitle' });
    await size.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(size).toHaveAttribute('aria-valuetext', '49');
    await page.getByLabel('Colour of the Title #ffffff').fill('#ffcc00');
    await expect(page.getByLabel('Colour of the Title #ffcc00')).toBeVisible();
    const bold = page.getByRole('checkbox', { name: 'Bold' });
    await expect(bold).toHaveCount(3);
    await bold.nth(1).check();
    await expect(bold.nth(1)).toBeChecked();
    await bold.first().press('Space');
    await expect(bold.first()).not.toBeChecked();

    // The picture, its size, and its removal (the focus goes back to the picker).
    await page
      .getByLabel('Add a picture, such as a logo or a QR code image')
      .setInputFiles(fixture('logo.png'));
    await expect(page.getByTestId('poster-handle-picture')).toBeVisible();
    const pictureSize = page.getByRole('slider', { name: 'Picture size' });
    await pictureSize.focus();
    await page.keyboard.press('ArrowRight');
    await expect(pictureSize).toHaveAttribute('aria-valuetext', '26%');
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(page.getByTestId('poster-handle-picture')).toHaveCount(0);
    await expect(page.getByTestId('poster-picture-input')).toBeFocused();

    // The QR code, its size, and its removal (the focus goes back to the text box).
    const qrText = page.getByRole('textbox', { name: 'QR code content (a link or any text)' });
    await expect(qrText).toHaveAccessibleDescription(
      'Type a link or any text: the QR code appears on the poster; drag it to place it.',
    );
    await qrText.fill('https://example.com/');
    await expect(page.getByTestId('poster-handle-qr')).toBeVisible();
    const qrSize = page.getByRole('slider', { name: 'QR code size' });
    await qrSize.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(qrSize).toHaveAttribute('aria-valuetext', '21%');
    await page.getByRole('button', { name: 'Remove QR code' }).click();
    await expect(page.getByTestId('poster-handle-qr')).toHaveCount(0);
    await expect(qrText).toBeFocused();
    await expect(qrText).toHaveValue('');
    await qrText.fill('x'.repeat(2400));
    await expect(qrText).toHaveAttribute('aria-invalid', 'true');
    await expect(qrText).toHaveAccessibleDescription(/^Too much for one QR code/);
    await qrText.fill('');

    // The export: the plain colour in the corner, under the file name of the template.
    const { name, bytes } = await exportPoster(page, /Export PNG \(1080 × 1080\)/);
    expect(name).toBe('poster-square-1080x1080.png');
    const out = await openImage(page, bytes, [[3, 1076]]);
    expect(near(out.pixels[0], [0x20, 0x40, 0x60], 2)).toBe(true);

    // Start over: asked in a dialog, cancelled with Escape, then confirmed.
    await page.getByRole('button', { name: 'Start over' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('MARKET');
    await page.getByRole('button', { name: 'Start over' }).click();
    await dialog.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Weekend Market');
    // The template stays.
    await expect(page.getByLabel('Template', { exact: true })).toHaveValue('square');

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('labels, default texts and the export', async ({ page }) => {
    await page.goto('/PosterGenerator');
    await expect(page.getByLabel('标题', { exact: true })).toHaveValue('周末市集');
    await expect(
      page.getByRole('button', { name: '移动标题（拖动，或使用方向键）' }),
    ).toBeVisible();
    const { name, bytes } = await exportPoster(page, /导出 PNG（1080 × 1920）/);
    // One language, no spaces.
    expect(name).toBe('海报-手机-1080x1920.png');
    const out = await openImage(page, bytes);
    expect([out.width, out.height]).toEqual([1080, 1920]);
    await page.getByLabel('添加图片，例如标志或二维码图片').setInputFiles(fixture('too-large.png'));
    await expect(
      page.getByText('图片太大（8,000 × 6,000 像素，48 百万像素）', { exact: false }),
    ).toBeVisible();
  });

  test('the QR code and its too-long message', async ({ page }) => {
    await page.goto('/PosterGenerator');
    const input = page.getByLabel('二维码内容（链接或任意文字）');
    await input.fill('汉'.repeat(800));
    await expect(page.getByTestId('poster-qr-error')).toHaveText(
      '内容太多，一个二维码放不下：最多 2,331 字节（一个汉字占 3 字节）。请缩短内容，例如换用更短的链接。',
    );
    await input.fill('周末市集：https://example.com/市集');
    await expect(
      page.getByRole('button', { name: '移动二维码（拖动，或使用方向键）' }),
    ).toBeVisible();
    const { bytes } = await exportPoster(page, /导出 PNG（1080 × 1920）/);
    expect((await decode(bytes, ['QRCode'])).map((r) => r.text)).toEqual([
      '周末市集：https://example.com/市集',
    ]);
  });
});
