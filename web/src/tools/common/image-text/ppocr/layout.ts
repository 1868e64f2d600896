/**
 * From recognised boxes to the text a person reads: boxes on one line of the page joined left
 * to right, lines top to bottom, a blank line between paragraphs.
 *
 * A photo taken at an angle slants every line, so grouping by the boxes' y-centres mixes the
 * rows of a long line with its neighbours'. Here the page's own direction comes first: the
 * median direction of the boxes' long sides; every box is placed on that axis (u along the
 * lines, v across them). Rows are started by the longest boxes; a box joins a row when its centre lies within half a line height of
 * the row's nearest box, measured across the direction of the longer of the two (a perspective photo turns
 * lines by different angles), and it does not overlap the row's boxes along the line.
 */
import type { Point } from './geometry';

export interface TextBox {
  /** Corners: top-left, top-right, bottom-right, bottom-left (reading order). */
  corners: readonly [Point, Point, Point, Point];
  text: string;
  confidence: number;
}

export interface TextLine {
  text: string;
  /** The lowest confidence of its boxes, 0 to 1. */
  confidence: number;
  /** Index of the paragraph it belongs to (0, 1, ...). */
  paragraph: number;
}

interface Placed {
  box: TextBox;
  cx: number;
  cy: number;
  angle: number;
  height: number;
  width: number;
  u: number;
  v: number;
}

const WIDE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function place(box: TextBox): Omit<Placed, 'u' | 'v'> {
  const [tl, tr, br, bl] = box.corners;
  const cx = (tl[0] + tr[0] + br[0] + bl[0]) / 4;
  const cy = (tl[1] + tr[1] + br[1] + bl[1]) / 4;
  const dx = tr[0] - tl[0] + (br[0] - bl[0]);
  const dy = tr[1] - tl[1] + (br[1] - bl[1]);
  const width =
    (Math.hypot(tr[0] - tl[0], tr[1] - tl[1]) + Math.hypot(br[0] - bl[0], br[1] - bl[1])) / 2;
  const height =
    (Math.hypot(bl[0] - tl[0], bl[1] - tl[1]) + Math.hypot(br[0] - tr[0], br[1] - tr[1])) / 2;
  return { box, cx, cy, angle: Math.atan2(dy, dx), width, height };
}

/**
 * Distance of `p`'s centre from the line through `q`'s centre, along the direction of the
 * longer (in proportion) of the two: a short box (a price, one character) has an unsure angle,
 * and a few degrees off over a row's length is a whole line.
 */
function across(p: Placed, q: Placed): number {
  const angle = p.width / p.height > q.width / q.height ? p.angle : q.angle;
  return -(p.cx - q.cx) * Math.sin(angle) + (p.cy - q.cy) * Math.cos(angle);
}

/** Joins two pieces of one line: no space between Chinese characters, one otherwise. */
function join(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  const last = a[a.length - 1];
  const first = b[0];
  return WIDE.test(last) && WIDE.test(first) ? a + b : `${a} ${b}`;
}

/** Groups boxes into lines and paragraphs, in reading order. */
export function layoutLines(boxes: readonly TextBox[]): TextLine[] {
  const items = boxes.filter((b) => b.text.trim() !== '').map(place);
  if (items.length === 0) return [];
  // The page's direction: the median of the long boxes' directions (short ones, a single
  // character or digit, say little about it).
  const long = items.filter((i) => i.width >= 2 * i.height);
  const theta = median((long.length ? long : items).map((i) => i.angle));
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  const placed: Placed[] = items.map((i) => ({
    ...i,
    u: i.cx * c + i.cy * s,
    v: -i.cx * s + i.cy * c,
  }));
  // Long boxes first: they say reliably where a row runs; short ones (a price, a digit) then
  // join the row they sit on.
  placed.sort((a, b) => b.width / b.height - a.width / a.height);

  const rows: Placed[][] = [];
  for (const item of placed) {
    let best: Placed[] | null = null;
    let bestOffset = Infinity;
    for (const row of rows) {
      // The row's box nearest along the line says where the row is at this point.
      let nearest = row[0];
      for (const member of row) {
        if (Math.abs(member.u - item.u) < Math.abs(nearest.u - item.u)) nearest = member;
      }
      const offset = Math.abs(across(item, nearest));
      if (offset >= 0.5 * Math.min(item.height, nearest.height)) continue;
      const overlaps = row.some(
        (m) =>
          Math.min(m.u + m.width / 2, item.u + item.width / 2) -
            Math.max(m.u - m.width / 2, item.u - item.width / 2) >
          0.3 * Math.min(m.width, item.width),
      );
      if (overlaps) continue;
      if (offset < bestOffset) {
        bestOffset = offset;
        best = row;
      }
    }
    if (best) best.push(item);
    else rows.push([item]);
  }

  const lines = rows.map((row) => {
    row.sort((a, b) => a.u - b.u);
    return {
      text: row.reduce((text, m) => join(text, m.box.text.trim()), ''),
      confidence: Math.min(...row.map((m) => m.box.confidence)),
      v: row.reduce((sum, m) => sum + m.v, 0) / row.length,
      height: median(row.map((m) => m.height)),
    };
  });
  lines.sort((a, b) => a.v - b.v);

  // Paragraphs: a gap clearly wider than the page's usual line pitch, or a change of size.
  // The usual pitch: the lower quartile, so a few paragraph gaps do not raise it.
  const pitches = lines
    .slice(1)
    .map((line, i) => line.v - lines[i].v)
    .sort((a, b) => a - b);
  const usual = pitches[Math.floor((pitches.length - 1) / 4)] ?? 0;
  let paragraph = 0;
  return lines.map((line, i) => {
    if (i > 0) {
      const prev = lines[i - 1];
      const pitch = line.v - prev.v;
      const size = Math.max(line.height, prev.height) / Math.min(line.height, prev.height);
      const wide = lines.length >= 3 ? pitch > 1.5 * usual : pitch > 2.5 * line.height;
      if (wide || size > 1.5) paragraph += 1;
    }
    return { text: line.text, confidence: line.confidence, paragraph };
  });
}

/** The lines as text: one per line, a blank line between paragraphs. */
export function linesToText(lines: readonly Pick<TextLine, 'text' | 'paragraph'>[]): string {
  let out = '';
  lines.forEach((line, i) => {
    if (i > 0) out += line.paragraph !== lines[i - 1].paragraph ? '\n\n' : '\n';
    out += line.text;
  });
  return out;
}
