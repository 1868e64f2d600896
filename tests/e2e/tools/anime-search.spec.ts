/**
 * Anime scene search against the real server, whose upstream is the local fake trace.moe
 * (tests/e2e/fake/routes/tracemoe.mjs picks its answer from a marker appended to the test
 * image). trace.moe's media host is answered by the test itself (page.route), so the previews
 * load through the real CSP without touching the internet.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  headingJumps,
  switchLanguage,
  test,
  waitUntilOfflineReady,
  watchAntd,
} from '../fixtures';
import { dropFiles, fixture, pasteFile } from '../photos';
import { setPaddedFile } from '../files';

const PNG = readFileSync(fixture('drawing.png'));
/** The drawing with a marker after its end (decoders ignore it; the fake reads it). */
const shot = (scenario = 'match', pad = 0) => ({
  name: `${scenario}.png`,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.from(`scenario:${scenario}`), Buffer.alloc(pad)]),
});

async function serveMedia(page: Page) {
  const requested: string[] = [];
  await page.route('https://media.trace.moe/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ body: PNG, contentType: 'image/png' });
  });
  return requested;
}

async function choose(page: Page, file: ReturnType<typeof shot>, timeout?: number) {
  await page.getByTestId('anime-input').locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId('crop-area')).toBeVisible({ timeout });
}

const searchButton = (page: Page) => page.getByRole('button', { name: /^(搜索|Search)$/ });
const error = (page: Page) => page.getByTestId('anime-error');

test.describe('in Chinese (default)', () => {
  test('a match: titles, episode, time range, similarity, previews', async ({ page }) => {
    const media = await serveMedia(page);
    await page.goto('/AnimeSearch');
    await expect(page.getByTestId('anime-notice')).toContainText('发送给以图搜番服务 trace.moe');
    await expect(page.getByTestId('anime-notice')).toContainText('免费额度由所有使用本站的人共享');
    await choose(page, shot());
    await searchButton(page).click();
    const results = page.getByTestId('anime-result');
    await expect(results).toHaveCount(2);
    expect(await headingJumps(page)).toEqual([]);
    const first = results.first();
    await expect(first.getByTestId('anime-title')).toHaveText('ご注文はうさぎですか？？');
    await expect(first).toContainText('Gochuumon wa Usagi desu ka??');
    await expect(first).toContainText('Is the Order a Rabbit??');
    await expect(first.getByTestId('anime-episode')).toHaveText('第 1 集 · 4:48–4:49');
    await expect(first.getByTestId('anime-similarity')).toHaveText('相似度 97.6%');
    await expect(first.getByTestId('anime-unlikely')).toHaveCount(0);
    const second = results.nth(1);
    await expect(second.getByTestId('anime-episode')).toHaveText('第 5 集 · 1:02:05–1:02:07');
    await expect(second.getByTestId('anime-unlikely')).toHaveText('可能不匹配（低于 90%）');
    // The preview image really loads from trace.moe's media host (allowed by the CSP).
    const preview = first.getByRole('img', { name: 'ご注文はうさぎですか？？ 的预览图' });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(first.locator('video')).toHaveAttribute('src', /^https:\/\/media\.trace\.moe\//);
    expect(media.some((u) => u.includes('/image/21034/'))).toBe(true);
  });

  test('a crop is searched as a JPEG of the chosen part', async ({ page }) => {
    await serveMedia(page);
    await page.goto('/AnimeSearch');
    await choose(page, shot('none'));
    const area = page.getByTestId('crop-area');
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.1);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.7, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByTestId('crop-selection')).toBeVisible();
    const sent = page.waitForRequest('**/api/anime');
    await searchButton(page).click();
    const request = await sent;
    expect(request.headers()['content-type']).toBe('image/jpeg');
    // The cropped JPEG no longer carries the marker, so the fake finds two matches.
    await expect(page.getByTestId('anime-result')).toHaveCount(2);
    await page.getByRole('button', { name: '使用整张图片' }).click();
    await expect(page.getByTestId('crop-selection')).toHaveCount(0);
    await searchButton(page).click();
    await expect(page.getByTestId('anime-empty')).toContainText('没有找到匹配的场景');
  });

  test('every failure has its message, and the screenshot stays for a retry', async ({ page }) => {
    await page.goto('/AnimeSearch');
    for (const [scenario, message] of [
      ['quota', '搜索额度暂时用完了。trace.moe 的免费额度由所有使用本站的人共享，请稍后再试。'],
      ['busy', 'trace.moe 的搜索队列已满，请一分钟后再试。'],
      ['bad', 'trace.moe 无法读取这张图片，请换一张截图。'],
      ['malformed', 'trace.moe 返回的数据无法读取，请稍后重试。'],
    ]) {
      await choose(page, shot(scenario));
      await searchButton(page).click();
      await expect(error(page)).toHaveText(message);
      await expect(page.getByTestId('crop-area')).toBeVisible();
    }
    await choose(page, shot('unlikely'));
    await searchButton(page).click();
    await expect(page.getByText('没有结果的相似度达到 90%')).toBeVisible();
    await expect(page.getByTestId('anime-unlikely')).toHaveCount(2);
  });

  test('too large and not an image', async ({ page }) => {
    // Reading a 25 MB file took over 10 s on a busy 2-core CI machine.
    test.slow();
    await page.goto('/AnimeSearch');
    // A valid picture padded past 25 MB: refused before anything is sent.
    // The picture's bytes are sent, the padding is made in the page (files.ts).
    const big = shot('match');
    await setPaddedFile(page.getByTestId('anime-input').locator('input[type=file]'), {
      name: big.name,
      mimeType: big.mimeType,
      head: big.buffer,
      pad: 25 * 1024 * 1024,
    });
    await expect(page.getByTestId('crop-area')).toBeVisible({ timeout: 45_000 });
    let posted = false;
    page.on(
      'request',
      (r) => r.url().includes('/api/anime') && r.method() === 'POST' && (posted = true),
    );
    await searchButton(page).click();
    await expect(error(page)).toHaveText(
      '文件太大：trace.moe 只接受 25 MB 以内的图片。请裁剪或换一张较小的图片。',
    );
    expect(posted).toBe(false);
    await page
      .getByTestId('anime-input')
      .locator('input[type=file]')
      .setInputFiles(fixture('not-an-image.jpg'));
    await expect(page.getByText('图片加载失败，请检查文件格式是否正确。')).toBeVisible();
  });
});

test('a picture that cannot be read clears the one before: nothing old is sent', async ({
  page,
}) => {
  await serveMedia(page);
  await page.goto('/AnimeSearch');
  await choose(page, shot('match'));
  await searchButton(page).click();
  await expect(page.getByTestId('anime-results')).toBeVisible();
  let posted = false;
  page.on(
    'request',
    (r) => r.url().includes('/api/anime') && r.method() === 'POST' && (posted = true),
  );
  await page
    .getByTestId('anime-input')
    .locator('input[type=file]')
    .setInputFiles(fixture('not-an-image.jpg'));
  await expect(page.getByText('图片加载失败，请检查文件格式是否正确。')).toBeVisible();
  // No picture, no search button, no results of the earlier picture.
  await expect(page.getByTestId('crop-area')).toHaveCount(0);
  await expect(searchButton(page)).toHaveCount(0);
  await expect(page.getByTestId('anime-results')).toHaveCount(0);
  expect(posted).toBe(false);
  // A good picture afterwards works as before, and the message goes.
  await choose(page, shot('match'));
  await expect(page.getByText('图片加载失败，请检查文件格式是否正确。')).toHaveCount(0);
  await searchButton(page).click();
  await expect(page.getByTestId('anime-results')).toBeVisible();
});

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('results and messages in English; the server refuses what is not an image', async ({
    page,
  }) => {
    await serveMedia(page);
    await page.goto('/AnimeSearch');
    await expect(page.getByTestId('anime-notice')).toContainText(
      'the screenshot is sent through our server to trace.moe',
    );
    await choose(page, shot());
    await searchButton(page).click();
    await expect(page.getByTestId('anime-similarity').first()).toHaveText('97.6% similar');
    await expect(page.getByTestId('anime-episode').first()).toHaveText('Episode 1 · 4:48–4:49');
    await expect(page.getByTestId('anime-unlikely')).toHaveText('Unlikely match (under 90%)');
    await choose(page, shot('quota'));
    await searchButton(page).click();
    await expect(error(page)).toContainText('The search quota is used up for now.');
    await switchLanguage(page, '中文');
    await expect(error(page)).toContainText('搜索额度暂时用完了。');
    // What the server says to bytes that are not an image (the page never sends such).
    const status = await page.evaluate(async () => {
      const r = await fetch('/api/anime', { method: 'POST', body: '%PDF-1.7 not an image' });
      return [r.status, ((await r.json()) as { code: string }).code];
    });
    expect(status).toEqual([415, 'anime.not_image']);
  });

  test('at 375 px the results fit the screen', async ({ page }) => {
    await serveMedia(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/AnimeSearch');
    await choose(page, shot());
    await searchButton(page).click();
    await expect(page.getByTestId('anime-result')).toHaveCount(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the page opens offline and says the search needs a connection', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/AnimeSearch');
    await waitUntilOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await choose(page, shot());
    await searchButton(page).click();
    await expect(error(page)).toHaveText('您已离线。搜索需要联网，请恢复网络后再试。');
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English' });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone it was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await serveMedia(page);
    // Listening from the start: Playwright intercepts file dialogs only once a listener is
    // set, and a dialog opened just before that was missed.
    page.on('filechooser', () => {});
    await page.goto('/AnimeSearch');
    const notice = page.getByTestId('anime-notice');
    await expect(notice).toContainText('This site searches without its own trace.moe key');
    // The image input is a button: Enter and Space open the file picker.
    const zone = page.getByRole('button', { name: /Choose a photo, drop it here, or paste it/ });
    await expect(zone).toHaveAccessibleDescription(/up to 25 MB/);
    for (const key of ['Enter', 'Space']) {
      await zone.focus();
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press(key);
      // Closed unused, as a user cancelling the dialog (a pending one blocks the next).
      await (await chooser).setFiles([]);
    }
    // Picked through the dialog a click opens.
    const chooser = page.waitForEvent('filechooser');
    await zone.click();
    await (await chooser).setFiles(shot('unlikely'));
    await expect(page.getByTestId('crop-area')).toBeVisible();
    const another = page.getByRole('button', { name: /another screenshot/ });
    await expect(another).toBeVisible();

    // A crop shades the picture outside the selection, and nothing else on the page.
    const before = await notice.screenshot();
    const area = page.getByTestId('crop-area');
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.8, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByTestId('crop-selection')).toBeVisible();
    await expect(page.getByText(/Searching the part \d+\s×\s\d+\spx\./)).toBeVisible();
    expect((await notice.screenshot()).equals(before)).toBe(true);
    await page.getByRole('button', { name: 'Use the whole picture' }).click();
    await expect(page.getByTestId('crop-selection')).toHaveCount(0);

    // The results: cards with tags, the warning that none is likely, the credit.
    await searchButton(page).click();
    await expect(page.getByTestId('anime-result')).toHaveCount(2);
    await expect(
      page.getByRole('status').filter({ hasText: 'No result reaches 90%' }),
    ).toBeVisible();
    await expect(page.getByTestId('anime-unlikely')).toHaveCount(2);
    await expect(page.getByText('Results by trace.moe; titles from AniList.')).toBeVisible();

    // Dropped and pasted screenshots are taken too; a failure is an alert.
    await dropFiles(another, [fixture('drawing.png')], ['image/png']);
    await expect(page.getByTestId('anime-result')).toHaveCount(0);
    await searchButton(page).click();
    await expect(page.getByTestId('anime-result')).toHaveCount(2);
    await pasteFile(page, fixture('not-an-image.jpg'), 'image/jpeg');
    await expect(page.getByRole('alert')).toHaveText(
      'Image loading failed. Please check if the file format is correct.',
    );
    // The unreadable file cleared the picture before it: the full picker is back.
    await expect(another).toHaveCount(0);
    await zone.focus();
    const again = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await again).setFiles(shot('quota'));
    await searchButton(page).click();
    await expect(error(page)).toHaveAttribute('role', 'alert');
    await expect(error(page)).toContainText('The search quota is used up for now.');

    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
