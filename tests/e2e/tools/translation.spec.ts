/**
 * Translation, by both engines.
 *
 * Through our server (the proxy path), against the real server whose MyMemory upstream is the
 * local fake (tests/e2e/fake/routes/mymemory.mjs: it "translates" as `<target>: <text>`, and
 * words like "fake:500" or "fake:quota" in the text pick its failure scenarios): the happy path
 * with detection, the button while running, every error message (the used-up quota too), the
 * length limit, recent translations, offline, the URL, and the 375 px layout, in both languages.
 * Chromium's own `Translator` is removed from these pages (see `noDeviceApis`), so they never
 * depend on what the browser offers or try to download a language pack.
 *
 * On this device: the browser's `Translator` and `LanguageDetector` are replaced by a fake
 * (`fakeDeviceApis`) that answers each availability state, reports a download the test lets
 * finish (or fail), and streams its translation as `device-<target>: <text>`.
 */
import type { Page } from '@playwright/test';
import { layoutShift, watchLayoutShift } from '../checks';
import { expect, holdClock, test, watchAntd } from '../fixtures';

/** Removes the browser's own translation APIs from the page (the proxy path, deterministic). */
function noDeviceApis(page: Page) {
  return page.addInitScript(() => {
    for (const name of ['Translator', 'LanguageDetector']) {
      Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
    }
  });
}

test.beforeEach(async ({ page }) => {
  await noDeviceApis(page);
});

/** The language a select shows (a native select's text holds every option). */
const shown = (page: Page, testId: string) => page.getByTestId(testId).locator('option:checked');

const FAILED_EN =
  'An error occurred during translation. Please check your input or try again later.';
const FAILED_ZH = '翻译时出错，请检查输入或稍后重试。';
const SERVER_PRIVACY_EN =
  'Your text is sent through our server to an online translation service to be translated; do not enter anything confidential.';
const QUOTA_EN =
  "Today's free translation quota of this site is used up; translation on this device still works in Chrome/Edge.";
const QUOTA_ZH = '本站今日的免费翻译额度已用完；在 Chrome 或 Edge 浏览器中仍可使用本机翻译。';

test.describe('in Chinese (default)', () => {
  test('auto-detects English, translates into Chinese by default, keeps it in recent', async ({
    page,
  }) => {
    await page.goto('/TranslationComponent');
    await expect(page.getByTestId('tr-privacy')).toContainText('在线翻译服务');
    await expect(shown(page, 'tr-source')).toHaveText('自动检测');
    await expect(shown(page, 'tr-target')).toHaveText('中文');
    await page.getByLabel('要翻译的文本').fill('Good morning, how are you today?');
    await expect(page.getByTestId('tr-count')).toHaveText('32 / 1,000 字');
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByTestId('tr-output')).toHaveText(
      'zh-CN: Good morning, how are you today?',
    );
    await expect(page.getByTestId('tr-detected')).toContainText('检测到：英语。');
    await expect(page.getByTestId('tr-detected')).toContainText('由 MyMemory 经本站服务器翻译。');
    await expect(page.getByTestId('tr-plan')).toContainText(
      '电脑上的 Chrome 和 Edge 可以在本机翻译',
    );
    // No engine choice where the browser cannot translate itself.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByTestId('tr-recent')).toContainText('Good morning, how are you today?');
    // Kept after a reload.
    await page.reload();
    await expect(page.getByLabel('要翻译的文本')).toHaveValue('Good morning, how are you today?');
    await expect(page.getByTestId('tr-recent')).toContainText('zh-CN: Good morning');
  });

  test('the button reads "翻译中..." while running; a timeout shows the failure message', async ({
    page,
  }) => {
    await page.goto('/TranslationComponent');
    await page.getByLabel('要翻译的文本').fill('Please wait for this sentence fake:slow');
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByRole('button', { name: /翻译中\.\.\./ })).toBeVisible();
    await expect(page.getByTestId('tr-error')).toHaveText(FAILED_ZH, { timeout: 15_000 });
    await expect(page.getByLabel('要翻译的文本')).toHaveValue(
      'Please wait for this sentence fake:slow',
    );
  });

  test('额度用完：说明原因，保留输入', async ({ page }) => {
    await page.goto('/TranslationComponent');
    await page.getByLabel('要翻译的文本').fill('Quota is gone today fake:quota');
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByTestId('tr-error')).toHaveText(QUOTA_ZH);
    await expect(page.getByLabel('要翻译的文本')).toHaveValue('Quota is gone today fake:quota');
  });

  test('offline: a clear message and the input kept', async ({ page, context }) => {
    await page.goto('/TranslationComponent');
    await page.getByLabel('要翻译的文本').fill('Good evening to everyone here');
    await context.setOffline(true);
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByTestId('tr-error')).toContainText('当前处于离线状态');
    await expect(page.getByLabel('要翻译的文本')).toHaveValue('Good evening to everyone here');
    await context.setOffline(false);
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByTestId('tr-output')).toHaveText('zh-CN: Good evening to everyone here');
  });
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  for (const scenario of ['fake:500', 'fake:malformed', 'fake:403']) {
    test(`upstream failure ${scenario} shows the spec's message and keeps the input`, async ({
      page,
    }) => {
      await page.goto('/TranslationComponent');
      const text = `Please translate this English sentence ${scenario}`;
      await page.getByLabel('Text to translate').fill(text);
      await page.getByRole('button', { name: 'Translate', exact: true }).click();
      await expect(page.getByTestId('tr-error')).toHaveText(FAILED_EN);
      await expect(page.getByLabel('Text to translate')).toHaveValue(text);
      await expect(page.getByTestId('tr-result')).toHaveCount(0);
    });
  }

  test('a used-up quota says so and points to translation on the device', async ({ page }) => {
    await page.goto('/TranslationComponent');
    const text = 'Please translate this English sentence fake:quota';
    await page.getByLabel('Text to translate').fill(text);
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByTestId('tr-error')).toHaveText(QUOTA_EN);
    await expect(page.getByLabel('Text to translate')).toHaveValue(text);
  });

  test('a language that cannot be recognized asks for the source language', async ({ page }) => {
    await page.goto('/TranslationComponent');
    await page.getByLabel('Text to translate').fill('12345 67890');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByTestId('tr-error')).toContainText('Choose the source language');
  });

  test('over the limit: counter, message, no request; swap and copy', async ({ page }) => {
    await page.goto('/TranslationComponent');
    const input = page.getByLabel('Text to translate');
    await input.fill('a'.repeat(1001));
    await expect(page.getByTestId('tr-count')).toHaveText('1001 / 1,000 characters');
    await expect(page.getByText('The text is too long: at most 1,000 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Translate', exact: true })).toBeDisabled();

    await input.fill('Bonjour tout le monde, comment allez-vous ce matin ?');
    await page.getByTestId('tr-target').selectOption({ label: 'English' });
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByTestId('tr-detected')).toContainText('Detected: French.');
    await expect(page.getByTestId('tr-output')).toHaveText(
      'en: Bonjour tout le monde, comment allez-vous ce matin ?',
    );
    await expect(page.getByRole('button', { name: /copy/i })).toBeVisible();
    await page.getByRole('button', { name: 'Swap languages' }).click();
    await expect(shown(page, 'tr-source')).toHaveText('English');
    await expect(shown(page, 'tr-target')).toHaveText('French');
    await expect(input).toHaveValue('en: Bonjour tout le monde, comment allez-vous ce matin ?');
  });

  test('fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/TranslationComponent');
    await page.getByLabel('Text to translate').fill('Good morning, how are you today?');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByTestId('tr-output')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const button = await page.getByRole('button', { name: 'Translate', exact: true }).boundingBox();
    expect(button && button.x + button.width).toBeLessThanOrEqual(375);
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English', permissions: ['clipboard-read', 'clipboard-write'] });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/TranslationComponent');
    const input = page.getByLabel('Text to translate');
    const source = page.getByRole('combobox', { name: 'Source language' });
    const target = page.getByRole('combobox', { name: 'Target language' });
    const go = page.getByRole('button', { name: 'Translate', exact: true });
    // The text box's Clear; the recent translations' own Clear comes after it, in their region.
    const clear = page.getByRole('button', { name: 'Clear', exact: true }).first();
    await expect(go).toBeDisabled();
    await expect(clear).toBeDisabled();

    // The selects, by keyboard-reachable native controls.
    await source.selectOption({ label: 'German' });
    await target.selectOption({ label: 'Japanese' });
    await expect(shown(page, 'tr-source')).toHaveText('German');
    await expect(shown(page, 'tr-target')).toHaveText('Japanese');
    await source.selectOption('auto');

    // Ctrl+Enter translates from the text box.
    await input.fill('Good night and sweet dreams');
    await input.press('Control+Enter');
    await expect(page.getByTestId('tr-output')).toHaveText('ja: Good night and sweet dreams');
    await expect(page.getByTestId('tr-detected')).toHaveText(
      'Detected: English. Translated by MyMemory via our server.',
    );
    const resume = await holdClock(page); // "Copied" lasts 2 s
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await resume();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'ja: Good night and sweet dreams',
    );

    // Over the limit: the field is marked and the message is an alert.
    await input.fill('b'.repeat(1001));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText(
      'The text is too long: at most 1,000 characters per translation.',
    );
    await clear.click();
    await expect(input).toHaveValue('');
    await expect(clear).toBeDisabled();

    // A recent translation is a button: Enter on it brings it back.
    const recent = page.getByRole('region', { name: 'Recent translations' });
    const item = recent.getByRole('button', { name: /Good night and sweet dreams/ });
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('Good night and sweet dreams');
    await expect(page.getByTestId('tr-detected')).toContainText('From your recent translations.');

    // Swap, then a failure in our notice.
    await page.getByRole('button', { name: 'Swap languages' }).click();
    await expect(shown(page, 'tr-source')).toHaveText('Japanese');
    await expect(shown(page, 'tr-target')).toHaveText('English');
    await expect(input).toHaveValue('ja: Good night and sweet dreams');
    await input.fill('This one will fail fake:500');
    await go.click();
    await expect(page.getByTestId('tr-error')).toHaveText(FAILED_EN);

    await recent.getByRole('button', { name: 'Clear' }).click();
    await expect(recent).toHaveCount(0);

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});

test.describe('languages in the URL', () => {
  test.use({ language: 'English' });

  test('a link opens with its languages; a change goes into the URL; bad values are ignored', async ({
    page,
  }) => {
    await page.goto('/TranslationComponent#from=fr&to=en&text=Bonjour');
    await expect(shown(page, 'tr-source')).toHaveText('French');
    await expect(shown(page, 'tr-target')).toHaveText('English');
    await expect(page.getByLabel('Text to translate')).toHaveValue('Bonjour');
    await page.getByTestId('tr-target').selectOption({ label: 'Japanese' });
    await expect.poll(() => new URL(page.url()).hash).toContain('to=ja');
    await page.reload();
    await expect(shown(page, 'tr-target')).toHaveText('Japanese');

    // A long text stays out of the URL (it stays in the page).
    await page.getByLabel('Text to translate').fill('x'.repeat(400));
    await expect.poll(() => new URL(page.url()).hash).not.toContain('text=');

    // Invalid values are ignored: the remembered choices show (a link's are not remembered).
    await page.goto('/TranslationComponent#from=xx&to=auto');
    await page.reload();
    await expect(shown(page, 'tr-source')).toHaveText('Detect language');
    await expect(shown(page, 'tr-target')).toHaveText('Japanese');
  });
});

type DeviceMode = {
  availability: 'available' | 'downloadable' | 'unavailable';
  /** What a download does once the test lets it finish. */
  download?: 'ok' | 'fail';
  /** Holds the stream after its first piece until the test lets it go. */
  holdStream?: boolean;
  /** Milliseconds every `availability()` takes (a real browser's take a frame or two). */
  answerMs?: number;
  /** What `LanguageDetector.availability()` answers (default "available"). */
  detector?: 'available' | 'unavailable';
};

/**
 * Puts a fake `Translator` and `LanguageDetector` into the page (after `noDeviceApis`). It
 * "translates" as `device-<target>: <text>`, detects French by "Bonjour" and English otherwise,
 * and during a download reports 0 and 25 % until the test calls `window.__finishDownload()`.
 * `window.__deviceCalls` records what the page asked.
 */
function fakeDeviceApis(page: Page, mode: DeviceMode) {
  return page.addInitScript((mode: DeviceMode) => {
    type Listener = (e: { loaded: number }) => void;
    const w = window as unknown as Record<string, unknown>;
    const calls: string[] = [];
    w.__deviceCalls = calls;
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    w.__finishDownload = () => finish();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    w.__releaseStream = () => release();
    let downloaded = false;
    const state = () =>
      mode.availability === 'downloadable' && downloaded ? 'available' : mode.availability;
    const answer = () => new Promise((resolve) => setTimeout(resolve, mode.answerMs ?? 0));
    const download = async (monitor?: (m: { addEventListener: unknown }) => void) => {
      const listeners: Listener[] = [];
      monitor?.({ addEventListener: (_: string, l: Listener) => listeners.push(l) });
      const send = (loaded: number) => listeners.forEach((l) => l({ loaded }));
      send(0);
      if (state() !== 'available') {
        send(0.25);
        await finished;
        if (mode.download === 'fail') throw new DOMException('download failed', 'NetworkError');
        downloaded = true;
      }
      send(1);
    };
    w.Translator = {
      availability: async ({ sourceLanguage, targetLanguage }: Record<string, string>) => {
        calls.push(`availability ${sourceLanguage}>${targetLanguage}`);
        await answer();
        return state();
      },
      create: async (o: Record<string, never>) => {
        calls.push(`create ${o.sourceLanguage}>${o.targetLanguage}`);
        if (state() === 'unavailable') throw new DOMException('unsupported', 'NotSupportedError');
        await download(o.monitor);
        const out = (text: string) => `device-${o.targetLanguage}: ${text}`;
        return {
          translate: async (text: string) => out(text),
          translateStreaming: (text: string) => {
            const [first, ...rest] = out(text).split(/(?= )/);
            return new ReadableStream<string>({
              async start(controller) {
                controller.enqueue(first);
                if (mode.holdStream) await released;
                for (const piece of rest) controller.enqueue(piece);
                controller.close();
              },
            });
          },
          destroy() {},
        };
      },
    };
    w.LanguageDetector = {
      availability: async () => {
        await answer();
        return mode.detector ?? 'available';
      },
      create: async () => ({
        detect: async (text: string) => {
          calls.push('detect');
          return [
            { detectedLanguage: /bonjour/i.test(text) ? 'fr' : 'en', confidence: 0.95 },
            { detectedLanguage: 'und', confidence: 0.05 },
          ];
        },
      }),
    };
  }, mode);
}

/**
 * At phone width, the browser answers after the first frames that it cannot recognize
 * languages; the tool waits for that answer (at most 400 ms) behind its loading box, so the
 * note it brings, `note`, does not push the page down.
 */
async function expectLateNoteNotToMovePage(page: Page, note: string) {
  await fakeDeviceApis(page, { availability: 'available', detector: 'unavailable', answerMs: 120 });
  await watchLayoutShift(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/TranslationComponent');
  await expect(page.getByTestId('tr-plan')).toHaveText(note);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.001);
}

const deviceCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __deviceCalls: string[] }).__deviceCalls);

test.describe('on this device (a fake of the browser API)', () => {
  test.use({ language: 'English' });

  test('available: detects, streams the text as it comes, says the device did it, sends nothing', async ({
    page,
  }) => {
    await fakeDeviceApis(page, { availability: 'available', holdStream: true });
    const api: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/translate')) api.push(r.url());
    });
    await page.goto('/TranslationComponent');
    await expect(page.getByTestId('tr-privacy')).toHaveText(
      /^Translated on this device: your text does not leave it/,
    );
    await expect(page.getByRole('radio', { name: 'On this device' })).toBeChecked();
    await page.getByLabel('Text to translate').fill('Bonjour tout le monde et bonne journée');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    // The first piece shows while the rest is still coming.
    await expect(page.getByTestId('tr-output')).toHaveText('device-zh:');
    await expect(page.getByRole('button', { name: /Translate\.\.\./ })).toBeVisible();
    await page.evaluate(() => (window as unknown as { __releaseStream(): void }).__releaseStream());
    await expect(page.getByTestId('tr-output')).toHaveText(
      'device-zh: Bonjour tout le monde et bonne journée',
    );
    await expect(page.getByTestId('tr-detected')).toHaveText(
      'Detected: French. Translated on this device.',
    );
    await expect(page.getByTestId('tr-fallback')).toHaveCount(0);
    expect(await deviceCalls(page)).toEqual(['detect', 'availability fr>zh', 'create fr>zh']);
    expect(api).toEqual([]);
  });

  test('downloadable: shows the one-time download of the language pack, then translates', async ({
    page,
  }) => {
    await fakeDeviceApis(page, { availability: 'downloadable' });
    await page.goto('/TranslationComponent');
    await page.getByTestId('tr-source').selectOption({ label: 'English' });
    await expect(page.getByTestId('tr-plan')).toHaveText(
      "The first translation from English into Chinese downloads the browser's language pack for this pair (once).",
    );
    await page.getByLabel('Text to translate').fill('Good morning');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    const download = page.getByTestId('tr-download');
    await expect(download).toContainText('(a one-time download)');
    await expect(
      download.getByRole('progressbar', { name: 'Language pack download' }),
    ).toHaveAttribute('aria-valuenow', '25');
    await page.evaluate(() =>
      (window as unknown as { __finishDownload(): void }).__finishDownload(),
    );
    await expect(page.getByTestId('tr-output')).toHaveText('device-zh: Good morning');
    await expect(download).toHaveCount(0);
    await expect(page.getByTestId('tr-detected')).toHaveText('Translated on this device.');
    // Downloaded now: no download note any more.
    await expect(page.getByTestId('tr-plan')).toHaveCount(0);
  });

  test('a failed download falls back to our server and says why', async ({ page }) => {
    await fakeDeviceApis(page, { availability: 'downloadable', download: 'fail' });
    await page.goto('/TranslationComponent#from=en&to=ja');
    await page.getByLabel('Text to translate').fill('Good evening');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByTestId('tr-download')).toBeVisible();
    await page.evaluate(() =>
      (window as unknown as { __finishDownload(): void }).__finishDownload(),
    );
    await expect(page.getByTestId('tr-output')).toHaveText('ja: Good evening');
    await expect(page.getByTestId('tr-detected')).toHaveText(
      'Translated by MyMemory via our server.',
    );
    await expect(page.getByTestId('tr-fallback')).toHaveText(
      'The language pack could not be downloaded to this device, so our server translated.',
    );
    // The privacy line now says where the text goes.
    await expect(page.getByTestId('tr-privacy')).toHaveText(SERVER_PRIVACY_EN);
  });

  test('the download can be skipped for our server', async ({ page }) => {
    await fakeDeviceApis(page, { availability: 'downloadable' });
    await page.goto('/TranslationComponent#from=en&to=de');
    await page.getByLabel('Text to translate').fill('Skip the pack');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await page.getByRole('button', { name: 'Use our server instead' }).click();
    await expect(page.getByTestId('tr-output')).toHaveText('de: Skip the pack');
    await expect(page.getByTestId('tr-detected')).toHaveText(
      'Translated by MyMemory via our server.',
    );
  });

  test("a note the browser's answer brings does not move the page (375 px)", async ({ page }) => {
    await expectLateNoteNotToMovePage(
      page,
      'This browser cannot recognize languages on the device: choose the source language to translate on the device.',
    );
  });

  test('unavailable pair: our server translates, and the page says so before and after', async ({
    page,
  }) => {
    await fakeDeviceApis(page, { availability: 'unavailable' });
    await page.goto('/TranslationComponent#from=en&to=ko');
    await expect(page.getByTestId('tr-privacy')).toHaveText(SERVER_PRIVACY_EN);
    await expect(page.getByTestId('tr-plan')).toHaveText(
      'This browser cannot translate from English into Korean on the device.',
    );
    await page.getByLabel('Text to translate').fill('Good night');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByTestId('tr-output')).toHaveText('ko: Good night');
    await expect(page.getByTestId('tr-fallback')).toHaveText(
      'This browser cannot translate from English into Korean on the device, so our server did.',
    );
  });

  test('the server as a remembered choice; on a used-up quota, one click back to the device', async ({
    page,
  }) => {
    await fakeDeviceApis(page, { availability: 'available' });
    await page.goto('/TranslationComponent');
    await page.getByRole('radio', { name: 'Through our server' }).check();
    await expect(page.getByTestId('tr-privacy')).toHaveText(SERVER_PRIVACY_EN);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Through our server' })).toBeChecked();
    await page.getByLabel('Text to translate').fill('Out of quota fake:quota');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByTestId('tr-error')).toContainText(QUOTA_EN);
    await page.getByRole('button', { name: 'Translate on this device' }).click();
    await expect(page.getByTestId('tr-output')).toHaveText('device-zh: Out of quota fake:quota');
    await expect(page.getByRole('radio', { name: 'On this device' })).toBeChecked();
  });
});

test.describe('on this device, in Chinese', () => {
  test('在本机翻译时的说明与结果', async ({ page }) => {
    await fakeDeviceApis(page, { availability: 'available' });
    await page.goto('/TranslationComponent');
    await expect(page.getByTestId('tr-privacy')).toContainText('你的文本不会离开这台设备');
    await page.getByLabel('要翻译的文本').fill('Hello there');
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByTestId('tr-detected')).toHaveText('检测到：英语。 已在本机翻译。');
  });

  test('浏览器稍后给出的说明不会让页面跳动（375 px）', async ({ page }) => {
    await expectLateNoteNotToMovePage(
      page,
      '此浏览器无法在本机识别语言：选择源语言后即可在本机翻译。',
    );
  });
});
