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

export function commandFor(key: string): KeyCommand | null {
  if (/^[0-9]$/.test(key)) return { insert: key };
  if (key in INSERTS) return { insert: INSERTS[key] };
  if (key in ACTIONS) return { action: ACTIONS[key] };
  return null;
}
