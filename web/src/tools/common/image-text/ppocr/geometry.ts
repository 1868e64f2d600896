/**
 * Plane geometry for the PP-OCR pipeline: convex hull and minimum-area rectangle of a set of
 * points (what OpenCV's `minAreaRect` gives PaddleOCR's DB post-processing), corners in
 * reading order.
 */

export type Point = readonly [number, number];

/** A rotated rectangle: corners top-left, top-right, bottom-right, bottom-left (reading order). */
export interface Quad {
  points: [Point, Point, Point, Point];
}

const cross = (o: Point, a: Point, b: Point) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Convex hull (Andrew's monotone chain), counter-clockwise, no repeated end point. */
export function convexHull(input: readonly Point[]): Point[] {
  const points = [...input].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (points.length < 3) return points;
  const lower: Point[] = [];
  for (const p of points) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) {
      lower.pop();
    }
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) {
      upper.pop();
    }
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

export interface RotatedRect {
  cx: number;
  cy: number;
  /** Along the longer side's direction. */
  width: number;
  height: number;
  /** Direction of the long side, radians in (-π/2, π/2]. */
  angle: number;
}

/** Smallest rectangle around the points (one side lies on a hull edge). */
export function minAreaRect(input: readonly Point[]): RotatedRect {
  const hull = convexHull(input);
  if (hull.length === 0) return { cx: 0, cy: 0, width: 0, height: 0, angle: 0 };
  let best: RotatedRect | null = null;
  let bestArea = Infinity;
  const edges = hull.length === 1 ? 1 : hull.length;
  for (let i = 0; i < edges; i++) {
    const a = hull[i];
    const b = hull[(i + 1) % hull.length];
    let dx = b[0] - a[0];
    let dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    if (len === 0) {
      dx = 1;
      dy = 0;
    } else {
      dx /= len;
      dy /= len;
    }
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const p of hull) {
      const u = p[0] * dx + p[1] * dy;
      const v = -p[0] * dy + p[1] * dx;
      minU = Math.min(minU, u);
      maxU = Math.max(maxU, u);
      minV = Math.min(minV, v);
      maxV = Math.max(maxV, v);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea) {
      bestArea = area;
      const cu = (minU + maxU) / 2;
      const cv = (minV + maxV) / 2;
      const cx = cu * dx - cv * dy;
      const cy = cu * dy + cv * dx;
      let w = maxU - minU;
      let h = maxV - minV;
      let angle = Math.atan2(dy, dx);
      if (h > w) {
        [w, h] = [h, w];
        angle += Math.PI / 2;
      }
      best = { cx, cy, width: w, height: h, angle: normaliseAngle(angle) };
    }
  }
  return best!;
}

/** The same direction of a line, in (-π/2, π/2]. */
function normaliseAngle(angle: number): number {
  let a = angle;
  while (a > Math.PI / 2) a -= Math.PI;
  while (a <= -Math.PI / 2) a += Math.PI;
  return a;
}

/** Corners of a rotated rectangle, top-left first, clockwise on screen (y down). */
export function rectCorners(rect: RotatedRect): Quad {
  const c = Math.cos(rect.angle);
  const s = Math.sin(rect.angle);
  const hw = rect.width / 2;
  const hh = rect.height / 2;
  const at = (u: number, v: number): Point => [rect.cx + u * c - v * s, rect.cy + u * s + v * c];
  return { points: [at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)] };
}

/** Grows a rectangle by `d` on every side (DB's "unclip" of a rectangle). */
export function expandRect(rect: RotatedRect, d: number): RotatedRect {
  return { ...rect, width: rect.width + 2 * d, height: rect.height + 2 * d };
}
