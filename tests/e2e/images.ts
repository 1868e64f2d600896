/**
 * Checks of downloaded images: the browser decodes the file (PNG, or rasterises SVG) and reports
 * its size and corner colours; ZXing-C++ (npm zxing-wasm, an independent decoder) reads the codes.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import {
  prepareZXingModule,
  readBarcodes,
  type ReadInputBarcodeFormat,
  type ReadResult,
} from 'zxing-wasm/reader';

let prepared = false;
function prepare() {
  if (prepared) return;
  const wasm = readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) },
  });
  prepared = true;
}

/** Every code ZXing finds in a PNG file (of the given formats, or of any). */
export async function decode(
  png: Buffer,
  formats?: ReadInputBarcodeFormat[],
): Promise<ReadResult[]> {
  prepare();
  const results = await readBarcodes(new Uint8Array(png), {
    tryHarder: true,
    maxNumberOfSymbols: 1,
    ...(formats ? { formats } : {}),
  });
  return results.filter((r) => r.isValid);
}

export type Rgb = [number, number, number];

export interface ImageFacts {
  width: number;
  height: number;
  /** Top-left, top-right, bottom-left, bottom-right. */
  corners: Rgb[];
  /** The image as the browser drew it, as PNG (for decoding an SVG). */
  png: Buffer;
}

/** Opens an image file in the page the way a viewer would and reports what it shows. */
export async function inspect(page: Page, file: Buffer, type: string): Promise<ImageFacts> {
  const facts = await page.evaluate(
    async ({ base64, type }) => {
      const image = new Image();
      image.src = `data:${type};base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const at = (x: number, y: number) =>
        Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
      const [w, h] = [canvas.width - 1, canvas.height - 1];
      return {
        width: canvas.width,
        height: canvas.height,
        corners: [at(0, 0), at(w, 0), at(0, h), at(w, h)],
        png: canvas.toDataURL('image/png').split(',')[1],
      };
    },
    { base64: file.toString('base64'), type },
  );
  return { ...facts, corners: facts.corners as Rgb[], png: Buffer.from(facts.png, 'base64') };
}

/** The downloaded file's bytes. */
export async function bytes(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

/** Colour of one pixel of a PNG, read in the page. */
export async function pixel(page: Page, png: Buffer, x: number, y: number): Promise<Rgb> {
  return (await page.evaluate(
    async ({ base64, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      context?.drawImage(image, 0, 0);
      return Array.from(context?.getImageData(x, y, 1, 1).data.slice(0, 3) ?? []);
    },
    { base64: png.toString('base64'), x, y },
  )) as Rgb;
}
