/**
 * The shell's keyboard, focus and comfort features: the phone menu, focus after navigation,
 * favourites, recently used tools, the Ctrl/⌘-K palette, dark mode, the useful 404, and no
 * layout shift while a page loads at phone width.
 */
import type { Page } from '@playwright/test';
import { expect, sectionLink, test } from './fixtures';

test.describe('keyboard and focus', () => {
  test.use({ language: 'English' });

  test('phone width: a real menu button, Escape and a tap outside close the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open the menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The hidden menu is not in the tab order: Tab goes skip link → menu button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(sectionLink(page, 'Fun')).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(sectionLink(page, 'Fun')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close the menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(sectionLink(page, 'Fun')).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(sectionLink(page, 'Fun')).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(sectionLink(page, 'Fun')).toBeHidden();
  });

  test('the menu button is named in the current language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', '中文'));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^搜索工具/ })).toBeVisible();
  });

  test('after a route change focus is on the new page heading', async ({ page }) => {
    await page.goto('/');
    await page.locator('a.tile[data-tool="case-converter"]').click();
    await expect(page.locator('h1')).toHaveText('Case Converter');
    await expect(page.locator('h1')).toBeFocused();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('h1')).toBeFocused();
  });
});

test.describe('comforts', () => {
  test.use({ language: 'English' });

  test('favourites: star from a tile or a page, listed first, remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Favourite: UUID Generator' }).click();
    await expect(page.getByRole('button', { name: 'Favourite: UUID Generator' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/CaseConverter');
    await page.getByRole('button', { name: 'Favourite: Case Converter' }).click();
    await page.goto('/');
    const favourites = page.getByRole('region', { name: 'Favourites' });
    await expect(favourites.getByRole('link')).toHaveText(['UUID Generator', 'Case Converter']);
    // First on the page: before the first section.
    const order = await page
      .locator('section')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-list') ?? e.id));
    expect(order[0]).toBe('favourites');
    await page.reload();
    await expect(favourites.getByRole('link')).toHaveCount(2);
    await page.getByRole('button', { name: 'Favourite: UUID Generator' }).click();
    await expect(favourites.getByRole('link')).toHaveText(['Case Converter']);
  });

  test('recently used tools are listed on the home page, latest first', async ({ page }) => {
    // Each page until its body has come (a later render than the title's, so the visit the
    // title's render recorded in an effect is stored by then).
    await page.goto('/UuidGenerator');
    await expect(page.locator('h1')).toHaveText('UUID Generator');
    await expect(page.locator('.tool-body-loading')).toHaveCount(0);
    await page.goto('/CaseConverter');
    await expect(page.locator('h1')).toHaveText('Case Converter');
    await expect(page.locator('.tool-body-loading')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Recently used' }).getByRole('link')).toHaveText([
      'Case Converter',
      'UUID Generator',
    ]);
  });

  test('Ctrl-K finds tools by Chinese, pinyin, initials and English; Enter opens', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search tools (Ctrl K)' })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Find a tool' });
    const input = dialog.getByRole('combobox');
    for (const query of ['拼音', 'hanzizhuanpinyin', 'hzzpy', 'Chinese to Pinyin']) {
      await page.keyboard.press('Control+k');
      await expect(dialog).toBeVisible();
      await expect(input).toBeFocused();
      await input.fill(query);
      await expect(dialog.getByRole('option')).toHaveText([/Chinese to Pinyin/]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page.keyboard.press('Control+k');
    await input.fill('uuid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/UuidGenerator');
    await expect(page.locator('h1')).toHaveText('UUID Generator');
  });

  // The list's code is held back, as on a slow first visit (it came 320-410 ms after the
  // shortcut, and the keys typed meanwhile were lost).
  const slowList = (page: Page) =>
    page.route('**/assets/PaletteDialog-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

  test('keys typed at once after Ctrl-K land in the box, in order; an early Enter opens', async ({
    page,
  }) => {
    await slowList(page);
    await page.goto('/CaseConverter');
    // Drawn by the app in English (the page built ahead is in Chinese): it listens for the keys.
    await expect(page.getByRole('button', { name: 'Search tools (Ctrl K)' })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Find a tool' });
    const input = dialog.getByRole('combobox');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('huilv');
    await expect(input).toHaveValue('huilv');
    await expect(dialog.getByRole('option')).toHaveText([/Exchange Rate/]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A fresh load: the whole query and Enter before the list has come.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Search tools (Ctrl K)' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('uuid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/UuidGenerator');
    await expect(page.locator('h1')).toHaveText('UUID Generator');
    await expect(dialog).toBeHidden();
  });

  test('an input method composes Chinese in the box right after Ctrl-K', async ({ page }) => {
    await slowList(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search tools (Ctrl K)' })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Find a tool' });
    const input = dialog.getByRole('combobox');
    const cdp = await page.context().newCDPSession(page);
    await page.keyboard.press('Control+k');
    // What a pinyin IME does: a composition shown in the box, then the chosen characters.
    await cdp.send('Input.imeSetComposition', { text: 'huil', selectionStart: 4, selectionEnd: 4 });
    await cdp.send('Input.insertText', { text: '汇率' });
    await expect(input).toHaveValue('汇率');
    await expect(dialog.getByRole('option')).toHaveText([/Exchange Rate/]);
    await expect(input).toBeFocused();
  });

  test('the home search lives in the URL', async ({ page }) => {
    await page.goto('/?q=timestamp');
    await expect(page.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('timestamp');
    await expect(page.locator('a.tile')).toHaveCount(1);
  });

  test('dark mode follows the system, and the switch overrides it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const dark = page.getByRole('button', { name: 'Dark mode' });
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await dark.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(245, 247, 250)');
  });

  test('a path that differs only in case suggests the right one', async ({ page }) => {
    await page.goto('/calculator');
    await expect(page).toHaveURL('/404');
    await page.getByRole('link', { name: /\/Calculator/ }).click();
    await expect(page).toHaveURL('/Calculator');
  });

  test('the 404 page has the menu and a tool search', async ({ page }) => {
    await page.goto('/404');
    await expect(sectionLink(page, 'Fun')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('uuid');
    await page.getByRole('link', { name: 'UUID Generator' }).click();
    await expect(page.locator('h1')).toHaveText('UUID Generator');
  });
});

test('phone width: nothing moves while a tool page loads (CLS ≤ 0.02)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/UuidGenerator', '/ChineseToPinyin']) {
    await page.goto(path);
    await expect(page.locator('.tool-body-loading')).toHaveCount(0);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls, path).toBeLessThanOrEqual(0.02);
  }
});
