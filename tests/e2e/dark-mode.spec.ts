/**
 * Dark mode in result states that only appear after an action: with the system set to dark,
 * every text the tool shows meets WCAG AA contrast (axe's colour-contrast, including its 1:1
 * "incomplete" nodes, see contrast.ts). A hard-coded light colour in a tool's CSS shows up here.
 * Every route as it opens is checked in dark mode by the every-route sweep (routes.spec.ts,
 * its English load at 1280 px).
 */
import { chartTextProblems, contrastProblems } from './contrast';
import { expect, test } from './fixtures';

test.use({ language: 'English' });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
});

test('dark mode: a calculator result and its history', async ({ page }) => {
  await page.goto('/Calculator');
  const expression = page.getByRole('textbox', { name: 'Expression' });
  await expect(expression).toBeFocused();
  await page.keyboard.type('0.1+0.2');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('calc-result')).toHaveText('= 0.3');
  await page.keyboard.type('1/0');
  await page.keyboard.press('Enter');
  expect(await contrastProblems(page)).toEqual([]);
});

test('dark mode: the weather forecast from the fake upstream', async ({ page }) => {
  await page.goto('/WeatherForecast');
  await expect(page.getByTestId('weather-forecast').getByTestId('weather-line')).toHaveCount(5);
  await expect(page.getByTestId('weather-status')).toContainText('Updated');
  expect(await contrastProblems(page)).toEqual([]);
  // Axe does not look inside the chart (role img): its text is measured here.
  // The chart's axis labels, the legend's city names and the box of a date's values.
  await page.getByTestId('weather-chart').focus();
  await expect(page.getByTestId('weather-tooltip')).toContainText('Beijing');
  const chartText =
    '.weather-tick, .weather-legend-item-text, .weather-tooltip-date, .weather-tooltip-row span:not(.weather-swatch)';
  await expect(page.locator(chartText)).not.toHaveCount(0);
  expect(await chartTextProblems(page, chartText)).toEqual([]);
  // The same in the light theme, switched on the page.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await chartTextProblems(page, chartText)).toEqual([]);
});

test('dark mode: a phone-number result', async ({ page }) => {
  await page.goto('/PhoneLocationChecker');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('138 0013 8000');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('phone-area-code')).toHaveText('010');
  expect(await contrastProblems(page)).toEqual([]);
});

test('dark mode: a translation from the fake upstream', async ({ page }) => {
  await page.goto('/TranslationComponent');
  await page.getByLabel('Text to translate').fill('Good morning, how are you today?');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByTestId('tr-output')).not.toBeEmpty();
  expect(await contrastProblems(page)).toEqual([]);
});

test('dark mode: pinyin under Chinese text', async ({ page }) => {
  await page.goto('/ChineseToPinyin');
  await page.getByRole('textbox', { name: 'Chinese text' }).fill('我们去银行取钱，他长大了。');
  await page.getByText('Pinyin above characters').click();
  await expect(page.getByTestId('pinyin-ruby').locator('rt').first()).toBeVisible();
  expect(await contrastProblems(page)).toEqual([]);
});

test('dark mode: a kinship title with its pinyin', async ({ page }) => {
  await page.goto('/RelativeCalculator');
  const relations = page.getByRole('group', { name: 'Add a relation' }).getByRole('button');
  await relations.first().click();
  await expect(page.getByTestId('kin-pinyin').first()).toBeVisible();
  expect(await contrastProblems(page)).toEqual([]);
});

test('dark mode: an answered quiz question shows the right (and wrong) answer', async ({
  page,
}) => {
  await page.goto('/CurrencyGuessing');
  await expect(page.locator('.currency-card')).toBeVisible();
  await page.getByRole('group', { name: 'Answers' }).getByRole('button').first().click();
  await expect(page.getByTestId('quiz-feedback')).toBeVisible();
  await expect(page.locator('.quiz-option.is-right')).toHaveCount(1);
  expect(await contrastProblems(page)).toEqual([]);
});
