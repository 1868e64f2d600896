/**
 * QR / barcode generator: the code appears as the content is typed; the downloaded PNG and SVG
 * are opened (size, background at the corners) and read back by ZXing-C++ (zxing-wasm).
 */
import type { Page } from '@playwright/test';
import type { ReadInputBarcodeFormat } from 'zxing-wasm/reader';
import { bytes, decode, inspect, pixel } from '../images';
import { expect, expectKeyOpensPicker, paste, test, watchAntd } from '../fixtures';

const WHITE = [255, 255, 255];

async function downloadPng(page: Page, name = 'Download PNG') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await download;
  return { name: file.suggestedFilename(), data: await bytes(file) };
}

async function downloadSvg(page: Page, name = 'Download SVG') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await download;
  return { name: file.suggestedFilename(), data: await bytes(file) };
}

/** Waits until the preview shows the code made from the current input. */
async function settled(page: Page) {
  await expect(page.locator('.code-preview')).toHaveAttribute('data-busy', 'false');
  await expect(page.getByTestId('code-image')).toBeVisible();
}

/** Picks `option` in the (native) select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.selectOption({ label: option });
  await expect(select.locator('option:checked')).toHaveText(option);
}

async function chooseBarcode(page: Page, label: string) {
  await page.getByRole('radio', { name: 'Barcode', exact: true }).check();
  await choose(page, 'Barcode type', label);
}

/** Types a colour's hex code into its field (the swatch next to it opens the system dialog). */
async function setColour(page: Page, label: string, hex: string) {
  await page.getByLabel(label, { exact: true }).fill(hex);
}

const RED = [255, 0, 0];

/** A small PNG logo made in the page: red, 64 × 48 (wide, so the aspect ratio matters). */
async function redLogo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#FF0000';
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

async function setLogo(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('.code-logo input[type=file]').setInputFiles({ name, mimeType, buffer });
}

/** The error-correction level the select shows. */
const ecField = (page: Page, label = 'Error correction') =>
  page.getByLabel(label, { exact: true }).locator('option:checked');

test.describe('in English', () => {
  test.use({ language: 'English' });

  test('a QR code appears at once and its PNG reads back as the text', async ({ page }) => {
    await page.goto('/CodeConverter');
    const text = page.getByLabel('Text', { exact: true });
    await expect(text).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByTestId('code-image')).toBeVisible();
    await text.fill('https://example.com/path?q=1&lang=zh');
    await settled(page);
    await expect(page.getByTestId('code-info')).toHaveText(
      'Version 3 (29 × 29 modules) · 512 × 512 px',
    );
    const png = await downloadPng(page);
    expect(png.name).toBe('qrcode.png');
    const facts = await inspect(page, png.data, 'image/png');
    expect([facts.width, facts.height]).toEqual([512, 512]);
    for (const corner of facts.corners) expect(corner).toEqual(WHITE);
    const [code] = await decode(png.data);
    expect(code.format).toBe('QRCode');
    expect(code.text).toBe('https://example.com/path?q=1&lang=zh');
  });

  test('the page is usable before the codes module arrives, and the code appears once it does', async ({
    page,
  }) => {
    // Every request for the module's binary (the page's and, later, the worker's) waits: a
    // phone's network, where its 170 KB take a second or more.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.context().route(/\/assets\/toolbox_codes_bg-[\w-]+\.wasm$/, async (route) => {
      asked += 1;
      await released;
      await route.continue();
    });
    // On a phone the picture comes between the content and the options.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/CodeConverter');
    await expect.poll(() => asked).toBeGreaterThan(0);
    // The controls work meanwhile; the code's place is kept, marked busy.
    const options = page.getByRole('heading', { name: 'Appearance' });
    await expect(page.getByTestId('code-waiting')).toBeVisible();
    await expect(page.locator('.code-preview')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
    const before = (await options.boundingBox())?.y;
    await page.getByLabel('Text', { exact: true }).fill('HELD-42');
    await page
      .getByLabel('Error correction', { exact: true })
      .selectOption({ label: 'H: 30% may be damaged' });
    await expect(page.getByTestId('code-image')).toHaveCount(0);
    release();
    await settled(page);
    await expect(page.getByTestId('code-info')).toHaveText(
      'Version 1 (21 × 21 modules) · 512 × 512 px',
    );
    await expect(page.getByTestId('code-waiting')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
    // The picture took the kept place: the options below did not move.
    expect((await options.boundingBox())?.y).toBe(before);
  });

  test('a short code is drawn without starting the worker, a long one in it', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/CodeConverter');
    await settled(page);
    await page.getByLabel('Text', { exact: true }).fill('https://example.com/a-short-address');
    await settled(page);
    expect(workers).toEqual([]);
    await page.getByLabel('Text', { exact: true }).fill(`https://example.com/${'a'.repeat(80)}`);
    await settled(page);
    await expect(page.getByTestId('code-info')).toContainText('Version 6');
    expect(workers).toHaveLength(1);
  });

  test('Chinese text survives the SVG download (UTF-8 byte mode)', async ({ page }) => {
    await page.goto('/CodeConverter');
    const chinese = '随手工具箱：二维码测试，繁體字與 emoji 😀';
    await page.getByLabel('Text', { exact: true }).fill(chinese);
    await settled(page);
    const svg = await downloadSvg(page);
    expect(svg.name).toBe('qrcode.svg');
    expect(svg.data.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const facts = await inspect(page, svg.data, 'image/svg+xml');
    expect([facts.width, facts.height]).toEqual([512, 512]);
    for (const corner of facts.corners) expect(corner).toEqual(WHITE);
    const [code] = await decode(facts.png);
    expect(code.text).toBe(chinese);
  });

  test('size, margin, level and colours reach the files', async ({ page }) => {
    await page.goto('/CodeConverter');
    await page.getByLabel('Text', { exact: true }).fill('colours');
    await page.getByLabel('Image size').fill('300');
    await page.getByLabel('Margin').fill('2');
    await choose(page, 'Error correction', 'H: 30% may be damaged');
    // The background colour through its hex field.
    await setColour(page, 'Background colour', 'FFEEDD');
    await settled(page);
    await expect(page.getByTestId('code-info')).toContainText('300 × 300 px');
    const png = await downloadPng(page);
    const facts = await inspect(page, png.data, 'image/png');
    expect([facts.width, facts.height]).toEqual([300, 300]);
    for (const corner of facts.corners) expect(corner).toEqual([255, 238, 221]);
    expect((await decode(png.data))[0].text).toBe('colours');
    // Options are remembered, the content is not.
    await page.reload();
    await expect(page.getByLabel('Image size')).toHaveValue('300');
    await expect(page.getByLabel('Margin')).toHaveValue('2');
    await expect(page.getByLabel('Background colour', { exact: true })).toHaveValue('#FFEEDD');
    await expect(ecField(page)).toHaveText('H: 30% may be damaged');
  });

  test('Wi-Fi and contact templates', async ({ page }) => {
    await page.goto('/CodeConverter');
    await page.getByRole('radio', { name: 'Wi-Fi' }).check();
    await expect(page.getByTestId('code-error')).toHaveText('Enter the network name (SSID).');
    await page.getByLabel('Network name (SSID)').fill('Cafe;5G');
    await expect(page.getByTestId('code-error')).toHaveText(
      'Enter the password, or choose “No password” for an open network.',
    );
    await page.getByLabel('Password', { exact: true }).fill('p@ss:word');
    await settled(page);
    let png = await downloadPng(page);
    expect((await decode(png.data))[0].text).toBe('WIFI:T:WPA;S:Cafe\\;5G;P:p@ss\\:word;;');

    await page.getByRole('radio', { name: 'Contact' }).check();
    await expect(page.getByTestId('code-error')).toHaveText(
      'Fill in at least one field of the contact.',
    );
    await page.getByLabel('Name').fill('张三');
    await page.getByLabel('Phone').fill('+86 138 0013 8000');
    await settled(page);
    png = await downloadPng(page);
    expect((await decode(png.data))[0].text).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:张三;;;;\r\nFN:张三\r\nTEL;TYPE=CELL:+86 138 0013 8000\r\nEND:VCARD',
    );
  });

  const BARCODES: [string, string, string, ReadInputBarcodeFormat][] = [
    // label, typed, what a scanner reads, ZXing format
    ['Code 128', 'Code-128 test 0123456789', 'Code-128 test 0123456789', 'Code128'],
    ['EAN-13', '690123456789', '6901234567892', 'EAN13'],
    ['EAN-8', '9638507', '96385074', 'EAN8'],
    ['UPC-A', '036000291452', '036000291452', 'UPCA'],
    ['Code 39', 'CODE-39 $/+%.', 'CODE-39 $/+%.', 'Code39Std'],
    ['ITF-14', '1540014128876', '15400141288763', 'ITF'],
    ['Codabar', 'B12-34$5:6/7.8+9C', 'B12-34$5:6/7.8+9C', 'Codabar'],
  ];
  test('every barcode type: the PNG reads back, with room for the text', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/CodeConverter');
    await page.getByRole('radio', { name: 'Barcode', exact: true }).check();
    for (const [label, typed, content, format] of BARCODES) {
      await choose(page, 'Barcode type', label);
      await page.getByLabel('Content').fill(typed);
      await settled(page);
      await expect(page.getByTestId('code-content')).toHaveText(`A scanner reads:${content}`);
      const png = await downloadPng(page);
      expect(png.name).toBe(
        `${label}-${content}.png`.replace(/[/:*?"<>|]/g, '_').replace(/\s+/g, '-'),
      );
      expect(png.name).not.toMatch(/\s/);
      const facts = await inspect(page, png.data, 'image/png');
      const info = await page.getByTestId('code-info').textContent();
      expect(info).toBe(`${facts.width} × ${facts.height} px`);
      for (const corner of facts.corners) expect(corner).toEqual(WHITE);
      const [code] = await decode(png.data, [format]);
      expect(code.format).toBe(format === 'Code39Std' ? 'Code39' : format);
      // ZXing writes UPC-A in its 13-digit EAN form.
      expect(code.text).toBe(format === 'UPCA' ? `0${content}` : content);
    }
  });

  test('content a symbology cannot hold gets a clear message and is kept', async ({ page }) => {
    await page.goto('/CodeConverter');
    await chooseBarcode(page, 'EAN-13');
    const input = page.getByLabel('Content');
    const error = page.getByTestId('code-error');
    await input.fill('69012345678A');
    await expect(error).toHaveText(
      'EAN-13 cannot hold “A” (character 12). Remove it or choose another barcode type; Code 128 holds most characters and a QR code holds any text.',
    );
    await expect(page.getByTestId('code-image')).toHaveCount(0);
    await input.fill('6901234567893');
    await expect(error).toHaveText(
      'The check digit should be 2, not 3. Correct it, or leave the last digit out and it will be computed.',
    );
    await input.fill('12345');
    await expect(error).toHaveText(
      'EAN-13 takes 12 digits (the check digit is added) or 13 digits (the check digit is checked); this has 5.',
    );
    await expect(input).toHaveValue('12345');

    await choose(page, 'Barcode type', 'Code 39');
    await input.fill('Hello');
    await expect(error).toContainText('Code 39 cannot hold “e” (character 2).');
    await choose(page, 'Barcode type', 'Code 128');
    await input.fill('价格 100');
    await expect(error).toContainText('Code 128 cannot hold “价” (character 1).');
    await choose(page, 'Barcode type', 'Codabar');
    await input.fill('A123');
    await expect(error).toHaveText(
      'Codabar start/stop letters (A, B, C or D) go at both ends or at neither.',
    );
    // One character between start and stop: drawn, no ZXing-based scanner would read it.
    await input.fill('A8A');
    await expect(error).toContainText(
      'Codabar needs at least two characters between its start and stop letters',
    );
    await input.fill('');
    await expect(error).toHaveText('Enter the content to encode.');
  });

  test('too much for a QR code, or for the image size', async ({ page }) => {
    await page.goto('/CodeConverter');
    await choose(page, 'Error correction', 'H: 30% may be damaged');
    const text = page.getByLabel('Text', { exact: true });
    await paste(text, 'x'.repeat(1274));
    await expect(page.getByTestId('code-error')).toHaveText(
      'Too much content for one QR code at error-correction level H: at most 1,273 bytes of text. Shorten it or choose a lower level.',
    );
    await expect(page.getByTestId('qr-bytes')).toHaveText(
      '1,274 of 1,273 bytes at this error-correction level',
    );
    await page.getByLabel('Image size').fill('100');
    await paste(text, 'x'.repeat(1000));
    await expect(page.getByTestId('code-error')).toHaveText(
      'The image is too small for this much content: make it at least 169 px, or shorten the content.',
    );
    await expect(text).toHaveValue('x'.repeat(1000));
  });
});

test.describe('centre logo, in English', () => {
  test.use({ language: 'English' });

  test('the logo picker opens with Enter and with Space', async ({ page }) => {
    await page.goto('/CodeConverter');
    const zone = page.getByRole('button', { name: 'Choose an image, drop it here or paste it' });
    for (const key of ['Enter', 'Space'] as const) await expectKeyOpensPicker(page, zone, key);
  });

  test('level H while set, in the preview and both files, and the code still reads', async ({
    page,
  }) => {
    await page.goto('/CodeConverter');
    const text = 'https://example.com/with-a-logo';
    await page.getByLabel('Text', { exact: true }).fill(text);
    await choose(page, 'Error correction', 'Q: 25% may be damaged');
    await settled(page);
    await setLogo(page, 'logo.png', 'image/png', await redLogo(page));
    await expect(page.getByTestId('logo-current')).toContainText('logo.png');
    await expect(ecField(page)).toHaveText('H: 30% may be damaged');
    // Fixed while the logo is there, and the field says why.
    const level = page.getByLabel('Error correction', { exact: true });
    await expect(level).toBeDisabled();
    await expect(level).toHaveAccessibleDescription(/^Set to H because of the logo/);
    await expect(page.getByTestId('ec-forced')).toHaveText(
      'Set to H because of the logo: it covers part of the code, and level H lets scanners rebuild what is hidden. Your choice (Q) comes back when you remove the logo.',
    );
    await settled(page);
    await expect(page.getByTestId('code-image')).toHaveAttribute('data-logo', 'true');
    // The bytes counter follows level H.
    await expect(page.getByTestId('qr-bytes')).toHaveText(
      '31 of 1,273 bytes at this error-correction level',
    );

    const png = await downloadPng(page);
    const facts = await inspect(page, png.data, 'image/png');
    expect([facts.width, facts.height]).toEqual([512, 512]);
    for (const corner of facts.corners) expect(corner).toEqual(WHITE);
    expect(await pixel(page, png.data, 256, 256)).toEqual(RED);
    expect((await decode(png.data))[0].text).toBe(text);

    const svg = await downloadSvg(page);
    const source = svg.data.toString('utf8');
    expect(source).toMatch(
      /<rect x="\d+" y="\d+" width="\d+" height="\d+" fill="#FFFFFF"\/><image /,
    );
    expect(source).toContain('href="data:image/png;base64,');
    const drawn = await inspect(page, svg.data, 'image/svg+xml');
    expect([drawn.width, drawn.height]).toEqual([512, 512]);
    expect(await pixel(page, drawn.png, 256, 256)).toEqual(RED);
    expect((await decode(drawn.png))[0].text).toBe(text);

    // Removing the logo gives back the user's level and a plain code.
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(ecField(page)).toHaveText('Q: 25% may be damaged');
    await expect(page.getByTestId('ec-forced')).toHaveCount(0);
    await settled(page);
    await expect(page.getByTestId('code-image')).toHaveAttribute('data-logo', 'false');
    const plain = await downloadPng(page);
    expect(await pixel(page, plain.data, 256, 256)).not.toEqual(RED);
    expect((await decode(plain.data))[0].text).toBe(text);
    const plainSvg = await downloadSvg(page);
    expect(plainSvg.data.toString('utf8')).not.toContain('<image');
    await page.reload();
    await expect(ecField(page)).toHaveText('Q: 25% may be damaged');
  });

  test('a large code on a coloured background, logo pasted', async ({ page }) => {
    await page.goto('/CodeConverter');
    const text = 'Handy Toolbox 随手工具箱 '.repeat(12);
    await paste(page.getByLabel('Text', { exact: true }), text);
    await page.getByLabel('Image size').fill('700');
    await setColour(page, 'Background colour', '#ffeedd');
    const logo = (await redLogo(page)).toString('base64');
    await page.evaluate((base64) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const clipboard = new DataTransfer();
      clipboard.items.add(new File([data], 'pasted.png', { type: 'image/png' }));
      window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard }));
    }, logo);
    await expect(page.getByTestId('logo-current')).toContainText('pasted.png');
    await settled(page);
    await expect(page.getByTestId('code-info')).toContainText('700 × 700 px');
    const png = await downloadPng(page);
    const facts = await inspect(page, png.data, 'image/png');
    expect([facts.width, facts.height]).toEqual([700, 700]);
    for (const corner of facts.corners) expect(corner).toEqual([255, 238, 221]);
    expect(await pixel(page, png.data, 350, 350)).toEqual(RED);
    expect((await decode(png.data))[0].text).toBe(text);
  });

  test('files that are not usable images are refused politely', async ({ page }) => {
    await page.goto('/CodeConverter');
    const error = page.getByTestId('logo-error');
    await setLogo(page, 'notes.txt', 'text/plain', Buffer.from('hello'));
    // The one wording every image tool uses (the spec's) for a file that is not an image.
    const unreadable = 'Image loading failed. Please check if the file format is correct.';
    await expect(error).toHaveText(unreadable);
    await setLogo(page, 'broken.png', 'image/png', Buffer.from('not really a png'));
    await expect(error).toHaveText(unreadable);
    await setLogo(page, 'huge.png', 'image/png', Buffer.alloc(11 * 1024 * 1024));
    await expect(error).toHaveText(
      '“huge.png” is 11.0 MB; a logo can be at most 10 MB. Choose a smaller image.',
    );
    // A small file that declares 40,000 × 30,000 pixels (a decompression bomb) is not decoded.
    const bomb = Buffer.from(await redLogo(page));
    bomb.writeUInt32BE(40000, 16);
    bomb.writeUInt32BE(30000, 20);
    await setLogo(page, 'bomb.png', 'image/png', bomb);
    await expect(error).toHaveText(
      '“bomb.png” is 40,000 × 30,000 pixels, too large to open here (at most 40 megapixels). Choose a smaller image.',
    );
    await expect(page.getByTestId('logo-current')).toHaveCount(0);
    await expect(page.getByTestId('ec-forced')).toHaveCount(0);
    // A good file afterwards clears the message.
    await setLogo(page, 'logo.png', 'image/png', await redLogo(page));
    await expect(page.getByTestId('logo-current')).toBeVisible();
    await expect(error).toHaveCount(0);
  });
});

test.describe('in Chinese', () => {
  test.use({ language: '中文' });

  test('labels, messages and file names', async ({ page }) => {
    await page.goto('/CodeConverter');
    await page.getByLabel('文本', { exact: true }).fill('你好，世界');
    await settled(page);
    await expect(page.getByTestId('code-info')).toHaveText(
      '版本 2（25 × 25 模块）· 512 × 512 像素',
    );
    const png = await downloadPng(page, '下载 PNG');
    expect(png.name).toBe('二维码.png');
    expect((await decode(png.data))[0].text).toBe('你好，世界');

    await page.getByRole('radio', { name: '条形码', exact: true }).check();
    await choose(page, '条形码类型', 'EAN-8');
    await page.getByLabel('内容').fill('96385075');
    await expect(page.getByTestId('code-error')).toHaveText(
      '校验位应为 4，而不是 5。请改正，或去掉最后一位由工具自动计算。',
    );
    await page.getByLabel('内容').fill('9638507');
    await settled(page);
    await expect(page.getByTestId('code-content')).toHaveText('扫码读出：96385074');
    const svg = await downloadSvg(page, '下载 SVG');
    expect(svg.name).toBe('EAN-8-96385074.svg');
    const facts = await inspect(page, svg.data, 'image/svg+xml');
    expect((await decode(facts.png))[0].text).toBe('96385074');
  });

  test('centre logo: level H explained, refusal in Chinese, the PNG reads', async ({ page }) => {
    await page.goto('/CodeConverter');
    await page.getByLabel('文本', { exact: true }).fill('你好，Logo');
    await setLogo(page, '说明.txt', 'text/plain', Buffer.from('你好'));
    await expect(page.getByTestId('logo-error')).toHaveText(
      '图片加载失败，请检查文件格式是否正确。',
    );
    await setLogo(page, '标志.png', 'image/png', await redLogo(page));
    await expect(ecField(page, '纠错等级')).toHaveText('H：可损坏 30%');
    await expect(page.getByTestId('ec-forced')).toHaveText(
      '因为添加了 Logo，已固定为 H：Logo 遮住了部分二维码，H 级纠错能让扫码器还原被遮住的内容。移除 Logo 后恢复您选择的级别（M）。',
    );
    await settled(page);
    const png = await downloadPng(page, '下载 PNG');
    expect(png.name).toBe('二维码.png');
    expect(await pixel(page, png.data, 256, 256)).toEqual(RED);
    expect((await decode(png.data))[0].text).toBe('你好，Logo');
    await page.getByRole('button', { name: '移除 Logo' }).click();
    await expect(ecField(page, '纠错等级')).toHaveText('M：可损坏 15%');
  });
});

test.describe('without antd', () => {
  test.use({ language: 'English' });

  // Fails if antd (its shared chunk and stylesheet, or its provider) comes back on this page:
  // on a phone that was most of the page's load time.
  test('the page and its controls load no antd code, styles or components', async ({ page }) => {
    const antd = watchAntd(page);
    await page.goto('/CodeConverter');
    await settled(page);
    await expect(page.getByRole('group', { name: 'Type' }).getByRole('radio')).toHaveCount(2);

    // Wi-Fi: each message is the description of the field it is about.
    await page.getByRole('radio', { name: 'Wi-Fi' }).check();
    const ssid = page.getByLabel('Network name (SSID)');
    await expect(ssid).toHaveAttribute('aria-invalid', 'true');
    await expect(ssid).toHaveAccessibleDescription('Enter the network name (SSID).');
    await ssid.fill('Home');
    await expect(ssid).not.toHaveAttribute('aria-invalid');
    await page.getByRole('radio', { name: 'WEP' }).check();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription(
      'Enter the password, or choose “No password” for an open network.',
    );
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByLabel('Hidden network').check();
    await settled(page);
    let png = await downloadPng(page);
    expect((await decode(png.data))[0].text).toBe('WIFI:T:WEP;S:Home;P:secret;H:true;;');

    // Colours: a code that is not a colour is said and kept; a short one is written in full.
    const colour = page.getByLabel('Code colour', { exact: true });
    await colour.fill('#12345');
    await expect(colour).toHaveAttribute('aria-invalid', 'true');
    await expect(colour).toHaveAccessibleDescription(
      '“#12345” is not a colour. Pick one, or enter it as #RRGGBB.',
    );
    await colour.fill('#eee');
    await colour.blur();
    await expect(colour).toHaveValue('#EEEEEE');
    await expect(page.getByLabel('Code colour picker')).toHaveValue('#eeeeee');
    await expect(page.locator('.notice-warning')).toHaveText(
      'The two colours are too alike: many scanners will not read this code. Use a dark code on a light background.',
    );
    // The swatch (the system's colour dialog) writes its colour into the hex field.
    await page.getByLabel('Code colour picker').fill('#003366');
    await expect(colour).toHaveValue('#003366');
    await expect(page.locator('.notice-warning')).toHaveCount(0);

    // A number out of range is said at once and brought into range when the field is left.
    const size = page.getByLabel('Image size');
    await size.fill('50');
    await expect(size).toHaveAccessibleDescription('Image size must be from 64 to 4,000.');
    await size.blur();
    await expect(size).toHaveValue('64');
    await expect(size).not.toHaveAttribute('aria-invalid');

    // A barcode type from the native select.
    await chooseBarcode(page, 'EAN-8');
    const content = page.getByLabel('Content');
    await content.fill('9638507');
    await settled(page);
    await expect(page.getByTestId('code-content')).toHaveText('A scanner reads:96385074');
    await content.fill('96385075');
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expect(content).toHaveAccessibleDescription(/^7 digits .*The check digit should be 4/);

    // The logo, on a QR code again.
    await page.getByRole('radio', { name: 'QR code' }).check();
    await setLogo(page, 'logo.png', 'image/png', await redLogo(page));
    await expect(page.getByTestId('logo-current')).toContainText('logo.png');
    await size.fill('300');
    await settled(page);
    png = await downloadPng(page);
    expect(await pixel(page, png.data, 150, 150)).toEqual(RED);
    // The QR code kept its Wi-Fi form while the barcode was shown.
    expect((await decode(png.data))[0].text).toBe('WIFI:T:WEP;S:Home;P:secret;H:true;;');
    const svg = (await downloadSvg(page)).data.toString('utf8');
    expect(svg).toContain('#003366');

    await page.waitForLoadState('networkidle');
    expect(antd.assets()).toEqual([]);
    expect(await antd.antdNodes()).toBe(0);
  });
});
