/**
 * Pixels to the networks' input tensors, as PaddleOCR prepares them (its images are OpenCV's
 * BGR, so the channels go in that order):
 *
 * - detection: the whole image, ImageNet mean/std per channel, 1 × 3 × H × W;
 * - direction and recognition: one text line, cut out of the image along its rotated box
 *   (corners in reading order, so the line comes out upright and left to right), scaled to a
 *   height of 48 pixels, values to [-1, 1], padded on the right with zeros to the batch width.
 *
 * The cut samples the source bilinearly, averaging a few samples per output pixel when the
 * line is scaled down, so a large photo's thin strokes do not alias away.
 */
import type { Point } from './geometry';

export interface Pixels {
  /** RGBA, row by row. */
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

// PaddleOCR applies ImageNet's (RGB) mean and deviation to OpenCV's BGR planes as they come.
const DET_MEAN = [0.485, 0.456, 0.406];
const DET_STD = [0.229, 0.224, 0.225];

/** The detector's input from an image already scaled to the detector's size. */
export function detectionTensor(pixels: Pixels): Float32Array {
  const { data, width, height } = pixels;
  const plane = width * height;
  const out = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    const r = data[4 * i] / 255;
    const g = data[4 * i + 1] / 255;
    const b = data[4 * i + 2] / 255;
    out[i] = (b - DET_MEAN[0]) / DET_STD[0];
    out[plane + i] = (g - DET_MEAN[1]) / DET_STD[1];
    out[2 * plane + i] = (r - DET_MEAN[2]) / DET_STD[2];
  }
  return out;
}

/** The detector's input size for an image: longest side at most `maxSide`, multiples of 32. */
export function detectionSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const round = (v: number) => Math.max(32, Math.round((v * scale) / 32) * 32);
  return { width: round(width), height: round(height) };
}

export const LINE_HEIGHT = 48;

/** Width and height of a box (corners in reading order). */
export function quadSize(corners: readonly Point[]): { width: number; height: number } {
  const [tl, tr, br, bl] = corners;
  const width = Math.max(
    Math.hypot(tr[0] - tl[0], tr[1] - tl[1]),
    Math.hypot(br[0] - bl[0], br[1] - bl[1]),
  );
  const height = Math.max(
    Math.hypot(bl[0] - tl[0], bl[1] - tl[1]),
    Math.hypot(br[0] - tr[0], br[1] - tr[1]),
  );
  return { width, height };
}

/** The width a line gets at height 48, at most `maxWidth`. */
export function lineWidth(corners: readonly Point[], maxWidth: number): number {
  const { width, height } = quadSize(corners);
  return Math.max(1, Math.min(maxWidth, Math.round((LINE_HEIGHT * width) / Math.max(1, height))));
}

/**
 * Writes one line into `out` (a 3 × 48 × `stride` slot at `offset`), `width` pixels wide,
 * the rest left as it is (zeros: the padding).
 */
export function sampleLine(
  pixels: Pixels,
  corners: readonly Point[],
  width: number,
  out: Float32Array,
  offset: number,
  stride: number,
): void {
  const [tl, tr, , bl] = corners;
  const { data, width: w, height: h } = pixels;
  const H = LINE_HEIGHT;
  // Source step per output pixel along the line (ux, uy) and across it (vx, vy).
  const ux = (tr[0] - tl[0]) / width;
  const uy = (tr[1] - tl[1]) / width;
  const vx = (bl[0] - tl[0]) / H;
  const vy = (bl[1] - tl[1]) / H;
  const step = Math.max(Math.hypot(ux, uy), Math.hypot(vx, vy));
  const n = Math.min(4, Math.max(1, Math.ceil(step))); // samples per output pixel and axis
  const plane = H * stride;
  const rgb = [0, 0, 0];
  const fetch = (x: number, y: number) => {
    const fx = Math.min(Math.max(x - 0.5, 0), w - 1);
    const fy = Math.min(Math.max(y - 0.5, 0), h - 1);
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(x0 + 1, w - 1);
    const y1 = Math.min(y0 + 1, h - 1);
    const ax = fx - x0;
    const ay = fy - y0;
    const i00 = 4 * (y0 * w + x0);
    const i10 = 4 * (y0 * w + x1);
    const i01 = 4 * (y1 * w + x0);
    const i11 = 4 * (y1 * w + x1);
    for (let c = 0; c < 3; c++) {
      const top = data[i00 + c] * (1 - ax) + data[i10 + c] * ax;
      const bottom = data[i01 + c] * (1 - ax) + data[i11 + c] * ax;
      rgb[c] += top * (1 - ay) + bottom * ay;
    }
  };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < width; x++) {
      rgb[0] = rgb[1] = rgb[2] = 0;
      for (let sy = 0; sy < n; sy++) {
        const py = y + (sy + 0.5) / n;
        for (let sx = 0; sx < n; sx++) {
          const px = x + (sx + 0.5) / n;
          fetch(tl[0] + px * ux + py * vx, tl[1] + px * uy + py * vy);
        }
      }
      const k = 1 / (n * n * 127.5);
      const i = offset + y * stride + x;
      // B, G, R planes, each (v / 255 - 0.5) / 0.5.
      out[i] = rgb[2] * k - 1;
      out[plane + i] = rgb[1] * k - 1;
      out[2 * plane + i] = rgb[0] * k - 1;
    }
  }
}

/** The same box turned half a turn (for text the direction classifier finds upside down). */
export function rotateHalf<T>(corners: readonly [T, T, T, T]): [T, T, T, T] {
  return [corners[2], corners[3], corners[0], corners[1]];
}
