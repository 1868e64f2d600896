/**
 * Fitting a prize name into its sector of the wheel: one line when it fits at a readable size,
 * otherwise two lines broken near the middle (at a space in Latin text, anywhere in Chinese),
 * and the largest font size at which the longer line fits along the radius and the lines fit
 * across the sector (narrow sectors of a weighted or twelve-prize wheel). A sector too narrow
 * for a readable name shows none (the list beside the wheel names every prize).
 *
 * Which way up: a label runs along its sector's radius. Turned with the wheel, a label in the
 * lower half would read upside down; those are turned half a turn about their middle, so every
 * label reads upright (or sideways) where the wheel stops.
 */

/** Room along the radius for the text, and the largest font size (wheel units, radius 100). */
export const LABEL_LENGTH = 58;
export const MAX_FONT = 13;
/** Below this size a single line is split in two. */
const SPLIT_BELOW = 8;
/** The outer end of a label, in wheel units from the centre. */
export const RIM = 88;
/** Below this size (about 7 px on a phone) a name is not drawn at all. */
export const MIN_FONT = 4;
/** Line step, in font sizes. */
export const LINE_STEP = 1.15;

/** Approximate advance in em: wide (CJK, full-width, emoji) characters 1, others about 0.6. */
export function textWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      code >= 0x1f300;
    em += wide ? 1 : ch === ' ' ? 0.3 : 0.6;
  }
  return em;
}

/**
 * The largest font for `lines` in a sector `sector` degrees wide: the longest line within
 * LABEL_LENGTH along the radius, and the lines' thickness within nine tenths of the sector's
 * width at the label's inner end (radius RIM - length).
 */
function fontFor(lines: string[], sector: number): number {
  const widest = Math.max(...lines.map(textWidthEm), 0.1);
  const k = 1.8 * Math.sin((Math.min(sector, 180) * Math.PI) / 360);
  const across = (k * RIM) / (lines.length * LINE_STEP + k * widest);
  return Math.min(MAX_FONT, LABEL_LENGTH / widest, across);
}

/** Splits `text` in two lines of about equal width, preferring a space near the middle. */
function split(text: string): [string, string] {
  const chars = Array.from(text);
  const total = textWidthEm(text);
  let best = 1;
  let bestScore = Infinity;
  for (let i = 1; i < chars.length; i++) {
    const left = chars.slice(0, i).join('');
    const imbalance = Math.abs(total / 2 - textWidthEm(left));
    // A break at a space costs nothing extra; inside a Latin word it costs a lot.
    const atSpace = chars[i] === ' ' || chars[i - 1] === ' ';
    const inWord = /\w/.test(chars[i - 1]) && /\w/.test(chars[i]);
    const score = imbalance + (atSpace ? 0 : inWord ? 4 : 0.5);
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return [chars.slice(0, best).join('').trim(), chars.slice(best).join('').trim()];
}

export interface WheelLabel {
  lines: string[];
  fontSize: number;
}

/** The label of `text` in a sector `sector` degrees wide (60: six equal prizes). */
export function layoutLabel(text: string, sector = 60): WheelLabel {
  const one = fontFor([text], sector);
  let best: WheelLabel = { lines: [text], fontSize: one };
  if (one < SPLIT_BELOW && Array.from(text).length >= 2) {
    const lines = split(text);
    const two = fontFor(lines, sector);
    // Two lines only when that makes the name larger (not in a narrow sector).
    if (two > one) best = { lines, fontSize: two };
  }
  return best.fontSize >= MIN_FONT ? best : { lines: [], fontSize: 0 };
}

/**
 * Whether the label of a sector whose middle is at `centre` degrees on the wheel reads upside
 * down once the wheel is turned `rotation` degrees, and so is turned half a turn. A Chinese
 * label (upright characters in a column along the radius) has its top towards the rim; a
 * Latin one (a line along the radius, from the hub outwards) has its top a quarter turn
 * anticlockwise from the rim.
 */
export function flipLabel(centre: number, rotation: number, cjk: boolean): boolean {
  const angle = (((centre + rotation) % 360) + 360) % 360;
  return cjk ? angle > 90 && angle < 270 : angle > 180;
}
