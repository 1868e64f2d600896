/** English case conversion, end to end through the wasm core. */
import { expect, paste, test } from '../fixtures';

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  test('every mode, reset and copy', async ({ page }) => {
    await page.goto('/CaseConverter');
    const box = page.getByRole('textbox', { name: 'Text to convert' });
    const original = 'the lord of THE rings: a NEW hope. i love my iPhone';
    await box.fill(original);
    const modes = page.getByRole('group', { name: 'Conversions' });

    const expected: [string, string][] = [
      ['UPPERCASE', 'THE LORD OF THE RINGS: A NEW HOPE. I LOVE MY IPHONE'],
      ['lowercase', 'the lord of the rings: a new hope. i love my iphone'],
      ['Title Case', 'The Lord of the Rings: A New Hope. I Love My iPhone'],
      ['Sentence case', 'The lord of the rings: a new hope. I love my iPhone'],
      ['camelCase', 'theLordOfTheRingsANewHopeILoveMyIPhone'],
      ['snake_case', 'the_lord_of_the_rings_a_new_hope_i_love_my_i_phone'],
      ['kebab-case', 'the-lord-of-the-rings-a-new-hope-i-love-my-i-phone'],
    ];
    for (const [button, result] of expected) {
      await modes.getByRole('button', { name: button }).click();
      await expect(box).toHaveValue(result);
      await expect(modes.getByRole('button', { name: button })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected[6][1]);

    await page.getByRole('button', { name: 'Reset to original' }).click();
    await expect(box).toHaveValue(original);
  });

  test('Unicode: ß, accents, Greek final sigma, emoji', async ({ page }) => {
    await page.goto('/CaseConverter');
    const box = page.getByRole('textbox', { name: 'Text to convert' });
    await box.fill('straße café 👨‍👩‍👧 ΟΔΟΣ');
    await page.getByRole('button', { name: 'UPPERCASE' }).click();
    await expect(box).toHaveValue('STRASSE CAFÉ 👨‍👩‍👧 ΟΔΟΣ');
    await page.getByRole('button', { name: 'lowercase' }).click();
    await expect(box).toHaveValue('straße café 👨‍👩‍👧 οδος');
  });

  test('lists of names convert line by line', async ({ page }) => {
    await page.goto('/CaseConverter');
    const box = page.getByRole('textbox', { name: 'Text to convert' });
    await box.fill("first name\nXMLHttpRequest\ndon't stop");
    await page.getByRole('button', { name: 'snake_case' }).click();
    await expect(box).toHaveValue('first_name\nxml_http_request\ndont_stop');
  });

  test('a 2 MB text converts in the worker without freezing the page', async ({ page }) => {
    test.slow(); // megabytes through the DevTools protocol: give a loaded CI machine time
    await page.goto('/CaseConverter');
    const line = 'The quick brown fox jumps over the lazy dog.\n';
    const big = line.repeat(Math.ceil((2 * 1024 * 1024) / line.length));
    const box = page.getByRole('textbox', { name: 'Text to convert' });
    await paste(box, big);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.getByRole('button', { name: 'UPPERCASE' }).click();
    await expect
      .poll(() => box.evaluate((e: HTMLTextAreaElement) => e.value.slice(0, 45)))
      .toBe('THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG.\n');
    const value = await box.evaluate((e: HTMLTextAreaElement) => e.value);
    expect(value).toBe(big.toUpperCase());
    expect(workers.length).toBe(1);
  });

  test('a text over 10 MB is refused politely and the previous text is kept', async ({ page }) => {
    await page.goto('/CaseConverter');
    const box = page.getByRole('textbox', { name: 'Text to convert' });
    await box.fill('small text');
    const huge = 'x'.repeat(10 * 1024 * 1024 + 1);
    await paste(box, huge);
    await expect(
      page.getByText('The text is too long (more than 10,485,760 characters)'),
    ).toBeVisible();
    await expect(box).toHaveValue('small text');
  });
});

test('in Chinese', async ({ page }) => {
  await page.goto('/CaseConverter');
  await page.getByRole('textbox', { name: '要转换的文本' }).fill('hello world');
  await page.getByRole('button', { name: '全部大写' }).click();
  await expect(page.getByRole('textbox', { name: '要转换的文本' })).toHaveValue('HELLO WORLD');
  await page.getByRole('button', { name: '恢复原文' }).click();
  await expect(page.getByRole('textbox', { name: '要转换的文本' })).toHaveValue('hello world');
});
