/**
 * A tool whose first screen runs Rust (UUIDs, a barcode, a clock) names its wasm modules in its
 * meta (`wasm`), and the shell starts downloading them together with the tool's code
 * (web/src/core/wasmFiles.ts; the tool's built page asks for them in its HTML), instead of after
 * the code has arrived and drawn: on a phone's network that was the last step before the first
 * result. A tool that needs its module only once the user acts (`wasmAfterPaint`) draws first
 * and downloads it then, so that it does not share the network with the page's own code.
 */
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

// Every tool whose meta names wasm modules: its route, its page component, the module.
const PAGES = [
  ['/UuidGenerator', 'UuidGeneratorTool', 'uuid'],
  ['/CodeConverter', 'CodeConverterTool', 'codes'],
  ['/InternationalClock', 'InternationalClockTool', 'tz'],
  ['/clock', 'BeijingClockTool', 'base'],
  ['/ColorTool', 'ColorTool', 'base'],
  ['/ExchangeRateCalculator', 'ExchangeRateTool', 'money'],
  ['/UnitConverter', 'UnitConverterTool', 'math'],
  ['/CurrencyGuessing', 'CurrencyGuessingTool', 'base'],
  ['/FlagGuessingPage', 'FlagGuessingTool', 'base'],
].map(([path, component, wasm]) => ({
  path,
  chunk: new RegExp(`/assets/${component}-[\\w-]+\\.js$`),
  wasm,
}));

for (const { path, chunk, wasm } of PAGES) {
  test(`${path} downloads its ${wasm} module while its own code is still on the way`, async ({
    page,
  }) => {
    // Hold the tool's code until the wasm binary has been asked for (or 15 s have passed):
    // without the prefetch, only that code would ask for it, and the wait would time out.
    let asked!: () => void;
    const wasmAsked = new Promise<void>((resolve) => (asked = resolve));
    let askedFirst = false;
    page.on('request', (request) => {
      if (new RegExp(`/assets/toolbox_${wasm}_bg-[\\w-]+\\.wasm$`).test(request.url())) asked();
    });
    let held = 0;
    await page.route(chunk, async (route: Route) => {
      held += 1;
      askedFirst = await Promise.race([
        wasmAsked.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => held, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => askedFirst, { timeout: 20_000 }).toBe(true);
  });
}

// Every tool whose meta names wasm modules for after its first paint, with something of that
// first screen to see.
const AFTER_PAINT = [
  ['/ChineseConversion', 'opencc', 'Text to convert'],
  ['/TimestampConverter', 'tz', 'Timestamp'],
  ['/CharacterCount', 'base', 'Text to count'],
];

for (const [path, wasm, field] of AFTER_PAINT) {
  test.describe(() => {
    test.use({ language: 'English' });

    test(`${path} draws without its ${wasm} module, and downloads it once drawn`, async ({
      page,
    }) => {
      const binary = new RegExp(`/assets/toolbox_${wasm}_bg-[\\w-]+\\.wasm$`);
      // Whether the tool's body was on the page when each wasm download was asked for.
      await page.addInitScript((pattern) => {
        const asked: boolean[] = [];
        Object.assign(window, { wasmAsked: asked });
        const fetch = window.fetch.bind(window);
        window.fetch = (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (new RegExp(pattern).test(url)) {
            asked.push(document.querySelector('.tool-body:not(.tool-body-loading)') !== null);
          }
          return fetch(input, init);
        };
      }, binary.source);
      // The module never arrives: the first screen must not need it.
      let held = 0;
      await page.context().route(binary, () => void (held += 1));
      await page.goto(path);
      await expect(page.getByRole('textbox', { name: field, exact: true })).toBeEditable();
      await expect.poll(() => held).toBeGreaterThan(0);
      const asked = await page.evaluate(
        () => (window as unknown as { wasmAsked: boolean[] }).wasmAsked,
      );
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every(Boolean)).toBe(true);
    });
  });
}

test('the UUID generator draws its UUIDs, with the module downloaded once', async ({ page }) => {
  // The loader finds the prefetched binary in the HTTP cache: one download, not two.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const wasm = new Set<string>();
  const cached = new Set<string>();
  const downloads: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.endsWith('.wasm')) wasm.add(event.requestId);
  });
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.loadingFinished', (event) => {
    if (wasm.has(event.requestId) && !cached.has(event.requestId) && event.encodedDataLength > 1000)
      downloads.push(event.requestId);
  });
  await page.goto('/UuidGenerator');
  const v4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
  await expect(page.getByRole('textbox', { name: '生成的 UUID' })).toHaveValue(
    new RegExp(`^${v4}(\\n${v4}){9}$`),
  );
  await expect.poll(() => wasm.size).toBeGreaterThanOrEqual(1);
  expect(downloads).toHaveLength(1);
});
