/**
 * Offline use: after one online visit, the service worker serves the app shell, every tool page
 * and the light wasm modules with the network cut; a tool with heavy data (pinyin lexicon,
 * OpenCC, the Excel writer, ...) works offline once it was opened online, and its page says
 * which is the case. A new deploy is offered as an update.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, waitUntilOfflineReady, sectionLink } from './fixtures';

test.use({ serviceWorkers: 'allow' });

test('a tool that needs the network says so instead of promising offline use', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitUntilOfflineReady(page);
  for (const path of ['/TranslationComponent', '/WeatherForecast', '/AnimeSearch']) {
    await page.goto(path);
    await expect(page.locator('[data-offline]')).toHaveText('需要联网使用。');
    await expect(page.getByText('本设备上可离线使用。')).toHaveCount(0);
  }
  // A tool that works offline still says so.
  await page.goto('/ExchangeRateCalculator');
  await expect(page.locator('[data-offline]')).toHaveText('本设备上可离线使用。');
});

test('after the first visit every local tool works with the network cut', async ({
  page,
  context,
}) => {
  // Precaching on a busy CI machine can take a minute (see waitUntilOfflineReady).
  test.setTimeout(180_000);
  await page.goto('/');
  // The page says when it is ready (the note shows for 8 seconds).
  await expect(page.getByRole('status')).toContainText('已可离线使用', { timeout: 90_000 });
  await waitUntilOfflineReady(page);
  // The UUID generator's Excel writer is heavy data: opening the page online caches it.
  await page.goto('/UuidGenerator');
  await expect(page.getByText('本设备上可离线使用。')).toBeVisible();
  // So are the OpenCC dictionaries and the text-file encoding detector (not precached).
  await page.goto('/ChineseConversion');
  await expect(page.getByText('本设备上可离线使用。')).toBeVisible();
  await page.goto('/');

  await context.setOffline(true);
  await page.reload();
  await expect(sectionLink(page, '常用工具')).toBeVisible();

  await page.locator('a.tile[data-tool="case-converter"]').click();
  await page.getByRole('textbox', { name: '要转换的文本' }).fill('offline works');
  await expect(page.getByRole('textbox', { name: '全部大写', exact: true })).toHaveValue(
    'OFFLINE WORKS',
  );

  await page.goto('/UuidGenerator');
  await expect(page.getByTestId('uuid-summary')).toHaveText('已生成 10 个 UUID：v4（随机）');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // A GBK file (Windows Notepad's old default) is read and converted with the network cut.
  await page.goto('/ChineseConversion');
  await page.getByTestId('zh-file-input').setInputFiles({
    name: 'gbk.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('cdb7b7a2bacdb7a2d5b9d6d0b9fabcd2', 'hex'), // 头发和发展中国家
  });
  await expect(page.getByTestId('zh-file-encoding')).toHaveText(
    '已按 GBK (GB18030) 编码读取该文件。',
  );
  await expect(page.getByRole('textbox', { name: '转换结果' })).toHaveValue('頭髮和發展中國家');

  await page.goto('/TimestampConverter');
  await page.getByLabel('时间戳', { exact: true }).fill('1700000000000');
  await page.getByLabel('时间戳', { exact: true }).press('Enter');
  await expect(page.getByTestId('ts-result')).toContainText('2023-11-15 06:13:20');

  // Never opened online: the page says so instead of promising what it cannot do.
  await page.goto('/ChineseToPinyin');
  await expect(page.getByText('尚不可离线使用：请在联网时打开一次本工具。')).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/404');
});

test.describe('updates', () => {
  let server: ChildProcess | undefined;
  let dist = '';

  test.afterEach(() => {
    server?.kill('SIGTERM');
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  test('a new version is announced and applied on request', async ({ page }, info) => {
    test.slow();
    // A private copy of the build, served by its own server, so the test can "deploy".
    dist = mkdtempSync(join(tmpdir(), 'toolbox-dist-'));
    cpSync('web/dist', dist, { recursive: true });
    const port = Number(process.env.E2E_PORT || 4173) + 100 + info.workerIndex;
    server = spawn(
      process.env.TOOLBOX_SERVER_BIN || 'target/release/toolbox-server',
      ['--addr', `127.0.0.1:${port}`, '--dist', dist, '--log', 'warn'],
      { stdio: 'ignore' },
    );
    const origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status)
      .toBe(200);

    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    await page.goto(`${origin}/`);
    await waitUntilOfflineReady(page);

    // Deploy: any change to the service worker file is a new version.
    for (const file of ['sw.js', 'sw.js.br', 'sw.js.gz']) rmSync(join(dist, file), { force: true });
    cpSync('web/dist/sw.js', join(dist, 'sw.js'));
    appendFileSync(join(dist, 'sw.js'), '\n// next deploy\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const status = page.getByRole('status');
    await expect(status).toContainText('A new version is available.');
    await status.getByRole('button', { name: 'Update now' }).click();
    await page.waitForLoadState('load');
    await expect(sectionLink(page, 'Common tools')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.active && !registration.waiting);
        }),
      )
      .toBe(true);
  });
});
