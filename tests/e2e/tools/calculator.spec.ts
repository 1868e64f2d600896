/** Scientific calculator: exact arithmetic, keypad and keyboard, errors, history, angle unit. */
import type { Page } from '@playwright/test';
import { expect, holdClock, switchLanguage, test, watchAntd } from '../fixtures';

/** Opens the calculator and waits until it takes keystrokes (the tool loads lazily). */
async function open(page: Page) {
  await page.goto('/Calculator');
  await expect(page.getByRole('textbox', { name: /^(算式|Expression)$/ })).toBeFocused();
}

/** Clicks keypad keys by their accessible names. */
async function keys(page: Page, names: string[]) {
  for (const name of names) await page.getByRole('button', { name, exact: true }).click();
}

test.describe('in Chinese (default)', () => {
  test('exact decimal arithmetic with the keyboard', async ({ page }) => {
    await open(page);
    const expression = page.getByRole('textbox', { name: '算式' });
    const result = page.getByTestId('calc-result');
    await expect(expression).toBeFocused();
    await page.keyboard.type('0.1+0.2');
    await expect(expression).toHaveValue('0.1+0.2');
    await expect(page.getByTestId('calc-preview')).toHaveText('= 0.3');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('= 0.3');

    // An operator right after "=" continues from the result.
    await page.keyboard.type('*3');
    await expect(expression).toHaveValue('0.3×3');
    await page.keyboard.press('=');
    await expect(result).toHaveText('= 0.9');

    // A digit starts afresh; Escape clears; Backspace deletes one character.
    await page.keyboard.type('2^53+1');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('= 9007199254740993');
    await page.keyboard.press('Escape');
    await expect(expression).toHaveValue('');
    await page.keyboard.type('2^3^25');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('= 512');
    await page.keyboard.press('Escape');
    await page.keyboard.type('-2^2');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('= −4');
  });

  test('the keypad: one third times three, percent, Del and ±', async ({ page }) => {
    await open(page);
    const expression = page.getByRole('textbox', { name: '算式' });
    const result = page.getByTestId('calc-result');
    await keys(page, ['1', '除', '3']);
    await expect(page.getByTestId('calc-preview')).toHaveText('= 0.3333333333333333');
    await keys(page, ['等于']);
    await expect(result).toContainText('= 0.3333333333333333');
    await expect(result).toContainText('分数形式： 1/3');
    await keys(page, ['乘', '3', '等于']);
    await expect(result).toHaveText('= 1');

    await keys(page, ['全部清除', '2', '0', '0', '加', '1', '0', '百分号', '等于']);
    await expect(result).toHaveText('= 220');
    await keys(page, ['全部清除', '1', '2', '正弦', '删除', '删除']);
    await expect(expression).toHaveValue('1');
    await keys(page, ['5', '正负号']);
    await expect(expression).toHaveValue('−15');
    await keys(page, ['阶乘']);
    await expect(expression).toHaveValue('−15!');
  });

  test('errors show a message and the expression stays editable', async ({ page }) => {
    await open(page);
    const expression = page.getByRole('textbox', { name: '算式' });
    const result = page.getByTestId('calc-result');
    await page.keyboard.type('1/0');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('不能除以零。');
    await expect(expression).toHaveValue('1÷0');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('= 0.25');

    for (const [input, message] of [
      ['tan(90)', '此处正切无定义'],
      ['√(-4)', '负数的平方根不是实数'],
      ['10^10^10', '结果太大'],
      ['9999999!', '阶乘太大：最多计算到 449!'],
      ['1.2.3', '数字中有两个小数点'],
      ['2+', '缺少数字'],
      // Powers of ten or Euler's number? Asked, not guessed (1÷7e−300 once gave −299.6).
      ['1/7e-300', '10 的幂请写 1E5 或 1E−5，自然常数 e 请写 2×e−1'],
    ]) {
      await page.keyboard.press('Escape');
      await page.keyboard.type(input);
      await page.keyboard.press('Enter');
      await expect(result).toContainText(message);
      await expect(expression).toHaveValue(input.replace(/-/g, '−').replace(/\//g, '÷'));
    }
    // Written either way the message offers, it is read.
    await page.keyboard.press('Escape');
    await page.keyboard.type('1/7E-300');
    await page.keyboard.press('Enter');
    await expect(result).toContainText('= 1.42857142857142');
    await expect(result.locator('sup')).toHaveText('299');
    await page.keyboard.press('Escape');
    await page.keyboard.type('2*e-1');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('= 4.43656365691809');
  });

  test('history keeps results to reuse and expressions to edit', async ({ page }) => {
    await open(page);
    const expression = page.getByRole('textbox', { name: '算式' });
    await page.keyboard.type('1/7');
    await page.keyboard.press('Enter');
    await page.keyboard.type('6*7');
    await page.keyboard.press('Enter');
    const history = page.getByTestId('calc-history');
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('6×7');
    await expect(history.getByRole('listitem').first()).toContainText('= 42');

    // Reusing 1/7 inserts it exactly, so × 7 gives 1.
    await page.keyboard.press('Escape');
    await history.getByRole('button', { name: /使用此结果：\(1\/7\)/ }).click();
    await expect(expression).toHaveValue('(1÷7)');
    await page.keyboard.type('*7');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('calc-result')).toHaveText('= 1');

    await history.getByRole('button', { name: '6×7' }).click();
    await expect(expression).toHaveValue('6×7');
    // The expression is in the URL: a reload shows it evaluated (its history entry moves up).
    await page.reload();
    await expect(expression).toHaveValue('6×7');
    await expect(page.getByTestId('calc-result')).toHaveText('= 42');
    await expect(page.getByTestId('calc-history').getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: '清空' }).click();
    await expect(page.getByText('计算结果会显示在这里')).toBeVisible();
  });
});

test.describe('typed function names', () => {
  for (const language of ['中文', 'English'] as const) {
    test.describe(language, () => {
      test.use({ language });

      test('sqrt, sin, cos, tan, ln, log, pi and e typed on the keyboard work', async ({
        page,
      }) => {
        await open(page);
        const result = page.getByTestId('calc-result');
        for (const [typed, shown] of [
          ['sqrt(2)=', '= 1.414213562373095'],
          ['sin(30)=', '= 0.5'],
          ['cos(60)=', '= 0.5'],
          ['tan(45)=', '= 1'],
          ['ln(e)=', '= 1'],
          ['log(1000)=', '= 3'],
          ['pi=', '= 3.141592653589793'],
          ['asin(1)=', '= 90'],
        ]) {
          await page.keyboard.press('Escape');
          await page.keyboard.type(typed);
          await expect(result, typed).toHaveText(shown);
        }
        // With the focus elsewhere on the page the letters are not dropped either.
        await page.getByRole('heading').first().click();
        await page.keyboard.press('Escape');
        await page.keyboard.type('sqrt(2)=');
        await expect(result).toHaveText('= 1.414213562373095');
        await page.getByRole('heading').first().click();
        await page.keyboard.type('sin(30)=');
        await expect(result).toHaveText('= 0.5');
        // An unknown name is said, not dropped.
        await page.keyboard.press('Escape');
        await page.keyboard.type('foo(2)=');
        await expect(result).toHaveText(
          language === 'English' ? /Unknown name “foo”/ : /未知名称“foo”/,
        );
      });
    });
  }
});

test('an argument too large for any known digit says so', async ({ page }) => {
  await open(page);
  await page.getByRole('radio', { name: /弧度|Radians/ }).check();
  await page.keyboard.type('sin(sqrt(2)*1E80)=');
  await expect(page.getByTestId('calc-result')).toHaveText('= −0.7068937992740177');
  await page.keyboard.press('Escape');
  await page.keyboard.type('sin(pi*9E16)=');
  await expect(page.getByTestId('calc-result')).toHaveText('= 0');
  await page.keyboard.press('Escape');
  await page.keyboard.type('sin(sqrt(2)*1E900)=');
  await expect(page.getByTestId('calc-result')).toHaveText(/参数太大，无法给出有意义的结果/);
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('degrees and radians: exact special values, remembered', async ({ page }) => {
    await open(page);
    const result = page.getByTestId('calc-result');
    await page.keyboard.type('sin(180)+cos(60)');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('= 0.5');
    await page.getByText('RAD', { exact: true }).click();
    await expect(page.getByTestId('calc-preview')).toHaveText('= −1.753565616148987');
    await page.getByRole('textbox', { name: 'Expression' }).fill('');
    await keys(page, ['Sine', 'Pi', 'Divide', '6', 'Equals']);
    await expect(result).toHaveText('= 0.5');
    // The reload shows the last expression evaluated (it is in the URL), still in radians.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Expression' })).toBeFocused();
    await expect(result).toHaveText('= 0.5');
    await page.keyboard.type('sin(π)');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('= 0');
  });

  test('error messages follow the language and big results use powers of ten', async ({ page }) => {
    await open(page);
    const result = page.getByTestId('calc-result');
    await page.keyboard.type('ln(0)');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('Logarithms are defined only for numbers greater than zero.');
    await switchLanguage(page, '中文');
    await expect(result).toHaveText('对数只对大于零的数有定义。');
    await switchLanguage(page, 'English');
    const expression = page.getByRole('textbox', { name: 'Expression' });
    await expression.fill('100!');
    await expression.press('Enter');
    await expect(result).toHaveText('= 9.332621544394415×10157');
    await expect(result.locator('sup')).toHaveText('157');
    // The right-aligned "0" placeholder keeps a margin instead of touching (and losing its
    // edge to) the box's right side.
    const padding = await expression.evaluate((e) => parseFloat(getComputedStyle(e).paddingRight));
    expect(padding).toBeGreaterThanOrEqual(4);
    // At 375 px the scientific result stays one readable unit on one line.
    await page.setViewportSize({ width: 375, height: 800 });
    const value = result.locator('.calc-value');
    const lineHeight = await value.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
    const box = await value.boundingBox();
    expect(box!.height).toBeLessThan(lineHeight * 1.6);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expression.fill('2 & 3');
    await expression.press('Enter');
    await expect(result).toHaveText('“&” (character 3) cannot be used in an expression.');
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page.
  test('keypad, angle unit, copy and history work with plain controls', async ({ page }) => {
    const antd = watchAntd(page);
    await open(page);
    const result = page.getByTestId('calc-result');
    await keys(page, ['Sine', '3', '0', 'Closing parenthesis', 'Equals']);
    await expect(result).toHaveText('= 0.5');
    // The angle unit is a radio group: the arrow keys move through it, as with any radios.
    const unit = page.getByRole('radiogroup', { name: 'Angle unit' });
    await expect(unit.getByRole('radio', { name: 'DEG' })).toBeChecked();
    await unit.getByRole('radio', { name: 'DEG' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(unit.getByRole('radio', { name: 'RAD' })).toBeChecked();
    await expect(page.getByTestId('calc-preview')).toHaveText('= −0.9880316240928618');
    await page.getByRole('textbox', { name: 'Expression' }).press('Enter');
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('-0.9880316240928618');
    await expect(page.getByTestId('calc-history').getByRole('listitem')).toHaveCount(2);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'Clear' }).click();
    await expect(history).toContainText('Results appear here. Select one to reuse it.');
    await expect(history.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await page.waitForLoadState('networkidle');
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
