/**
 * Editing the expression text (presentation only; the Rust core parses and evaluates it):
 * inserting at the caret, deleting one key's worth, toggling a number's sign, and showing
 * keyboard symbols as the keypad writes them.
 */

export interface Edit {
  expr: string;
  caret: number;
}

/** What one key press of a function inserts; Del removes it as a whole. */
const WHOLE_TOKENS = ['asin(', 'acos(', 'atan(', 'sin(', 'cos(', 'tan(', 'log(', 'ln(', '√('];

/** Keyboard symbols as the keypad shows them (each one character, so the caret stays). */
export function normalize(text: string): string {
  return text.replace(/\*/g, '×').replace(/\//g, '÷').replace(/-/g, '−');
}

export function insert(expr: string, start: number, end: number, text: string): Edit {
  const next = expr.slice(0, start) + text + expr.slice(end);
  return { expr: next, caret: start + text.length };
}

/** Backspace: the selection, or the key press before the caret (`sin(` at once). */
export function deleteBack(expr: string, start: number, end: number): Edit {
  if (start !== end) return insert(expr, start, end, '');
  if (start === 0) return { expr, caret: 0 };
  const before = expr.slice(0, start);
  const token = WHOLE_TOKENS.find((t) => before.endsWith(t));
  const length = token ? token.length : 1;
  return insert(expr, start - length, start, '');
}

const isDigit = (c: string | undefined) => c !== undefined && /[0-9.]/.test(c);

/** Where unary minus can stand: at the start, or after an operator or opening parenthesis. */
const UNARY_CONTEXT = /[+−×÷^(]$/;

/**
 * ±: negates the number at (or just before) the caret by adding or removing a minus sign in
 * front of it; with no number there, starts a negative one.
 */
export function toggleSign(expr: string, caret: number): Edit {
  let start = caret;
  while (start > 0 && isDigit(expr[start - 1])) start -= 1;
  if (start === caret) {
    let end = caret;
    while (end < expr.length && isDigit(expr[end])) end += 1;
    if (end === caret) return insert(expr, caret, caret, '−');
  }
  const before = expr.slice(0, start);
  if (before.endsWith('−') && (before.length === 1 || UNARY_CONTEXT.test(before.slice(0, -1)))) {
    return { expr: before.slice(0, -1) + expr.slice(start), caret: caret - 1 };
  }
  // After a binary minus, "5−−3" would be correct but hard to read: write "5−(−3".
  if (before === '' || (UNARY_CONTEXT.test(before) && !before.endsWith('−'))) {
    return { expr: before + '−' + expr.slice(start), caret: caret + 1 };
  }
  return { expr: before + '(−' + expr.slice(start), caret: caret + 2 };
}

/** Keys that continue from the last result when pressed right after "=". */
export const CONTINUES_RESULT = new Set(['+', '−', '×', '÷', '^', '%', '!', '^2', '^(−1)']);
