/**
 * The shell: every route of the spec has a tool (routes.spec.ts loads each in both languages),
 * the home grid and its menu, the
 * footer, the 404 redirect, the error view, the loading bar and the phone layout.
 */
import { expect, test, toolCatalogue, sectionLink } from './fixtures';

/** The product spec's route table (§2), as the oracle. */
const SPEC_ROUTES = [
  '/card-id',
  '/clock',
  '/InternationalClock',
  '/KeyboardTester',
  '/PhoneLocationChecker',
  '/ImageTextExtractor',
  '/TranslationComponent',
  '/WeatherForecast',
  '/ChineseConversion',
  '/ChineseToPinyin',
  '/RMBConversion',
  '/CaseConverter',
  '/UnitConverter',
  '/ExchangeRateCalculator',
  '/Calculator',
  '/RelativeCalculator',
  '/ColorTool',
  '/UuidGenerator',
  '/CodeConverter',
  '/TimestampConverter',
  '/Lottery',
  '/FlagGuessingPage',
  '/ScreenshotTool',
  '/WatermarkGenerator',
  '/Compass',
  '/TextDeduplication',
  '/PosterGenerator',
  '/AnimeSearch',
];

/** The tools of each section in the spec's order (§1). */
const SPEC_SECTIONS: Record<string, string[]> = {
  common: [
    'id-photo',
    'beijing-clock',
    'international-clock',
    'keyboard-tester',
    'screenshot-tool',
    'watermark',
    'compass',
    'phone-location',
    'image-text',
    'translation',
    'weather',
  ],
  text: [
    'chinese-conversion',
    'chinese-to-pinyin',
    'rmb-conversion',
    'text-dedup',
    'case-converter',
    'character-count',
  ],
  calc: ['unit-converter', 'exchange-rate', 'calculator', 'relative-calculator'],
  dev: ['color-tool', 'uuid-generator', 'code-converter', 'timestamp-converter'],
  fun: ['lottery', 'currency-guessing', 'flag-guessing', 'coin-flip', 'anime-search'],
};

const catalogue = toolCatalogue();

test('every route of the spec has a tool', () => {
  const paths = catalogue.map((tool) => tool.path);
  for (const route of SPEC_ROUTES) expect(paths).toContain(route);
});

test.describe('home', () => {
  test.use({ language: 'English' });

  test('five sections with the spec tiles in the spec order', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Handy Toolbox');
    const sections = page.locator('section.home-section');
    await expect(sections).toHaveCount(5);
    expect(await sections.evaluateAll((els) => els.map((e) => e.id))).toEqual(
      Object.keys(SPEC_SECTIONS),
    );
    for (const [section, ids] of Object.entries(SPEC_SECTIONS)) {
      const tiles = page.locator(`#${section} a.tile`);
      expect(await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-tool')))).toEqual(
        ids,
      );
    }
    await expect(page.locator('a.tile[data-tool="poster-generator"]')).toHaveCount(0);
  });

  test('four tiles per row on a wide screen, side menu 200 px, content offset 200 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const sider = page.locator('.app-sider');
    expect((await sider.boundingBox())?.width).toBe(200);
    expect((await page.locator('.app-main').boundingBox())?.x).toBe(200);
    const logo = await page.locator('.logo').boundingBox();
    expect(logo?.width).toBe(200);
    expect(logo?.height).toBeCloseTo(900 * 0.08, 0);
    const tops = await page
      .locator('#common a.tile')
      .evaluateAll((els) => els.slice(0, 5).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]);
    const content = await page
      .locator('.app-content')
      .evaluate((e) => e.getBoundingClientRect().height);
    expect(content).toBeGreaterThanOrEqual(900 * 0.8 - 1);
  });

  test('menu entries scroll to their sections, also from a tool page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await sectionLink(page, 'Fun').click();
    await expect(page.locator('#fun h2')).toBeInViewport();
    await expect(page).toHaveURL(/\/#fun$/);
    await sectionLink(page, 'Common tools').click();
    await expect(page.locator('#common h2')).toBeInViewport();

    await page.goto('/UuidGenerator');
    await sectionLink(page, 'Calculation tools').click();
    await expect(page).toHaveURL(/\/#calc$/);
    await expect(page.locator('#calc h2')).toBeInViewport();
  });

  test('tiles change colour on hover, shrink when pressed, and open their tool', async ({
    page,
  }) => {
    await page.goto('/');
    const tile = page.locator('a.tile[data-tool="case-converter"]');
    const style = await tile.evaluate((e) => {
      const s = getComputedStyle(e);
      return {
        bg: s.backgroundColor,
        duration: s.transitionDuration,
        property: s.transitionProperty,
      };
    });
    expect(style.property).toContain('background-color');
    expect(style.duration.split(', ')).toContain('0.3s');
    expect(style.duration.split(', ')).toContain('0.2s');
    await tile.hover();
    await expect
      .poll(() => tile.evaluate((e) => getComputedStyle(e).backgroundColor))
      .not.toBe(style.bg);
    await page.mouse.down();
    await expect
      .poll(() => tile.evaluate((e) => getComputedStyle(e).transform))
      .toBe('matrix(0.95, 0, 0, 0.95, 0, 0)');
    await page.mouse.up();
    await expect(page).toHaveURL('/CaseConverter');
    await expect(page.locator('h1')).toHaveText('Case Converter');
  });

  test('search finds tools in either language', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.fill('拼音');
    await expect(page.locator('a.tile')).toHaveCount(1);
    await expect(page.locator('a.tile')).toHaveText(/Chinese to Pinyin/);
    await search.fill('timestamp');
    await expect(page.locator('a.tile[data-tool="timestamp-converter"]')).toBeVisible();
    await search.fill('zzzz');
    await expect(page.getByText('No tool matches “zzzz”.')).toBeVisible();
  });

  test('on a Mac the search button reads ⌘K, with no hydration error', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }),
    );
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Search tools (⌘K)' });
    await expect(button.locator('kbd')).toHaveText('⌘K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
    expect(consoleErrors.filter((text) => /#418|hydrat/i.test(text))).toEqual([]);
  });

  test('footer: rules, product name, current year, filing link', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('must not be used for any illegal purpose');
    await expect(footer).toContainText('no liability');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Handy Toolbox`);
    await expect(footer.getByRole('link')).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await page.evaluate(() => localStorage.setItem('language', '中文'));
    await page.reload();
    await expect(footer).toContainText('不得用于任何违法用途');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} 随手工具箱`);
  });

  test('phone width: the menu collapses behind a button and still works', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    expect((await page.locator('.app-main').boundingBox())?.x).toBe(0);
    await expect(sectionLink(page, 'Fun')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await sectionLink(page, 'Fun').click();
    await expect(page.locator('#fun h2')).toBeInViewport();
    // Two tiles per row, none wider than the screen.
    const boxes = await page
      .locator('#common a.tile')
      .evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect().toJSON()));
    expect(Math.round(boxes[0].top)).toBe(Math.round(boxes[1].top));
    expect(boxes[2].top).toBeGreaterThan(boxes[0].top);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(390);
  });
});

test.describe('not found', () => {
  test('an unknown path is replaced by /404 (no history entry)', async ({ page }) => {
    await page.goto('/');
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/404');
    await expect(page.getByText('这里是 404 页面')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('routes are exact: a differently cased path is not found', async ({ page }) => {
    await page.goto('/casecoverter');
    await expect(page).toHaveURL('/404');
  });

  test('/404 in English with a link home', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    await page.goto('/404');
    await expect(page.getByText('This is the 404 page')).toBeVisible();
    await expect(page).toHaveTitle('404 - Handy Toolbox');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('loading and errors', () => {
  test.use({ language: 'English' });

  test('a chunk that fails to load is logged and shown in the error view', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.route('**/assets/CaseConverterTool-*.js', (route) => route.abort());
    await page.goto('/');
    await page.locator('a.tile[data-tool="case-converter"]').click();
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    // Said in plain words; the browser's own message waits under "Technical details".
    await expect(
      page.getByText('Part of this page could not be downloaded. Check your connection'),
    ).toBeVisible();
    const detail = page.locator('.error-view-detail');
    await expect(detail).toBeHidden();
    await page.getByText('Technical details').click();
    await expect(detail).toContainText(
      /dynamically imported module|Importing a module script failed/,
    );
    expect(logged.some((text) => text.includes('Loading the page /CaseConverter failed'))).toBe(
      true,
    );
    // The menu stays usable, and other tools still open.
    await sectionLink(page, 'Programming tools').click();
    await page.locator('a.tile[data-tool="uuid-generator"]').click();
    await expect(page.locator('h1')).toHaveText('UUID Generator');
  });

  test('the error view is translated', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', '中文'));
    await page.route('**/assets/TimestampConverterTool-*.js', (route) => route.abort());
    await page.goto('/TimestampConverter');
    await expect(page.getByRole('heading', { name: '应用程序发生意外错误！' })).toBeVisible();
    await expect(
      page.getByText('本页面的部分内容未能下载。请检查网络连接，然后刷新。'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '刷新' })).toBeVisible();
    await expect(page.getByText('技术细节')).toBeVisible();
  });

  test('offline, a page whose code is not saved yet says so and loads once back online', async ({
    page,
    context,
  }) => {
    // Not the home page: its build-time HTML has links before the app runs, and a click there
    // before hydration would be a plain page load. This page is drawn by the app itself.
    await page.goto('/UuidGenerator');
    await expect(page.locator('h1')).toHaveText('UUID Generator');
    await context.setOffline(true);
    await sectionLink(page, 'Text tools').click();
    await page.locator('a.tile[data-tool="case-converter"]').click();
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(
      page.getByText('You are offline, and this page is not saved on this device yet.'),
    ).toBeVisible();
    // No click needed: the page reloads by itself when the network is back.
    await context.setOffline(false);
    await expect(page.locator('h1')).toHaveText('Case Converter');
    await expect(page).toHaveURL('/CaseConverter');
  });

  test('search that cannot be downloaded says so, and the page and its input stay', async ({
    page,
  }) => {
    await page.route('**/assets/PaletteDialog-*.js', (route) => route.abort());
    await page.goto('/CaseConverter');
    const box = page.getByRole('textbox', { name: 'Text to convert' });
    await box.fill('hello world');
    await page.keyboard.press('Control+k');
    const note = page.getByRole('alert').filter({ hasText: 'Search could not be downloaded' });
    await expect(note).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Case Converter');
    await expect(box).toHaveValue('hello world');
    await note.getByRole('button', { name: 'Close' }).click();
    await expect(note).toBeHidden();
  });

  test('a status note whose code cannot be downloaded leaves the page alone', async ({ page }) => {
    await page.route('**/assets/PwaStatus-*.js', (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/PwaStatus-'));
    await page.goto('/');
    await failed;
    // The app is still there and answers (the error view would have replaced it all).
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('a.tile[data-tool="case-converter"]')).toBeVisible();
  });

  test('the loading bar advances while a page loads, and never jumps back', async ({ page }) => {
    await page.route('**/assets/TimestampConverterTool-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    // Every value the bar shows, in order, whichever element shows it (the placeholder and the
    // Suspense fallback are two mounts of it).
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { barValues: number[] }).barValues = seen;
      const record = () => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = bar && Number(bar.getAttribute('aria-valuenow'));
        if (value && seen[seen.length - 1] !== value) seen.push(value);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page.locator('a.tile[data-tool="timestamp-converter"]').click();
    const bar = page.getByRole('progressbar', { name: 'Loading…' });
    await expect(bar).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Timestamp Converter');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expect(bar).toBeHidden();
    const values = await page.evaluate(
      () => (window as unknown as { barValues: number[] }).barValues,
    );
    // 1.5 s of loading: several 200 ms steps, each one forward.
    expect(values.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]);
  });
});
