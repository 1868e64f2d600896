/** Interface language: default, switching without reload, persistence, legacy spellings. */
import { expect, switchLanguage, test, sectionLink } from './fixtures';

test('Chinese by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(sectionLink(page, '常用工具')).toBeVisible();
  await expect(page).toHaveTitle('随手工具箱');
});

test('switching is instant, stored as the spec says, and survives a reload', async ({ page }) => {
  await page.goto('/UuidGenerator');
  await expect(page.locator('h1')).toHaveText('UUID 生成器');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  await switchLanguage(page, 'English');
  await expect(page.locator('h1')).toHaveText('UUID Generator');
  await expect(page.getByRole('button', { name: 'Generate' })).toBeVisible();
  await expect(page).toHaveTitle('UUID Generator - Handy Toolbox');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('English');

  await page.reload();
  await expect(page.locator('h1')).toHaveText('UUID Generator');

  await switchLanguage(page, '中文');
  await expect(page.locator('h1')).toHaveText('UUID 生成器');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('中文');
  await page.reload();
  await expect(page.locator('h1')).toHaveText('UUID 生成器');
});

const LEGACY: [string, string][] = [
  ['English', 'Common tools'],
  ['CHINESE', '常用工具'],
  ['中文', '常用工具'],
  ['klingon', 'Common tools'],
];

for (const [stored, menu] of LEGACY) {
  test(`a stored "${stored}" shows ${menu}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('language', value), stored);
    await page.goto('/');
    await expect(sectionLink(page, menu)).toBeVisible();
  });
}

test('the controls’ own messages follow the language', async ({ page }) => {
  // A searchable list's "no match" (our LightSearchSelect, once antd's Select with its locale).
  await page.goto('/TimestampConverter');
  await page.getByRole('combobox', { name: '时区' }).click();
  await page.keyboard.type('no-such-zone');
  await expect(
    page.getByRole('status').filter({ hasText: '没有与输入内容匹配的时区。' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'English');
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await page.keyboard.type('no-such-zone');
  await expect(
    page.getByRole('status').filter({ hasText: 'No time zone matches what you typed.' }),
  ).toBeVisible();
  // The poster's confirmation (our dialog, once antd's Popconfirm) follows a switch made on
  // the page: its question and both buttons.
  await page.goto('/PosterGenerator');
  await page.getByRole('button', { name: 'Start over' }).click();
  const english = page.getByRole('alertdialog', { name: /^Start over\? / });
  await expect(english.getByRole('button', { name: 'Start over' })).toBeVisible();
  await english.getByRole('button', { name: 'Cancel' }).click();
  await switchLanguage(page, '中文');
  await page.getByRole('button', { name: '重新开始' }).click();
  const chinese = page.getByRole('alertdialog', {
    name: '确定重新开始吗？文字和设置将恢复为模板默认值。',
  });
  await expect(chinese.getByRole('button', { name: '取消' })).toBeVisible();
  await expect(chinese.getByRole('button', { name: '重新开始' })).toBeVisible();
  await chinese.getByRole('button', { name: '取消' }).click();
  await expect(chinese).toBeHidden();
});

test('what the user typed stays when the language changes', async ({ page }) => {
  await page.goto('/CaseConverter');
  await page.getByRole('textbox', { name: '要转换的文本' }).fill('keep me please');
  await switchLanguage(page, 'English');
  await expect(page.getByRole('textbox', { name: 'Text to convert' })).toHaveValue(
    'keep me please',
  );
});

test('another tab switching the language is followed', async ({ page, context }) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/');
  await other.bringToFront();
  await switchLanguage(other, 'English');
  // The user comes back to the first tab and finds it in English, without a reload.
  await page.bringToFront();
  await expect(sectionLink(page, 'Common tools')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('the language menu: a click opens it, a click on a language picks it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '语言：中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  await expect(sectionLink(page, 'Common tools')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '中文' })).toBeHidden();
});
