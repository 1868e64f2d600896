/**
 * The home page's HTML is rendered at build time (web/src/prerender.tsx): a first visit sees
 * the shell and every tile before any JavaScript runs, and the app then takes over the same
 * markup (hydration) without errors. Visits it does not fit (another page, English, stored
 * favourites or recent tools) never show it: public/boot.js hides it until the app has drawn.
 */
import { expect, test } from './fixtures';

test.describe('without JavaScript (the first paint)', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its sections and tiles in Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('section.home-section')).toHaveCount(5);
    await expect(page.getByRole('link', { name: /科学计算器/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '分类' })).toBeVisible();
    await expect(page.getByText('在浏览器里就能用的日常小工具，离线也能用。')).toBeVisible();
  });
});

test('a tool page, served the same HTML, never paints the home page', async ({ page }) => {
  // Once the HTML is parsed and before the app's (deferred) module runs: what was painted.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        hasHome: Boolean(root?.querySelector('section.home-section')),
        display: root ? getComputedStyle(root).display : null,
      };
    });
  });
  await page.goto('/Calculator');
  await expect(page.getByRole('heading', { level: 1, name: '科学计算器' })).toBeVisible();
  const first = await page.evaluate(
    () => (window as unknown as { firstPaint: unknown }).firstPaint,
  );
  expect(first).toEqual({ hasHome: true, display: 'none' });
});

test.describe('with the service worker', () => {
  // Registration is real here (blocked elsewhere in the suite, where it logs its failure).
  test.use({ serviceWorkers: 'allow' });

  test('the app takes over the home page without a hydration error, and it works', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    // Tag the build-time grid before the app runs: hydration keeps the very same node.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const grid = document.querySelector('section.home-section');
        if (document.readyState === 'interactive' && grid) {
          (grid as unknown as { fromBuild: boolean }).fromBuild = true;
        }
      });
    });
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
    // Interactive: the theme switch (the app's own state) answers a click.
    const dark = page.getByRole('button', { name: '深色模式' });
    await dark.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await dark.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const kept = await page.evaluate(
      () =>
        (document.querySelector('section.home-section') as unknown as { fromBuild?: boolean })
          ?.fromBuild,
    );
    expect(kept).toBe(true);

    await page
      .getByRole('link', { name: /科学计算器/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: '科学计算器' })).toBeVisible();
    await page.goBack();
    await page.getByRole('searchbox').first().fill('pinyin');
    await expect(page.getByRole('link', { name: /汉字转拼音/ }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('the Chinese build-time page is not shown, the English one is drawn', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handy Toolbox');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByText('常用工具')).toHaveCount(0);
  });
});

test('a returning visitor with recent tools gets them, drawn by the app', async ({ page }) => {
  await page.goto('/Calculator');
  await expect(page.getByRole('heading', { level: 1, name: '科学计算器' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('region', { name: '最近使用' })).toBeVisible();
});
