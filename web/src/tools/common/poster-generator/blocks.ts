/**
 * Places the poster's text blocks so that they never overlap: each block is wrapped at its own
 * size and centred where the user put it; a block that would run into one above it (a long
 * title wrapping onto the subtitle) moves down below it, and when the blocks then no longer fit
 * on the poster, every text shrinks together until they do. The preview and the export both
 * draw from this layout, so they agree.
 */
import { wrapText, type Measure } from './textLayout';

export interface TextSpec {
  text: string;
  /** Font size in poster pixels as asked for. */
  px: number;
  bold: boolean;
  /** Centre, in poster pixels. */
  cx: number;
  cy: number;
}

export interface PlacedBlock {
  lines: string[];
  px: number;
  lineHeight: number;
  /** The block's box in poster pixels. */
  x: number;
  top: number;
  width: number;
  height: number;
}

/** Line height as a multiple of the font size. */
const LINE = 1.3;
/** Smallest scale the texts shrink to (a poster with pages of text cannot fit anyway). */
const MIN_SCALE = 0.3;

/**
 * Lays out `specs` (null for an empty block) on a `w × h` poster. `measureAt(px, bold)` returns
 * a measure for that font. The result has one entry per spec, in the same order.
 */
export function placeBlocks(
  specs: (TextSpec | null)[],
  w: number,
  h: number,
  measureAt: (px: number, bold: boolean) => Measure,
): (PlacedBlock | null)[] {
  const gap = h * 0.015;
  let scale = 1;
  for (;;) {
    const placed = specs.map((s) => (s ? wrapBlock(s, scale, w, measureAt) : null));
    const fits = settle(placed, specs, gap, h);
    if (fits || scale <= MIN_SCALE) return placed;
    scale = Math.max(MIN_SCALE, scale * 0.9);
  }
}

function wrapBlock(
  spec: TextSpec,
  scale: number,
  w: number,
  measureAt: (px: number, bold: boolean) => Measure,
): PlacedBlock {
  const px = Math.max(4, spec.px * scale);
  const measure = measureAt(px, spec.bold);
  const lines = wrapText(spec.text, w * 0.86, measure);
  const lineHeight = px * LINE;
  const width = Math.max(...lines.map((l) => measure(l)), 1);
  const height = lines.length * lineHeight;
  return {
    lines,
    px,
    lineHeight,
    x: spec.cx - width / 2,
    top: spec.cy - height / 2,
    width,
    height,
  };
}

/**
 * Moves blocks down, top to bottom, until none overlaps one above it, then up from the bottom
 * edge. Returns whether everything fits between the top and bottom edges.
 */
function settle(
  placed: (PlacedBlock | null)[],
  specs: (TextSpec | null)[],
  gap: number,
  h: number,
): boolean {
  const order = placed
    .map((b, i) => ({ b, i }))
    .filter((e): e is { b: PlacedBlock; i: number } => e.b !== null)
    .sort((a, b) => (specs[a.i]?.cy ?? 0) - (specs[b.i]?.cy ?? 0));
  const done: PlacedBlock[] = [];
  for (const { b } of order) {
    b.top = Math.max(b.top, 0);
    for (const above of done) {
      const sideBySide = b.x >= above.x + above.width || above.x >= b.x + b.width;
      if (!sideBySide && b.top < above.top + above.height + gap) {
        b.top = above.top + above.height + gap;
      }
    }
    done.push(b);
  }
  // Then up from the bottom edge: a block pushed off the poster pulls those above it up.
  for (let k = done.length - 1; k >= 0; k--) {
    const b = done[k];
    b.top = Math.min(b.top, h - b.height);
    for (const below of done.slice(k + 1)) {
      const sideBySide = b.x >= below.x + below.width || below.x >= b.x + b.width;
      if (!sideBySide && b.top + b.height + gap > below.top) {
        b.top = below.top - gap - b.height;
      }
    }
  }
  return done.every((b) => b.top >= 0);
}

/** Whether two placed blocks overlap (for tests and checks). */
export function overlaps(a: PlacedBlock, b: PlacedBlock): boolean {
  return (
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}
