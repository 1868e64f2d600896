/**
 * Weather forecast against the real server, whose upstream is the local fake Open-Meteo
 * (tests/e2e/fake/routes/open-meteo.mjs: forecasts made up from the coordinates; 拉萨, 三亚,
 * 哈尔滨, 乌鲁木齐 and 西宁 stand for the upstream's failures). Both languages, every message,
 * offline after a first visit, 375 px.
 */
import type { Page } from '@playwright/test';
import { expect, switchLanguage, test, waitUntilOfflineReady, watchAntd } from '../fixtures';

async function ask(page: Page, city: string) {
  await page.getByLabel(/中国城市|City in China/).fill(city);
  await page.getByRole('button', { name: /查看预报|Show forecast/ }).click();
}

const forecast = (page: Page) => page.getByTestId('weather-forecast');
const error = (page: Page) => page.getByTestId('weather-error');
/** The table's day rows (its header row left out). */
const rows = (page: Page) => page.getByTestId('weather-table').locator('tbody').getByRole('row');
const tooltip = (page: Page) => page.getByTestId('weather-tooltip');

/** Moves the mouse (or taps, on a touch screen) over the chart's column of a date (`11-24`). */
async function pointAt(page: Page, date: string, tap = false) {
  const label = forecast(page).locator('.weather-tick', { hasText: date });
  const box = await label.boundingBox();
  if (!box) throw new Error(`no label ${date} on the chart`);
  const [x, y] = [box.x + box.width / 2, box.y - 60];
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.move(x, y);
}

async function fits(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('in Chinese (default)', () => {
  test('five cities’ average temperature in one chart, with time and attribution', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/weather') && calls.push(r.url()));
    await page.goto('/WeatherForecast');
    await expect(forecast(page)).toContainText('未来五天平均气温');
    for (const city of ['北京', '上海', '广州', '深圳', '成都'])
      await expect(forecast(page).locator('.weather-legend-item', { hasText: city })).toBeVisible();
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(5);
    await expect(
      forecast(page).getByRole('img', { name: '各城市未来五天平均气温折线图' }),
    ).toBeVisible();
    await expect(page.getByTestId('weather-status')).toContainText('更新于');
    await expect(page.getByRole('link', { name: '天气数据来自 Open-Meteo.com' })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    );
    expect(calls).toHaveLength(1);
  });

  test('a city by its Chinese name: chart and table of high, low, mean and conditions', async ({
    page,
  }) => {
    await page.goto('/WeatherForecast');
    await ask(page, '深圳');
    await expect(forecast(page)).toContainText('深圳（广东）未来五天');
    await expect(rows(page)).toHaveCount(5);
    // The fake's made-up forecast for Shenzhen (22.5435, 114.0579): mean 25.8 °C, ±4 °C.
    await expect(rows(page).first()).toContainText('2026-11-24');
    await expect(rows(page).first()).toContainText('晴');
    await expect(rows(page).first()).toContainText('29.8 °C');
    await expect(rows(page).first()).toContainText('21.8 °C');
    await expect(rows(page).first()).toContainText('25.8 °C');
    await expect(rows(page).nth(2)).toContainText('小雨');
    await expect(rows(page).nth(4)).toContainText('雷阵雨');
    await expect(rows(page).nth(4).getByRole('img', { name: '雷阵雨' })).toBeVisible();
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(3);
    // Pointing at a date shows its high, mean and low; moving on shows the next date's.
    await pointAt(page, '11-24');
    await expect(tooltip(page)).toHaveText('2026-11-24最高29.8 °C平均25.8 °C最低21.8 °C');
    await pointAt(page, '11-28');
    await expect(tooltip(page)).toHaveText('2026-11-28最高31.8 °C平均27.8 °C最低23.8 °C');
    await page.mouse.move(5, 5);
    await expect(tooltip(page)).toHaveCount(0);
    await page.getByRole('button', { name: '返回五城概览' }).click();
    await expect(forecast(page)).toContainText('未来五天平均气温');
  });

  test('unknown and empty names: a clear message and close matches to pick', async ({ page }) => {
    await page.goto('/WeatherForecast');
    await ask(page, '深圳南山');
    await expect(error(page)).toContainText('没有找到这个中国城市');
    await error(page).getByRole('button', { name: '深圳（广东）' }).click();
    await expect(forecast(page)).toContainText('深圳（广东）未来五天');
    await expect(error(page)).toHaveCount(0);
    await ask(page, 'Paris');
    await expect(error(page)).toContainText('没有找到这个中国城市。请输入地级市名称');
    await expect(page.getByLabel('中国城市')).toHaveValue('Paris');
    await ask(page, '');
    await expect(error(page)).toHaveText('请输入中国城市的名称。');
  });

  test('the upstream’s failures, each with its own message', async ({ page }) => {
    await page.goto('/WeatherForecast');
    for (const [city, message] of [
      ['拉萨', '天气服务暂时不可用，请稍后重试。'],
      ['西宁', '天气服务暂时不可用，请稍后重试。'],
      ['三亚', '天气服务今天的免费额度已用完，请明天再试。'],
      ['哈尔滨', '天气服务返回的数据无法读取，请稍后重试。'],
    ]) {
      await ask(page, city);
      await expect(error(page)).toHaveText(message);
      await expect(page.getByLabel('中国城市')).toHaveValue(city);
    }
  });

  test('a slow upstream: the server gives up and says so', async ({ page }) => {
    test.slow();
    await page.goto('/WeatherForecast');
    await ask(page, '乌鲁木齐');
    await expect(error(page)).toHaveText('天气服务没有及时响应，请重试。', { timeout: 20_000 });
  });
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('pinyin and English names, English conditions, ambiguous names', async ({ page }) => {
    await page.goto('/WeatherForecast');
    await expect(forecast(page)).toContainText('Average temperature, next five days');
    await expect(
      forecast(page).locator('.weather-legend-item', { hasText: 'Chengdu' }),
    ).toBeVisible();
    await ask(page, 'shenzhen');
    await expect(forecast(page)).toContainText('Shenzhen, Guangdong: next five days');
    await expect(rows(page).first()).toContainText('Clear sky');
    await expect(rows(page).nth(1)).toContainText('Partly cloudy');
    await ask(page, "Xi'an");
    await expect(forecast(page)).toContainText("Xi'an, Shaanxi");
    await ask(page, 'Suzhou');
    await expect(error(page)).toContainText('Several cities have that name. Pick one:');
    await error(page).getByRole('button', { name: 'Suzhou (宿州), Anhui' }).click();
    await expect(forecast(page)).toContainText('Suzhou, Anhui: next five days');
    await ask(page, 'Lhasa');
    await expect(error(page)).toHaveText(
      'The weather service is unavailable right now. Please try again later.',
    );
    await ask(page, 'Sanya');
    await expect(error(page)).toHaveText(
      "The weather service's free daily quota is used up. Please try again tomorrow.",
    );
    await switchLanguage(page, '中文');
    await expect(error(page)).toHaveText('天气服务今天的免费额度已用完，请明天再试。');
  });

  test('at 375 px the chart and the table fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/WeatherForecast');
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(5);
    await fits(page);
    await ask(page, 'Guangzhou');
    await expect(rows(page)).toHaveCount(5);
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(3);
    await fits(page);
    // The keyboard: the chart takes the focus and the arrow keys pick a date; the box of its
    // values stays on the screen at the right edge.
    await forecast(page)
      .getByRole('img', { name: 'Line chart of the daily high, mean and low temperature' })
      .focus();
    await expect(tooltip(page)).toContainText('2026-11-24');
    await page.keyboard.press('End');
    await expect(tooltip(page)).toContainText('2026-11-28');
    await expect(tooltip(page)).toContainText(/High-?\d+\.\d °C/);
    await page.keyboard.press('ArrowLeft');
    await expect(tooltip(page)).toContainText('2026-11-27');
    const box = await tooltip(page).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await fits(page);
  });
});

test.describe('on a touch screen', () => {
  test.use({ language: 'English', hasTouch: true, viewport: { width: 375, height: 800 } });

  test('tapping a date shows each city’s average until a tap elsewhere', async ({ page }) => {
    await page.goto('/WeatherForecast');
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(5);
    await pointAt(page, '11-26', true);
    await expect(tooltip(page)).toContainText('2026-11-26');
    for (const city of ['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Chengdu'])
      await expect(tooltip(page)).toContainText(new RegExp(`${city}-?\\d+\\.\\d °C`));
    // Still there after the finger lifts; a tap elsewhere hides it.
    await expect(tooltip(page)).toBeVisible();
    await forecast(page).getByRole('heading').tap();
    await expect(tooltip(page)).toHaveCount(0);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the last forecasts are shown with their time when the network is cut', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/WeatherForecast');
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(5);
    await ask(page, '成都');
    await expect(rows(page)).toHaveCount(5);
    await waitUntilOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    // The browser's HTTP cache (max-age 300) or the page's saved copy: either way with its time.
    await expect(page.getByTestId('weather-status')).toContainText(/更新于|的预报——您已离线/);
    // The address kept the city shown last.
    await expect(forecast(page)).toContainText('成都（四川）未来五天');
    await expect(rows(page)).toHaveCount(5);
    await page.getByRole('button', { name: '返回五城概览' }).click();
    await expect(forecast(page)).toContainText('未来五天平均气温');
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(5);
    await ask(page, '上海');
    await expect(error(page)).toContainText('您已离线');
    await expect(forecast(page)).toHaveCount(0);
  });
});

test.describe('the last forecast of each view, kept on the device', () => {
  test.use({ language: 'English' });

  const status = (page: Page) => page.getByTestId('weather-status');
  const retry = (page: Page) => status(page).getByRole('button', { name: 'Try again' });
  /** The weather service down behind our server, as the server reports it. */
  const serviceDown = (page: Page) =>
    page.route('**/api/weather**', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'upstream.unreachable' }),
      }),
    );

  test('the service down, then the network cut: the saved forecast, dated, and a retry', async ({
    page,
    context,
  }) => {
    await page.goto('/WeatherForecast');
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(5);
    await ask(page, 'Chengdu');
    await expect(rows(page)).toHaveCount(5);

    await serviceDown(page);
    await page.getByRole('button', { name: 'Back to the five cities' }).click();
    await expect(forecast(page)).toContainText('Average temperature, next five days');
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(5);
    await expect(status(page)).toContainText(
      /Forecast from .+ — the weather service cannot be reached right now\./,
    );
    await expect(retry(page)).toBeVisible();
    await ask(page, 'Chengdu');
    await expect(forecast(page)).toContainText('Chengdu, Sichuan: next five days');
    await expect(rows(page)).toHaveCount(5);
    await expect(status(page)).toContainText(/Forecast from .+ — the weather service cannot/);

    await page.unroute('**/api/weather**');
    await page.route('**/api/weather**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await retry(page).click();
    await expect(status(page)).toContainText(/Forecast from .+ — you are offline\./);
    await expect(rows(page)).toHaveCount(5);

    // Back online: "Try again" gets a fresh one.
    await page.unroute('**/api/weather**');
    await context.setOffline(false);
    await retry(page).click();
    await expect(status(page)).toContainText('Updated at');
    await expect(retry(page)).toHaveCount(0);
  });

  test('in Chinese too, and a city never seen gives only the message', async ({ page }) => {
    await page.goto('/WeatherForecast');
    await switchLanguage(page, '中文');
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(5);
    await serviceDown(page);
    await page.reload();
    await expect(status(page)).toContainText(/^.+ 的预报——暂时无法连接天气服务。/);
    await expect(status(page).getByRole('button', { name: '重试' })).toBeVisible();
    await ask(page, '西安');
    await expect(error(page)).toContainText('暂时无法连接天气服务');
    await expect(forecast(page)).toHaveCount(0);
  });
});

test.describe('the city in the address', () => {
  test('a link opens the city’s forecast; searching and going back update it', async ({ page }) => {
    await page.goto('/WeatherForecast#city=%E6%88%90%E9%83%BD');
    await expect(forecast(page)).toContainText('成都（四川）未来五天');
    await expect(page.getByLabel('中国城市')).toHaveValue('成都');
    await ask(page, '深圳');
    await expect(forecast(page)).toContainText('深圳（广东）未来五天');
    await expect(page).toHaveURL(/#city=%E6%B7%B1%E5%9C%B3$/);
    // Away and back: the same city.
    await page.getByRole('link', { name: '首页' }).first().click();
    await page.goBack();
    await expect(forecast(page)).toContainText('深圳（广东）未来五天');
    await page.getByRole('button', { name: '返回五城概览' }).click();
    await expect(forecast(page)).toContainText('未来五天平均气温');
    await expect(page).toHaveURL(/\/WeatherForecast$/);
  });

  test('a city that is none gives the message and leaves the address', async ({ page }) => {
    await page.goto('/WeatherForecast#city=Paris');
    await expect(error(page)).toContainText('没有找到这个中国城市');
    await expect(page).toHaveURL(/\/WeatherForecast$/);
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English' });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/WeatherForecast');
    await expect(forecast(page).getByTestId('weather-line')).toHaveCount(5);
    const field = page.getByRole('textbox', { name: 'City in China' });
    await expect(field).toHaveAccessibleDescription(
      "Chinese name, pinyin or English, e.g. 深圳, shenzhen or Xi'an.",
    );

    // The clear button inside the field empties it and gives the focus back.
    await field.fill('Paris');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);

    // Enter in the field shows the forecast; the table is a real table with its headers.
    await field.fill('Chengdu');
    await field.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Chengdu, Sichuan: next five days' }),
    ).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Date',
      'Conditions',
      'High',
      'Low',
      'Mean',
    ]);
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first().getByRole('cell').last()).toHaveText(/^-?\d+\.\d °C$/);

    // An ambiguous name: the choices are buttons in our error notice.
    await ask(page, 'Suzhou');
    await expect(page.getByRole('alert')).toContainText('Several cities have that name.');
    await error(page).getByRole('button', { name: 'Suzhou (苏州), Jiangsu' }).click();
    await expect(forecast(page)).toContainText('Suzhou, Jiangsu: next five days');
    await expect(field).toHaveValue('Suzhou');

    await page.getByRole('button', { name: 'Back to the five cities' }).click();
    await expect(forecast(page)).toContainText('Average temperature, next five days');
    await expect(page.getByRole('link', { name: 'Weather data by Open-Meteo.com' })).toBeVisible();

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
