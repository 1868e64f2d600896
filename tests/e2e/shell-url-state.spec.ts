/**
 * Tool state in the URL (web/src/shared/useUrlState.ts): a link with parameters opens the tool
 * as it was shared, a change goes back into the URL without adding history entries, and a
 * reload keeps it.
 */
import { expect, test } from './fixtures';

test.describe('URL state', () => {
  test.use({ language: 'English' });

  test('RMB conversion: a shared link opens the right tab with its input', async ({ page }) => {
    await page.goto('/RMBConversion?tab=fromCapital&capital=%E5%A3%B9%E4%BD%B0%E5%85%83%E6%95%B4');
    await expect(
      page.getByRole('tab', { name: 'Capitals → number', selected: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Capital amount')).toHaveValue('壹佰元整');
    await expect(page.locator('#rmb-number-out')).toHaveValue('¥100.00');

    const entries = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: 'Number → capitals' }).click();
    await page.getByLabel('Amount in yuan').pressSequentially('1409.50');
    await expect(page).toHaveURL(/[?&]amount=1409.50(&|$)/);
    await expect(page).toHaveURL(/[?&]tab=toCapital(&|$)/);
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
    await page.goto('/ExchangeRateCalculator?amount=1000&from=USD&to=CNY');
    await expect(page.getByTestId('fx-main')).toContainText('1,000.00 USD = 7,097.74 CNY');

    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Swap currencies' }).click();
    await expect(page.getByTestId('fx-main')).toContainText('10.00 CNY = ');
    await expect(page).toHaveURL(/[?&]amount=10&from=CNY&to=USD$/);

    await page.reload();
    await expect(page.getByLabel('Amount')).toHaveValue('10');
    await expect(page.getByTestId('fx-main')).toContainText('10.00 CNY = 1.41 USD');
  });

  test('a parameter that is not a valid choice is ignored', async ({ page }) => {
    await page.goto('/ExchangeRateCalculator?from=XXX&to=JPY');
    await expect(page.getByTestId('fx-main')).toContainText('100.00 CNY = ');
    await expect(page.getByTestId('fx-main')).toContainText('JPY');
  });
});
