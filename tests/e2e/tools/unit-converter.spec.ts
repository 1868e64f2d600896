/** Unit converter: every field follows the one typed in, exact factors, errors, offline use. */
import { runAxe } from '../axe';
import { animationsDone, contrastOf } from '../contrast';
import {
  expect,
  holdClock,
  switchLanguage,
  test,
  waitUntilOfflineReady,
  watchAntd,
} from '../fixtures';

test.describe('in Chinese (default)', () => {
  test('typing in any field converts into all the others', async ({ page }) => {
    await page.goto('/UnitConverter');
    const meter = page.getByLabel('米 (m)', { exact: true });
    await meter.fill('1');
    await expect(page.getByLabel('厘米 (cm)', { exact: true })).toHaveValue('100');
    await expect(page.getByLabel('英尺 (ft)', { exact: true })).toHaveValue('3.280839895');
    await expect(page.getByLabel('市尺', { exact: true })).toHaveValue('3');
    await expect(page.getByLabel('千米 (km)', { exact: true })).toHaveValue('0.001');
    // Rounded values are marked; exact ones are not.
    await expect(page.getByLabel('≈ 已舍入')).toHaveCount(5);

    await page.getByLabel('英尺 (ft)', { exact: true }).fill('1');
    await expect(meter).toHaveValue('0.3048');
    await expect(page.getByLabel('英寸 (in)', { exact: true })).toHaveValue('12');
    await expect(page.getByLabel('寸', { exact: true })).toHaveValue('9.144');

    await page.getByRole('radiogroup').getByText('重量', { exact: true }).click();
    await page.getByLabel('磅 (lb)', { exact: true }).fill('1');
    await expect(page.getByLabel('千克 (kg)', { exact: true })).toHaveValue('0.45359237');
    await expect(page.getByLabel('市斤', { exact: true })).toHaveValue('0.90718474');
    await expect(page.getByLabel('克 (g)', { exact: true })).toHaveValue('453.59237');
  });

  test('temperature is affine and stops at absolute zero', async ({ page }) => {
    await page.goto('/UnitConverter');
    await page.getByRole('radiogroup').getByText('温度', { exact: true }).click();
    const celsius = page.getByLabel('摄氏度 (°C)', { exact: true });
    await celsius.fill('100');
    await expect(page.getByLabel('华氏度 (°F)', { exact: true })).toHaveValue('212');
    await expect(page.getByLabel('开尔文 (K)', { exact: true })).toHaveValue('373.15');
    await celsius.fill('-300');
    await expect(
      page.getByText('低于绝对零度了：温度不可能低于 -273.15（当前单位）。'),
    ).toBeVisible();
    await expect(celsius).toHaveValue('-300');
    await expect(page.getByLabel('开尔文 (K)', { exact: true })).toHaveValue('');
    await page.getByLabel('华氏度 (°F)', { exact: true }).fill('-40');
    await expect(celsius).toHaveValue('-40');
  });

  test('bad input gets a clear message and is kept', async ({ page }) => {
    await page.goto('/UnitConverter');
    const meter = page.getByLabel('米 (m)', { exact: true });
    for (const [input, message] of [
      ['12abc', '不是有效的数字'],
      ['1.2.3', '一个数字最多只能有一个小数点'],
      ['1e500', '数值太大，无法换算（上限为 1e100）'],
    ]) {
      await meter.fill(input);
      await expect(page.getByText(message)).toBeVisible();
      await expect(meter).toHaveValue(input);
      await expect(page.getByLabel('厘米 (cm)', { exact: true })).toHaveValue('');
    }
    await meter.fill('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('digits and quantity are remembered; messages follow the language', async ({ page }) => {
    await page.goto('/UnitConverter');
    await page.getByRole('radiogroup').getByText('Data size', { exact: true }).click();
    await page.getByLabel('Gigabyte (GB)', { exact: true }).fill('1');
    await expect(page.getByLabel('Gibibyte (GiB)', { exact: true })).toHaveValue(
      '0.931322574615478515625',
    );
    await expect(page.getByLabel('Bit (bit)', { exact: true })).toHaveValue('8000000000');

    await page.getByRole('radiogroup').getByText('Length', { exact: true }).click();
    await page.getByLabel('Meter (m)', { exact: true }).fill('1');
    await expect(page.getByLabel('Foot (ft)', { exact: true })).toHaveValue('3.280839895');
    await page.getByRole('combobox', { name: 'Significant digits' }).selectOption('4');
    await expect(page.getByLabel('Foot (ft)', { exact: true })).toHaveValue('3.281');
    await expect(page.getByLabel('Chinese cun (寸)', { exact: true })).toHaveValue('30');

    await page.getByRole('radiogroup').getByText('Area', { exact: true }).click();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Area' })).toBeChecked();
    await page.getByLabel('Chinese mu (亩)', { exact: true }).fill('1');
    await expect(page.getByLabel('Square meter (m²)', { exact: true })).toHaveValue('666.7');

    await page.getByLabel('Hectare (ha)', { exact: true }).fill('1..5');
    await expect(page.getByText('A number has at most one decimal point.')).toBeVisible();
    await switchLanguage(page, '中文');
    await expect(page.getByText('一个数字最多只能有一个小数点。')).toBeVisible();
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/UnitConverter');
    const quantities = page.getByRole('radiogroup', { name: 'Quantity' });
    await expect(quantities.getByRole('radio')).toHaveCount(8);
    await expect(quantities.getByRole('radio', { name: 'Length' })).toBeChecked();

    // The quantities are one radio group: arrow keys move through them.
    await quantities.getByRole('radio', { name: 'Length' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(quantities.getByRole('radio', { name: 'Weight' })).toBeChecked();
    await expect(page.getByLabel('Kilogram (kg)', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/category=weight/);

    const digits = page.getByRole('combobox', { name: 'Significant digits' });
    await expect(digits).toHaveValue('10');
    await expect(digits).toHaveAccessibleDescription(/exact results are shown in full/);

    // The field typed in offers nothing to copy; the others do, with their unit in the name.
    const kg = page.getByLabel('Kilogram (kg)', { exact: true });
    await kg.fill('1');
    await expect(page.getByRole('button', { name: 'Copy Kilogram (kg)' })).toBeDisabled();
    await expect(page.getByLabel('Pound (lb)', { exact: true })).toHaveValue('2.204622622');
    const approx = page
      .locator('.uc-field')
      .filter({ has: page.getByLabel('Pound (lb)', { exact: true }) })
      .getByRole('img', { name: '≈ rounded' });
    await expect(approx).toHaveAttribute('title', 'Rounded to 10 significant digits');
    await digits.selectOption('6');
    await expect(page.getByLabel('Pound (lb)', { exact: true })).toHaveValue('2.20462');
    await expect(approx).toHaveAttribute('title', 'Rounded to 6 significant digits');
    await expect(page.getByLabel('Gram (g)', { exact: true })).toHaveValue('1000');

    const copyPound = page.getByRole('button', { name: 'Copy Pound (lb)' });
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await copyPound.click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2.20462');

    // A wrong number: the message is an alert tied to its field, which says it is invalid.
    await kg.fill('1..2');
    await expect(page.getByRole('alert')).toHaveText('A number has at most one decimal point.');
    await expect(kg).toHaveAttribute('aria-invalid', 'true');
    await expect(kg).toHaveAccessibleDescription('A number has at most one decimal point.');
    await kg.fill('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(kg).not.toHaveAttribute('aria-invalid', 'true');

    await quantities.getByText('Time', { exact: true }).click();
    await page.getByLabel('Hour (h)', { exact: true }).fill('1');
    await expect(page.getByLabel('Second (s)', { exact: true })).toHaveValue('3600');

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});

// routes.spec.ts sees the page as it opens (light and dark); rounded values and an error
// appear only after typing.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`rounded values and an error pass axe (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/UnitConverter#category=length&unit=m&value=1');
    await expect(page.getByLabel('≈ 已舍入')).toHaveCount(5);
    await page.getByLabel('英尺 (ft)', { exact: true }).fill('1..');
    await expect(page.getByRole('alert')).toBeVisible();
    // One axe run for all rules; colours are read once transitions have ended (contrast.ts).
    await animationsDone(page);
    const axe = await runAxe(page);
    expect(contrastOf(axe)).toEqual([]);
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', language: 'English' });

  test('works with the network cut after a first visit', async ({ page, context }) => {
    test.slow();
    await page.goto('/');
    await waitUntilOfflineReady(page);

    await context.setOffline(true);
    await page.goto('/UnitConverter');
    await page.getByRole('radiogroup').getByText('Temperature', { exact: true }).click();
    await page.getByLabel('Fahrenheit (°F)', { exact: true }).fill('98.6');
    await expect(page.getByLabel('Celsius (°C)', { exact: true })).toHaveValue('37');

    await page.goto('/Calculator');
    await expect(page.getByRole('textbox', { name: 'Expression' })).toBeFocused();
    await page.keyboard.type('1/3*3');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('calc-result')).toHaveText('= 1');
  });
});
