/**
 * Currency guessing: both question types, scoring and lives, game over, best scores and the
 * question type remembered, keyboard play, the phone layout, both languages.
 */
import { expect, test, toolStrings, watchAntd } from '../fixtures';
import type { Page } from '@playwright/test';

interface Strings {
  currencies: Record<string, { name: string; region: string; unit?: string }>;
}
const EN = (toolStrings('fun', 'currency-guessing', 'en-US') as Strings).currencies;
const ZH = (toolStrings('fun', 'currency-guessing', 'zh-CN') as Strings).currencies;
type Currencies = Strings['currencies'];

const options = (page: Page) =>
  page.getByRole('group', { name: /^(Answers|选项)$/ }).getByRole('button');
const status = (page: Page, id: string) => page.getByTestId(`quiz-${id}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The right answer's option text pattern for the question on screen. */
async function rightOption(page: Page, data: Currencies): Promise<RegExp> {
  if ((await page.locator('.currency-code').count()) > 0) {
    const code = (await page.locator('.currency-code').textContent())!;
    return new RegExp(`^\\d${escape(data[code].region)}$`);
  }
  // The reverse question names a region; its currency is the option starting with its code.
  const region = await page.locator('.currency-region').textContent();
  const match = Object.entries(data).find(([, c]) => c.region === region);
  return new RegExp(`^\\d${match![0]} \\(`);
}

async function answer(page: Page, right: boolean, data = EN) {
  const pattern = await rightOption(page, data);
  const button = right
    ? options(page).filter({ hasText: pattern })
    : options(page).filter({ hasNotText: pattern }).first();
  await button.click();
}

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('a currency and four countries or regions: score, lives, what the answer was', async ({
    page,
  }) => {
    await page.goto('/CurrencyGuessing');
    await expect(page.getByText('Which country or region uses this currency?')).toBeVisible();
    const code = (await page.locator('.currency-code').textContent())!;
    // The card names the currency without its country ("koruna", not "Czech koruna").
    const card = page.getByTestId('currency-card');
    if (EN[code].unit) await expect(card.locator('.currency-unit')).toHaveText(EN[code].unit!);
    await expect(card).not.toContainText(EN[code].name);
    await expect(card).not.toContainText(EN[code].region);
    await expect(status(page, 'round')).toHaveText('Round 1 of 15');
    await expect(options(page)).toHaveCount(4);
    await answer(page, true);
    await expect(page.getByTestId('quiz-feedback')).toHaveText('Correct! +10 points');
    await expect(page.getByTestId('currency-reveal')).toContainText(
      `is the ${EN[code].name}. Used in: ${EN[code].region}.`,
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(status(page, 'round')).toHaveText('Round 2 of 15');
    const second = (await page.locator('.currency-code').textContent())!;
    expect(second).not.toBe(code);
    await answer(page, false);
    await expect(page.getByTestId('quiz-feedback')).toHaveText(
      `Not quite: the answer is ${EN[second].region}.`,
    );
    await expect(status(page, 'lives')).toHaveAttribute('aria-label', 'Lives: 2 of 3');
    await expect(status(page, 'score')).toHaveText('Score: 10');
  });

  test('the reverse question, remembered with its own best score; game over and restart', async ({
    page,
  }) => {
    const antd = watchAntd(page);
    await page.goto('/CurrencyGuessing');
    await page.getByRole('radio', { name: 'Country or region → currency' }).check();
    await expect(page.getByText('Which currency is used in this country or region?')).toBeVisible();
    const regions = Object.values(EN).map((c) => c.region);
    expect(regions).toContain(await page.locator('.currency-region').textContent());
    await answer(page, true);
    await expect(page.getByTestId('quiz-feedback')).toHaveText('Correct! +10 points');
    for (const round of [2, 3, 4]) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(status(page, 'round')).toHaveText(`Round ${round} of 15`);
      await answer(page, false);
    }
    await expect(page.getByTestId('quiz-final')).toHaveText(
      'Final score: 10 (1 of 4 right). A new best score!',
    );
    // A game to its end with plain controls: no antd came.
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Country or region → currency' })).toBeChecked();
    await expect(status(page, 'best')).toHaveText('Best: 10');
    // The other question type keeps its own best score.
    await page.getByRole('radio', { name: 'Currency → country or region' }).check();
    await expect(status(page, 'best')).toHaveText('Best: 0');
    await expect(status(page, 'round')).toHaveText('Round 1 of 15');
  });

  test('keyboard only: a perfect game of 15 different currencies, then Play again', async ({
    page,
  }) => {
    await page.goto('/CurrencyGuessing');
    const seen = new Set<string>();
    for (let round = 1; round <= 15; round++) {
      await expect(status(page, 'round')).toHaveText(`Round ${round} of 15`);
      seen.add((await page.locator('.currency-code').textContent())!);
      const pattern = await rightOption(page, EN);
      const labels = await options(page).allTextContents();
      await page.keyboard.press(String(labels.findIndex((l) => pattern.test(l)) + 1));
      await expect(page.getByTestId('quiz-feedback')).toHaveText(/^Correct!/);
      if (round < 15) await page.keyboard.press('Enter');
    }
    expect(seen.size).toBe(15);
    await expect(page.getByTestId('quiz-final')).toHaveText(
      'Final score: 270 (15 of 15 right). A new best score!',
    );
    await page.keyboard.press('Enter');
    await expect(status(page, 'round')).toHaveText('Round 1 of 15');
    await expect(status(page, 'best')).toHaveText('Best: 270');
  });

  test('phone width: everything fits 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/CurrencyGuessing');
    await expect(options(page)).toHaveCount(4);
    for (const o of await options(page).all()) {
      const box = await o.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test.describe('in Chinese', () => {
  test('Chinese names, regions and messages on a phone; the question type is remembered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/CurrencyGuessing');
    await expect(page.getByText('哪个国家或地区使用这种货币？')).toBeVisible();
    const code = (await page.locator('.currency-code').textContent())!;
    const card = page.getByTestId('currency-card');
    if (ZH[code].unit) await expect(card.locator('.currency-unit')).toHaveText(ZH[code].unit!);
    await expect(card).not.toContainText(ZH[code].region);
    await answer(page, true, ZH);
    await expect(page.getByTestId('quiz-feedback')).toHaveText('答对了！+10 分');
    await page.getByRole('button', { name: '下一题' }).click();
    await expect(status(page, 'round')).toHaveText('第 2/15 题');
    const second = (await page.locator('.currency-code').textContent())!;
    await answer(page, false, ZH);
    await expect(page.getByTestId('quiz-feedback')).toHaveText(
      `答错了，正确答案是${ZH[second].region}。`,
    );
    await page.getByRole('radio', { name: '国家或地区 → 货币' }).check();
    await expect(page.getByText('这个国家或地区使用哪种货币？')).toBeVisible();
    const regions = Object.values(ZH).map((c) => c.region);
    expect(regions).toContain(await page.locator('.currency-region').textContent());
    // Keys only in the reverse game: the number of the right currency.
    const pattern = await rightOption(page, ZH);
    const labels = await options(page).allTextContents();
    await page.keyboard.press(String(labels.findIndex((l) => pattern.test(l)) + 1));
    await expect(page.getByTestId('quiz-feedback')).toHaveText('答对了！+10 分');
    await expect(page.getByTestId('currency-reveal')).toHaveText(
      /^[A-Z]{3}（.+）是.+，在.+使用。$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.reload();
    await expect(page.getByRole('radio', { name: '国家或地区 → 货币' })).toBeChecked();
    await expect(status(page, 'round')).toHaveText('第 1/15 题');
  });
});
