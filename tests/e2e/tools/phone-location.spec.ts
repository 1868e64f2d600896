/**
 * Phone-number location: the lookup runs in the `phone` wasm module (no request carries the
 * number), in both languages, with every error message, a failed or corrupt table, offline use
 * after a first visit, and a 375 px phone screen; landlines by area code, the data's date and
 * the number-portability note, and the number kept in the URL (a link, reload, back/forward).
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

async function lookUp(page: Page, number: string, label = /电话号码|Phone number/) {
  await page.getByRole('textbox', { name: label }).fill(number);
  await page.getByRole('button', { name: /查询|Look up/ }).click();
}

function field(page: Page, id: string) {
  return page.getByTestId(`phone-${id}`);
}

test.describe('in Chinese (default)', () => {
  test('a Beijing China Mobile number, all five fields, the data date and portability', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '138 0013 8000');
    await expect(field(page, 'number')).toHaveText('138 0013 8000');
    await expect(field(page, 'location')).toHaveText('北京');
    await expect(field(page, 'carrier')).toHaveText('中国移动');
    await expect(field(page, 'area-code')).toHaveText('010');
    await expect(field(page, 'postcode')).toHaveText('100000');
    await expect(field(page, 'data-note')).toContainText('号码数据截至 2026-11');
    await expect(field(page, 'data-note')).toContainText('携号转网的号码在这里显示的仍是原运营商');
    // The number never leaves the page.
    expect(requests.filter((u) => u.includes('13800138000') || u.includes('/api/'))).toEqual([]);
  });

  test('landlines by area code, full-width digits, an area code or a prefix alone', async ({
    page,
  }) => {
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '0755-86013388');
    await expect(page.getByTestId('phone-error')).toHaveCount(0);
    await expect(page.getByTestId('phone-result').getByRole('term').first()).toHaveText('固定电话');
    await expect(field(page, 'number')).toHaveText('0755-8601 3388');
    await expect(field(page, 'location')).toHaveText('广东 深圳');
    await expect(field(page, 'carrier')).toHaveText('固定电话（无手机运营商）');
    await expect(field(page, 'area-code')).toHaveText('0755');
    await expect(field(page, 'postcode')).toHaveText('518000');
    await expect(field(page, 'data-note')).not.toContainText('携号转网');
    await lookUp(page, '（０１０）６５５２ ９９８８');
    await expect(field(page, 'location')).toHaveText('北京');
    await lookUp(page, '+86 571 8888 8888');
    await expect(field(page, 'location')).toHaveText('浙江 杭州');
    await lookUp(page, '0571');
    await expect(field(page, 'location')).toHaveText('浙江 杭州');
    await lookUp(page, '1380013');
    await expect(field(page, 'number')).toHaveText('138 0013');
    await expect(field(page, 'location')).toHaveText('北京');
  });

  test('virtual operators, a carrier without a city, satellites, China Broadnet', async ({
    page,
  }) => {
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '+86 170-0123-0000');
    await expect(field(page, 'carrier')).toHaveText('中国电信（虚拟运营商）');
    await lookUp(page, '0086 171 1234 0000');
    await expect(field(page, 'carrier')).toHaveText('中国联通（虚拟运营商）');
    await lookUp(page, '17081234567');
    await expect(field(page, 'carrier')).toHaveText('中国联通（虚拟运营商）');
    await lookUp(page, '19212345678');
    await expect(field(page, 'carrier')).toHaveText('中国广电');
    // An allocated block whose prefix has no city in the data: the carrier, and says so.
    await lookUp(page, '17300001234');
    await expect(field(page, 'carrier')).toHaveText('中国电信');
    await expect(field(page, 'location')).toHaveText('数据中没有');
    await expect(field(page, 'no-city')).toHaveText(/^中国电信，归属地不在我们的数据中/);
  });

  test('every input error, with the input kept', async ({ page }) => {
    await page.goto('/PhoneLocationChecker');
    const error = page.getByTestId('phone-error');
    for (const [typed, message] of [
      ['', '请输入电话号码。'],
      ['1380013800', '中国大陆手机号为 11 位数字（号段为 7 位），当前为 10 位。'],
      ['138.0013.8000', '“.”不能出现在电话号码中。'],
      ['+1 415 555 2671', '只能查询中国大陆的号码'],
      ['15411830000', '不是有效的中国手机号：154 1… 号段未分配给手机号码。'],
      ['86013388', '请在固定电话号码前加上区号'],
      ['0755-860133', '区号 0755 之后的固定电话号码应为 7 或 8 位，当前为 6 位。'],
      ['0123 1234567', '0123 不是我们数据中的区号。'],
    ]) {
      await lookUp(page, typed);
      await expect(error).toContainText(message);
      await expect(page.getByTestId('phone-result')).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: '电话号码' })).toHaveValue(typed);
    }
  });

  test('the number is kept in the URL: a link, a reload, back and forward', async ({ page }) => {
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '0755-8601 3388');
    await expect(field(page, 'location')).toHaveText('广东 深圳');
    await expect(page).toHaveURL(/#number=075586013388$/);
    // An error does not put the invalid number in the URL.
    await lookUp(page, '1541 183 0000');
    await expect(page.getByTestId('phone-error')).toBeVisible();
    await expect(page).toHaveURL(/#number=075586013388$/);
    // A link opens the answer (a new page load: a hash change alone does not reload the tool).
    await page.goto('/');
    await page.goto('/PhoneLocationChecker#number=13800138000');
    await expect(field(page, 'location')).toHaveText('北京');
    await expect(page.getByRole('textbox', { name: '电话号码' })).toHaveValue('13800138000');
    // Away and back: the number comes back with its answer.
    await page.goto('/');
    await page.goBack();
    await expect(field(page, 'location')).toHaveText('北京');
    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    // Only valid values are taken from a URL.
    await page.goto('/PhoneLocationChecker#number=abc<script>');
    await expect(page.getByTestId('phone-result')).toHaveCount(0);
  });

  test('a table that cannot be loaded: "query failed", input kept for a retry', async ({
    page,
  }) => {
    await page.goto('/PhoneLocationChecker');
    await page.route('**/*phone*.wasm', (route) => route.abort());
    await lookUp(page, '13800138000');
    await expect(page.getByTestId('phone-error')).toHaveText('查询失败，请稍后重试。');
    await expect(page.getByRole('textbox', { name: '电话号码' })).toHaveValue('13800138000');
    // The browser keeps a module whose download failed as failed until the page is reloaded;
    // the number typed is remembered across the reload.
    await page.unroute('**/*phone*.wasm');
    await page.reload();
    await expect(page.getByRole('textbox', { name: '电话号码' })).toHaveValue('13800138000');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(field(page, 'carrier')).toHaveText('中国移动');
  });

  test('a corrupt table: "failed to parse data"', async ({ page }) => {
    // The same module with its embedded table's header damaged, as a broken download would be.
    await page.route('**/*phone*.wasm', async (route) => {
      const response = await route.fetch();
      const bytes = Buffer.from(await response.body());
      const at = bytes.indexOf('PHONE-COMPACT 2');
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

  test('English place names and carriers, landlines, data date, translated errors', async ({
    page,
  }) => {
    await page.goto('/PhoneLocationChecker');
    await lookUp(page, '+86 139-0047-0000');
    await expect(field(page, 'location')).toHaveText('Baotou, Inner Mongolia (内蒙古 包头)');
    await expect(field(page, 'carrier')).toHaveText('China Mobile');
    await expect(field(page, 'data-note')).toContainText('Number data as of 2026-11');
    await expect(field(page, 'data-note')).toContainText(
      'A number moved to another carrier (number portability) keeps its original carrier here.',
    );
    await lookUp(page, '0755-86013388');
    await expect(field(page, 'location')).toHaveText('Shenzhen, Guangdong (广东 深圳)');
    await expect(field(page, 'carrier')).toHaveText('Landline (no mobile carrier)');
    await lookUp(page, '16701234567');
    await expect(field(page, 'carrier')).toHaveText('China Unicom (virtual operator)');
    await lookUp(page, '17300001234');
    await expect(field(page, 'no-city')).toHaveText(/^China Telecom, location not in our data/);
    await lookUp(page, '19212345678');
    await expect(field(page, 'carrier')).toHaveText('China Broadnet (China Broadcast Network)');
    await lookUp(page, '1600 291 0000');
    await expect(page.getByTestId('phone-error')).toHaveText(
      'Not a valid Chinese mobile number: the block 160 0… has not been allocated to mobile numbers.',
    );
    await lookUp(page, '138-0013-800');
    await expect(page.getByTestId('phone-error')).toHaveText(
      'A mainland China mobile number has 11 digits (or 7 for a number block); this one has 10. A landline starts with its area code, e.g. 0755-8601 3388.',
    );
    await switchLanguage(page, '中文');
    await expect(page.getByTestId('phone-error')).toContainText(
      '中国大陆手机号为 11 位数字（号段为 7 位），当前为 10 位。',
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
    const input = page.getByRole('textbox', { name: 'Phone number' });
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
      'Mobile number',
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
    await expect(page.getByRole('alert')).toContainText(
      'A mainland China mobile number has 11 digits (or 7 for a number block); this one has 10.',
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
