/** Unit converter: every field follows the one typed in, exact factors, errors, offline use. */
import { expect, switchLanguage, test, waitUntilOfflineReady } from '../fixtures';

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
    await page.getByRole('combobox', { name: 'Significant digits' }).click();
    await page.locator('.ant-select-item-option[title="4"]').click();
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
