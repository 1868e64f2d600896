/**
 * Phone-number location: the lookup runs in the `phone` wasm module (no request carries the
 * number), in both languages, with every error message, a failed or corrupt table, offline use
 * after a first visit, and a 375 px phone screen.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  holdClock,
  switchLanguage,
  test,
  waitUntilOfflineReady,
  watchAntd,
} from '../fixtures';

async function lookUp(page: Page, number: string, label = /手机号码|Mobile number/) {
  await page.getByLabel(label).fill(number);
  await page.getByRole('button', { name: /查询|Look up/ }).click();
}

function field(page: Page, id: string) {
  return page.getByTestId(`phone-${id}`);
}

test.describe('in Chinese (default)', () => {
  test('a Beijing China Mobile number, all five fields and the data date', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '138 0013 8000');
    await expect(field(page, 'number')).toHaveText('138 0013 8000');
    await expect(field(page, 'location')).toHaveText('北京');
    await expect(field(page, 'carrier')).toHaveText('中国移动');
    await expect(field(page, 'area-code')).toHaveText('010');
    await expect(field(page, 'postcode')).toHaveText('100000');
    await expect(page.getByTestId('phone-result')).toContainText('数据截至 2023-12');
    await expect(page.getByTestId('phone-result')).toContainText('携号转网');
    // The number never leaves the page.
    expect(requests.filter((u) => u.includes('13800138000') || u.includes('/api/'))).toEqual([]);
  });

  test('virtual operators, China Broadnet and a padded postcode', async ({ page }) => {
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '+86 170-0123-0000');
    await expect(field(page, 'carrier')).toHaveText('电信虚拟运营商');
    await lookUp(page, '0086 171 1234 0000');
    await expect(field(page, 'carrier')).toHaveText('联通虚拟运营商');
    await expect(field(page, 'location')).toHaveText('辽宁 大连');
    await lookUp(page, '19212345678');
    await expect(field(page, 'carrier')).toHaveText('中国广电');
    await expect(field(page, 'location')).toHaveText('重庆');
    await lookUp(page, '13900470000');
    await expect(field(page, 'location')).toHaveText('内蒙古 包头');
    await expect(field(page, 'postcode')).toHaveText('014000');
    await expect(field(page, 'area-code')).toHaveText('0472');
  });

  test('every input error, with the input kept', async ({ page }) => {
    await page.goto('/PhoneLocationChecker');
    const error = page.getByTestId('phone-error');
    for (const [typed, message] of [
      ['', '请输入手机号码。'],
      ['1380013800', '中国大陆手机号为 11 位数字，当前为 10 位。'],
      ['138.0013.8000', '“.”不能出现在手机号中。'],
      ['+1 415 555 2671', '只能查询中国大陆手机号'],
      ['13490001234', '号段表中没有这个号段'],
    ]) {
      await lookUp(page, typed);
      await expect(error).toContainText(message);
      await expect(page.getByTestId('phone-result')).toHaveCount(0);
      await expect(page.getByLabel('手机号码')).toHaveValue(typed);
    }
  });

  test('a table that cannot be loaded: "query failed", input kept for a retry', async ({
    page,
  }) => {
    await page.goto('/PhoneLocationChecker');
    await page.route('**/*phone*.wasm', (route) => route.abort());
    await lookUp(page, '13800138000');
    await expect(page.getByTestId('phone-error')).toHaveText('查询失败，请稍后重试。');
    await expect(page.getByLabel('手机号码')).toHaveValue('13800138000');
    // The browser keeps a module whose download failed as failed until the page is reloaded;
    // the number typed is remembered across the reload.
    await page.unroute('**/*phone*.wasm');
    await page.reload();
    await expect(page.getByLabel('手机号码')).toHaveValue('13800138000');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(field(page, 'carrier')).toHaveText('中国移动');
  });

  test('a corrupt table: "failed to parse data"', async ({ page }) => {
    // The same module with its embedded table's header damaged, as a broken download would be.
    await page.route('**/*phone*.wasm', async (route) => {
      const response = await route.fetch();
      const bytes = Buffer.from(await response.body());
      const at = bytes.indexOf('PHONE-COMPACT 1');
      expect(at).toBeGreaterThan(0);
      bytes.write('PHONE-COMPACT 9', at);
      await route.fulfill({ response, body: bytes });
    });
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '13800138000');
    await expect(page.getByTestId('phone-error')).toHaveText('数据解析失败。');
  });
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('English place names and carriers, and translated errors', async ({ page }) => {
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '+86 139-0047-0000');
    await expect(field(page, 'location')).toHaveText('Baotou, Inner Mongolia (内蒙古 包头)');
    await expect(field(page, 'carrier')).toHaveText('China Mobile');
    await expect(page.getByTestId('phone-result')).toContainText('data of 2023-12');
    await lookUp(page, '16201850000');
    await expect(field(page, 'carrier')).toHaveText("Virtual operator on China Telecom's network");
    await lookUp(page, '19212345678');
    await expect(field(page, 'carrier')).toHaveText('China Broadnet (China Broadcast Network)');
    await lookUp(page, '138-0013-800');
    await expect(page.getByTestId('phone-error')).toHaveText(
      'A mainland China mobile number has 11 digits; this one has 10.',
    );
    await switchLanguage(page, '中文');
    await expect(page.getByTestId('phone-error')).toHaveText(
      '中国大陆手机号为 11 位数字，当前为 10 位。',
    );
  });

  test('failed and corrupt lookups say so in English', async ({ page }) => {
    await page.route('**/*phone*.wasm', (route) => route.abort());
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '13800138000');
    await expect(page.getByTestId('phone-error')).toHaveText(
      'Query failed, please try again later.',
    );
  });

  test('at 375 px the result fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '13800138000');
    await expect(field(page, 'carrier')).toHaveText('China Mobile');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Look up' })).toBeInViewport();
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/PhoneLocationChecker');
    const input = page.getByLabel('Mobile number');
    await expect(input).toHaveAccessibleDescription(/11 digits starting with 1/);
    // The clear button shows while the field holds text, empties it and leaves the caret there.
    const clear = page.getByRole('button', { name: 'Clear' });
    await expect(clear).toHaveCount(0);
    await input.fill('12345');
    await clear.click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(clear).toHaveCount(0);
    // Enter in the field looks the number up.
    await input.fill('138 0013 8000');
    await input.press('Enter');
    const result = page.getByTestId('phone-result');
    await expect(result.getByRole('term')).toHaveText([
      'Phone number',
      'Location',
      'Provider',
      'Area code',
      'Postcode',
    ]);
    await expect(result.getByRole('definition').nth(1)).toHaveText('Beijing (北京)');
    // The copy button copies the bare digits and says so.
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await result.getByRole('button', { name: 'Copy' }).click();
    await expect(result.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('13800138000');
    // An error is our notice; the last result goes.
    await input.fill('1380013800');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'A mainland China mobile number has 11 digits; this one has 10.',
    );
    await expect(result).toHaveCount(0);
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after a first visit, numbers are looked up with the network cut', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/PhoneLocationChecker');
    await waitUntilOfflineReady(page);
    // The prefix table is heavy data, cached by the service worker when the tool is first
    // opened under it; the page says when that is done.
    await expect(
      page.getByText(/Works offline on this device\.|本设备上可离线使用。/),
    ).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await lookUp(page, '13588880000');
    await expect(field(page, 'location')).toHaveText('浙江 杭州');
    await expect(field(page, 'area-code')).toHaveText('0571');
  });
});
