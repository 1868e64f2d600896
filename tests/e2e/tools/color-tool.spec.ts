/** Colour tool: the five notations stay in step, bad entries are explained, eyedropper, recents. */
import type { Page } from '@playwright/test';
import { runAxe } from '../axe';
import { animationsDone, contrastOf } from '../contrast';
import { expect, headingJumps, holdClock, test, watchAntd } from '../fixtures';

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

async function expectColour(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await expect(field(page, name)).toHaveValue(value);
  }
}

/** A fake screen eyedropper that "picks" `hex`, or fails to read the screen (`'fail'`). */
async function fakeEyeDropper(page: Page, hex: string | null) {
  await page.addInitScript((picked) => {
    const w = window as unknown as Record<string, unknown>;
    if (picked === null) {
      delete w.EyeDropper;
      return;
    }
    w.EyeDropper = class {
      open() {
        if (picked === 'fail') {
          return Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
        }
        return Promise.resolve({ sRGBHex: picked });
      }
    };
  }, hex);
}

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('editing any field updates the others, and the edited one keeps its text', async ({
    page,
  }) => {
    await page.goto('/ColorTool');
    await expectColour(page, {
      HEX: '#1677FF',
      RGB: 'rgb(22, 119, 255)',
      HSB: 'hsb(215, 91.4%, 100%)',
      HSL: 'hsl(215, 100%, 54.3%)',
      CMYK: 'cmyk(91.4%, 53.3%, 0%, 0%)',
    });
    await field(page, 'RGB').fill('255 128 0');
    await expectColour(page, {
      HEX: '#FF8000',
      RGB: '255 128 0',
      // Whole numbers are enough to read back as #FF8000 (the exact hue is 30.12°).
      HSB: 'hsb(30, 100%, 100%)',
      HSL: 'hsl(30, 100%, 50%)',
      CMYK: 'cmyk(0%, 50%, 100%, 0%)',
    });
    await expect(page.getByTestId('color-swatch')).toHaveText('#FF8000');
    await field(page, 'HSL').fill('hsl(120, 50%, 25%)');
    await expectColour(page, { HEX: '#206020', RGB: 'rgb(32, 96, 32)', HSL: 'hsl(120, 50%, 25%)' });
    await field(page, 'CMYK').fill('0, 100, 100, 0');
    await expectColour(page, { HEX: '#FF0000', HSB: 'hsb(0, 100%, 100%)' });
    await field(page, 'HEX').fill('#abc');
    await expectColour(page, { RGB: 'rgb(170, 187, 204)', HEX: '#abc' });
  });

  test('CSS colour names and transparency (#RRGGBBAA, rgba(), hsla())', async ({ page }) => {
    await page.goto('/ColorTool');
    await field(page, 'HEX').fill('rebeccapurple');
    await expectColour(page, { RGB: 'rgb(102, 51, 153)', HSL: 'hsl(270, 50%, 40%)' });
    await field(page, 'RGB').fill('rgba(22, 119, 255, 0.5)');
    await expectColour(page, {
      HEX: '#1677FF80',
      HSL: 'hsla(215, 100%, 54.3%, 0.5)',
      HSB: 'hsba(215, 91.4%, 100%, 0.5)',
    });
    await expect(page.getByTestId('color-alpha')).toHaveText('Opacity 50%');
    await field(page, 'HSL').fill('hsla(0, 100%, 50%, 25%)');
    await expectColour(page, { HEX: '#FF000040', RGB: 'rgba(255, 0, 0, 0.25)' });
    await field(page, 'HEX').fill('#00FF00');
    await expect(page.getByTestId('color-alpha')).toHaveCount(0);
  });

  test('at 375 px the CMYK value is not cut', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ColorTool');
    await field(page, 'CMYK').fill('cmyk(91.4%, 53.3%, 0.5%, 10.2%)');
    const cut = await field(page, 'CMYK').evaluate((e) => e.scrollWidth > e.clientWidth);
    expect(cut).toBe(false);
  });

  test('round trips do not drift', async ({ page }) => {
    await page.goto('/ColorTool');
    for (const hex of ['#010203', '#7F7F80', '#FEFDFC', '#123456', '#C0FFEE']) {
      await field(page, 'HEX').fill(hex);
      for (const name of ['RGB', 'HSB', 'HSL', 'CMYK']) {
        // Re-entering a field's own text must give back the same colour.
        const value = await field(page, name).inputValue();
        await field(page, name).fill(value);
        await expect(field(page, 'HEX')).toHaveValue(hex);
      }
    }
  });

  test('bad entries say what is wrong and keep the text', async ({ page }) => {
    await page.goto('/ColorTool');
    await field(page, 'HEX').fill('#12');
    await expect(
      page.getByText(
        'Enter 3, 4, 6 or 8 hexadecimal digits (e.g. #1677FF, #1677FF80) or a CSS colour name such as tomato.',
      ),
    ).toBeVisible();
    await expect(field(page, 'HEX')).toHaveValue('#12');
    await expect(field(page, 'RGB')).toHaveValue('rgb(22, 119, 255)');
    await field(page, 'RGB').fill('300, 0, 0');
    await expect(page.getByText('300 is out of range: use 0 to 255.')).toBeVisible();
    await field(page, 'HSB').fill('hsb(10, 20%)');
    await expect(page.getByText('Enter 3 numbers, e.g. hsb(215, 91.4%, 100%).')).toBeVisible();
    await field(page, 'CMYK').fill('a b c d');
    await expect(page.getByText('“a” is not a number.')).toBeVisible();
    // A good value in any field clears every message: all fields show that colour again.
    await field(page, 'HEX').fill('#000000');
    await expect(page.getByText('Enter 3, 4, 6 or 8 hexadecimal digits')).toHaveCount(0);
    await expect(page.getByText('300 is out of range')).toHaveCount(0);
    await expect(page.getByText('is not a number')).toHaveCount(0);
    await expect(field(page, 'RGB')).toHaveValue('rgb(0, 0, 0)');
  });

  test('copy buttons, contrast and recent colours', async ({ page }) => {
    await page.goto('/ColorTool');
    await field(page, 'HEX').fill('#767676');
    await page.getByRole('button', { name: 'Copy HSL' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hsl(0, 0%, 46.3%)');
    const white = page.getByTestId('contrast-white');
    await expect(white).toContainText('On white 4.54:1');
    await expect(white).toContainText('AA pass');
    await expect(white).toContainText('AAA fail');
    await expect(page.getByTestId('contrast-black')).toContainText('On black 4.62:1');
    expect(await headingJumps(page)).toEqual([]);
    await field(page, 'HEX').fill('#777777');
    await expect(white).toContainText('On white 4.47:1');
    await expect(white).toContainText('AA fail');
    await expect(white).toContainText('AA large text pass');
    await field(page, 'HEX').press('Enter');

    const recent = page.getByRole('list', { name: 'Recent colours' });
    await expect(recent.getByRole('button')).toHaveCount(2);
    await expect(recent.getByRole('button').first()).toHaveAccessibleName('Use #777777');
    await page.reload();
    await expect(field(page, 'HEX')).toHaveValue('#777777');
    await recent.getByRole('button', { name: 'Use #767676' }).click();
    await expect(field(page, 'HEX')).toHaveValue('#767676');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('Colours you pick, copy or enter appear here.')).toBeVisible();
  });

  test('the picker panel sets every field, by keyboard', async ({ page }) => {
    await page.goto('/ColorTool');
    await field(page, 'HEX').fill('#FF0000');
    const panel = page.getByRole('group', { name: 'Pick a colour' });
    const area = panel.getByRole('slider', { name: 'Saturation and brightness' });
    await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 100%, brightness 100%');
    // The arrow keys move each part by 5 % of its range.
    await area.focus();
    await page.keyboard.press('ArrowLeft');
    await expectColour(page, { HEX: '#FF0D0D', RGB: 'rgb(255, 13, 13)' });
    await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 95%, brightness 100%');
    await page.keyboard.press('ArrowDown');
    await expectColour(page, { HEX: '#F20C0C' });
    // Tab goes on to the hue strip, then to the opacity strip.
    await page.keyboard.press('Tab');
    const hue = panel.getByRole('slider', { name: 'Hue' });
    await expect(hue).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(hue).toHaveAttribute('aria-valuenow', '18');
    await expectColour(page, { HEX: '#F2510C', HSB: 'hsb(18, 95%, 95%)' });
    await page.keyboard.press('Tab');
    const alpha = panel.getByRole('slider', { name: 'Opacity' });
    await expect(alpha).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectColour(page, { HEX: '#F2510CF2' });
    await expect(page.getByTestId('color-alpha')).toHaveText('Opacity 95%');
    // Each move that ends (a key released, a drag let go) goes into the recent colours.
    await expect(
      page
        .getByRole('list', { name: 'Recent colours' })
        .getByRole('button', { name: 'Use #F2510CF2' }),
    ).toBeVisible();
    // A colour typed in a field moves the panel.
    await field(page, 'HEX').fill('#00FF00');
    await expect(hue).toHaveAttribute('aria-valuenow', '120');
    await expect(alpha).toHaveAttribute('aria-valuenow', '100');
  });

  test('eyedropper where the browser has one', async ({ page }) => {
    await fakeEyeDropper(page, '#ff8800');
    await page.goto('/ColorTool');
    await page.getByRole('button', { name: 'Pick from screen' }).click();
    await expectColour(page, { HEX: '#FF8800', RGB: 'rgb(255, 136, 0)' });
    await expect(
      page
        .getByRole('list', { name: 'Recent colours' })
        .getByRole('button', { name: 'Use #FF8800' }),
    ).toBeVisible();
  });

  test('no eyedropper: the button is off and says why', async ({ page }) => {
    await fakeEyeDropper(page, null);
    await page.goto('/ColorTool');
    const button = page.getByRole('button', { name: 'Pick from screen' });
    await expect(button).toBeDisabled();
    await expect(
      page.getByText('Picking from the screen needs a browser with an eyedropper'),
    ).toBeVisible();
    await expect(button).toHaveAccessibleDescription(/needs a browser with an eyedropper/);
  });

  test('an eyedropper that fails says so next to its button', async ({ page }) => {
    await fakeEyeDropper(page, 'fail');
    await page.goto('/ColorTool');
    await page.getByRole('button', { name: 'Pick from screen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'could not read the screen' }),
    ).toHaveText('The eyedropper could not read the screen. Please try again.');
    await expect(field(page, 'HEX')).toHaveValue('#1677FF');
  });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await fakeEyeDropper(page, '#ff8800');
    await page.goto('/ColorTool');

    // Every field: typed in, a bad entry, copied.
    await field(page, 'HEX').fill('#123456');
    await field(page, 'RGB').fill('rgb(300, 0, 0)');
    await expect(field(page, 'RGB')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'RGB')).toHaveAccessibleDescription(
      '300 is out of range: use 0 to 255.',
    );
    await expect(page.getByRole('button', { name: 'Copy RGB' })).toBeDisabled();
    await field(page, 'HSB').fill('hsb(200, 50%, 50%)');
    await expect(field(page, 'RGB')).not.toHaveAttribute('aria-invalid', 'true');
    await field(page, 'HSL').fill('hsla(200, 50%, 50%, 0.5)');
    await field(page, 'CMYK').fill('cmyk(0%, 50%, 100%, 0%)');
    await expectColour(page, { HEX: '#FF8000' });
    const resume = await holdClock(page); // "Copied" lasts 2 s
    for (const name of ['HEX', 'RGB', 'HSB', 'HSL', 'CMYK']) {
      await page.getByRole('button', { name: `Copy ${name}` }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await field(page, name).inputValue(),
      );
    }
    await expect(page.getByRole('button', { name: 'Copy CMYK' })).toHaveText('Copied');
    await resume();

    // The panel: a click in the area, a drag along the hue strip, a key on the opacity strip.
    const panel = page.getByRole('group', { name: 'Pick a colour' });
    const area = panel.getByRole('slider', { name: 'Saturation and brightness' });
    const box = (await area.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(area).toHaveAttribute(
      'aria-valuetext',
      /^Saturation (49|50|51)%, brightness (49|50|51)%$/,
    );
    const hue = panel.getByRole('slider', { name: 'Hue' });
    const strip = (await hue.boundingBox())!;
    await page.mouse.move(strip.x + 2, strip.y + strip.height / 2);
    await page.mouse.down();
    await page.mouse.move(strip.x + strip.width / 3, strip.y + strip.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(hue).toHaveAttribute('aria-valuenow', /^1[12]\d$/);
    await panel.getByRole('slider', { name: 'Opacity' }).press('ArrowLeft');
    await expect(page.getByTestId('color-alpha')).toBeVisible();

    // The eyedropper, the recent colours, the contrast panel.
    await page.getByRole('button', { name: 'Pick from screen' }).click();
    await expectColour(page, { HEX: '#FF8800' });
    const recent = page.getByRole('list', { name: 'Recent colours' });
    await expect(recent.getByRole('button').first()).toHaveAccessibleName('Use #FF8800');
    await recent.getByRole('button', { name: 'Use #123456' }).click();
    await expectColour(page, { HEX: '#123456' });
    await expect(page.getByTestId('contrast-black')).toContainText('AA large text fail');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(recent).toHaveCount(0);

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('labels and messages', async ({ page }) => {
    await fakeEyeDropper(page, null);
    await page.goto('/ColorTool');
    await field(page, 'RGB').fill('12, 34');
    await expect(page.getByText('请输入 3 个数，例如 rgb(22, 119, 255)。')).toBeVisible();
    await field(page, 'HEX').fill('#FFFFFF');
    await expect(page.getByTestId('contrast-white')).toContainText('白底 1.00:1');
    await expect(page.getByTestId('contrast-black')).toContainText('黑底 21.00:1');
    await expect(page.getByTestId('contrast-black')).toContainText('AAA 通过');
    await expect(page.getByRole('button', { name: '屏幕取色' })).toBeDisabled();
    await expect(page.getByText('屏幕取色需要浏览器支持吸管工具')).toBeVisible();
  });
});

// routes.spec.ts sees the page as it opens (light and dark); the error messages, a
// translucent colour, the eyedropper's failure and the recent colours appear after an action.
for (const language of ['English', '中文'] as const) {
  test.describe(`axe (${language})`, () => {
    test.use({ language });
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`errors, opacity, recent colours pass axe (${colorScheme})`, async ({ page }) => {
        test.slow();
        await page.emulateMedia({ colorScheme });
        await fakeEyeDropper(page, 'fail');
        await page.setViewportSize({ width: 375, height: 800 });
        // Translucent, and at 3:1 or better on white and on black (the samples' large text
        // shows the colour itself, whatever its contrast).
        await page.goto('/ColorTool#color=%23767676CC');
        await expect(page.getByTestId('color-alpha')).toBeVisible();
        const fields = page.locator('.color-fields input');
        await fields.nth(0).press('Enter');
        await fields.nth(1).fill('1, 2');
        await fields.nth(4).fill('x');
        await page.locator('.color-pick .button').click();
        await expect(page.locator('.color-status')).not.toBeEmpty();
        await expect(page.getByRole('alert')).toHaveCount(2);
        // The panel's parts, with the keyboard's focus ring on one of them.
        await page.locator('.color-panel [role="slider"]').first().focus();

        // One axe run for all rules; colours are read once transitions have ended (contrast.ts).
        await animationsDone(page);
        const result = await runAxe(page);
        expect(contrastOf(result)).toEqual([]);
        const serious = result.violations
          .filter((v) => v.impact === 'critical' || v.impact === 'serious')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
        expect(await headingJumps(page)).toEqual([]);
        if (language === '中文') {
          const names = await page
            .locator('[role="slider"]')
            .evaluateAll((sliders) => sliders.map((e) => e.getAttribute('aria-label')));
          expect(names).toEqual(['饱和度与亮度', '色相', '不透明度']);
          await expect(page.locator('[role="slider"]').first()).toHaveAttribute(
            'aria-valuetext',
            /^饱和度 \d+%，亮度 \d+%$/,
          );
        }
      });
    }
  });
}
