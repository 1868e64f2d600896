/** English case conversion, end to end through the wasm core. */
import { expect, holdClock, paste, test, watchAntd } from '../fixtures';

test.describe('in English', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  const expected: [string, string][] = [
    ['UPPERCASE', 'THE LORD OF THE RINGS: A NEW HOPE. I LOVE MY IPHONE'],
    ['lowercase', 'the lord of the rings: a new hope. i love my iphone'],
    ['Title Case', 'The Lord of the Rings: A New Hope. I Love My iPhone'],
    ['Sentence case', 'The lord of the rings: a new hope. I love my iPhone'],
    ['camelCase', 'theLordOfTheRingsANewHopeILoveMyIPhone'],
    ['snake_case', 'the_lord_of_the_rings_a_new_hope_i_love_my_i_phone'],
    ['kebab-case', 'the-lord-of-the-rings-a-new-hope-i-love-my-i-phone'],
    ['PascalCase', 'TheLordOfTheRingsANewHopeILoveMyIPhone'],
    ['CONSTANT_CASE', 'THE_LORD_OF_THE_RINGS_A_NEW_HOPE_I_LOVE_MY_I_PHONE'],
    ['Header-Case', 'The-Lord-Of-The-Rings-A-New-Hope-I-Love-My-I-Phone'],
    ['dot.case', 'the.lord.of.the.rings.a.new.hope.i.love.my.i.phone'],
    ['path/case', 'the/lord/of/the/rings/a/new/hope/i/love/my/i/phone'],
  ];

  test('every case at once, each with its own copy button; reset', async ({ page }) => {
    await page.goto('/CaseConverter');
    const box = page.getByRole('textbox', { name: 'Text to convert' });
    await box.fill('the lord of THE rings: a NEW hope. i love my iPhone');
    const results = page.getByRole('group', { name: 'Conversions' });
    for (const [label, result] of expected) {
      await expect(results.getByRole('textbox', { name: label, exact: true })).toHaveValue(result);
    }
    for (const [label, result] of [expected[2], expected[5]]) {
      await results.getByRole('button', { name: `Copy ${label}` }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(result);
    }
    // Typing updates every case.
    await box.fill('hello world');
    await expect(results.getByRole('textbox', { name: 'UPPERCASE' })).toHaveValue('HELLO WORLD');
    await expect(results.getByRole('textbox', { name: 'camelCase' })).toHaveValue('helloWorld');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(box).toHaveValue('');
    await expect(results.getByRole('textbox', { name: 'UPPERCASE' })).toHaveValue('');
  });

  test('Unicode: ß, accents, Greek final sigma, emoji', async ({ page }) => {
    await page.goto('/CaseConverter');
    await page.getByRole('textbox', { name: 'Text to convert' }).fill('straße café 👨‍👩‍👧 ΟΔΟΣ');
    await expect(page.getByRole('textbox', { name: 'UPPERCASE' })).toHaveValue(
      'STRASSE CAFÉ 👨‍👩‍👧 ΟΔΟΣ',
    );
    await expect(page.getByRole('textbox', { name: 'lowercase' })).toHaveValue(
      'straße café 👨‍👩‍👧 οδος',
    );
  });

  test('lists of names convert line by line, each box as tall as its lines', async ({ page }) => {
    await page.goto('/CaseConverter');
    const snake = page.getByRole('textbox', { name: 'snake_case' });
    const oneLine = (await snake.boundingBox())!.height;
    await page
      .getByRole('textbox', { name: 'Text to convert' })
      .fill("first name\nXMLHttpRequest\ndon't stop");
    await expect(snake).toHaveValue('first_name\nxml_http_request\ndont_stop');
    // Three lines are all visible without scrolling; more than three scroll inside the box.
    await expect.poll(async () => (await snake.boundingBox())!.height).toBeGreaterThan(oneLine * 2);
    const fits = () => snake.evaluate((e) => e.scrollHeight <= e.clientHeight + 1);
    expect(await fits()).toBe(true);
    await page.getByRole('textbox', { name: 'Text to convert' }).fill('a\nb\nc\nd\ne\nf');
    await expect(snake).toHaveValue('a\nb\nc\nd\ne\nf');
    expect(await fits()).toBe(false);
  });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page.
  test('its controls work without antd', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/CaseConverter');
    const box = page.getByRole('textbox', { name: 'Text to convert' });
    await box.fill('hello world');
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy kebab-case' }).click();
    // The button says it worked, and so does a live region for screen readers.
    await expect(page.getByRole('button', { name: 'Copy kebab-case' })).toHaveText('Copied');
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    await resume();
    await paste(box, 'x'.repeat(10 * 1024 * 1024 + 1));
    await expect(page.getByRole('alert')).toContainText('The text is too long');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });

  test('a 2 MB text converts in the worker without freezing the page', async ({ page }) => {
    test.slow(); // megabytes through the DevTools protocol: give a loaded CI machine time
    await page.goto('/CaseConverter');
    const line = 'The quick brown fox jumps over the lazy dog.\n';
    const big = line.repeat(Math.ceil((2 * 1024 * 1024) / line.length));
    const box = page.getByRole('textbox', { name: 'Text to convert' });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await paste(box, big);
    const upper = page.getByRole('textbox', { name: 'UPPERCASE' });
    await expect
      .poll(() => upper.evaluate((e: HTMLTextAreaElement) => e.value.slice(0, 45)), {
        timeout: 30_000,
      })
      .toBe('THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG.\n');
    // The box shows a preview; Copy takes the whole result.
    await page.getByRole('button', { name: 'Copy UPPERCASE' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText().then((t) => t.length)))
      .toBe(big.length);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(big.toUpperCase());
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
  await expect(page.getByRole('textbox', { name: '全部大写' })).toHaveValue('HELLO WORLD');
  await expect(page.getByRole('button', { name: '复制全部大写' })).toBeEnabled();
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page.getByRole('textbox', { name: '要转换的文本' })).toHaveValue('');
});
