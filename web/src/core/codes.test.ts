/**
 * Round trip of every symbology through the shipped wasm module: each generated PNG is read by
 * an independent decoder (ZXing-C++, npm zxing-wasm) and must give back the content, including
 * Chinese and emoji in QR codes and every character class each barcode type holds.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes, type ReadInputBarcodeFormat } from 'zxing-wasm/reader';
import { codePng, codeRequest } from './codes';
import type { Symbology } from './generated/Symbology';

beforeAll(() => {
  const wasm = readFileSync(
    resolve(process.cwd(), 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'),
  );
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) },
  });
});

async function read(png: Uint8Array, format: ReadInputBarcodeFormat) {
  const results = await readBarcodes(png, {
    formats: [format],
    tryHarder: true,
    maxNumberOfSymbols: 1,
  });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

const CASES: [Symbology, ReadInputBarcodeFormat, string, string][] = [
  // symbology, decoder format, input, what must be read back
  ['qr', 'QRCode', 'HELLO WORLD 123', 'HELLO WORLD 123'],
  ['qr', 'QRCode', '0123456789'.repeat(30), '0123456789'.repeat(30)],
  [
    'qr',
    'QRCode',
    '随手工具箱：中文、繁體、日本語のテキスト',
    '随手工具箱：中文、繁體、日本語のテキスト',
  ],
  ['qr', 'QRCode', 'Emoji 😀👍🏽 and ümlauts', 'Emoji 😀👍🏽 and ümlauts'],
  ['qr', 'QRCode', 'https://example.com/?q=二维码&x=1', 'https://example.com/?q=二维码&x=1'],
  ['qr', 'QRCode', '中'.repeat(424), '中'.repeat(424)],
  ['code128', 'Code128', 'Hello, World! {~}', 'Hello, World! {~}'],
  ['code128', 'Code128', '1234567890123', '1234567890123'],
  ['code128', 'Code128', 'AB12345678cd9', 'AB12345678cd9'],
  ['code128', 'Code128', ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`|', ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`|'],
  ['code128', 'Code128', 'tab\there', 'tab\there'],
  ['ean13', 'EAN13', '690123456789', '6901234567892'],
  ['ean13', 'EAN13', '4006381333931', '4006381333931'],
  ['ean13', 'EAN13', '0000000000000', '0000000000000'],
  ['ean8', 'EAN8', '9638507', '96385074'],
  ['ean8', 'EAN8', '55123457', '55123457'],
  ['upcA', 'UPCA', '03600029145', '0036000291452'],
  ['upcA', 'UPCA', '123456789012', '0123456789012'],
  ['code39', 'Code39Std', 'CODE39', 'CODE39'],
  ['code39', 'Code39Std', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  ['code39', 'Code39Std', '0123456789 -.$/+%', '0123456789 -.$/+%'],
  ['itf14', 'ITF', '1540014128876', '15400141288763'],
  ['itf14', 'ITF', '00012345600012', '00012345600012'],
  ['codabar', 'Codabar', '0123456789', 'A0123456789A'],
  ['codabar', 'Codabar', 'B-$:/.+C', 'B-$:/.+C'],
  ['codabar', 'Codabar', 'D31117013206375D', 'D31117013206375D'],
  ['codabar', 'Codabar', 'C-1+2+3B', 'C-1+2+3B'],
  // The shortest Codabar scanners read: two characters between start and stop.
  ['codabar', 'Codabar', '12', 'A12A'],
  ['codabar', 'Codabar', 'b-8d', 'B-8D'],
  ['itf14', 'ITF', '9876543210987', '98765432109879'],
];

/** A small seeded generator, so a failure names the same input every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(next: () => number, alphabet: string[], length: number): string {
  return Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
}

/** GS1 check digit (weights 3, 1, … from the right), computed independently of the core. */
function gs1(digits: string): string {
  const sum = [...digits]
    .reverse()
    .reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return String((10 - (sum % 10)) % 10);
}

const DIGITS = [...'0123456789'];
const next = random(20251122);
const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const unicode = [...'随手工具箱二维码條碼日本語한국어ÄÖÜßéñ😀👍🏽 abcXYZ0123456789:/?&=#'];
for (let i = 0; i < 8; i++) {
  const ean13 = pick(next, DIGITS, 12);
  const ean8 = pick(next, DIGITS, 7);
  const upc = pick(next, DIGITS, 11);
  const itf = pick(next, DIGITS, 13);
  const text128 = pick(next, ascii, 1 + Math.floor(next() * 40));
  const text39 = pick(
    next,
    [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%'],
    1 + Math.floor(next() * 30),
  );
  const codabar = pick(next, [...'0123456789-$:/.+'], 2 + Math.floor(next() * 29));
  const qr = pick(next, unicode, 1 + Math.floor(next() * 300));
  CASES.push(
    ['ean13', 'EAN13', ean13, ean13 + gs1(ean13)],
    ['ean8', 'EAN8', ean8, ean8 + gs1(ean8)],
    ['upcA', 'UPCA', upc, `0${upc}${gs1(upc)}`],
    ['itf14', 'ITF', itf, itf + gs1(itf)],
    ['code128', 'Code128', text128, text128],
    ['code39', 'Code39Std', text39, text39],
    ['codabar', 'Codabar', codabar, `A${codabar}A`],
    ['qr', 'QRCode', qr, qr],
  );
}

describe('every generated code reads back', () => {
  for (const [symbology, format, input, expected] of CASES) {
    it(`${symbology}: ${JSON.stringify(input).slice(0, 40)}`, async () => {
      const png = await codePng(codeRequest(symbology, input));
      expect(await read(png, format)).toEqual([expected]);
    });
  }

  it('reads back at the smallest bar width and every QR level and margin', async () => {
    for (const ecLevel of ['L', 'M', 'Q', 'H'] as const) {
      const png = await codePng({ ...codeRequest('qr', `level ${ecLevel}`), ecLevel, margin: 1 });
      expect(await read(png, 'QRCode')).toEqual([`level ${ecLevel}`]);
    }
    const thin = await codePng({ ...codeRequest('ean13', '690123456789'), moduleWidth: 1 });
    expect(await read(thin, 'EAN13')).toEqual(['6901234567892']);
    const plain = await codePng({ ...codeRequest('code128', 'no text'), showText: false });
    expect(await read(plain, 'Code128')).toEqual(['no text']);
  });

  it('a one-character Codabar, which ZXing cannot read, is refused with its own message', async () => {
    for (const input of ['8', 'A8A', 'c$d']) {
      await expect(codePng(codeRequest('codabar', input))).rejects.toMatchObject({
        code: 'code.codabar_too_short',
      });
    }
  });
});
