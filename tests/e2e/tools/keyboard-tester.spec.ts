/**
 * Keyboard tester with real (CDP) key events: keys light while held and stay marked once
 * tested, key/code/keyCode/location/modifiers, rollover count, reset, keys that would leave or
 * scroll the page are kept; keys without a code; the phone note; a 375 px screen where every
 * key's name fits; readable in light and dark mode.
 */
import type { Page } from '@playwright/test';
import { contrastProblems } from '../contrast';
import { expect, test, watchAntd } from '../fixtures';

/** Opens the tester and waits until it has focus, i.e. listens. */
async function open(page: Page) {
  await page.goto('/KeyboardTester');
  await expect(page.getByTestId('kb-area')).toBeFocused();
}

const key = (page: Page, code: string) => page.locator(`.kb-key[data-code="${code}"]`);

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('a key lights while held, stays tested, and is described', async ({ page }) => {
    await open(page);
    await expect(page.getByText('Press any key to see what the browser reports')).toBeVisible();
    await expect(key(page, 'Backspace').locator('.kb-label-full')).toBeVisible();
    await expect(key(page, 'Backspace').locator('.kb-label-full')).toHaveText('Backspace');
    await expect(key(page, 'Backspace').locator('.kb-label-short')).toBeHidden();
    await page.keyboard.down('a');
    await expect(key(page, 'KeyA')).toHaveAttribute('data-state', 'held');
    const last = page.getByTestId('kb-last');
    await expect(last).toContainText('KeyA');
    await expect(last).toContainText('65');
    await expect(last).toContainText('Standard (0)');
    await page.keyboard.up('a');
    await expect(key(page, 'KeyA')).toHaveAttribute('data-state', 'tested');
    await expect(key(page, 'KeyB')).toHaveAttribute('data-state', 'untested');
    await expect(page.getByTestId('kb-tested')).toContainText('1/ 104');

    // Right Shift with a letter: location and modifiers.
    await page.keyboard.down('ShiftRight');
    await expect(last).toContainText('Right (2)');
    await page.keyboard.down('KeyQ');
    await expect(last).toContainText('Q');
    await expect(last.getByRole('list', { name: 'Modifiers' }).getByRole('listitem')).toHaveText([
      'Shift',
    ]);
    await page.keyboard.up('KeyQ');
    await page.keyboard.up('ShiftRight');
    await page.keyboard.press('Numpad7');
    await expect(last).toContainText('Numeric keypad (3)');
    await expect(key(page, 'Numpad7')).toHaveAttribute('data-state', 'tested');
    await expect(page.getByTestId('kb-log').locator('li')).toHaveCount(8);
  });

  test('counts keys held at once (rollover) and resets', async ({ page }) => {
    await open(page);
    for (const k of ['a', 's', 'd', 'f', 'j']) await page.keyboard.down(k);
    await expect(page.getByTestId('kb-held')).toContainText('5');
    await expect(page.locator('.kb-key[data-state="held"]')).toHaveCount(5);
    for (const k of ['a', 's', 'd', 'f', 'j']) await page.keyboard.up(k);
    await expect(page.getByTestId('kb-held')).toContainText('0');
    await expect(page.getByTestId('kb-max')).toContainText('5');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('kb-max')).toContainText('0');
    await expect(page.locator('.kb-key[data-state="tested"]')).toHaveCount(0);
    // Focus is back on the tester: keys are still caught.
    await page.keyboard.press('z');
    await expect(key(page, 'KeyZ')).toHaveAttribute('data-state', 'tested');
  });

  test('a click on the heading or on empty space keeps the tester listening; a control takes the keys', async ({
    page,
  }) => {
    await open(page);
    const hint = page.locator('#kb-focus-hint');
    const area = page.getByTestId('kb-area');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(hint).toHaveText(/^Press keys/);
    await expect(area).not.toHaveClass(/kb-area-idle/);
    await page.keyboard.press('x');
    await expect(key(page, 'KeyX')).toHaveAttribute('data-state', 'tested');
    // Empty space beside the content, then the note under the keyboard.
    const box = (await area.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height + 4);
    await page.getByText('Keys a browser cannot see').click();
    await expect(hint).toHaveText(/^Press keys/);
    await page.keyboard.press('Tab');
    await expect(key(page, 'Tab')).toHaveAttribute('data-state', 'tested');
    await expect(page.locator('a:focus, button:focus, input:focus')).toHaveCount(0);

    // A real control keeps its keys: the tester says so and lets them through.
    await page.getByRole('button', { name: 'Reset' }).focus();
    await expect(hint).toHaveText(/^Click here to continue testing/);
    await page.keyboard.press('y');
    await expect(key(page, 'KeyY')).toHaveAttribute('data-state', 'untested');
    await area.click();
    await expect(hint).toHaveText(/^Press keys/);
    await page.keyboard.press('y');
    await expect(key(page, 'KeyY')).toHaveAttribute('data-state', 'tested');
  });

  test('keys that would move focus or scroll the page are kept', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await open(page);
    const area = page.getByTestId('kb-area');
    await page.keyboard.press('Tab');
    await expect(area).toBeFocused();
    await expect(key(page, 'Tab')).toHaveAttribute('data-state', 'tested');
    for (const k of ['Space', 'PageDown', 'ArrowDown', 'End']) await page.keyboard.press(k);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('kb-tested')).toContainText('5/ 104');
  });

  test("the site's own shortcuts do not take the keys: Ctrl+K is tested, not the search", async ({
    page,
  }) => {
    await open(page);
    await page.keyboard.press('Control+k');
    await expect(key(page, 'KeyK')).toHaveAttribute('data-state', 'tested');
    // The next key still reaches the tester (an opened search box would have taken it).
    await page.keyboard.press('z');
    await expect(key(page, 'KeyZ')).toHaveAttribute('data-state', 'tested');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('kb-area')).toBeFocused();
  });

  test('keys without a code (media keys) are listed, and the invisible keys explained', async ({
    page,
  }) => {
    await open(page);
    await page.evaluate(() => {
      for (const type of ['keydown', 'keyup'])
        window.dispatchEvent(new KeyboardEvent(type, { key: 'AudioVolumeUp', code: '' }));
    });
    await expect(page.getByTestId('kb-others')).toContainText('AudioVolumeUp');
    await expect(page.getByText('Keys a browser cannot see')).toBeVisible();
    await expect(page.getByText(/Fn is handled inside the keyboard/)).toBeVisible();
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English' });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await open(page);
    // The three counts, each under its name.
    await expect(page.getByTestId('kb-held')).toHaveText('Keys held now0');
    await expect(page.getByTestId('kb-max')).toHaveText('Most held at once0');
    await expect(page.getByTestId('kb-tested')).toHaveText('Keys tested0/ 104');
    await page.keyboard.down('ShiftLeft');
    await page.keyboard.down('ControlLeft');
    await page.keyboard.down('KeyM');
    await expect(page.getByTestId('kb-held')).toContainText('3');
    // The details: each name with its value, the modifiers as tags.
    const last = page.getByTestId('kb-last');
    await expect(last.getByRole('term')).toHaveText([
      'key',
      'code',
      'keyCode',
      'Location',
      'Modifiers',
      'Locks on',
    ]);
    await expect(last.getByRole('definition').nth(1)).toHaveText('KeyM');
    await expect(last.getByRole('definition').nth(2)).toHaveText('77');
    await expect(last.getByRole('list', { name: 'Modifiers' }).getByRole('listitem')).toHaveText([
      'Shift',
      'Ctrl',
    ]);
    await expect(last.getByRole('definition').nth(5)).toHaveText('none');
    for (const k of ['KeyM', 'ControlLeft', 'ShiftLeft']) await page.keyboard.up(k);
    await expect(page.getByTestId('kb-max')).toContainText('3');
    await expect(page.getByTestId('kb-tested')).toContainText('3/ 104');
    // A key without a code is a tag of its own.
    await page.evaluate(() => {
      for (const type of ['keydown', 'keyup'])
        window.dispatchEvent(new KeyboardEvent(type, { key: 'MediaPlayPause', code: '' }));
    });
    await expect(page.getByTestId('kb-others')).toHaveText('Other keys seen:MediaPlayPause');
    // The note on the keys a browser cannot see, under its title.
    await expect(page.getByText('Keys a browser cannot see', { exact: true })).toBeVisible();
    // Reset clears the counts and the tags, and the tester listens again.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('kb-tested')).toContainText('0/ 104');
    await expect(page.getByTestId('kb-others')).toHaveCount(0);
    await expect(page.getByTestId('kb-area')).toBeFocused();
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});

test.describe('light and dark mode', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${scheme}: keys, held and tested keys, hints and the log are readable`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.keyboard.press('a');
      await page.keyboard.down('ShiftLeft');
      await expect(key(page, 'ShiftLeft')).toHaveAttribute('data-state', 'held');
      // Polled: the keys' colours change with a short transition.
      await expect.poll(() => contrastProblems(page)).toEqual([]);
      await page.keyboard.up('ShiftLeft');
    });
  }
});

test.describe('in Chinese (default)', () => {
  test('labels and details in Chinese', async ({ page }) => {
    await open(page);
    await page.keyboard.down('ControlLeft');
    const last = page.getByTestId('kb-last');
    await expect(last).toContainText('左侧 (1)');
    await expect(last).toContainText('Ctrl');
    await page.keyboard.up('ControlLeft');
    await expect(page.getByText('最多同时按住', { exact: true })).toBeVisible();
    await expect(page.getByText('浏览器检测不到的按键')).toBeVisible();
    await expect(page.getByTestId('kb-phone')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('says a hardware keyboard is needed, and the keyboard fits', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('kb-phone')).toContainText('此测试需要实体键盘');
    const box = await key(page, 'Backspace').boundingBox();
    expect(box && box.x + box.width <= 375).toBe(true);
    // Every key's name fits inside its key: the longest names have short forms here, and the
    // navigation block and keypad, wrapped below the main block, get bigger keys.
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.kb-cap')]
        .filter((cap) => cap.scrollWidth > cap.clientWidth || cap.scrollHeight > cap.clientHeight)
        .map((cap) => cap.innerText),
    );
    expect(clipped).toEqual([]);
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.kb-key')]
        .filter((k) => !k.innerText.trim())
        .map((k) => k.dataset.code),
    );
    expect(unnamed).toEqual([]);
    await expect(key(page, 'Backspace').locator('.kb-label-short')).toBeVisible();
    await expect(key(page, 'Backspace').locator('.kb-label-short')).toHaveText('⌫');
    await expect(key(page, 'Backspace').locator('.kb-label-full')).toBeHidden();
    await expect(key(page, 'PrintScreen')).toHaveText('PrtSc');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
