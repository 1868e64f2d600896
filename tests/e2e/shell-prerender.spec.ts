/**
 * The home page's HTML and each tool's frame are rendered at build time (web/src/prerender.tsx):
 * a first visit sees the shell and every tile, or the tool's title and notes, before any
 * JavaScript runs, and the app then takes over the same markup (hydration) without errors.
 * Visits a page does not fit (another path, English, stored favourites or recent tools on the
 * home page) never show it: public/boot.js hides it until the app has drawn.
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

  test("a tool's page shows its frame, its title and its loading box", async ({ page }) => {
    await page.goto('/Calculator');
    await expect(page).toHaveTitle('科学计算器 - 随手工具箱');
    await expect(page.getByRole('heading', { level: 1, name: '科学计算器' })).toBeVisible();
    await expect(page.getByText('精确十进制运算，支持乘方、开方与三角函数。')).toBeVisible();
    await expect(page.getByText('在你的浏览器中运行：你输入的内容不会离开本设备。')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
    // The side menu marks the tool's category, as the app does.
    await expect(page.getByRole('navigation', { name: '分类' })).toBeVisible();
    await expect(page.locator('section.home-section')).toHaveCount(0);
  });
});

/** What the page showed once its HTML was parsed, before the app's (deferred) module ran. */
async function recordFirstPaint(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        hasHome: Boolean(root?.querySelector('section.home-section')),
        heading: root?.querySelector('h1')?.textContent ?? null,
        // What the first paint shows. On a busy machine the parser can finish before the shell's
        // stylesheet has arrived (nothing is painted before it does): then the rule that hides a
        // build-time page (global.css: `.no-prerender #root[data-prerendered]`) decides.
        display: !root
          ? null
          : [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
                (link) => link.sheet,
              )
            ? getComputedStyle(root).display
            : root.matches('.no-prerender #root[data-prerendered]')
              ? 'none'
              : 'block',
      };
    });
  });
}

const firstPaint = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint);

test('a tool page paints its own frame, and the app takes it over without an error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await recordFirstPaint(page);
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const heading = document.querySelector('h1');
      if (document.readyState === 'interactive' && heading) {
        (heading as unknown as { fromBuild: boolean }).fromBuild = true;
      }
    });
  });
  await page.goto('/Calculator');
  expect(await firstPaint(page)).toEqual({
    hasHome: false,
    heading: '科学计算器',
    display: 'block',
  });
  // The tool's body arrives and works.
  const expression = page.getByRole('textbox', { name: '算式' });
  await expect(expression).toBeFocused();
  await page.keyboard.type('1+2');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('calc-result')).toHaveText('= 3');
  // Hydration kept the build-time heading node.
  const kept = await page.evaluate(
    () => (document.querySelector('h1') as unknown as { fromBuild?: boolean })?.fromBuild,
  );
  expect(kept).toBe(true);
  // Favourites start empty in the build-time page; the star still answers.
  const star = page.getByRole('button', { name: '收藏：科学计算器' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(problems.filter((p) => !/Service ?Worker/i.test(p))).toEqual([]);
});

test('a starred tool shows its star at once after the build-time page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('favourites', JSON.stringify(['calculator'])));
  await page.goto('/Calculator');
  await expect(page.getByRole('button', { name: '收藏：科学计算器' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a path served the HTML of another page never paints it', async ({ page }) => {
  // `/Calculator/` is the calculator, but gets index.html (the home page), as every path does
  // when the service worker answers offline.
  await recordFirstPaint(page);
  await page.goto('/Calculator/');
  await expect(page.getByRole('heading', { level: 1, name: '科学计算器' })).toBeVisible();
  expect(await firstPaint(page)).toEqual({ hasHome: true, heading: '随手工具箱', display: 'none' });
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

  test("a tool's Chinese build-time frame is not shown either", async ({ page }) => {
    await recordFirstPaint(page);
    await page.goto('/Calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scientific Calculator');
    expect(await firstPaint(page)).toMatchObject({ heading: '科学计算器', display: 'none' });
    await expect(page).toHaveTitle(/^Scientific Calculator - /);
  });
});

test('a returning visitor with recent tools gets them, drawn by the app', async ({ page }) => {
  await page.goto('/Calculator');
  // The visit counts once the app runs (the frame is there before, from the build-time page).
  await expect(page.getByRole('textbox', { name: '算式' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('region', { name: '最近使用' })).toBeVisible();
});

test.describe("a tool's page asks for the tool's code itself", () => {
  // A page with its own stylesheet and one whose first screen runs Rust; the strings come in
  // both languages whichever is shown.
  for (const [path, chunk, also] of [
    ['/Calculator', 'CalculatorTool', /\/assets\/CalculatorTool-[\w-]+\.css$/],
    ['/UuidGenerator', 'UuidGeneratorTool', /\/assets\/toolbox_uuid_bg-[\w-]+\.wasm$/],
  ] as const) {
    test(`${path}: its code, strings and modules come with the HTML, not after the shell`, async ({
      page,
    }) => {
      // Hold the shell's code until the tool's own has been asked for (or 15 s have passed):
      // without the page's <link>s only the running shell would ask for it, and the wait
      // would time out.
      const wanted = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
      let asked!: () => void;
      const toolAsked = new Promise<void>((resolve) => (asked = resolve));
      const seen = new Set<string>();
      page.on('request', (request) => {
        const url = request.url();
        if (wanted.test(url)) asked();
        if (also.test(url)) seen.add('also');
        if (/\/assets\/en-US-[\w-]+\.js$/.test(url)) seen.add('en-US');
      });
      let askedFirst = false;
      await page.route(/\/assets\/vendor-[\w-]+\.js$/, async (route) => {
        askedFirst = await Promise.race([
          toolAsked.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
        ]);
        await route.continue();
      });
      await page.goto(path);
      await expect(page.locator('.tool-body:not(.tool-body-loading)')).toBeVisible({
        timeout: 20_000,
      });
      expect(askedFirst).toBe(true);
      expect([...seen].sort()).toEqual(['also', 'en-US']);
    });
  }

  test('the home page asks for no tool', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/Tool-[\w-]+\.js/);
    expect(html).not.toMatch(/\.wasm/);
  });
});
