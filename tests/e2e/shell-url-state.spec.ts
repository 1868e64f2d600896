/**
 * Tool state in the URL (web/src/shared/useUrlState.ts): a link with parameters opens the tool
 * as it was shared, a change goes back into the URL without adding history entries, and a
 * reload keeps it.
 */
import { expect, test } from './fixtures';

test.describe('URL state', () => {
  test.use({ language: 'English' });

  test('RMB conversion: a shared link opens the right tab with its input', async ({ page }) => {
    await page.goto('/RMBConversion#tab=fromCapital&capital=%E5%A3%B9%E4%BD%B0%E5%85%83%E6%95%B4');
    await expect(
      page.getByRole('tab', { name: 'Capitals → number', selected: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Capital amount')).toHaveValue('壹佰元整');
    await expect(page.locator('#rmb-number-out')).toHaveValue('¥100.00');

    const entries = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: 'Number → capitals' }).click();
    await page.getByLabel('Amount in yuan').pressSequentially('1409.50');
    await expect(page).toHaveURL(/[#&]amount=1409.50(&|$)/);
    await expect(page).toHaveURL(/[#&]tab=toCapital(&|$)/);
    // Typing replaced the entry instead of adding one per keystroke.
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.reload();
    await expect(page.getByLabel('Amount in yuan')).toHaveValue('1409.50');
    await expect(page.getByRole('textbox', { name: 'In capitals', exact: true })).toHaveValue(
      '壹仟肆佰零玖元伍角',
    );
  });

  test('exchange rate: amount and currencies from the link, changes back into it', async ({
    page,
  }) => {
    await page.goto('/ExchangeRateCalculator#amount=1000&from=USD&to=CNY');
    await expect(page.getByTestId('fx-main')).toContainText('1,000.00 USD = 7,097.74 CNY');

    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Swap currencies' }).click();
    await expect(page.getByTestId('fx-main')).toContainText('10.00 CNY = ');
    await expect(page).toHaveURL(/[#&]amount=10&from=CNY&to=USD$/);

    await page.reload();
    await expect(page.getByLabel('Amount')).toHaveValue('10');
    await expect(page.getByTestId('fx-main')).toContainText('10.00 CNY = 1.41 USD');
  });

  test('a parameter that is not a valid choice is ignored', async ({ page }) => {
    await page.goto('/ExchangeRateCalculator#from=XXX&to=JPY');
    await expect(page.getByTestId('fx-main')).toContainText('100.00 CNY = ');
    await expect(page.getByTestId('fx-main')).toContainText('JPY');
  });

  test('UUID generator: options from the link, a remembered option goes into the URL', async ({
    page,
  }) => {
    await page.goto('/UuidGenerator#version=v7&quantity=3&uppercase=true&hyphens=false');
    await expect(page.getByTestId('uuid-summary')).toHaveText('Generated 3 UUIDs: v7 (sortable)');
    const box = page.getByRole('textbox', { name: 'Generated UUIDs' });
    const lines = (await box.inputValue()).split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^[0-9A-F]{12}7[0-9A-F]{19}$/);

    await page.getByLabel('Uppercase').uncheck();
    await expect(page).toHaveURL(/[#&]uppercase=false(&|$)/);
    await page.reload();
    await expect(page.getByLabel('Uppercase')).not.toBeChecked();
    await expect(page.getByLabel('No hyphens')).toBeChecked();

    // A link's values are not saved as the visitor's own choices: only what they change is.
    await page.goto('/UuidGenerator');
    await expect(page.getByTestId('uuid-summary')).toHaveText('Generated 10 UUIDs: v4 (random)');
    await page.getByText('v7 (sortable)').click();
    await page.getByLabel('No hyphens').check();

    // Opened again without parameters, the remembered (non-default) choices are put into the
    // URL, so a link copied at once reopens what is on screen; default ones are left out.
    await page.goto('/UuidGenerator');
    await expect(page.getByTestId('uuid-summary')).toHaveText('Generated 10 UUIDs: v7 (sortable)');
    await expect(page).toHaveURL(/[#&]version=v7(&|$)/);
    await expect(page).toHaveURL(/[#&]hyphens=false(&|$)/);
    expect(page.url()).not.toContain('uppercase=');
  });

  test('unit converter: quantity, unit and value from the link', async ({ page }) => {
    await page.goto('/UnitConverter#category=weight&unit=jin&value=2');
    await expect(page.getByLabel('Chinese jin (市斤)', { exact: true })).toHaveValue('2');
    await expect(page.getByLabel('Kilogram (kg)', { exact: true })).toHaveValue('1');
    await page.getByLabel('Kilogram (kg)', { exact: true }).fill('5');
    await expect(page).toHaveURL(/[#&]unit=kg&value=5$/);
    await page.reload();
    await expect(page.getByLabel('Chinese jin (市斤)', { exact: true })).toHaveValue('10');

    // A unit of another quantity in an edited link is ignored, not shown as an error. (Opened
    // from another page: a fragment-only change is no new page load.)
    await page.goto('/');
    await page.goto('/UnitConverter#category=length&unit=jin&value=2');
    await expect(page.getByLabel('Meter (m)', { exact: true })).toHaveValue('');
  });

  test('timestamp converter: zone and conversion from the link', async ({ page }) => {
    await page.goto('/TimestampConverter#zone=Asia%2FTokyo&ts=1700000000');
    await expect(page.getByLabel('Timestamp', { exact: true })).toHaveValue('1700000000');
    await expect(page.getByTestId('ts-result')).toContainText('2023-11-15T07:13:20.000+09:00');
    await page.getByLabel('Date-time', { exact: true }).fill('2024-01-01 00:00:00');
    await page.getByLabel('Date-time', { exact: true }).press('Enter');
    await expect(page.getByTestId('dt-result')).toContainText('1704034800000');
    await expect(page).toHaveURL(/[#&]dt=2024-01-01\+00%3A00%3A00(&|$)/);
    await page.reload();
    await expect(page.getByTestId('dt-result')).toContainText('1704034800000');
    await expect(page.getByTestId('ts-result')).toContainText('+09:00');
  });

  test('colour, calculator and case converter reopen from a link', async ({ page }) => {
    await page.goto('/ColorTool#color=%23ff8800');
    await expect(page.getByTestId('color-swatch')).toHaveText('#FF8800');
    await page.getByLabel('HEX', { exact: true }).fill('#336699');
    await expect(page).toHaveURL(/[#&]color=%23336699$/);

    await page.goto('/Calculator#expr=2*(3%2B4)');
    await expect(page.getByRole('textbox', { name: 'Expression' })).toHaveValue('2×(3+4)');
    // Opened evaluated, as if "=" had just been pressed: an operator continues from the value.
    await expect(page.getByTestId('calc-result')).toHaveText('= 14');
    await page.keyboard.type('-4');
    await expect(page.getByRole('textbox', { name: 'Expression' })).toHaveValue('14−4');
    await expect(page).toHaveURL(/[#&]expr=14-4$/);
    await page.reload();
    await expect(page.getByTestId('calc-result')).toHaveText('= 10');

    await page.goto('/CaseConverter#text=hello%20world');
    const results = page.getByRole('group', { name: 'Conversions' });
    await expect(results.getByRole('textbox', { name: 'UPPERCASE' })).toHaveValue('HELLO WORLD');
  });
});

test.describe('URL state of the newer tools', () => {
  test.use({ language: 'English' });

  test('coin flip: the number of coins from the link, a change back into it', async ({ page }) => {
    await page.goto('/CoinFlip#coins=3');
    await expect(page.getByLabel('Coins')).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'Flip 3 coins' })).toBeVisible();
    await page.getByLabel('Coins').selectOption('5');
    await expect(page).toHaveURL(/[#&]coins=5$/);
    await page.reload();
    await expect(page.getByLabel('Coins')).toHaveValue('5');
    // Out of range or not a number: the remembered choice instead.
    await page.goto('/CoinFlip#coins=11');
    await expect(page.getByLabel('Coins')).toHaveValue('5');
    await page.goto('/CoinFlip#coins=abc');
    await expect(page.getByLabel('Coins')).toHaveValue('5');
  });

  test('currency game and Beijing clock: the question type and the face from the link', async ({
    page,
  }) => {
    await page.goto('/CurrencyGuessing#mode=region');
    await expect(page.getByRole('radio', { name: 'Country or region → currency' })).toBeChecked();
    await expect(page.getByText('Which currency is used in this country or region?')).toBeVisible();
    await page.getByRole('radio', { name: 'Currency → country or region' }).check();
    await expect(page).toHaveURL(/[#&]mode=currency$/);
    await page.goto('/CurrencyGuessing#mode=nonsense');
    await expect(page.getByRole('radio', { name: 'Currency → country or region' })).toBeChecked();

    await page.goto('/clock#face=analogue');
    await expect(page.getByRole('radio', { name: 'Analogue' })).toBeChecked();
    await page.getByRole('radio', { name: 'Digital' }).check();
    await expect(page).toHaveURL(/[#&]face=digital$/);
    // Back to a page left with the analogue face: the address kept it.
    await page.getByRole('radio', { name: 'Analogue' }).check();
    await page.goto('/');
    await page.goBack();
    await expect(page.getByRole('radio', { name: 'Analogue' })).toBeChecked();
  });
});
