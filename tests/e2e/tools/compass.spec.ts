/**
 * Compass with synthetic orientation events: `deviceorientationabsolute` (Chrome, Android) and
 * iOS's `webkitCompassHeading` after the permission button; no sensor, no support, refused
 * permission; an iOS compass that is not calibrated yet; both languages; a 375 px screen; dark
 * mode.
 */
import type { Page } from '@playwright/test';
import { contrastProblems } from '../contrast';
import { expect, holdClock, test, watchAntd } from '../fixtures';

/** Opens the compass and waits until it listens (it says it waits, or that nothing came). */
async function open(page: Page) {
  await page.goto('/Compass');
  await expect(page.getByTestId('compass-status')).toBeVisible();
}

async function turnTo(page: Page, alpha: number) {
  await page.evaluate((a) => {
    window.dispatchEvent(
      new DeviceOrientationEvent('deviceorientationabsolute', {
        alpha: a,
        beta: 0,
        gamma: 0,
        absolute: true,
      }),
    );
  }, alpha);
}

/** Pretends to be iOS Safari: a permission request, and headings in webkitCompassHeading. */
async function ios(page: Page, answer: 'granted' | 'denied') {
  await page.addInitScript((a) => {
    Object.assign(window.DeviceOrientationEvent, { requestPermission: async () => a });
    // Safari has no deviceorientationabsolute event (Window's attributes live on the global
    // object itself, or on its prototype in older engines).
    delete (window as { ondeviceorientationabsolute?: unknown }).ondeviceorientationabsolute;
    delete (Window.prototype as { ondeviceorientationabsolute?: unknown })
      .ondeviceorientationabsolute;
    // An iPhone has the sensor: drop headless Chromium's own "no sensor" events (all angles
    // null, sent when it finds none, at a moment that varies with the machine's load), keeping
    // the tests' synthetic ones. Registered before the page's listeners, so they run first.
    for (const type of ['deviceorientation', 'deviceorientationabsolute']) {
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) event.stopImmediatePropagation();
        },
        true,
      );
    }
  }, answer);
}

async function iosHeading(page: Page, heading: number, accuracy: number) {
  await page.evaluate(
    ([h, acc]) => {
      const event = new DeviceOrientationEvent('deviceorientation', { alpha: 0, absolute: false });
      Object.defineProperty(event, 'webkitCompassHeading', { value: h });
      Object.defineProperty(event, 'webkitCompassAccuracy', { value: acc });
      window.dispatchEvent(event);
    },
    [heading, accuracy],
  );
}

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('heading, direction and a dial that turns', async ({ page }) => {
    await open(page);
    await turnTo(page, 90);
    await expect(page.getByTestId('compass-degrees')).toHaveText('270°');
    await expect(page.getByTestId('compass-name')).toHaveText('West (W)');
    await expect(page.getByTestId('compass-rose')).toHaveAttribute('style', /rotate\(-270deg\)/);
    await expect(page.getByRole('img', { name: 'Compass: heading 270°, West' })).toBeVisible();
    await turnTo(page, 315);
    await expect(page.getByTestId('compass-degrees')).toHaveText('45°');
    await expect(page.getByTestId('compass-name')).toHaveText('Northeast (NE)');
    // 270° → 45° turns the short way (+135°), not back through south.
    await expect(page.getByTestId('compass-rose')).toHaveAttribute('style', /rotate\(-405deg\)/);
    await expect(page.getByTestId('compass-calibration')).toContainText('figure 8');
  });

  test('without a sensor it says so instead of showing a dead dial', async ({ page }) => {
    await page.clock.install();
    await page.goto('/Compass');
    await page.clock.runFor(3_100);
    await expect(page.getByTestId('compass-status')).toContainText('No compass sensor found');
    await expect(page.getByTestId('compass-rose')).toHaveCount(0);
    // A sensor that wakes up later still takes over.
    await turnTo(page, 0);
    await expect(page.getByTestId('compass-degrees')).toHaveText('0°');
  });

  test('a browser without orientation events', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { DeviceOrientationEvent?: unknown }).DeviceOrientationEvent;
    });
    await page.goto('/Compass');
    await expect(page.getByText('This browser has no orientation sensors')).toBeVisible();
  });

  test('iOS: the permission button, then webkitCompassHeading with a poor accuracy', async ({
    page,
  }) => {
    await ios(page, 'granted');
    await page.goto('/Compass');
    await page.getByRole('button', { name: 'Start compass' }).click();
    await expect(page.getByTestId('compass-status')).toBeVisible();
    await iosHeading(page, 100, 35);
    await expect(page.getByTestId('compass-degrees')).toHaveText('100°');
    await expect(page.getByTestId('compass-name')).toHaveText('East (E)');
    await expect(page.getByTestId('compass-calibration')).toContainText(
      'The compass is inaccurate (±35°)',
    );
  });

  test('iOS: a compass not calibrated yet (-1) asks for calibration, not "no sensor"', async ({
    page,
  }) => {
    await ios(page, 'granted');
    await page.clock.install();
    await page.goto('/Compass');
    await page.getByRole('button', { name: 'Start compass' }).click();
    await expect(page.getByTestId('compass-status')).toBeVisible();
    await iosHeading(page, -1, -1);
    await expect(page.getByTestId('compass-status')).toContainText('The compass needs calibrating');
    await expect(page.getByTestId('compass-status')).toContainText('figure 8');
    // Past the time a missing sensor is declared, it still asks for calibration.
    await page.clock.runFor(3_100);
    await expect(page.getByTestId('compass-status')).toContainText('The compass needs calibrating');
    await iosHeading(page, 200, 10);
    await expect(page.getByTestId('compass-degrees')).toHaveText('200°');
    await expect(page.getByTestId('compass-name')).toHaveText('South (S)');
  });

  test('dark mode: the reading and its notes stay readable', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await turnTo(page, 90);
    await expect(page.getByTestId('compass-degrees')).toHaveText('270°');
    expect(await contrastProblems(page)).toEqual([]);
  });

  test('permission, reading and calibration notes, all without antd', async ({ page }) => {
    const antd = watchAntd(page);
    await ios(page, 'granted');
    await page.goto('/Compass');
    await expect(
      page.getByRole('heading', { name: 'The compass needs your permission' }),
    ).toBeVisible();
    // The wait lasts SENSOR_WAIT_MS (3 s) before "no sensor": held, so a busy machine still sees it.
    const resume = await holdClock(page);
    await page.getByRole('button', { name: 'Start compass' }).click();
    await expect(page.getByTestId('compass-status')).toContainText(
      'Waiting for the compass sensor',
    );
    await resume();
    await iosHeading(page, 10, 5);
    await expect(page.getByTestId('compass-name')).toHaveText('North (N)');
    await expect(page.getByTestId('compass-calibration')).toContainText(
      'If the heading looks wrong',
    );
    await iosHeading(page, 10, 40);
    await expect(page.getByTestId('compass-calibration')).toContainText('inaccurate (±40°)');
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });

  test('iOS: permission refused', async ({ page }) => {
    await ios(page, 'denied');
    await page.goto('/Compass');
    await page.getByRole('button', { name: 'Start compass' }).click();
    await expect(page.getByText('Access to the orientation sensor was refused')).toBeVisible();
  });
});

test.describe('in Chinese (default)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('direction names in Chinese, and the dial fits a phone', async ({ page }) => {
    await open(page);
    await turnTo(page, 180);
    await expect(page.getByTestId('compass-degrees')).toHaveText('180°');
    await expect(page.getByTestId('compass-name')).toHaveText('南 (S)');
    await turnTo(page, 135);
    await expect(page.getByTestId('compass-name')).toHaveText('西南 (SW)');
    await expect(page.getByText('如果方向不准')).toBeVisible();
    const box = await page.getByRole('img', { name: /指南针：方位 225°，西南/ }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('no sensor, in Chinese', async ({ page }) => {
    await page.clock.install();
    await page.goto('/Compass');
    await page.clock.runFor(3_100);
    await expect(page.getByText('未检测到指南针传感器')).toBeVisible();
  });
});
