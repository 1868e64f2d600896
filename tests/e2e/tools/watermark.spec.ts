/**
 * Add watermark: text and logo marks, live preview, downloads at the original resolution and
 * format (opened and checked), a batch as one ZIP, errors, both languages.
 */
import JSZip from 'jszip';
import { expect, test } from '../fixtures';
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
    await page.getByLabel('水印文字').fill('');
    await expect(page.getByText('请先输入水印文字。')).toBeVisible();
  });
});
