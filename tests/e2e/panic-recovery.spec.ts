/**
 * A wasm panic is survivable: the page's copy of the `base` module is swapped (by routing its
 * .wasm request) for one built with the test-only `test-panic` feature
 * (scripts/build-test-wasm.sh; `make e2e` builds it, the site never ships it), whose
 * caseConvert panics on text starting with `toolbox:test-panic`. The user sees the generic
 * message once; the door drops the trapped instance and the next conversion, on the same page,
 * runs on a fresh one. Both on the page's thread and in the worker (large texts).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, paste, test } from './fixtures';

const PANIC_WASM = 'tests/e2e/.build/toolbox_base_panic.wasm';
const GENERIC = 'Something went wrong. Please try again; your input is kept.';

/** Serves the test-panic build for every request of the base module; counts the requests. */
async function servePanickingBase(page: Page): Promise<{ requests: number }> {
  expect(
    existsSync(PANIC_WASM),
    `${PANIC_WASM} is missing: run scripts/build-test-wasm.sh (make e2e does)`,
  ).toBe(true);
  const wasm = readFileSync(PANIC_WASM);
  const seen = { requests: 0 };
  await page.context().route(/\/assets\/toolbox_base_bg-[\w-]+\.wasm$/, async (route) => {
    seen.requests += 1;
    await route.fulfill({ body: wasm, contentType: 'application/wasm' });
  });
  return seen;
}

test.use({ language: 'English' });

test('a panic shows the generic error once, then the next conversion works on the same page', async ({
  page,
}) => {
  const seen = await servePanickingBase(page);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.goto('/CaseConverter');
  // Every case is converted as the text changes, UPPERCASE first (the panicking call).
  const box = page.getByRole('textbox', { name: 'Text to convert' });
  const results = page.getByRole('group', { name: 'Conversions' });
  const upper = results.getByRole('textbox', { name: 'UPPERCASE', exact: true });

  await box.fill('hello before');
  await expect(upper).toHaveValue('HELLO BEFORE');
  expect(seen.requests).toBe(1);

  await box.fill('toolbox:test-panic now');
  await expect(page.getByText(GENERIC, { exact: true })).toHaveCount(1);
  await expect(box).toHaveValue('toolbox:test-panic now');
  // The panic message reached the console (for whoever debugs), never the page.
  expect(consoleErrors.join('\n')).toContain('deliberate panic for the recovery test');
  await expect(page.getByText('deliberate panic')).toHaveCount(0);

  await box.fill('hello after');
  await expect(upper).toHaveValue('HELLO AFTER');
  await expect(page.getByText(GENERIC, { exact: true })).toHaveCount(0);
  // A fresh instance was fetched for that conversion.
  expect(seen.requests).toBe(2);

  // And it keeps working for every other case (no third instance needed).
  await expect(results.getByRole('textbox', { name: 'lowercase', exact: true })).toHaveValue(
    'hello after',
  );
  await box.fill('Hello Again');
  await expect(upper).toHaveValue('HELLO AGAIN');
  expect(seen.requests).toBe(2);
});

test('a panic in the worker (a large text) is survived the same way', async ({ page }) => {
  test.slow(); // megabytes through the DevTools protocol
  const seen = await servePanickingBase(page);
  await page.goto('/CaseConverter');
  const box = page.getByRole('textbox', { name: 'Text to convert' });
  const upper = page
    .getByRole('group', { name: 'Conversions' })
    .getByRole('textbox', { name: 'UPPERCASE', exact: true });
  const line = 'the quick brown fox jumps over the lazy dog.\n';
  const big = line.repeat(Math.ceil(300_000 / line.length));
  const head = (n: number) => box.evaluate((e: HTMLTextAreaElement, n) => e.value.slice(0, n), n);

  await paste(box, `toolbox:test-panic\n${big}`);
  await expect(page.getByText(GENERIC, { exact: true })).toHaveCount(1);
  expect(await head(19)).toBe('toolbox:test-panic\n');

  await box.fill('');
  await paste(box, big);
  await expect
    .poll(() => upper.evaluate((e: HTMLTextAreaElement) => e.value.slice(0, 45)))
    .toBe('THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG.\n');
  await expect(page.getByText(GENERIC, { exact: true })).toHaveCount(0);
  // The worker's first instance and its replacement.
  expect(seen.requests).toBe(2);
});
