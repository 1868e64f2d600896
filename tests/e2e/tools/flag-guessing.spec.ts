/**
 * Flag guessing: scoring, lives and feedback, game over with the best score and a restart,
 * no flag twice in a game, keyboard play, the phone layout, offline after the first game.
 */
import { expect, test, toolStrings, waitUntilOfflineReady, watchAntd } from '../fixtures';
import type { Page } from '@playwright/test';

const EN = toolStrings('fun', 'flag-guessing', 'en-US').countries as Record<string, string>;
const ZH = toolStrings('fun', 'flag-guessing', 'zh-CN').countries as Record<string, string>;

const options = (page: Page) =>
  page.getByRole('group', { name: /^(Answers|选项)$/ }).getByRole('button');
const status = (page: Page, id: string) => page.getByTestId(`quiz-${id}`);

/** The country of the flag on screen (its file is named by the ISO code). */
async function flagCode(page: Page): Promise<string> {
  const src = await page.getByTestId('flag-image').getAttribute('src');
  return /\/flags\/([a-z]{2})\.svg$/.exec(src ?? '')![1];
}

async function expectFlagShown(page: Page) {
  const img = page.getByTestId('flag-image');
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
}

/** The option button labelled exactly `name` (after its key number). */
function option(page: Page, name: string, matching = true) {
  const exact = new RegExp(`^\\d${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return options(page).filter(matching ? { hasText: exact } : { hasNotText: exact });
}

/** Clicks the right (or a wrong) option for the flag on screen; returns the flag's code. */
async function answer(page: Page, right: boolean, names = EN): Promise<string> {
  const code = await flagCode(page);
  const button = right ? option(page, names[code]) : option(page, names[code], false).first();
  await button.click();
  return code;
}

async function next(page: Page, round: string) {
  await page.getByRole('button', { name: /^(Next|下一题)$/ }).click();
  await expect(status(page, 'round')).toHaveText(round);
}

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('a flag, four countries, points with a streak bonus, lives for mistakes', async ({
    page,
  }) => {
    await page.goto('/FlagGuessingPage');
    await expect(status(page, 'score')).toHaveText('Score: 0');
    await expect(status(page, 'round')).toHaveText('Round 1 of 20');
    await expect(status(page, 'lives')).toHaveAttribute('aria-label', 'Lives: 3 of 3');
    await expectFlagShown(page);
    await expect(options(page)).toHaveCount(4);
    const first = await flagCode(page);
    // The alternative text names no country: it would give the answer away.
    await expect(page.getByTestId('flag-image')).toHaveAttribute('alt', 'The flag to guess');
    await expect(option(page, EN[first])).toHaveCount(1);

    await answer(page, true);
    await expect(page.getByTestId('quiz-feedback')).toHaveText('Correct! +10 points');
    await expect(status(page, 'score')).toHaveText('Score: 10');
    await next(page, 'Round 2 of 20');
    await answer(page, true);
    await expect(page.getByTestId('quiz-feedback')).toHaveText('Correct! +12 points');
    await expect(status(page, 'streak')).toHaveText('Streak: 2');
    await next(page, 'Round 3 of 20');

    const missed = await answer(page, false);
    await expect(page.getByTestId('quiz-feedback')).toHaveText(
      `Not quite: the answer is ${EN[missed]}.`,
    );
    await expect(option(page, EN[missed])).toHaveClass(/is-right/);
    await expect(page.locator('.quiz-option.is-wrong')).toHaveCount(1);
    await expect(status(page, 'lives')).toHaveAttribute('aria-label', 'Lives: 2 of 3');
    await expect(status(page, 'streak')).toHaveText('Streak: 0');
    await expect(status(page, 'score')).toHaveText('Score: 22');
    // A second click after answering changes nothing.
    await options(page).first().click({ force: true });
    await expect(status(page, 'lives')).toHaveAttribute('aria-label', 'Lives: 2 of 3');
  });

  test('three mistakes end the game; the best score is kept and the game restarts', async ({
    page,
  }) => {
    const antd = watchAntd(page);
    await page.goto('/FlagGuessingPage');
    await answer(page, true);
    for (const round of ['Round 2 of 20', 'Round 3 of 20', 'Round 4 of 20']) {
      await next(page, round);
      await answer(page, false);
    }
    await expect(page.getByText('Game over')).toBeVisible();
    await expect(page.getByTestId('quiz-final')).toHaveText(
      'Final score: 10 (1 of 4 right). A new best score!',
    );
    await expect(status(page, 'best')).toHaveText('Best: 10');
    await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
    // Screen readers hear the last answer and the final score; the eye reads the score once.
    const feedback = page.getByTestId('quiz-feedback');
    await expect(feedback).toHaveText(/^Not quite: .+\. Final score: 10 \(1 of 4 right\)\.$/);
    const copy = await feedback.getByText('Final score: 10 (1 of 4 right).').boundingBox();
    expect(copy!.width * copy!.height).toBeLessThanOrEqual(1);

    await page.getByRole('button', { name: 'Play again' }).click();
    await expect(status(page, 'round')).toHaveText('Round 1 of 20');
    // Played through to the end and again with plain controls: no antd came.
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
    await expect(status(page, 'score')).toHaveText('Score: 0');
    await expect(status(page, 'lives')).toHaveAttribute('aria-label', 'Lives: 3 of 3');
    await page.reload();
    await expect(status(page, 'best')).toHaveText('Best: 10');
    // A lower score does not replace it.
    for (let i = 0; i < 3; i++) {
      await answer(page, false);
      if (i < 2) await next(page, `Round ${i + 2} of 20`);
    }
    await expect(page.getByTestId('quiz-final')).toHaveText(
      'Final score: 0 (0 of 3 right). Best score: 10.',
    );
  });

  test('keyboard only: a perfect game of 20 different flags', async ({ page }) => {
    test.slow();
    await page.goto('/FlagGuessingPage');
    const seen: string[] = [];
    for (let round = 1; round <= 20; round++) {
      await expect(status(page, 'round')).toHaveText(`Round ${round} of 20`);
      const code = await flagCode(page);
      seen.push(code);
      const labels = await options(page).allTextContents();
      const position = labels.findIndex((text, i) => text === `${i + 1}${EN[code]}`);
      await page.keyboard.press(String(position + 1));
      await expect(page.getByTestId('quiz-feedback')).toHaveText(/^Correct!/);
      if (round < 20) {
        await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
        await page.keyboard.press('Enter');
      }
    }
    expect(new Set(seen).size).toBe(20);
    // 10, 12, 14, 16, 18, then 20 for each of the last 15.
    await expect(page.getByTestId('quiz-final')).toHaveText(
      'Final score: 370 (20 of 20 right). A new best score!',
    );
    await page.keyboard.press('Enter');
    await expect(status(page, 'round')).toHaveText('Round 1 of 20');
  });

  test('phone width: flag and answers fit 375 px, one answer per row', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/FlagGuessingPage');
    await expectFlagShown(page);
    const flag = await page.getByTestId('flag-image').boundingBox();
    expect(flag!.x + flag!.width).toBeLessThanOrEqual(375);
    const boxes = await Promise.all((await options(page).all()).map((o) => o.boundingBox()));
    expect(new Set(boxes.map((b) => Math.round(b!.x))).size).toBe(1);
    for (const b of boxes) expect(b!.x + b!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test.describe('in Chinese', () => {
  test('Chinese names and messages on a phone, by keyboard to game over, restart', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/FlagGuessingPage');
    await expect(page.getByText('这是哪个国家的国旗？')).toBeVisible();
    await expect(status(page, 'round')).toHaveText('第 1/20 题');
    await expect(status(page, 'score')).toHaveText('得分：0');
    const code = await answer(page, true, ZH);
    expect(ZH[code]).toMatch(/\p{Script=Han}/u);
    await expect(page.getByTestId('quiz-feedback')).toHaveText('答对了！+10 分');
    await next(page, '第 2/20 题');
    const missed = await answer(page, false, ZH);
    await expect(page.getByTestId('quiz-feedback')).toHaveText(`答错了，正确答案是${ZH[missed]}。`);
    await expect(status(page, 'lives')).toHaveAttribute('aria-label', '生命：2/3');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // Two more mistakes, keys only: Enter on 下一题, then the number of a wrong country.
    for (const round of ['第 3/20 题', '第 4/20 题']) {
      await page.keyboard.press('Enter');
      await expect(status(page, 'round')).toHaveText(round);
      const shown = await flagCode(page);
      const labels = await options(page).allTextContents();
      const wrong = labels.findIndex((text, i) => text !== `${i + 1}${ZH[shown]}`);
      await page.keyboard.press(String(wrong + 1));
    }
    await expect(page.getByText('游戏结束')).toBeVisible();
    await expect(page.getByTestId('quiz-final')).toHaveText(
      '最终得分：10（4 题答对 1 题）。 刷新最高分！',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.keyboard.press('Enter');
    await expect(status(page, 'round')).toHaveText('第 1/20 题');
    await expect(status(page, 'score')).toHaveText('得分：0');
    await page.reload();
    await expect(status(page, 'best')).toHaveText('最高分：10');
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', language: 'English' });

  test('after the first game the flags come from the service worker', async ({ page, context }) => {
    test.slow();
    await page.goto('/');
    await waitUntilOfflineReady(page);
    // Not in the first-visit precache ...
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls.filter((url) => url.includes('/flags/')).length;
    });
    expect(precached).toBe(0);
    // ... but fetched by the first game, all 60 of them.
    await page.goto('/FlagGuessingPage');
    await expectFlagShown(page);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('flags')).keys()).length), {
        timeout: 30_000,
      })
      .toBe(60);

    await context.setOffline(true);
    await page.reload();
    for (let round = 1; round <= 5; round++) {
      await expect(status(page, 'round')).toHaveText(`Round ${round} of 20`);
      await expectFlagShown(page);
      await answer(page, true);
      await next(page, `Round ${round + 1} of 20`);
    }
    await expectFlagShown(page);
  });
});
