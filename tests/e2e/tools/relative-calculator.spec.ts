/** Relatives title calculator: typed and composed chains, sex, regions, reverse, errors. */
import type { Page } from '@playwright/test';
import { expect, switchLanguage, test, watchAntd } from '../fixtures';

/** The "I am" choice: a radio drawn as a button, under its legend. */
async function chooseSex(page: Page, label: string) {
  const radio = page.getByRole('radio', { name: label, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}

test.describe('in Chinese (default)', () => {
  test('a typed chain gives the titles and what they call you', async ({ page }) => {
    await page.goto('/RelativeCalculator');
    const chain = page.getByLabel('关系链');
    await chain.fill('爸爸的妈妈的哥哥');
    const match = page.getByTestId('kin-match');
    await expect(match).toHaveCount(1);
    await expect(match.locator('.kin-titles')).toHaveText('大舅爷 / 舅爷爷');
    await expect(match).toContainText('也叫');
    await expect(page.getByTestId('kin-reverse')).toHaveText('对方称呼你：甥孙');
    await chooseSex(page, '女');
    await expect(page.getByTestId('kin-reverse')).toHaveText('对方称呼你：甥孙女');
  });

  test('the buttons compose the chain; regional titles are shown together', async ({ page }) => {
    await page.goto('/RelativeCalculator');
    await page.getByRole('button', { name: '母', exact: true }).click();
    await page.getByRole('button', { name: '母', exact: true }).click();
    const chain = page.getByLabel('关系链');
    await expect(chain).toHaveValue('妈妈的妈妈');
    await expect(page.locator('.kin-titles')).toHaveText('外婆 / 姥姥');
    await expect(page.getByTestId('kin-region')).toHaveText(['北方：姥姥', '广东（粤语）：阿婆']);
    await page.getByRole('button', { name: '删除最后一个关系' }).click();
    await expect(chain).toHaveValue('妈妈');
    await expect(page.locator('.kin-titles')).toHaveText('妈妈');
    await page.getByRole('button', { name: '兄', exact: true }).click();
    await page.getByRole('button', { name: '妻', exact: true }).click();
    await expect(chain).toHaveValue('妈妈的哥哥的老婆');
    await expect(page.locator('.kin-titles')).toContainText('舅妈');
    await page.getByRole('button', { name: '清空' }).click();
    await expect(chain).toHaveValue('');
    await expect(page.getByTestId('kin-match')).toHaveCount(0);
  });

  test('titles that depend on your sex', async ({ page }) => {
    await page.goto('/RelativeCalculator');
    await chooseSex(page, '女');
    await page.getByLabel('关系链').fill('老公的妈妈');
    await expect(page.locator('.kin-titles')).toHaveText('婆婆');
    await page.getByLabel('关系链').fill('哥哥的老婆');
    await expect(page.locator('.kin-titles')).toHaveText('嫂子');
    await expect(page.getByTestId('kin-reverse')).toHaveText('对方称呼你：小姑子');
    await chooseSex(page, '男');
    await expect(page.getByTestId('kin-reverse')).toHaveText('对方称呼你：小叔子');
    await page.getByLabel('关系链').fill('老公的妈妈');
    await expect(page.getByText('这个关系链与所选性别不符：请检查“老公”')).toBeVisible();
  });

  test('an ambiguous chain lists every reading', async ({ page }) => {
    await page.goto('/RelativeCalculator');
    await page.getByText('爸爸的哥哥的儿子', { exact: true }).click();
    await expect(page.getByTestId('kin-match')).toHaveCount(2);
    await expect(page.getByText('要看年龄大小')).toBeVisible();
    await expect(page.locator('.kin-titles').first()).toHaveText('堂哥');
    await expect(page.locator('.kin-titles').nth(1)).toHaveText('堂弟');
  });

  test('an unknown word is named, in the current language, and the input is kept', async ({
    page,
  }) => {
    await page.goto('/RelativeCalculator');
    const chain = page.getByLabel('关系链');
    await chain.fill('爸爸的朋友的妈妈');
    await expect(page.getByText('“朋友”不是本工具认识的亲属称呼')).toBeVisible();
    await expect(page.getByTestId('kin-match')).toHaveCount(0);
    await switchLanguage(page, 'English');
    await expect(
      page.getByText('“朋友” is not a relation word this tool knows', { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel('Relationship chain (in Chinese)')).toHaveValue(
      '爸爸的朋友的妈妈',
    );
  });

  test('a long chain is too distant, not an error', async ({ page }) => {
    await page.goto('/RelativeCalculator');
    await page.getByLabel('关系链').fill(Array(12).fill('爸爸').join('的') + '的哥哥的儿子');
    await expect(page.getByTestId('kin-too-distant')).toContainText('关系太远，没有通用的称呼。');
  });
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('pinyin and an English gloss for the issue example', async ({ page }) => {
    await page.goto('/RelativeCalculator');
    await page.getByLabel('Relationship chain (in Chinese)').fill('爸爸的妈妈的哥哥');
    await expect(page.getByTestId('kin-pinyin').first()).toHaveText('dà jiù yé');
    await expect(page.getByTestId('kin-gloss')).toHaveText('Your father’s mother’s elder brother');
  });

  for (const sex of ['Male', 'Female']) {
    test(`every example works for a ${sex.toLowerCase()} user`, async ({ page }) => {
      await page.goto('/RelativeCalculator');
      await chooseSex(page, sex);
      const examples = page.getByRole('group', { name: 'Examples' }).getByRole('button');
      const count = await examples.count();
      expect(count).toBeGreaterThanOrEqual(4);
      const chain = page.getByLabel('Relationship chain (in Chinese)');
      for (let i = 0; i < count; i++) {
        await examples.nth(i).click();
        await expect(page.getByTestId('kin-match').first()).toBeVisible();
        await expect(examples.nth(i)).toHaveAttribute('aria-current', 'true');
        // No error: the field keeps its help text.
        await expect(chain).not.toHaveAttribute('aria-invalid', 'true');
        await expect(chain).toHaveAccessibleDescription(/^Chinese relation words joined by 的/);
      }
    });
  }

  test('the same answers with English labels; the chain and sex are remembered', async ({
    page,
  }) => {
    await page.goto('/RelativeCalculator');
    await expect(page.getByRole('heading', { name: 'Family Titles' })).toBeVisible();
    await chooseSex(page, 'Female');
    await page.getByRole('button', { name: '父', exact: true }).click();
    await page.getByRole('button', { name: '姐', exact: true }).click();
    await expect(page.getByLabel('Relationship chain (in Chinese)')).toHaveValue('爸爸的姐姐');
    // English readers get the pinyin of each title and the chain in English.
    await expect(page.locator('.kin-titles')).toHaveText('大姑dà gū / 姑妈gū mā');
    await expect(page.getByTestId('kin-gloss')).toHaveText('Your father’s elder sister');
    await expect(page.getByTestId('kin-reverse')).toHaveText('They call you: 侄女zhí nǚ');
    await page.reload();
    await expect(page.getByLabel('Relationship chain (in Chinese)')).toHaveValue('爸爸的姐姐');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();

    await page.getByLabel('Relationship chain (in Chinese)').fill('');
    await page
      .getByLabel('Relationship chain (in Chinese)')
      .fill(Array(30).fill('妈妈').join('的'));
    await expect(page.getByTestId('kin-too-distant')).toContainText(
      'Too distant to have a common title.',
    );
    await page.getByLabel('Relationship chain (in Chinese)').fill('我的');
    await expect(page.locator('.kin-titles')).toHaveText('That is you');
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English' });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/RelativeCalculator');
    const sexes = page.getByRole('group', { name: 'I am' });
    await expect(sexes.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
    const chain = page.getByLabel('Relationship chain (in Chinese)');
    const composer = page.getByRole('group', { name: 'Add a relation' });
    const removeLast = composer.getByRole('button', { name: 'Remove the last relation' });
    const clear = composer.getByRole('button', { name: 'Clear', exact: true });
    await expect(removeLast).toBeDisabled();
    await expect(clear).toBeDisabled();

    // The composer's buttons, and the last one removed.
    await composer.getByRole('button', { name: '父', exact: true }).click();
    await composer.getByRole('button', { name: '兄', exact: true }).click();
    await composer.getByRole('button', { name: '子', exact: true }).click();
    await expect(chain).toHaveValue('爸爸的哥哥的儿子');
    await expect(page.getByTestId('kin-match')).toHaveCount(2);
    await removeLast.click();
    await expect(chain).toHaveValue('爸爸的哥哥');
    await expect(page.getByTestId('kin-reverse')).toContainText('They call you:');

    // The sex by keyboard: the arrow key moves the choice, and the answer follows.
    await sexes.getByRole('radio', { name: 'Male', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(sexes.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(page.getByTestId('kin-reverse')).toContainText('侄女');

    // An example, marked as the current chain.
    const examples = page.getByRole('group', { name: 'Examples' });
    await examples.getByRole('button', { name: '老公的妈妈' }).click();
    await expect(chain).toHaveValue('老公的妈妈');
    await expect(examples.getByRole('button', { name: '老公的妈妈' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.locator('.kin-titles')).toContainText('婆婆');

    // A wrong word: the field is marked and its help becomes the error.
    await chain.fill('爸爸的朋友');
    await expect(chain).toHaveAttribute('aria-invalid', 'true');
    await expect(chain).toHaveAccessibleDescription(
      /^“朋友” is not a relation word this tool knows/,
    );
    await expect(page.getByTestId('kin-match')).toHaveCount(0);

    // The field's own clear cross, then the Clear button.
    await page.getByTestId('kin-chain-clear').click();
    await expect(chain).toHaveValue('');
    await expect(chain).toBeFocused();
    await chain.fill(Array(12).fill('爸爸').join('的'));
    await expect(page.getByTestId('kin-too-distant')).toContainText(
      'Too distant to have a common title.',
    );
    await clear.click();
    await expect(chain).toHaveValue('');
    await expect(page.getByTestId('kin-too-distant')).toHaveCount(0);
    await expect(clear).toBeDisabled();

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
