/**
 * Screenshot tool. Headless Chromium cannot show the screen-sharing picker, so these tests put a
 * fake getDisplayMedia in the page that shares a canvas (red left half, blue right half, a green
 * square at 100,100–199,199) through captureStream; denial and a missing API are faked the same
 * way. The rest (frame grab, crop, PNG, clipboard) is the real code.
 */
import type { Page } from '@playwright/test';
import { bytes, inspect, pixel } from '../images';
import { expect, test, watchAntd } from '../fixtures';

type Mode = 'share' | 'deny' | 'system' | 'missing';

async function fakeScreen(page: Page, mode: Mode) {
  await page.addInitScript((mode) => {
    const devices = navigator.mediaDevices as unknown as Record<string, unknown>;
    if (mode === 'missing') {
      Object.defineProperty(navigator.mediaDevices, 'getDisplayMedia', { value: undefined });
      return;
    }
    devices.getDisplayMedia = async () => {
      if (mode === 'deny') throw new DOMException('Permission denied', 'NotAllowedError');
      // What Chromium says when the operating system refused (macOS Screen Recording).
      if (mode === 'system')
        throw new DOMException('Permission denied by system', 'NotAllowedError');
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      const draw = () => {
        g.fillStyle = '#ff0000';
        g.fillRect(0, 0, 320, 360);
        g.fillStyle = '#0000ff';
        g.fillRect(320, 0, 320, 360);
        g.fillStyle = '#00ff00';
        g.fillRect(100, 100, 100, 100);
      };
      draw();
      // captureStream only sends frames when the canvas changes.
      setInterval(draw, 30);
      return canvas.captureStream(30);
    };
  }, mode);
}

/**
 * Makes the page believe it runs on `hint` (a User-Agent Client Hints platform name). Only the
 * hint: navigator.platform stays, as the shell's own Ctrl K / ⌘K label reads it.
 */
async function fakeSystem(page: Page, hint: string) {
  await page.addInitScript((hint) => {
    Object.defineProperty(navigator, 'userAgentData', {
      configurable: true,
      get: () => ({ platform: hint, mobile: false, brands: [] }),
    });
  }, hint);
}

/** Presses the button with screen capture refused by the system; the message shown. */
async function refusedBySystem(page: Page, hint: string, button: string) {
  await fakeSystem(page, hint);
  await fakeScreen(page, 'system');
  await page.goto('/ScreenshotTool');
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByTestId('shot-error')).toBeVisible();
  return (await page.getByTestId('shot-error').textContent()) ?? '';
}

async function capture(page: Page, button = 'Capture screen') {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByTestId('crop-area')).toBeVisible();
}

async function download(page: Page, name = 'Download PNG') {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const d = await file;
  return { name: d.suggestedFilename(), data: await bytes(d) };
}

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('capture the whole screen and download it', async ({ page }) => {
    await fakeScreen(page, 'share');
    await page.goto('/ScreenshotTool');
    await capture(page);
    await expect(page.getByTestId('shot-size')).toHaveText(
      'Whole image: 640 × 360 px. Drag over it to crop.',
    );
    const png = await download(page);
    expect(png.name).toMatch(/^screenshot-\d{8}-\d{6}\.png$/);
    const facts = await inspect(page, png.data, 'image/png');
    expect([facts.width, facts.height]).toEqual([640, 360]);
    expect(facts.corners).toEqual([
      [255, 0, 0],
      [0, 0, 255],
      [255, 0, 0],
      [0, 0, 255],
    ]);
  });

  test('drag to crop, then download and copy the selection', async ({ page }) => {
    await fakeScreen(page, 'share');
    await page.goto('/ScreenshotTool');
    await capture(page);
    const area = page.getByTestId('crop-area');
    const box = (await area.locator('img').boundingBox())!;
    const scale = box.width / 640;
    // Drag over the green square, from (100, 100) to (200, 200) in image pixels.
    await page.mouse.move(box.x + 100 * scale + 0.5, box.y + 100 * scale + 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + 150 * scale, box.y + 150 * scale, { steps: 4 });
    await page.mouse.move(box.x + 200 * scale - 0.5, box.y + 200 * scale - 0.5, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByTestId('crop-selection')).toBeVisible();
    const label = await page.getByTestId('shot-size').textContent();
    const [, w, h] = /Selection: (\d+) × (\d+) px/.exec(label ?? '') ?? [];
    expect(Math.abs(Number(w) - 100)).toBeLessThanOrEqual(2);
    expect(Math.abs(Number(h) - 100)).toBeLessThanOrEqual(2);

    const png = await download(page);
    const facts = await inspect(page, png.data, 'image/png');
    expect([facts.width, facts.height]).toEqual([Number(w), Number(h)]);
    expect(
      await pixel(page, png.data, Math.floor(facts.width / 2), Math.floor(facts.height / 2)),
    ).toEqual([0, 255, 0]);

    await page.getByRole('button', { name: 'Copy image' }).click();
    // Said on the button and to a screen reader, then the button is back to its name.
    await expect(page.getByRole('button', { name: 'Image copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Image copied' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Copy image' })).toBeVisible();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const blob = await item.getType('image/png');
      const bitmap = await createImageBitmap(blob);
      return [item.types, bitmap.width, bitmap.height];
    });
    expect(copied).toEqual([['image/png'], Number(w), Number(h)]);

    // Escape goes back to the whole image.
    await area.focus();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('shot-size')).toHaveText(
      'Whole image: 640 × 360 px. Drag over it to crop.',
    );
    await expect(page.getByRole('button', { name: 'Whole image' })).toBeDisabled();
  });

  test('a click is not a crop', async ({ page }) => {
    await fakeScreen(page, 'share');
    await page.goto('/ScreenshotTool');
    await capture(page);
    await page.getByTestId('crop-area').click({ position: { x: 50, y: 50 } });
    await expect(page.getByTestId('crop-selection')).toHaveCount(0);
  });

  test('permission denied', async ({ page }) => {
    await fakeScreen(page, 'deny');
    await page.goto('/ScreenshotTool');
    await page.getByRole('button', { name: 'Capture screen' }).click();
    await expect(page.getByTestId('shot-error')).toHaveText(
      'Screen capture was cancelled or not allowed. Press Capture screen again and choose what to share.',
    );
    await expect(page.getByRole('button', { name: 'Capture screen' })).toBeEnabled();
  });

  test('refused by the system: the setting is named for the system the user is on', async ({
    page,
  }) => {
    const mac = await refusedBySystem(page, 'macOS', 'Capture screen');
    expect(mac).toContain('System Settings → Privacy & Security → Screen Recording');
    await expect(page.getByRole('button', { name: 'Capture screen' })).toBeEnabled();

    const windows = await refusedBySystem(page, 'Windows', 'Capture screen');
    expect(windows).toMatch(/^Windows did not let the browser record the screen\./);
    expect(windows).not.toMatch(/macOS|System Settings|Screen Recording/);

    const linux = await refusedBySystem(page, 'Linux', 'Capture screen');
    expect(linux).toContain('xdg-desktop-portal');
    expect(linux).not.toMatch(/macOS|Windows/);

    const chromebook = await refusedBySystem(page, 'Chrome OS', 'Capture screen');
    expect(chromebook).toMatch(/^ChromeOS did not let the browser record the screen\./);
    expect(chromebook).not.toMatch(/macOS/);
  });

  test('no screen capture in this browser', async ({ page }) => {
    await fakeScreen(page, 'missing');
    await page.goto('/ScreenshotTool');
    await expect(
      page.getByText(
        'This browser cannot capture the screen. Use Chrome, Edge, Firefox or Safari on a computer.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Capture screen' })).toBeDisabled();
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await fakeScreen(page, 'share');
    await page.goto('/ScreenshotTool');
    await expect(page.getByText('Press Capture screen and choose a whole screen')).toBeVisible();
    await capture(page);
    const wholeImage = page.getByRole('button', { name: 'Whole image' });
    await expect(wholeImage).toBeDisabled();
    // A drag selects; "Whole image" undoes it.
    const box = (await page.getByTestId('crop-area').locator('img').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.7, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByTestId('shot-size')).toContainText('Selection:');
    await wholeImage.click();
    await expect(page.getByTestId('crop-selection')).toHaveCount(0);
    await expect(page.getByTestId('shot-size')).toHaveText(
      'Whole image: 640 × 360 px. Drag over it to crop.',
    );
    await expect(wholeImage).toBeDisabled();
    await download(page);
    await page.getByRole('button', { name: 'Copy image' }).click();
    await expect(page.getByRole('button', { name: 'Image copied' })).toBeVisible();
    // A browser that cannot copy images says so beside the buttons (antd's toast needed antd).
    await page.evaluate(() => {
      (window as unknown as { ClipboardItem?: unknown }).ClipboardItem = undefined;
    });
    await page.getByRole('button', { name: /Copy image|Image copied/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'This browser cannot copy images.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy image' })).toBeVisible();
    await page.getByRole('button', { name: 'Capture again' }).click();
    await expect(page.getByTestId('shot-size')).toContainText('Whole image');
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('capture and download', async ({ page }) => {
    await fakeScreen(page, 'share');
    await page.goto('/ScreenshotTool');
    await capture(page, '截取屏幕');
    await expect(page.getByTestId('shot-size')).toHaveText(
      '整张图片：640 × 360 像素。在图上拖动可裁剪。',
    );
    const png = await download(page, '下载 PNG');
    expect(png.name).toMatch(/^截图-\d{8}-\d{6}\.png$/);
  });

  test('permission denied', async ({ page }) => {
    await fakeScreen(page, 'deny');
    await page.goto('/ScreenshotTool');
    await page.getByRole('button', { name: '截取屏幕' }).click();
    await expect(page.getByTestId('shot-error')).toHaveText(
      '屏幕截取已取消或未获允许。请再次点击“截取屏幕”并选择要共享的内容。',
    );
  });

  test('系统拒绝：按用户的系统给出设置位置', async ({ page }) => {
    const mac = await refusedBySystem(page, 'macOS', '截取屏幕');
    expect(mac).toContain('系统设置 → 隐私与安全性 → 屏幕录制');
    const windows = await refusedBySystem(page, 'Windows', '截取屏幕');
    expect(windows).toMatch(/^Windows 不允许浏览器录制屏幕。/);
    expect(windows).not.toMatch(/macOS|系统设置|屏幕录制”/);
  });

  test('no screen capture in this browser', async ({ page }) => {
    await fakeScreen(page, 'missing');
    await page.goto('/ScreenshotTool');
    await expect(
      page.getByText('此浏览器不支持屏幕截取。请在电脑上使用 Chrome、Edge、Firefox 或 Safari。'),
    ).toBeVisible();
  });
});
