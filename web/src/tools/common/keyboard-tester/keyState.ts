/**
 * What the keyboard tester remembers: keys held now (for the rollover count), keys tested so
 * far, the most held at once, and the last events with everything the browser says about them.
 */
export interface KeyInfo {
  type: 'down' | 'up';
  key: string;
  code: string;
  keyCode: number;
  /** 0 standard, 1 left, 2 right, 3 numeric keypad (KeyboardEvent.location). */
  location: number;
  repeat: boolean;
  shift: boolean;
  ctrl: boolean;
  alt: boolean;
  meta: boolean;
  capsLock: boolean;
  numLock: boolean;
}

export interface TesterState {
  /** Identifiers of the keys held now, in the order they went down. */
  held: string[];
  /** Identifiers of every key seen so far. */
  tested: string[];
  maxHeld: number;
  last: KeyInfo | null;
  /** Newest first. */
  log: KeyInfo[];
}

export type Action = { type: 'key'; info: KeyInfo } | { type: 'blur' } | { type: 'reset' };

export const LOG_SIZE = 10;

export const initialState: TesterState = { held: [], tested: [], maxHeld: 0, last: null, log: [] };

/** The key's identity: its physical code, or (keys some systems report without one, such as
 * media keys) its `key` value. */
export function keyId(info: Pick<KeyInfo, 'code' | 'key'>): string {
  return info.code || `key:${info.key || 'Unidentified'}`;
}

export function reduce(state: TesterState, action: Action): TesterState {
  switch (action.type) {
    case 'reset':
      return initialState;
    case 'blur':
      // Keys released while the page was not looking never send keyup.
      return { ...state, held: [] };
    case 'key': {
      const { info } = action;
      const id = keyId(info);
      let held = state.held.filter((h) => h !== id);
      if (info.type === 'down') held.push(id);
      // macOS sends no keyup for keys released while ⌘ is down: letting go of ⌘ ends them all.
      if (info.type === 'up' && (info.code === 'MetaLeft' || info.code === 'MetaRight')) held = [];
      const tested = state.tested.includes(id) ? state.tested : [...state.tested, id];
      return {
        held,
        tested,
        maxHeld: Math.max(state.maxHeld, held.length),
        last: info,
        log: info.repeat ? state.log : [info, ...state.log].slice(0, LOG_SIZE),
      };
    }
  }
}

/** The i18n key naming a location. */
export function locationKey(location: number): string {
  return ['standard', 'left', 'right', 'numpad'][location] ?? 'standard';
}
