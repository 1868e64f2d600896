/**
 * Helpers of the image tools' specs: open a downloaded image in the browser and read its size
 * and pixels, read the dpi a PNG or JPEG file states, and put files into an image input the way
 * a drop or a paste does.
 */
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';

export const FIXTURES = 'tests/fixtures/images';
export const fixture = (name: string) => `${FIXTURES}/${name}`;

export interface OpenedImage {
  width: number;
  height: number;
  /** RGB of the requested points, in order. */
  pixels: [number, number, number][];
}

/** Decodes `bytes` with the browser's decoder and samples `points` (x, y in image pixels). */
export async function openImage(
  page: Page,
  bytes: Buffer | Uint8Array,
  points: [number, number][] = [],
): Promise<OpenedImage> {
  return page.evaluate(
    async ({ base64, points }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      ctx.drawImage(bitmap, 0, 0);
      const pixels = points.map(([x, y]) => {
        const d = ctx.getImageData(x, y, 1, 1).data;
        return [d[0], d[1], d[2]] as [number, number, number];
      });
      return { width: bitmap.width, height: bitmap.height, pixels };
    },
    { base64: Buffer.from(bytes).toString('base64'), points },
  );
}

/** The four corners (2 pixels in) of a `width × height` image. */
export function corners(width: number, height: number): [number, number][] {
  return [
    [2, 2],
    [width - 3, 2],
    [2, height - 3],
    [width - 3, height - 3],
  ];
}

export async function downloaded(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

/** Within `tolerance` per channel. */
export function near(actual: number[], expected: number[], tolerance = 6): boolean {
  return actual.every((v, i) => Math.abs(v - expected[i]) <= tolerance);
}

/** The dpi stated in a PNG (pHYs, per metre) or JPEG (JFIF APP0) file, or null. */
export function readDpi(bytes: Buffer): number | null {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    let at = 8;
    while (at + 8 <= bytes.length) {
      const len = bytes.readUInt32BE(at);
      const type = bytes.subarray(at + 4, at + 8).toString('latin1');
      if (type === 'pHYs') {
        const ppm = bytes.readUInt32BE(at + 8);
        return bytes[at + 16] === 1 ? Math.round(ppm * 0.0254) : null;
      }
      if (type === 'IDAT' || type === 'IEND') return null;
      at += 12 + len;
    }
    return null;
  }
  if (
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes.subarray(6, 11).toString('latin1') === 'JFIF\0'
  ) {
    const unit = bytes[13];
    const x = bytes.readUInt16BE(14);
    return unit === 1 ? x : unit === 2 ? Math.round(x * 2.54) : null;
  }
  return null;
}

/** Drops files on `target` (a real DataTransfer with File objects, as a drag from the desktop). */
export async function dropFiles(target: Locator, paths: string[], types: string[]) {
  const files = paths.map((p, i) => ({
    name: p.split('/').pop() ?? 'file',
    type: types[i],
    base64: readFileSync(p).toString('base64'),
  }));
  await target.evaluate((element, files) => {
    const transfer = new DataTransfer();
    for (const f of files) {
      const data = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([data], f.name, { type: f.type }));
    }
    element.dispatchEvent(new DragEvent('dragover', { bubbles: true, dataTransfer: transfer }));
    element.dispatchEvent(
      new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
  }, files);
}

/** Pastes an image file onto the page (Ctrl+V with an image on the clipboard). */
export async function pasteFile(page: Page, path: string, type: string) {
  const base64 = readFileSync(path).toString('base64');
  const name = path.split('/').pop() ?? 'image';
  await page.evaluate(
    ({ base64, name, type }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      const event = new ClipboardEvent('paste', {
        bubbles: true,
        cancelable: true,
        clipboardData: transfer,
      });
      (document.activeElement ?? document.body).dispatchEvent(event);
    },
    { base64, name, type },
  );
}

/** Makes every later file read in the page fail, as when a file vanishes or is locked. */
export async function failFileReads(page: Page) {
  await page.evaluate(() => {
    const fail = () =>
      Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
    Blob.prototype.arrayBuffer = fail;
  });
}

/** The RGB at (x, y) of a canvas, in its own pixels (x, y as shares of its size). */
export async function canvasPixel(canvas: Locator, fx: number, fy: number) {
  return canvas.evaluate(
    (c: HTMLCanvasElement, [fx, fy]) => {
      const ctx = c.getContext('2d');
      const d = ctx?.getImageData(
        Math.floor(fx * (c.width - 1)),
        Math.floor(fy * (c.height - 1)),
        1,
        1,
      ).data;
      return d ? [d[0], d[1], d[2]] : [];
    },
    [fx, fy],
  );
}
