/**
 * Exchange-rate calculator against the real server, whose upstream is the local fake Frankfurter
 * (tests/e2e/fake/routes/frankfurter-rates.json): exact values, minor units, swap, errors, the server's
 * fallbacks as the page shows them, and offline use after a first visit.
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

function row(page: Page, code: string) {
  return page.getByTestId('fx-table').locator('tr', { hasText: code });
}

async function noNaN(page: Page) {
  await expect(page.locator('main')).not.toContainText('NaN');
  await expect(page.locator('main')).not.toContainText('undefined');
}

const SNAPSHOT_ANSWER = {
  base: 'CNY',
  date: '2026-09-29',
  source: '@fawazahmed0/currency-api 2026.9.29',
  status: 'snapshot',
  rates: {
    USD: '0.14908054',
    GBP: '0.11261373',
    RUB: '12.59856763',
    KRW: '202.47949967',
    JPY: '23.47680015',
    SGD: '0.190623',
    HKD: '1.16950748',
    EUR: '0.13122455',
    CAD: '0.2115212',
    INR: '14.32445485',
  },
  fromSnapshot: [],
  snapshotDate: '2026-09-29',
};

test.describe('in Chinese (default)', () => {
  test('100 CNY in every currency, exact and with the right minor units', async ({ page }) => {
    await page.goto('/ExchangeRateCalculator');
    await expect(page.getByTestId('fx-status')).toContainText(
      '汇率日期：2026-11-20，来源：Frankfurter',
    );
    await expect(page.getByTestId('fx-freshness')).toHaveText('最新');
    await expect(page.getByTestId('fx-main')).toContainText('100.00 CNY = 14.09 USD');
    await expect(row(page, 'JPY')).toContainText('2,114');
    await expect(row(page, 'JPY')).not.toContainText('2,114.');
    await expect(row(page, 'KRW')).toContainText('19,461');
    await expect(row(page, 'RUB')).toContainText('1,140.00');
    await expect(row(page, 'EUR')).toContainText('欧元');
    await noNaN(page);
  });

  test('the result keeps its place: nothing under it moves when it comes or goes', async ({
    page,
  }) => {
    // The money module waits (a phone's network), so the page is drawn before any result.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/assets\/toolbox_money_bg-[\w-]+\.wasm$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ExchangeRateCalculator');
    const note = page.locator('.fx-note');
    await expect(note).toBeVisible();
    await expect(page.getByTestId('fx-main-waiting')).toBeAttached();
    const before = (await note.boundingBox())?.y;
    release();
    await expect(page.getByTestId('fx-main')).toContainText('100.00 CNY = 14.09 USD');
    expect((await note.boundingBox())?.y).toBe(before);
    // A wrong amount takes the result away; its place stays.
    await page.getByLabel('金额').fill('12abc');
    await expect(page.getByTestId('fx-main')).toHaveCount(0);
    expect((await note.boundingBox())?.y).toBe(before);
  });

  test('cross rates, swap, and a wrong amount keeps the input', async ({ page }) => {
    await page.goto('/ExchangeRateCalculator');
    const amount = page.getByLabel('金额');
    await amount.fill('1,000');
    await page.getByRole('button', { name: '交换币种' }).click();
    // 1000 USD: × 21.137 / 0.14089 = 150024.84… JPY, 1 / 0.14089 = 7.0977… CNY
    await expect(page.getByTestId('fx-main')).toContainText('1,000.00 USD = 7,097.74 CNY');
    await expect(row(page, 'JPY')).toContainText('150,025');
    await expect(page.getByTestId('fx-main')).toContainText('1 USD = 7.09774 CNY');

    await amount.fill('12abc');
    await expect(page.getByText('请输入数字，例如 100 或 1,234.56。')).toBeVisible();
    await expect(page.getByTestId('fx-table')).toHaveCount(0);
    await switchLanguage(page, 'English');
    await expect(page.getByText('Enter a number, for example 100 or 1,234.56.')).toBeVisible();
    await expect(page.getByLabel('Amount')).toHaveValue('12abc');
    await page.getByLabel('Amount').fill('-5');
    await expect(page.getByText('Enter an amount of zero or more.')).toBeVisible();
    await page.getByLabel('Amount').fill('0.123456789');
    await expect(page.getByText('At most 8 digits after the decimal point.')).toBeVisible();
    await noNaN(page);
  });

  test('the server’s built-in snapshot is marked as such', async ({ page }) => {
    await page.route('**/api/rates', (route) => route.fulfill({ json: SNAPSHOT_ANSWER }));
    await page.goto('/ExchangeRateCalculator');
    await expect(page.getByTestId('fx-status')).toContainText(
      '汇率日期：2026-09-29，来源：@fawazahmed0/currency-api 2026.9.29',
    );
    await expect(page.getByTestId('fx-freshness')).toContainText('内置快照');
    await expect(page.getByTestId('fx-main')).toContainText('100.00 CNY = 14.91 USD');
  });

  test('a currency the source left out is named', async ({ page }) => {
    await page.route('**/api/rates', (route) =>
      route.fulfill({
        json: {
          ...SNAPSHOT_ANSWER,
          date: '2026-11-20',
          source: 'Frankfurter',
          status: 'stale',
          fromSnapshot: ['RUB'],
        },
      }),
    );
    await page.goto('/ExchangeRateCalculator');
    await expect(page.getByTestId('fx-freshness')).toContainText('已过时');
    await expect(
      page.getByText('RUB：数据来源未提供，使用 2026-09-29 的内置快照汇率。'),
    ).toBeVisible();
  });

  test('no server and nothing saved: the built-in snapshot, marked, and a retry; never NaN', async ({
    page,
  }) => {
    await page.route('**/api/rates', (route) => route.abort());
    await page.goto('/ExchangeRateCalculator');
    // The dated snapshot shipped with the page (rates-snapshot.json: 1 CNY = 0.14908054 USD).
    await expect(page.getByTestId('fx-freshness')).toHaveText(
      '2026-09-29 的内置快照：暂时无法获取汇率',
    );
    await expect(page.getByTestId('fx-main')).toContainText('100.00 CNY = 14.91 USD');
    await noNaN(page);
    await page.unroute('**/api/rates');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('fx-main')).toContainText('100.00 CNY = 14.09 USD');
  });
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('currency names and choices, remembered', async ({ page }) => {
    await page.goto('/ExchangeRateCalculator');
    await expect(page.getByTestId('fx-status')).toContainText(
      'Rates as of 2026-11-20, source: Frankfurter',
    );
    await expect(row(page, 'GBP')).toContainText('British pound');
    // A native select: its options carry the code and the name.
    await page
      .getByRole('combobox', { name: 'From' })
      .selectOption({ label: 'JPY · Japanese yen' });
    await page.getByLabel('Amount').fill('10000');
    // 10000 JPY → CNY: 10000 / 21.137 = 473.1040…; → KRW: × 194.61 / 21.137 = 92070.78…
    await expect(page.getByTestId('fx-main')).toContainText('10,000 JPY = 66.66 USD');
    await expect(row(page, 'CNY')).toContainText('473.10');
    await expect(row(page, 'KRW')).toContainText('92,071');
    await page.reload();
    await expect(page.getByLabel('Amount')).toHaveValue('10000');
    await expect(page.getByTestId('fx-main')).toContainText('10,000 JPY = 66.66 USD');
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/ExchangeRateCalculator');
    await expect(page.getByTestId('fx-freshness')).toHaveText('Up to date');
    const amount = page.getByLabel('Amount');
    const from = page.getByRole('combobox', { name: 'From' });
    const to = page.getByRole('combobox', { name: 'To', exact: true });
    const main = page.getByTestId('fx-main');
    await expect(amount).toHaveAccessibleDescription(
      'Digits, with a decimal point if needed; 1,234.56 is fine.',
    );

    // The selects by keyboard: typing a code picks it.
    await to.focus();
    await page.keyboard.type('EUR');
    await expect(to).toHaveValue('EUR');
    await expect(main).toContainText('100.00 CNY =');
    await expect(main).toContainText(' EUR');
    await from.selectOption('USD');
    await expect(page).toHaveURL(/from=USD/);
    await expect(page).toHaveURL(/to=EUR/);
    await page.getByRole('button', { name: 'Swap currencies' }).click();
    await expect(from).toHaveValue('EUR');
    await expect(to).toHaveValue('USD');
    await expect(main).toContainText('100.00 EUR =');

    // A click on a row makes that currency the target.
    await row(page, 'GBP').click();
    await expect(to).toHaveValue('GBP');
    await expect(main).toContainText(' GBP');

    // Copy the converted amount: the button says so.
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await main.getByRole('button', { name: 'Copy' }).click();
    await expect(main.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d+(\.\d+)?$/);

    // More currencies: the switch adds them to the selects and the table, and is remembered.
    const more = page.getByRole('switch', { name: /More currencies/ });
    await expect(more).not.toBeChecked();
    await expect(row(page, 'CHF')).toHaveCount(0);
    await expect(to.locator('option', { hasText: 'CHF' })).toHaveCount(0);
    await page.getByText(/^More currencies/).click();
    await expect(more).toBeChecked();
    await expect(row(page, 'CHF')).toContainText('Swiss franc');
    await to.selectOption('CHF');
    await more.press('Space');
    await expect(more).not.toBeChecked();
    // The chosen one stays while it is chosen.
    await expect(row(page, 'CHF')).toHaveCount(1);
    await expect(row(page, 'AUD')).toHaveCount(0);

    // A wrong amount: the field is marked and its help gives way to the error; the clear
    // button empties it, and "Enter an amount" is said in the help's colour.
    await amount.fill('12abc');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(
      'Enter a number, for example 100 or 1,234.56.',
    );
    await expect(page.getByTestId('fx-table')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(amount).toHaveValue('');
    await expect(amount).toBeFocused();
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription('Enter an amount.');
    await amount.fill('1');
    await expect(main).toContainText('1.00 EUR =');

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });

  test('no rates at all: the error with a retry, without antd', async ({ page }) => {
    const antd = watchAntd(page);
    // Nothing from the server and no saved copy; the bundled snapshot is not reached either
    // while the first answer is pending, so the loading state shows first.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/rates', async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/ExchangeRateCalculator');
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading exchange rates…' }),
    ).toBeVisible();
    release();
    await expect(page.getByTestId('fx-freshness')).toContainText('Built-in snapshot of');
    const retry = page.getByRole('button', { name: 'Try again' });
    await page.unroute('**/api/rates');
    await retry.click();
    await expect(page.getByTestId('fx-freshness')).toHaveText('Up to date');
    await expect(retry).toHaveCount(0);
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after a first visit the tool works with the network cut', async ({ page, context }) => {
    test.slow();
    await page.goto('/ExchangeRateCalculator');
    await expect(page.getByTestId('fx-main')).toContainText('100.00 CNY = 14.09 USD');
    await waitUntilOfflineReady(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('fx-freshness')).toContainText('离线：使用');
    await expect(page.getByTestId('fx-status')).toContainText('汇率日期：2026-11-20');
    await page.getByLabel('金额').fill('250');
    await expect(page.getByTestId('fx-main')).toContainText('250.00 CNY = 35.22 USD');
    await expect(row(page, 'JPY')).toContainText('5,284');
    await noNaN(page);
  });
});
