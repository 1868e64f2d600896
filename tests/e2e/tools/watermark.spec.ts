/**
 * Add watermark: text and logo marks, live preview, downloads at the original resolution and
 * format (opened and checked), a batch as one ZIP, errors, both languages; the page drawn without
 * antd, every control driven (the nine positions by arrow keys).
 */
import JSZip from 'jszip';
import type { Locator } from '@playwright/test';
import { expect, test, watchAntd } from '../fixtures';
import { canvasPixel, downloaded, fixture, near, openImage } from '../photos';

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('a tiled text watermark, previewed and downloaded at full size', async ({ page }) => {
    await page.goto('/WatermarkGenerator');
    await page
      .getByLabel('Choose images, drop them here, or paste')
      .setInputFiles(fixture('photo.jpg'));
    const preview = page.getByTestId('watermark-preview');
    await expect(preview).toBeVisible();
    await expect(page.getByText('Original size: 640 × 480 pixels')).toBeVisible();
    await page.getByLabel('Watermark text', { exact: true }).fill('CONFIDENTIAL');
    // Sliders have a visible label and show their value as it changes.
    const opacity = page.locator('.watermark-slider').filter({ hasText: 'Opacity' });
    await expect(opacity.getByText('Opacity', { exact: true })).toBeVisible();
    await expect(opacity.getByTestId('slider-value')).toHaveText(/^\d+%$/);
    const rotation = page.locator('.watermark-slider').filter({ hasText: 'Rotation' });
    await expect(rotation.getByTestId('slider-value')).toHaveText(/^-?\d+°$/);
    // Black, opaque: easy to find in the output.
    await page.getByLabel('Opacity').focus();
    await page.keyboard.press('End');
    await expect(opacity.getByTestId('slider-value')).toHaveText('100%');
    await expect(page.getByRole('slider', { name: 'Opacity' })).toHaveAttribute(
      'aria-valuetext',
      '100%',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download this image' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('photo-watermarked.jpg');
    const bytes = await downloaded(file);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const grid: [number, number][] = [];
    for (let y = 5; y < 480; y += 10) for (let x = 5; x < 640; x += 10) grid.push([x, y]);
    const out = await openImage(page, bytes, grid);
    const source = await openImage(
      page,
      await import('node:fs').then((fs) => fs.readFileSync(fixture('photo.jpg'))),
      grid,
    );
    expect([out.width, out.height]).toEqual([640, 480]);
    // Grey text all over the image: many sampled points changed, in every quarter.
    const changed = grid.filter((_, i) => !near(out.pixels[i], source.pixels[i], 24));
    expect(changed.length).toBeGreaterThan(grid.length * 0.04);
    for (const [qx, qy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ]) {
      expect(
        changed.some(([x, y]) => Math.floor(x / 320) === qx && Math.floor(y / 240) === qy),
      ).toBe(true);
    }
  });

  test('a logo in one corner', async ({ page }) => {
    await page.goto('/WatermarkGenerator');
    await page
      .getByLabel('Choose images, drop them here, or paste')
      .setInputFiles(fixture('drawing.png'));
    await page.getByText('Image (logo)', { exact: true }).click();
    await expect(page.getByText('Choose a logo image first.')).toBeVisible();
    await page
      .getByLabel('Choose a logo image (PNG with transparency works best)')
      .setInputFiles(fixture('logo.png'));
    await page.getByRole('switch', { name: 'Tile over the whole image' }).click();
    await page.getByRole('radio', { name: 'Bottom right' }).check({ force: true });
    await page.getByLabel('Rotation').focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight'); // back to 0°
    await page.getByLabel('Opacity').focus();
    await page.keyboard.press('End');
    // The preview shows the red disc near the bottom right.
    const preview = page.getByTestId('watermark-preview');
    await expect.poll(() => canvasPixel(preview, 0.872, 0.944)).toEqual([220, 30, 30]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download this image' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('drawing-watermarked.png');
    // Logo: 20 % of 500 = 100 × 50, 3 % of 500 = 15 from the edges: centre (435, 660).
    const out = await openImage(page, await downloaded(file), [
      [435, 660],
      [20, 20],
    ]);
    expect([out.width, out.height]).toEqual([500, 700]);
    expect(out.pixels[0]).toEqual([220, 30, 30]);
    expect(near(out.pixels[1], [230, 198, 124], 2)).toBe(true);
  });

  test('a batch downloads as one ZIP of full-size images', async ({ page }) => {
    await page.goto('/WatermarkGenerator');
    await page
      .getByLabel('Choose images, drop them here, or paste')
      .setInputFiles([fixture('photo.jpg'), fixture('drawing.png'), fixture('not-an-image.jpg')]);
    await expect(page.getByTestId('watermark-error')).toHaveText(
      'not-an-image.jpg: Image loading failed. Please check if the file format is correct.',
    );
    await expect(page.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all 2 images as ZIP' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('watermarked-images.zip');
    const zip = await JSZip.loadAsync(await downloaded(file));
    expect(Object.keys(zip.files).sort()).toEqual([
      'drawing-watermarked.png',
      'photo-watermarked.jpg',
    ]);
    const jpg = await openImage(page, await zip.file('photo-watermarked.jpg')!.async('nodebuffer'));
    expect([jpg.width, jpg.height]).toEqual([640, 480]);
    const png = await openImage(
      page,
      await zip.file('drawing-watermarked.png')!.async('nodebuffer'),
    );
    expect([png.width, png.height]).toEqual([500, 700]);
  });

  test('oversized images are refused with the shared message', async ({ page }) => {
    await page.goto('/WatermarkGenerator');
    await page
      .getByLabel('Choose images, drop them here, or paste')
      .setInputFiles(fixture('too-large.png'));
    await expect(page.getByTestId('watermark-error')).toContainText(
      'too-large.png: This image is too large (8,000 × 6,000 pixels, 48 megapixels).',
    );
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('labels, the default text and the file name', async ({ page }) => {
    await page.goto('/WatermarkGenerator');
    await page
      .getByLabel('点击选择图片，或拖放、粘贴到这里（可多选）')
      .setInputFiles(fixture('photo.jpg'));
    await expect(page.getByLabel('水印文字')).toHaveValue('仅供办理业务使用');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载当前图片' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('photo-水印.jpg');
    const out = await openImage(page, await downloaded(file));
    expect([out.width, out.height]).toEqual([640, 480]);
    // The positions are named in Chinese too.
    await page.getByRole('switch', { name: '平铺整张图片' }).click();
    const position = page.getByRole('group', { name: '位置' });
    await expect(position.getByRole('radio')).toHaveCount(9);
    await expect(position.getByRole('radio', { name: '右下' })).toBeChecked();
    await expect(position.getByRole('radio', { name: '正中' })).not.toBeChecked();
    await page.getByLabel('水印文字').fill('');
    await expect(page.getByText('请先输入水印文字。')).toBeVisible();
  });
});

/** Pixels of the preview that are pure red (the test's watermark colour), per quarter. */
function redQuarters(preview: Locator) {
  return preview.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    const quarters = [0, 0, 0, 0];
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] > 220 && data[i + 1] < 40 && data[i + 2] < 40) {
        const p = i / 4;
        const x = p % c.width;
        const y = Math.floor(p / c.width);
        quarters[(y < c.height / 2 ? 0 : 2) + (x < c.width / 2 ? 0 : 1)]++;
      }
    }
    return quarters.map((n) => n > 0);
  });
}

test.describe('without antd', () => {
  test.use({ language: 'English' });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    test.slow();
    const antd = watchAntd(page);
    // Listening from the start: Playwright intercepts file dialogs only once a listener is set.
    page.on('filechooser', () => {});
    await page.goto('/WatermarkGenerator');
    // The image input is a button: Enter and Space open the file picker.
    const zone = page.getByRole('button', { name: /Choose images, drop them here, or paste/ });
    await zone.focus();
    let chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles([fixture('photo.jpg'), fixture('drawing.png')]);

    // The batch: the last one added is shown; a click shows another, a cross removes one.
    const list = page.getByRole('list', { name: 'Images' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const photo = list.getByRole('button', { name: 'photo.jpg', exact: true });
    await expect(list.getByRole('button', { name: 'drawing.png', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await photo.click();
    await expect(photo).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Original size: 640 × 480 pixels')).toBeVisible();
    await list.getByRole('button', { name: 'Remove drawing.png' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Download all 2 images as ZIP' })).toHaveCount(0);

    // The kind: two radios in a named group, arrow keys move between them.
    const kind = page.getByRole('group', { name: 'Watermark', exact: true });
    const textKind = kind.getByRole('radio', { name: 'Text', exact: true });
    await expect(textKind).toBeChecked();
    await textKind.press('ArrowRight');
    await expect(kind.getByRole('radio', { name: 'Image (logo)' })).toBeChecked();
    await expect(
      page.getByRole('status').filter({ hasText: 'Choose a logo image first.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download this image' })).toBeDisabled();
    const logoSize = page.getByRole('slider', { name: 'Logo size (% of the image width)' });
    await expect(logoSize).toHaveAttribute('aria-valuetext', '20%');
    await logoSize.press('ArrowRight');
    await expect(logoSize).toHaveAttribute('aria-valuetext', '21%');
    // The logo's own input, in the group named by its label, opens with Space.
    const logoZone = page
      .getByRole('group', { name: 'Logo', exact: true })
      .getByRole('button', { name: /Choose a logo image/ });
    await logoZone.focus();
    chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(fixture('logo.png'));
    await expect(page.getByText('Logo: logo.png (click to change)')).toBeVisible();
    await expect(page.getByText('Choose a logo image first.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download this image' })).toBeEnabled();
    await kind.getByRole('radio', { name: 'Image (logo)' }).press('ArrowLeft');
    await expect(textKind).toBeChecked();

    // The text: an empty one is refused with a note, the download waits for it.
    const text = page.getByLabel('Watermark text', { exact: true });
    await text.fill('   ');
    await expect(page.getByText('Type the watermark text first.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download this image' })).toBeDisabled();
    await text.fill('MMMM');
    await expect(page.getByText('Type the watermark text first.')).toHaveCount(0);

    // Sliders: keys move them, the value is shown and spoken.
    const fontSize = page.getByRole('slider', { name: 'Font size (% of the shorter side)' });
    await fontSize.press('End');
    await expect(fontSize).toHaveAttribute('aria-valuetext', '30%');
    for (let i = 0; i < 20; i++) await fontSize.press('ArrowLeft');
    await expect(fontSize).toHaveAttribute('aria-valuetext', '10%');
    const opacity = page.getByRole('slider', { name: 'Opacity' });
    await opacity.press('End');
    const rotation = page.getByRole('slider', { name: 'Rotation' });
    for (let i = 0; i < 30; i++) await rotation.press('ArrowRight');
    await expect(rotation).toHaveAttribute('aria-valuetext', '0°');
    const rotationBox = page.locator('.watermark-slider').filter({ hasText: 'Rotation' });
    await expect(rotationBox.getByTestId('slider-value')).toHaveText('0°');

    // The colour: the platform's picker, named with its value; the preview takes the choice.
    const preview = page.getByTestId('watermark-preview');
    expect(await redQuarters(preview)).toEqual([false, false, false, false]);
    await page.getByLabel('Colour #808080').fill('#ff0000');
    await expect(page.getByLabel('Colour #ff0000')).toBeVisible();
    await expect(page.getByText('#ff0000', { exact: true })).toBeVisible();
    // Tiled: red in every quarter.
    await expect.poll(() => redQuarters(preview)).toEqual([true, true, true, true]);

    // The switch: off by its label, on again by Space; off shows the positions.
    const tiled = page.getByRole('switch', { name: 'Tile over the whole image' });
    await expect(
      page.getByRole('slider', { name: 'Spacing (% of the shorter side)' }),
    ).toBeVisible();
    await page.getByText('Tile over the whole image', { exact: true }).click();
    await expect(tiled).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('slider', { name: 'Spacing (% of the shorter side)' })).toHaveCount(
      0,
    );
    await tiled.press('Space');
    await expect(tiled).toHaveAttribute('aria-checked', 'true');
    await tiled.press('Space');
    await expect(tiled).toHaveAttribute('aria-checked', 'false');

    // The nine positions: one radio group, in reading order, each named; arrows walk the grid
    // (Left/Right along the rows, Up/Down by a row).
    const position = page.getByRole('group', { name: 'Position' });
    const names = await position
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label')));
    expect(names).toEqual([
      'Top left',
      'Top',
      'Top right',
      'Left',
      'Centre',
      'Right',
      'Bottom left',
      'Bottom',
      'Bottom right',
    ]);
    const radio = (name: string) => position.getByRole('radio', { name, exact: true });
    await expect(radio('Bottom right')).toBeChecked();
    await expect.poll(() => redQuarters(preview)).toEqual([false, false, false, true]);
    await radio('Bottom right').focus();
    await page.keyboard.press('ArrowUp');
    await expect(radio('Right')).toBeChecked();
    await expect(radio('Right')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(radio('Centre')).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(radio('Top')).toBeChecked();
    await page.keyboard.press('ArrowUp'); // the top row: stays
    await expect(radio('Top')).toBeChecked();
    await expect(radio('Top')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(radio('Top left')).toBeChecked();
    await expect.poll(() => redQuarters(preview)).toEqual([true, false, false, false]);
    await page.keyboard.press('ArrowDown');
    await expect(radio('Left')).toBeChecked();
    // A click on a square chooses it (its name shows as a tooltip).
    await position.getByTitle('Bottom left').click();
    await expect(radio('Bottom left')).toBeChecked();
    await expect.poll(() => redQuarters(preview)).toEqual([false, false, true, false]);

    // The download has the mark where the preview shows it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download this image' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('photo-watermarked.jpg');
    const out = await openImage(page, await downloaded(file));
    expect([out.width, out.height]).toEqual([640, 480]);

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
