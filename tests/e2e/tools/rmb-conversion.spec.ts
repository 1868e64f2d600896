/** RMB capital amounts: the PBOC rules both ways, options, every input error, both languages. */
import { expect, holdClock, switchLanguage, test, watchAntd } from '../fixtures';
import type { Page } from '@playwright/test';

const amount = (page: Page, name = 'Amount in yuan') => page.getByLabel(name);
const capital = (page: Page, name = 'In capitals') =>
  page.getByRole('textbox', { name, exact: true });

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('number to capitals by the rules, with copy', async ({ page }) => {
    await page.goto('/RMBConversion');
    await expect(page.getByText('Up to ¥9,999,999,999,999,999.99')).toBeVisible();
    const cases: [string, string][] = [
      ['1409.50', '壹仟肆佰零玖元伍角'],
      ['¥6,007.14', '陆仟零柒元壹角肆分'],
      ['325.04', '叁佰贰拾伍元零肆分'],
      ['１００１００', '壹拾万零壹佰元整'],
      ['100000001', '壹亿零壹元整'],
      ['1 000 000 000 000', '壹万亿元整'],
      ['0', '零元整'],
      ['0.05', '伍分'],
      [
        '9,999,999,999,999,999.99',
        '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分',
      ],
    ];
    for (const [number, text] of cases) {
      await amount(page).fill(number);
      await expect(capital(page)).toHaveValue(text);
    }
    await amount(page).fill('￥1,680.32');
    await expect(page.getByTestId('rmb-read-as')).toHaveText('Read as ¥1,680.32');
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '壹仟陆佰捌拾元零叁角贰分',
    );
  });

  test('options: 人民币, 正, traditional characters, remembered', async ({ page }) => {
    await page.goto('/RMBConversion');
    await amount(page).fill('23600');
    await expect(capital(page)).toHaveValue('贰万叁仟陆佰元整');
    await page.getByLabel('Start with 人民币').check();
    await page
      .getByRole('radiogroup', { name: 'After 元 with no 角 or 分' })
      .getByText('正')
      .click();
    await page.getByLabel('Traditional characters (貳, 萬, 億)').check();
    await expect(capital(page)).toHaveValue('人民幣貳萬參仟陸佰元正');
    await page.reload();
    await amount(page).fill('23600');
    await expect(capital(page)).toHaveValue('人民幣貳萬參仟陸佰元正');
  });

  const errors: [string, string][] = [
    ['-5', 'Capital amounts are written for positive amounts only: remove the minus sign.'],
    ['1.234', 'At most 2 decimals (角 and 分): round the amount to cents.'],
    ['1.5e5', 'Write the amount out in full, without exponent notation'],
    ['12abc', '“a” is not part of a number.'],
    ['1.2.3', 'This is not a number.'],
    ['1,23', 'The thousands separators are misplaced'],
    [
      '10000000000000000',
      'The amount is too large. The largest supported amount is ¥9,999,999,999,999,999.99.',
    ],
    ['¥', 'Enter an amount, e.g. 1409.50.'],
  ];
  test('every input error gets a clear message, and the input stays', async ({ page }) => {
    await page.goto('/RMBConversion');
    for (const [bad, message] of errors) {
      await amount(page).fill(bad);
      await expect(page.getByText(message)).toBeVisible();
      await expect(amount(page)).toHaveValue(bad);
      await expect(capital(page)).toHaveValue('');
    }
  });

  test('capitals to number: standard, readable with issues, and refused', async ({ page }) => {
    await page.goto('/RMBConversion');
    await page.getByRole('tab', { name: 'Capitals → number' }).click();
    const box = page.getByLabel('Capital amount');
    await box.fill('人民幣壹仟肆佰零玖圓伍角');
    await expect(page.getByRole('textbox', { name: 'Number' })).toHaveValue('¥1,409.50');
    await expect(page.getByText('Written by the rules.')).toBeVisible();
    await page.getByRole('button', { name: 'Copy number' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1409.50');

    await box.fill('壹仟肆佰玖元');
    await expect(page.getByRole('textbox', { name: 'Number' })).toHaveValue('¥1,409.00');
    await expect(page.getByText('Readable, but not written by the rules:')).toBeVisible();
    await expect(
      page.getByText('整 (or 正) must follow 元 when there is no 角 or 分.'),
    ).toBeVisible();
    await expect(page.getByText('零 is misplaced')).toBeVisible();
    await expect(page.getByTestId('rmb-standard')).toHaveText('Standard form: 壹仟肆佰零玖元整');

    await box.fill('一百元整');
    await expect(
      page.getByText('“一” is a lower-case numeral: capital amounts use “壹”.'),
    ).toBeVisible();
    await box.fill('壹佰拾元');
    await expect(page.getByText('“拾” is in the wrong place')).toBeVisible();
    await box.fill('壹佰');
    await expect(page.getByText('The amount has no 元')).toBeVisible();
    await expect(box).toHaveValue('壹佰');
  });

  test('both inputs survive switching tabs and languages', async ({ page }) => {
    await page.goto('/RMBConversion');
    await amount(page).fill('10');
    await page.getByRole('tab', { name: 'Capitals → number' }).click();
    await page.getByLabel('Capital amount').fill('伍角');
    await switchLanguage(page, '中文');
    await expect(page.getByRole('textbox', { name: '数字金额' })).toHaveValue('¥0.50');
    await page.getByRole('tab', { name: '数字 → 大写' }).click();
    await expect(page.getByLabel('金额（元）')).toHaveValue('10');
    await expect(page.getByRole('textbox', { name: '大写金额', exact: true })).toHaveValue(
      '壹拾元整',
    );
  });

  test('tabs, options and both directions without antd; arrow keys move between tabs', async ({
    page,
  }) => {
    const antd = watchAntd(page);
    await page.goto('/RMBConversion');
    await amount(page).fill('23600');
    await page.getByLabel('Start with 人民币').check();
    await page
      .getByRole('radiogroup', { name: 'After 元 with no 角 or 分' })
      .getByText('正')
      .click();
    await expect(capital(page)).toHaveValue('人民币贰万叁仟陆佰元正');
    await amount(page).fill('abc');
    await expect(amount(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(amount(page)).toHaveAccessibleDescription(/is not part of a number/);

    const first = page.getByRole('tab', { name: 'Number → capitals' });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = page.getByRole('tab', { name: 'Capitals → number', selected: true });
    await expect(second).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Capitals → number' })).toBeVisible();
    await page.getByLabel('Capital amount').fill('壹仟肆佰玖元');
    await expect(page.getByTestId('rmb-standard')).toHaveText('Standard form: 壹仟肆佰零玖元整');
    await page.getByLabel('Capital amount').fill('壹仟肆佰零玖元整');
    await expect(page.getByText('Written by the rules.')).toBeVisible();
    await second.press('Home');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(amount(page)).toHaveValue('abc');

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('converts and explains errors in Chinese', async ({ page }) => {
    await page.goto('/RMBConversion');
    await page.getByLabel('金额（元）').fill('107000.53');
    await expect(page.getByRole('textbox', { name: '大写金额', exact: true })).toHaveValue(
      '壹拾万柒仟元零伍角叁分',
    );
    await page.getByLabel('金额（元）').fill('1.001');
    await expect(page.getByText('最多 2 位小数（角、分），请四舍五入到分。')).toBeVisible();
    await page.getByRole('tab', { name: '大写 → 数字' }).click();
    await page.getByLabel('待识别的大写金额').fill('拾元整');
    await expect(page.getByText('十位开头应写“壹拾”，不能只写“拾”。')).toBeVisible();
    await expect(page.getByTestId('rmb-standard')).toHaveText('规范写法：壹拾元整');
  });
});
