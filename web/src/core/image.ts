/**
 * Door functions of the image tools. The light ones (header probe, limits, watermark layout,
 * dpi) use the small `imageinfo` wasm module; the heavy ones use the `image` module and the browser's
 * canvas, and are meant to run in the worker (./index.ts sends them there, with the pixel
 * buffers transferred, not copied). Pixels are 8-bit RGBA, rows top to bottom.
 */
import { ToolError, toToolError } from './errors';
import { loadModule } from './modules';
import type { ExportOptions } from './generated/ExportOptions';
import type { IdPhotoReport } from './generated/IdPhotoReport';
import type { ImageInfo } from './generated/ImageInfo';
import type { ImageLimits } from './generated/ImageLimits';
import type { WatermarkLayout } from './generated/WatermarkLayout';
import {
  bitmapPixels,
  encodeCanvas,
  previewBitmap,
  renderWatermark,
  type WatermarkSpec,
} from './imageCanvas';

/** Receives the share of the work done, from 0 to 1. */
export type Progress = (fraction: number) => void;

function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw toToolError(error);
  }
}

/** Format and size from a file's first bytes; throws `image.*` codes for files no tool takes. */
export async function imageProbe(header: Uint8Array, fileSize: number): Promise<ImageInfo> {
  const m = await loadModule('imageinfo');
  return guard(() => m.imageProbe(header, fileSize) as ImageInfo);
}

/**
 * The header check of a whole file (its first bytes, or all of it when the frame header comes
 * later): what `loadImageFile` does on the page, repeated wherever a file is decoded again.
 */
export async function imageProbeBlob(file: Blob): Promise<ImageInfo> {
  const read = async (blob: Blob) => {
    try {
      return new Uint8Array(await blob.arrayBuffer());
    } catch {
      throw new ToolError('image.read_failed');
    }
  };
  const m = await loadModule('imageinfo');
  const headerBytes = (m.imageLimits() as ImageLimits).headerBytes;
  try {
    return await imageProbe(await read(file.slice(0, headerBytes)), file.size);
  } catch (error) {
    const e = toToolError(error);
    // A frame header beyond the first bytes (rare: huge metadata first): try the whole file.
    if (e.code !== 'image.load_failed' || file.size <= headerBytes) throw e;
    return imageProbe(await read(file), file.size);
  }
}

/** Refuses a decoded bitmap beyond the pixel budget before its pixels are copied. */
export async function imageCheckSize(width: number, height: number): Promise<void> {
  const m = await loadModule('imageinfo');
  guard(() => m.imageCheckSize(width, height));
}

export async function imageLimits(): Promise<ImageLimits> {
  const m = await loadModule('imageinfo');
  return guard(() => m.imageLimits() as ImageLimits);
}

/** Centres (x, y) of the watermark marks in image pixels. */
export async function watermarkCentres(layout: WatermarkLayout): Promise<[number, number][]> {
  const m = await loadModule('imageinfo');
  const flat = guard(() => m.watermarkCentres(layout));
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}

/** Writes the resolution into a PNG or JPEG file (unchanged for other formats). */
export async function imageSetDpi(bytes: Uint8Array, dpi: number): Promise<Uint8Array> {
  const m = await loadModule('imageinfo');
  return guard(() => m.imageSetDpi(bytes, dpi) ?? bytes);
}

/** The resolution a PNG or JPEG file states, if any. */
export async function imageReadDpi(bytes: Uint8Array): Promise<number | null> {
  const m = await loadModule('imageinfo');
  return guard(() => m.imageReadDpi(bytes) ?? null);
}

export interface IdPhotoResult {
  /** The composite at full size (RGBA, opaque). */
  pixels: Uint8Array;
  /** The person's alpha, one byte per pixel (255 = person). */
  alpha: Uint8Array;
  width: number;
  height: number;
  report: IdPhotoReport;
  /** The composite scaled to fit `previewMax` pixels on its longer side. */
  preview: ImageBitmap;
}

/**
 * Replaces the backdrop of the photo in `source` (which is consumed: closed afterwards) with
 * `colour` (`#rrggbb`).
 */
export async function idPhotoProcess(
  source: ImageBitmap,
  colour: string,
  previewMax: number,
  onProgress?: Progress,
): Promise<IdPhotoResult> {
  try {
    // The page checked the file; the worker checks again before a byte is copied.
    await imageCheckSize(source.width, source.height);
  } catch (error) {
    source.close();
    throw error;
  }
  const m = await loadModule('image');
  const { data, width, height } = bitmapPixels(source);
  source.close();
  onProgress?.(0.1);
  const out = guard(() =>
    m.idPhotoProcess(data, width, height, colour, (f: number) => onProgress?.(0.1 + 0.8 * f)),
  );
  try {
    const pixels = out.takePixels();
    const alpha = out.takeAlpha();
    const report = out.report() as IdPhotoReport;
    const preview = await previewBitmap(pixels, width, height, previewMax);
    onProgress?.(1);
    return { pixels, alpha, width, height, report, preview };
  } finally {
    out.free();
  }
}

/** Changes the background of a finished composite from `from` to `to` without segmenting again. */
export async function idPhotoRecolour(
  pixels: Uint8Array,
  alpha: Uint8Array,
  width: number,
  height: number,
  from: string,
  to: string,
  previewMax: number,
): Promise<{ pixels: Uint8Array; alpha: Uint8Array; preview: ImageBitmap }> {
  const m = await loadModule('image');
  guard(() => m.idPhotoRecolour(pixels, alpha, from, to));
  const preview = await previewBitmap(pixels, width, height, previewMax);
  return { pixels, alpha, preview };
}

/** Crops, scales and encodes a composite; hands the pixels back for the next export. */
export async function imageExport(
  pixels: Uint8Array,
  width: number,
  height: number,
  options: ExportOptions,
): Promise<{ bytes: Uint8Array; pixels: Uint8Array }> {
  const m = await loadModule('image');
  const bytes = guard(() => m.imageExport(pixels, width, height, options));
  return { bytes, pixels };
}

/**
 * Draws the watermark on the image in `source` at its original size and encodes it in the
 * source's format (JPEG, PNG or WebP), keeping its dpi.
 */
export async function watermarkRender(
  source: Blob,
  spec: WatermarkSpec,
  logo: ImageBitmap | null,
): Promise<{ bytes: Uint8Array; type: string }> {
  const centres = (layout: WatermarkLayout) => watermarkCentres(layout);
  // The full-size decode happens here, in the worker: check the header here too, so that no
  // caller can hand it a bomb.
  await imageProbeBlob(source);
  const { canvas, type, quality } = await renderWatermark(source, spec, logo, centres);
  let bytes = await encodeCanvas(canvas, type, quality);
  if (type !== 'image/webp') {
    const head = new Uint8Array(await source.slice(0, 64 * 1024).arrayBuffer());
    const dpi = await imageReadDpi(head);
    if (dpi) bytes = await imageSetDpi(bytes, dpi);
  }
  return { bytes, type };
}

/** Packs files into one stored .zip (names made unique). */
export async function zipPack(entries: { name: string; bytes: Uint8Array }[]): Promise<Uint8Array> {
  const m = await loadModule('image');
  return guard(() =>
    m.zipPack(
      entries.map((e) => e.name),
      entries.map((e) => e.bytes),
    ),
  );
}
