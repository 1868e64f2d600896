/** Crop-rectangle arithmetic: screen points to image pixels, two corners to a clamped rectangle. */

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A drag shorter than this many image pixels in either direction is a click, not a crop. */
export const MIN_CROP = 4;

/** Where `client` falls on an image of `width` × `height` pixels drawn in `box`, clamped to it. */
export function toImagePoint(
  client: Point,
  box: { left: number; top: number; width: number; height: number },
  width: number,
  height: number,
): Point {
  const fx = box.width > 0 ? (client.x - box.left) / box.width : 0;
  const fy = box.height > 0 ? (client.y - box.top) / box.height : 0;
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  return { x: clamp(fx * width, width), y: clamp(fy * height, height) };
}

/** The whole-pixel rectangle spanned by two corners (in any order), or null for a click. */
export function rectBetween(a: Point, b: Point, width: number, height: number): Rect | null {
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x)));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y)));
  const x1 = Math.min(width, Math.ceil(Math.max(a.x, b.x)));
  const y1 = Math.min(height, Math.ceil(Math.max(a.y, b.y)));
  if (x1 - x0 < MIN_CROP || y1 - y0 < MIN_CROP) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** `rect` (image pixels) as percentages of the image, for positioning an overlay. */
export function toPercent(rect: Rect, width: number, height: number) {
  return {
    left: `${(rect.x / width) * 100}%`,
    top: `${(rect.y / height) * 100}%`,
    width: `${(rect.width / width) * 100}%`,
    height: `${(rect.height / height) * 100}%`,
  };
}
