/** What a key of a physical keyboard does on the calculator (the keypad's keys, by name). */
import type { KeyAction } from './Keypad';

export type KeyCommand = { insert: string } | { action: KeyAction };

const INSERTS: Record<string, string> = {
  '.': '.',
  ',': '.',
  '+': '+',
  '-': '−',
  '*': '×',
  x: '×',
  '/': '÷',
  '^': '^',
  '(': '(',
  ')': ')',
  '%': '%',
  '!': '!',
};

const ACTIONS: Record<string, KeyAction> = {
  Enter: 'equals',
  '=': 'equals',
  Backspace: 'delete',
  Escape: 'clear',
};

/**
 * `before` is the expression before the caret: an `x` that continues a word (the x of `exp`)
 * is a letter, not the multiplication sign.
 */
export function commandFor(key: string, before = ''): KeyCommand | null {
  if (/^[0-9]$/.test(key)) return { insert: key };
  if (key === 'x' && /[a-z]$/i.test(before)) return null;
  if (key in INSERTS) return { insert: INSERTS[key] };
  if (key in ACTIONS) return { action: ACTIONS[key] };
  return null;
}

/**
 * A printable key with no calculator meaning of its own that still belongs in an expression:
 * the letters of a typed function or constant name (`sqrt`, `sin`, `pi`, `e`), π and √. Typed
 * while the focus is elsewhere on the page, they go into the expression like the digits do
 * (an unknown name then gets the core's "unknown name" message on "=").
 */
export function isExpressionText(key: string): boolean {
  return /^[a-zA-Zπ√]$/.test(key);
}
