/**
 * Shared Playwright fixtures: the interface language a test starts in, and a guard that fails
 * any test during which the page threw an uncaught exception.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export type StoredLanguage = 'English' | '中文';
export { expect };

export const test = base.extend<{
  language: StoredLanguage | null;
  pageErrors: string[];
}>({
  language: [null, { option: true }],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, language }, use) => {
    if (language) {
      // Only when nothing is stored, so a language switched to during the test survives reloads.
      await page.addInitScript((value) => {
        if (localStorage.getItem('language') === null) localStorage.setItem('language', value);
      }, language);
    }
    await use(page);
  },
});

export interface ToolText {
  title: string;
  description: string;
}

const TOOLS_DIR = 'web/src/tools';

/** Every tool's id, section, route and titles, read from the source tree. */
export function toolCatalogue() {
  const tools: {
    id: string;
    section: string;
    path: string;
    /** Has a `load` in its meta (not a "coming soon" tile). */
    live: boolean;
    en: ToolText;
    zh: ToolText;
  }[] = [];
  for (const section of readdirSync(TOOLS_DIR, { withFileTypes: true })) {
    if (!section.isDirectory()) continue;
    for (const id of readdirSync(`${TOOLS_DIR}/${section.name}`)) {
      const dir = `${TOOLS_DIR}/${section.name}/${id}`;
      const source = readFileSync(`${dir}/meta.ts`, 'utf8');
      const path = /\bpath:\s*'([^']+)'/.exec(source)?.[1];
      if (!path) throw new Error(`no path in ${dir}/meta.ts`);
      const text = (lang: string) =>
        JSON.parse(readFileSync(`${dir}/locales/${lang}.json`, 'utf8')).meta as ToolText;
      tools.push({
        id,
        section: section.name,
        path,
        live: /\bload:/.test(source),
        en: text('en-US'),
        zh: text('zh-CN'),
      });
    }
  }
  return tools;
}

/**
 * A guard that the pages stay drawn with our own light controls: antd was removed (README,
 * "Tools without antd") and must not come back through a dependency. Records any asset named
 * after it (its old shared `ui` chunk and provider `AntdScope`, or a file with `antd` in its
 * name); `antdNodes` counts elements carrying an antd class.
 */
export function watchAntd(page: Page) {
  const assets: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/assets\/(ui-|AntdScope-|[^/]*antd)[^/]*\.(js|css)$/.test(path)) assets.push(path);
  });
  return {
    assets: () => [...assets],
    antdNodes: () => page.locator('[class^="ant-"], [class*=" ant-"]').count(),
  };
}

/** Reads a tool's full locale file (for asserting on its visible strings). */
export function toolStrings(section: string, id: string, lang: 'en-US' | 'zh-CN') {
  return JSON.parse(readFileSync(`${TOOLS_DIR}/${section}/${id}/locales/${lang}.json`, 'utf8'));
}

/**
 * Waits until the service worker has precached the site and controls the page. It waits on the
 * worker's state, which stays, rather than on the "ready to work offline" note, which shows for
 * 8 seconds and was missed on a busy CI machine; `offline.spec.ts` checks the note itself.
 */
export async function waitUntilOfflineReady(page: Page) {
  // Precaching 1.4 MB took over a minute on a busy 2-core CI machine: the whole test gets room.
  const info = test.info();
  info.setTimeout(Math.max(info.timeout, 180_000));
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated';
    },
    null,
    { timeout: 120_000, polling: 250 },
  );
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/**
 * Picks a language from the side menu's language dropdown with the keyboard (Enter on the
 * button, Enter on the item), as a keyboard user would; i18n.spec.ts covers the pointer path.
 */
export async function switchLanguage(page: Page, to: StoredLanguage) {
  await page.getByRole('button', { name: /^(Language: |语言：)/ }).focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: to });
  await expect(item).toBeVisible();
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: new RegExp(`(: |：)${to}$`) })).toBeVisible();
}

/**
 * Puts a large text into a textarea the way a paste does (one input event), which is what a
 * user does with megabytes of text; typing it key by key would take minutes.
 */
export async function paste(target: Locator, text: string) {
  await target.evaluate((element: HTMLTextAreaElement, value) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** A section entry of the side menu (plain links; the breadcrumb repeats the section names). */
export function sectionLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: /^(Sections|分类)$/ })
    .getByRole('link', { name, exact: true });
}

/**
 * Presses `key` on a focused file-picker zone and checks that it opened the picker: the zone's
 * hidden file input received a click while the page had the user activation the browser needs
 * to show the dialog. (Waiting for Playwright's `filechooser` event instead was flaky: Chromium
 * drops some intercepted dialogs on a busy page, so a good picker failed about one press in three.)
 */
export async function expectKeyOpensPicker(page: Page, zone: Locator, key: 'Enter' | 'Space') {
  await zone.evaluate((el) => {
    const w = window as unknown as { pickerOpened?: boolean };
    w.pickerOpened = false;
    el.querySelector('input[type=file]')?.addEventListener(
      'click',
      () => (w.pickerOpened = navigator.userActivation.isActive),
      { once: true },
    );
  });
  await zone.focus();
  await page.keyboard.press(key);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pickerOpened?: boolean }).pickerOpened))
    .toBe(true);
}

/**
 * The page's heading outline as levels ('h1 h2 h2 h3'), and the places where it skips a level
 * going down (an h1 followed by an h5): a screen reader's list of headings should read as an
 * outline. Hidden headings count as well, as they do for assistive technology.
 */
export async function headingJumps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const jumps: string[] = [];
    let previous = 0;
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const level = Number(heading.tagName[1]);
      if (previous && level > previous + 1) {
        jumps.push(`h${previous} → h${level} "${(heading.textContent ?? '').slice(0, 40)}"`);
      }
      previous = level;
    }
    return jumps;
  });
}

/**
 * Stops the page's clock (timers, Date, animation frames) until the returned `resume` is called,
 * so a message meant to last a few seconds ("Copied", "Waiting for the compass sensor") is still
 * on screen when a busy machine gets to the assertion. Installs Playwright's fake clock into the
 * live page unless the test did; timers due in the next 5 s run first.
 */
export async function holdClock(page: Page): Promise<() => Promise<void>> {
  // A clock the test installed keeps its own time; otherwise it starts at the real time.
  if (!(await page.evaluate(() => 'isFake' in Date))) await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  return () => page.clock.resume();
}
