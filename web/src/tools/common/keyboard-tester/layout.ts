/**
 * The on-screen keyboard: a full-size US layout in three blocks (main with the function row,
 * navigation with the arrows, numeric keypad), keyed by `KeyboardEvent.code`, which names the
 * physical key whatever the user's language layout.
 */
export interface KeyCap {
  code: string;
  label: string;
  /** Column and row inside the block, in key units (a letter key is 1 × 1). */
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Block {
  id: 'main' | 'nav' | 'numpad';
  /** Width and height in key units. */
  width: number;
  height: number;
  keys: KeyCap[];
}

/** `[code, label, width?, height?]`, or a number for an empty gap of that width. */
type Item = [string, string, number?, number?] | number;

function block(id: Block['id'], rows: Item[][]): Block {
  const keys: KeyCap[] = [];
  let width = 0;
  rows.forEach((row, y) => {
    let x = 0;
    for (const item of row) {
      if (typeof item === 'number') {
        x += item;
        continue;
      }
      const [code, label, w = 1, h = 1] = item;
      keys.push({ code, label, x, y, w, h });
      x += w;
    }
    width = Math.max(width, x);
  });
  return { id, width, height: rows.length, keys };
}

const letters = (codes: string) => [...codes].map((c): Item => [`Key${c}`, c]);
const fn = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i): Item => [`F${from + i}`, `F${from + i}`]);

export const BLOCKS: Block[] = [
  block('main', [
    [['Escape', 'Esc'], 1, ...fn(1, 4), 0.5, ...fn(5, 8), 0.5, ...fn(9, 12)],
    [
      ['Backquote', '`'],
      ...[...'1234567890'].map((d): Item => [`Digit${d}`, d]),
      ['Minus', '-'],
      ['Equal', '='],
      ['Backspace', 'Backspace', 2],
    ],
    [
      ['Tab', 'Tab', 1.5],
      ...letters('QWERTYUIOP'),
      ['BracketLeft', '['],
      ['BracketRight', ']'],
      ['Backslash', '\\', 1.5],
    ],
    [
      ['CapsLock', 'Caps Lock', 1.75],
      ...letters('ASDFGHJKL'),
      ['Semicolon', ';'],
      ['Quote', "'"],
      ['Enter', 'Enter', 2.25],
    ],
    [
      ['ShiftLeft', 'Shift', 2.25],
      ...letters('ZXCVBNM'),
      ['Comma', ','],
      ['Period', '.'],
      ['Slash', '/'],
      ['ShiftRight', 'Shift', 2.75],
    ],
    [
      ['ControlLeft', 'Ctrl', 1.25],
      ['MetaLeft', 'Win', 1.25],
      ['AltLeft', 'Alt', 1.25],
      ['Space', 'Space', 6.25],
      ['AltRight', 'Alt', 1.25],
      ['MetaRight', 'Win', 1.25],
      ['ContextMenu', 'Menu', 1.25],
      ['ControlRight', 'Ctrl', 1.25],
    ],
  ]),
  block('nav', [
    [
      ['PrintScreen', 'PrtSc'],
      ['ScrollLock', 'ScrLk'],
      ['Pause', 'Pause'],
    ],
    [
      ['Insert', 'Ins'],
      ['Home', 'Home'],
      ['PageUp', 'PgUp'],
    ],
    [
      ['Delete', 'Del'],
      ['End', 'End'],
      ['PageDown', 'PgDn'],
    ],
    [],
    [1, ['ArrowUp', '↑']],
    [
      ['ArrowLeft', '←'],
      ['ArrowDown', '↓'],
      ['ArrowRight', '→'],
    ],
  ]),
  block('numpad', [
    [],
    [
      ['NumLock', 'Num'],
      ['NumpadDivide', '/'],
      ['NumpadMultiply', '*'],
      ['NumpadSubtract', '-'],
    ],
    [
      ['Numpad7', '7'],
      ['Numpad8', '8'],
      ['Numpad9', '9'],
      ['NumpadAdd', '+', 1, 2],
    ],
    [
      ['Numpad4', '4'],
      ['Numpad5', '5'],
      ['Numpad6', '6'],
    ],
    [
      ['Numpad1', '1'],
      ['Numpad2', '2'],
      ['Numpad3', '3'],
      ['NumpadEnter', 'Enter', 1, 2],
    ],
    [
      ['Numpad0', '0', 2],
      ['NumpadDecimal', '.'],
    ],
  ]),
];

/**
 * Shorter names for keys whose full name does not fit once the keyboard is phone-sized (the
 * full name stays in the key's tooltip).
 */
export const SHORT_LABELS: Readonly<Record<string, string>> = {
  Backspace: '⌫',
  CapsLock: 'Caps',
  ContextMenu: '☰',
};

/** Every code on the on-screen keyboard. */
export const ALL_CODES: ReadonlySet<string> = new Set(
  BLOCKS.flatMap((b) => b.keys.map((k) => k.code)),
);
