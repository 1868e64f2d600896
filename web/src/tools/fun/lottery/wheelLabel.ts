/**
 * Fitting a prize name into its sector of the wheel: one line when it fits at a readable size,
 * otherwise two lines broken near the middle (at a space in Latin text, anywhere in Chinese),
 * and the largest font size at which the longer line fits along the radius.
 */

/** Room along the radius for the text, and the largest font size (wheel units, radius 100). */
export const LABEL_LENGTH = 58;
export const MAX_FONT = 13;
/** Below this size a single line is split in two. */
const SPLIT_BELOW = 8;

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

function fontFor(lines: string[]): number {
  const widest = Math.max(...lines.map(textWidthEm), 0.1);
  return Math.min(MAX_FONT, LABEL_LENGTH / widest);
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

export function layoutLabel(text: string): WheelLabel {
  const one = fontFor([text]);
  if (one >= SPLIT_BELOW || Array.from(text).length < 2) return { lines: [text], fontSize: one };
  const lines = split(text);
  return { lines, fontSize: fontFor(lines) };
}
