/**
 * Canvas helpers of the image tools that work the same in a page and in the worker
 * (OffscreenCanvas): pixels of a bitmap, preview bitmaps, encoding, and drawing watermarks
 * (text rendering is the browser's strength, so the marks are drawn here, at the centres the
 * Rust core computes).
 */
import { ToolError } from './errors';
import type { Anchor } from './generated/Anchor';
import type { WatermarkLayout } from './generated/WatermarkLayout';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function context(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  // Only happens when the browser is out of canvas memory.
  if (!ctx) throw new ToolError('image.out_of_memory');
  return ctx;
}

/** The RGBA pixels of a bitmap (a fresh buffer). */
export function bitmapPixels(bitmap: ImageBitmap): {
  data: Uint8Array;
  width: number;
  height: number;
} {
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = context(canvas);
  ctx.drawImage(bitmap, 0, 0);
  const image = ctx.getImageData(0, 0, width, height);
  return { data: new Uint8Array(image.data.buffer), width, height };
}

/** Scale factor that fits `width × height` into `max` pixels on the longer side (never up). */
export function fitScale(width: number, height: number, max: number): number {
  return Math.min(1, max / Math.max(width, height));
}

/** A bitmap of RGBA `pixels`, scaled down to fit `max` pixels on its longer side. */
export async function previewBitmap(
  pixels: Uint8Array,
  width: number,
  height: number,
  max: number,
): Promise<ImageBitmap> {
  const view = new Uint8ClampedArray(
    pixels.buffer as ArrayBuffer,
    pixels.byteOffset,
    width * height * 4,
  );
  const scale = fitScale(width, height, max);
  return createImageBitmap(new ImageData(view, width, height), {
    resizeWidth: Math.max(1, Math.round(width * scale)),
    resizeHeight: Math.max(1, Math.round(height * scale)),
    resizeQuality: 'high',
  });
}

/** Encodes a canvas (page or offscreen) with the browser's encoder. */
export async function encodeCanvas(
  canvas: OffscreenCanvas | HTMLCanvasElement,
  type: string,
  quality = 0.92,
): Promise<Uint8Array> {
  let blob: Blob | null;
  if (canvas instanceof OffscreenCanvas) {
    blob = await canvas.convertToBlob({ type, quality });
  } else {
    blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  }
  if (!blob) throw new ToolError('image.encode_failed');
  return new Uint8Array(await blob.arrayBuffer());
}

/** What the watermark tool draws. Sizes are shares of the image so a batch looks alike. */
export interface WatermarkSpec {
  kind: 'text' | 'image';
  text: string;
  /** Text height as a share of the image's shorter side (0.05 = 5 %). */
  fontSize: number;
  colour: string;
  /** 0 (invisible) to 1 (opaque). */
  opacity: number;
  /** Clockwise, in degrees. */
  rotation: number;
  tiled: boolean;
  anchor: Anchor;
  /** Space between tiled marks, as a share of the image's shorter side. */
  gap: number;
  /** Logo width as a share of the image's width. */
  logoSize: number;
}

export const WATERMARK_FONT =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", sans-serif';

/** The mark's unrotated size in pixels on an image of this size. */
function markSize(
  ctx: Context2D,
  width: number,
  height: number,
  spec: WatermarkSpec,
  logo: ImageBitmap | null,
): { w: number; h: number; font: string } {
  const short = Math.min(width, height);
  if (spec.kind === 'image' && logo) {
    const w = Math.max(1, spec.logoSize * width);
    return { w, h: (w * logo.height) / logo.width, font: '' };
  }
  const px = Math.max(1, spec.fontSize * short);
  const font = `600 ${px}px ${WATERMARK_FONT}`;
  ctx.font = font;
  const w = Math.max(1, ctx.measureText(spec.text).width);
  return { w, h: px * 1.2, font };
}

/** The layout the Rust core places the marks with. */
export function watermarkLayout(
  ctx: Context2D,
  width: number,
  height: number,
  spec: WatermarkSpec,
  logo: ImageBitmap | null,
): { layout: WatermarkLayout; font: string } {
  const { w, h, font } = markSize(ctx, width, height, spec, logo);
  const short = Math.min(width, height);
  const layout: WatermarkLayout = {
    width,
    height,
    markWidth: w,
    markHeight: h,
    rotation: spec.rotation,
    placement: spec.tiled
      ? { kind: 'tiled', gapX: spec.gap * short, gapY: spec.gap * short }
      : { kind: 'single', anchor: spec.anchor, margin: 0.03 * short },
  };
  return { layout, font };
}

/** Whether the spec draws anything at all. */
export function hasMark(spec: WatermarkSpec, logo: ImageBitmap | null): boolean {
  return spec.kind === 'image' ? logo !== null : spec.text.trim().length > 0;
}

/** Draws the marks on `ctx`, whose coordinates are image pixels (`width × height`). */
export function drawMarks(
  ctx: Context2D,
  spec: WatermarkSpec,
  logo: ImageBitmap | null,
  layout: WatermarkLayout,
  font: string,
  centres: [number, number][],
) {
  if (!hasMark(spec, logo)) return;
  ctx.save();
  ctx.globalAlpha = Math.min(1, Math.max(0, spec.opacity));
  ctx.fillStyle = spec.colour;
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const angle = (spec.rotation * Math.PI) / 180;
  for (const [x, y] of centres) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    if (spec.kind === 'image' && logo) {
      const { markWidth: w, markHeight: h } = layout;
      ctx.drawImage(logo, -w / 2, -h / 2, w, h);
    } else {
      ctx.fillText(spec.text.replace(/\s+/g, ' '), 0, 0);
    }
    ctx.restore();
  }
  ctx.restore();
}

/** The output type for a source type: JPEG, PNG and WebP stay; others become PNG. */
export function outputType(sourceType: string): string {
  return ['image/jpeg', 'image/png', 'image/webp'].includes(sourceType) ? sourceType : 'image/png';
}

/** Decodes `source` and draws it with the watermark at full size on an offscreen canvas. */
export async function renderWatermark(
  source: Blob,
  spec: WatermarkSpec,
  logo: ImageBitmap | null,
  centresOf: (layout: WatermarkLayout) => Promise<[number, number][]>,
): Promise<{ canvas: OffscreenCanvas; type: string; quality: number }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch {
    throw new ToolError('image.load_failed');
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = context(canvas);
  const type = outputType(source.type);
  if (type === 'image/jpeg') {
    // JPEG has no transparency: what is transparent in the source becomes white.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { layout, font } = watermarkLayout(ctx, canvas.width, canvas.height, spec, logo);
  drawMarks(ctx, spec, logo, layout, font, await centresOf(layout));
  return { canvas, type, quality: 0.92 };
}
