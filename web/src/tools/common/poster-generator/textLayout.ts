/**
 * Line breaking for poster text: explicit line breaks are kept; Latin words move to the next
 * line as a whole; Chinese (and other CJK) text may break between any two characters, but
 * never before closing punctuation such as ，。！？ nor after opening punctuation such as “（.
 */

/** Measures a string's width at the current font. */
export type Measure = (text: string) => number;

const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/;
/** May not start a line. */
const NO_START = /^[，。！？；：、）》」』】〕…—,.!?;:)\]}%'"”’·]/;
/** May not end a line. */
const NO_END = /[（《「『【〔“‘([{]$/;

/** Splits a paragraph into pieces that may not be broken inside. */
export function pieces(paragraph: string): string[] {
  const out: string[] = [];
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  const words = Segmenter
    ? Array.from(new Segmenter('zh', { granularity: 'word' }).segment(paragraph), (s) => s.segment)
    : paragraph.split(/(\s+)/);
  for (const word of words) {
    if (CJK.test(word)) {
      // Every CJK character is its own piece (Latin runs inside stay whole).
      for (const part of word.match(
        /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]|[^\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]+/g,
      ) ?? []) {
        out.push(part);
      }
    } else if (word.length > 0) {
      out.push(word);
    }
  }
  // Glue punctuation to its neighbour so that it never starts or ends a line.
  const glued: string[] = [];
  for (const piece of out) {
    const last = glued.length - 1;
    if (last >= 0 && (NO_START.test(piece) || NO_END.test(glued[last]))) glued[last] += piece;
    else glued.push(piece);
  }
  return glued;
}

/** Breaks a long piece (a URL, a very long word) character by character to fit `max`. */
function splitLong(piece: string, max: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of piece) {
    if (line && measure(line + ch) > max) {
      lines.push(line);
      line = ch;
    } else {
      line += ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lines of `text` no wider than `max` (except single characters wider than `max`). */
export function wrapText(text: string, max: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const piece of pieces(paragraph)) {
      const candidate = line + piece;
      if (measure(candidate.trimEnd()) <= max) {
        line = candidate;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      const rest = piece.trimStart();
      if (measure(rest) <= max) {
        line = rest;
      } else {
        const parts = splitLong(rest, max, measure);
        lines.push(...parts.slice(0, -1));
        line = parts[parts.length - 1] ?? '';
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
