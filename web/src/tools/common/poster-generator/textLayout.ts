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

/** Each CJK character alone, or a run of anything else. */
const RUNS =
  /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]|[^\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]+/g;

/** One word segmenter for the page (null without Intl.Segmenter), made when first needed. */
let segmenter: Intl.Segmenter | null | undefined;

/** The words, spaces and punctuation of a run without CJK characters. */
function words(run: string): string[] {
  if (segmenter === undefined) {
    const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
    segmenter = Segmenter ? new Segmenter('zh', { granularity: 'word' }) : null;
  }
  return segmenter ? Array.from(segmenter.segment(run), (s) => s.segment) : run.split(/(\s+)/);
}

/** The last paragraphs split (the layout wraps the same texts at several sizes). */
const split = new Map<string, readonly string[]>();

/** Splits a paragraph into pieces that may not be broken inside. */
export function pieces(paragraph: string): readonly string[] {
  const known = split.get(paragraph);
  if (known) return known;
  const out: string[] = [];
  // Every CJK character is its own piece, so only the runs between them go to the word
  // segmenter: fed Chinese, it loads its dictionary (a long task on a phone) for nothing.
  for (const run of paragraph.match(RUNS) ?? []) {
    if (CJK.test(run)) out.push(run);
    else for (const word of words(run)) if (word.length > 0) out.push(word);
  }
  // Glue punctuation to its neighbour so that it never starts or ends a line.
  const glued: string[] = [];
  for (const piece of out) {
    const last = glued.length - 1;
    if (last >= 0 && (NO_START.test(piece) || NO_END.test(glued[last]))) glued[last] += piece;
    else glued.push(piece);
  }
  if (split.size >= 32) split.clear();
  split.set(paragraph, glued);
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
