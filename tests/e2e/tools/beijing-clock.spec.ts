/**
 * Beijing clock: ticks exactly on the second boundary (fake time), re-aligns when the tab comes
 * back, Chinese date and weekday, analogue face, full screen, and the device clock's offset
 * measured against the real server's /api/time (or the device clock when offline).
 */
import type { Page } from '@playwright/test';
import { contrastProblems } from '../contrast';
import { expect, switchLanguage, test, watchAntd } from '../fixtures';

/** 2024-02-10 11:59:58.400 in Beijing (03:59:58.400 UTC), a Saturday. */
const T = Date.UTC(2024, 1, 10, 3, 59, 58, 400);

async function offline(page: Page) {
  await page.route('**/api/time', (route) => route.abort('internetdisconnected'));
}

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
    Object.defineProperty(document, 'hidden', { value: s === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test.describe('in Chinese (default)', () => {
  test('changes exactly on each second boundary, never twice, never skipping', async ({ page }) => {
    await offline(page);
    await page.clock.install({ time: T - 60_000 });
    await page.goto('/clock');
    // The page loads its tool body lazily (timers of its own): let it render before pausing.
    await expect(page.getByTestId('clock-time')).toBeVisible();
    await page.clock.pauseAt(T);
    const time = page.getByTestId('clock-time');
    await expect(time).toHaveText('11:59:58');
    await expect(page.getByTestId('clock-date')).toHaveText('2024年2月10日星期六');
    // 599 ms later it is still 11:59:58.999; one more millisecond and it is the next second.
    await page.clock.runFor(599);
    await expect(time).toHaveText('11:59:58');
    await page.clock.runFor(1);
    await expect(time).toHaveText('11:59:59');
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.clock.runFor(250);
      seen.push((await time.textContent()) ?? '');
    }
    // Three seconds in quarter-second steps: each second shown exactly four times, then noon.
    expect(seen.join(' ')).toBe(
      [
        ...Array(3).fill('11:59:59'),
        ...Array(4).fill('12:00:00'),
        ...Array(4).fill('12:00:01'),
        '12:00:02',
      ].join(' '),
    );
  });

  test('offline it says it uses the device clock', async ({ page }) => {
    await offline(page);
    await page.goto('/clock');
    await expect(page.getByTestId('clock-offset')).toContainText(
      '当前离线：时钟显示的是本机时间，可能不准。',
    );
  });

  test('back from the background it shows the right time at once', async ({ page }) => {
    await offline(page);
    await page.clock.install({ time: T - 60_000 });
    await page.goto('/clock');
    // The page loads its tool body lazily (timers of its own): let it render before pausing.
    await expect(page.getByTestId('clock-time')).toBeVisible();
    await page.clock.pauseAt(T);
    await expect(page.getByTestId('clock-time')).toHaveText('11:59:58');
    await setVisibility(page, 'hidden');
    // A hidden tab's timers do not run; the clock moves 90 s meanwhile.
    await page.clock.setSystemTime(T + 90_000);
    await expect(page.getByTestId('clock-time')).toHaveText('11:59:58');
    await setVisibility(page, 'visible');
    await expect(page.getByTestId('clock-time')).toHaveText('12:01:28');
    await page.clock.runFor(600);
    await expect(page.getByTestId('clock-time')).toHaveText('12:01:29');
  });

  test('a device clock about 2.5 s slow is measured against the server and corrected', async ({
    page,
  }) => {
    const skew = 2_500;
    await page.clock.install({ time: Date.now() - skew });
    await page.goto('/clock');
    const note = page.getByTestId('clock-offset');
    await expect(note).toContainText(/本机时钟慢了 \d+\.\d 秒/);
    // The fake clock starts when the page does, a little after install: compare with what the
    // page's clock really is behind, read halfway through the round trip to the page (on a
    // busy machine that round trip alone took over 100 ms, which read as a smaller skew).
    const before = Date.now();
    const pageNow = await page.evaluate(() => Date.now());
    const after = Date.now();
    const actualSkew = (before + after) / 2 - pageNow;
    const slack = (after - before) / 2;
    const said = Number(/慢了 (\d+\.\d) 秒/.exec((await note.textContent()) ?? '')?.[1]);
    expect(actualSkew).toBeGreaterThan(2_400 - slack);
    expect(Math.abs(said * 1000 - actualSkew)).toBeLessThan(200 + slack);
    // The face shows the server's (real) Beijing time, not the device's.
    const shown = await page.getByTestId('clock-time').textContent();
    const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 19);
    const now = Date.now();
    expect([beijing(now - 1000), beijing(now), beijing(now + 1000)]).toContain(shown);
  });
});

test.describe('in Chinese, after a sleep', () => {
  test('a device clock set while the page was hidden is measured again', async ({ page }) => {
    await page.clock.install({ time: Date.now() - 2_500 });
    await page.goto('/clock');
    const note = page.getByTestId('clock-offset');
    // About 2.5 s, more when the machine is busy: the fake clock counts from its install, not
    // from the page's load. (How exact the figure is, the test above checks.)
    await expect(note).toContainText(/本机时钟慢了 \d+\.\d 秒/);
    await setVisibility(page, 'hidden');
    // Network time sets the device clock right while it sleeps (the monotonic clock does not
    // move): the 2.5 s correction would now put the face 2.5 s ahead.
    await page.clock.setSystemTime(Date.now());
    await setVisibility(page, 'visible');
    // Accurate, or off by the few milliseconds it took to set the fake clock.
    await expect(note).toContainText(/本机时钟准确|本机时钟(慢|快)了 \d+ 毫秒/);
  });
});

test.describe('in English', () => {
  // A device far from Beijing: the face must still show Beijing time and date.
  test.use({ language: 'English', timezoneId: 'America/Los_Angeles' });

  test('analogue face, remembered, with the Chinese and English dates', async ({ page }) => {
    await offline(page);
    await page.clock.install({ time: T - 60_000 });
    await page.goto('/clock');
    // The page loads its tool body lazily (timers of its own): let it render before pausing.
    await expect(page.getByTestId('clock-time')).toBeVisible();
    await page.clock.pauseAt(T);
    // The device (Los Angeles) is at 19:59:58 on Friday the 9th.
    await expect(page.getByTestId('clock-time')).toHaveText('11:59:58');
    await expect(page.getByTestId('clock-date')).toHaveText('2024年2月10日星期六');
    await expect(page.getByTestId('clock-date-en')).toHaveText('Saturday, February 10, 2024');
    await page.getByText('Analogue', { exact: true }).click();
    const hand = page.getByTestId('clock-second-hand');
    await expect(hand).toHaveAttribute('data-angle', String(58 * 6));
    await page.clock.runFor(600);
    await expect(hand).toHaveAttribute('data-angle', String(59 * 6));
    await expect(page.getByRole('img', { name: 'Analogue clock showing 11:59:59' })).toBeVisible();
    // A paused fake clock would hold back the lazily loaded tool body after the reload.
    await page.clock.resume();
    await page.reload();
    await expect(page.getByTestId('clock-second-hand')).toBeVisible();
    await expect(page.getByTestId('clock-offset')).toContainText(
      "Offline: the clock shows your device's own time",
    );
  });

  test('full screen and back', async ({ page }) => {
    await offline(page);
    await page.goto('/clock');
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.fullscreenElement?.getAttribute('data-testid') ??
            document.querySelector('.clock-face-overlay')?.getAttribute('data-testid'),
        ),
      )
      .toBe('clock-face');
    // The button inside the face: in real full screen nothing else is on screen.
    await page.getByTestId('clock-face').getByRole('button', { name: 'Exit full screen' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () => !!document.fullscreenElement || !!document.querySelector('.clock-face-overlay'),
        ),
      )
      .toBe(false);
  });

  test('face, full screen and measuring again, all without antd', async ({ page }) => {
    const antd = watchAntd(page);
    await offline(page);
    await page.goto('/clock');
    const faces = page.getByRole('radiogroup', { name: 'Clock face' });
    await expect(faces.getByRole('radio', { name: 'Digital' })).toBeChecked();
    await faces.getByRole('radio', { name: 'Analogue' }).check();
    await expect(page.getByTestId('clock-second-hand')).toBeVisible();
    await faces.getByRole('radio', { name: 'Digital' }).check();
    await expect(page.getByTestId('clock-second-hand')).toHaveCount(0);
    const note = page.getByTestId('clock-offset');
    await expect(note).toContainText('Offline');
    // Back online, "Measure again" replaces the offline warning with the measured offset.
    await page.unroute('**/api/time');
    await note.getByRole('button', { name: 'Measure again' }).click();
    await expect(note).toContainText("Your device's clock is accurate");
    await page.getByRole('button', { name: 'Full screen' }).click();
    await page.getByTestId('clock-face').getByRole('button', { name: 'Exit full screen' }).click();
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Full screen', exact: true })).toBeVisible();
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });

  test('an accurate device clock is said to be accurate; the language can change', async ({
    page,
  }) => {
    await page.goto('/clock');
    await expect(page.getByTestId('clock-offset')).toContainText("Your device's clock is accurate");
    await switchLanguage(page, '中文');
    await expect(page.getByTestId('clock-offset')).toContainText('本机时钟准确');
    await expect(page.getByTestId('clock-date-en')).toHaveCount(0);
  });

  test('dark mode: the notes under the clock stay readable', async ({ page }) => {
    await offline(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/clock');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('clock-offset')).toContainText('Offline');
    expect(await contrastProblems(page)).toEqual([]);
  });

  test('fits a 375 px phone screen', async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/clock');
    await expect(page.getByTestId('clock-time')).toBeVisible();
    const box = await page.getByTestId('clock-time').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test('GET /api/time answers the server clock, never cached', async ({ request }) => {
  const before = Date.now();
  const response = await request.get('/api/time');
  expect(response.headers()['cache-control']).toBe('no-store');
  const { now } = (await response.json()) as { now: number };
  expect(now).toBeGreaterThanOrEqual(before - 1000);
  expect(now).toBeLessThanOrEqual(Date.now() + 1000);
});
