/**
 * The two decoders around PP-OCR's networks, as PaddleOCR's own post-processing does them:
 *
 * - `detectBoxes`: DB (differentiable binarisation) text detection gives a probability map,
 *   one value per input pixel that the pixel is text. Pixels over `threshold` are joined into
 *   regions (8-connected); each region's minimum-area rectangle is kept when the mean
 *   probability inside it reaches `boxThreshold`, then grown by DB's "unclip" distance
 *   (area × ratio / perimeter), since the network was trained to mark a shrunk text kernel.
 * - `ctcDecode`: the recogniser gives, for each time step, a probability per character
 *   (index 0 is CTC's blank); greedy decoding takes the best class per step, merges repeats
 *   and drops blanks. The line's confidence is the mean probability of its kept steps.
 */
import { expandRect, minAreaRect, rectCorners, type Point, type RotatedRect } from './geometry';

export interface DetectOptions {
  /** A pixel is text when its probability is over this (PaddleOCR: 0.3). */
  threshold: number;
  /** A region is kept when its mean probability reaches this (PaddleOCR: 0.6). */
  boxThreshold: number;
  /** DB's unclip ratio (PaddleOCR: 1.5). */
  unclipRatio: number;
  /** Regions whose short side is under this many map pixels are noise. */
  minSize: number;
  maxBoxes: number;
}

export const DETECT_DEFAULTS: DetectOptions = {
  threshold: 0.3,
  boxThreshold: 0.6,
  unclipRatio: 1.5,
  minSize: 3,
  maxBoxes: 1000,
};

export interface DetectedBox {
  rect: RotatedRect;
  /** Mean text probability of the region. */
  score: number;
}

/**
 * Text boxes in a `width` × `height` probability map, in map coordinates (the caller scales
 * them to the image).
 */
export function detectBoxes(
  prob: Float32Array,
  width: number,
  height: number,
  options: Partial<DetectOptions> = {},
): DetectedBox[] {
  const o = { ...DETECT_DEFAULTS, ...options };
  const n = width * height;
  // Region label per pixel: 0 = background or not yet visited.
  const label = new Int32Array(n);
  const stack = new Int32Array(n);
  const boxes: DetectedBox[] = [];
  let next = 0;
  for (let start = 0; start < n; start++) {
    if (label[start] !== 0 || !(prob[start] > o.threshold)) continue;
    next += 1;
    // Flood fill; per row of the region, its leftmost and rightmost pixel (for the hull).
    const rowMin = new Map<number, number>();
    const rowMax = new Map<number, number>();
    let sum = 0;
    let count = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    while (top > 0) {
      const p = stack[--top];
      const x = p % width;
      const y = (p - x) / width;
      sum += prob[p];
      count += 1;
      const lo = rowMin.get(y);
      if (lo === undefined || x < lo) rowMin.set(y, x);
      const hi = rowMax.get(y);
      if (hi === undefined || x > hi) rowMax.set(y, x);
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width || (dx === 0 && dy === 0)) continue;
          const q = yy * width + xx;
          if (label[q] === 0 && prob[q] > o.threshold) {
            label[q] = next;
            stack[top++] = q;
          }
        }
      }
    }
    if (count < o.minSize * o.minSize) continue;
    // Pixel squares' corners, so a one-pixel-high run still has an area.
    const points: Point[] = [];
    for (const [y, lo] of rowMin) {
      const hi = rowMax.get(y)!;
      points.push([lo, y], [lo, y + 1], [hi + 1, y], [hi + 1, y + 1]);
    }
    const rect = minAreaRect(points);
    if (Math.min(rect.width, rect.height) < o.minSize) continue;
    const score = sum / count;
    if (score < o.boxThreshold) continue;
    const area = rect.width * rect.height;
    const perimeter = 2 * (rect.width + rect.height);
    const grown = expandRect(rect, (area * o.unclipRatio) / perimeter);
    if (Math.min(grown.width, grown.height) < o.minSize + 2) continue;
    boxes.push({ rect: grown, score });
    if (boxes.length >= o.maxBoxes) break;
  }
  return boxes;
}

/** Corners of a detected box in image coordinates, clipped to the image. */
export function boxCorners(
  rect: RotatedRect,
  scaleX: number,
  scaleY: number,
  imageWidth: number,
  imageHeight: number,
): [Point, Point, Point, Point] {
  const clip = (p: Point): Point => [
    Math.min(Math.max(p[0] * scaleX, 0), imageWidth),
    Math.min(Math.max(p[1] * scaleY, 0), imageHeight),
  ];
  const q = rectCorners(rect).points;
  return [clip(q[0]), clip(q[1]), clip(q[2]), clip(q[3])];
}

export interface Decoded {
  text: string;
  /** Mean probability of the kept characters, 0 to 1 (0 for an empty line). */
  confidence: number;
}

/**
 * Greedy CTC decoding of one line: `probs` holds `steps` rows of `classes` probabilities.
 * `charset[i - 1]` is the character of class `i` (class 0 is the blank).
 */
export function ctcDecode(
  probs: Float32Array,
  steps: number,
  classes: number,
  charset: readonly string[],
  offset = 0,
): Decoded {
  let text = '';
  let sum = 0;
  let kept = 0;
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    const row = offset + t * classes;
    let best = 0;
    let bestP = probs[row];
    for (let c = 1; c < classes; c++) {
      const p = probs[row + c];
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      text += charset[best - 1] ?? '';
      sum += bestP;
      kept += 1;
    }
    previous = best;
  }
  return { text, confidence: kept ? sum / kept : 0 };
}
