import { describe, expect, it } from 'vitest';
import { ALL_CODES, BLOCKS } from './layout';
import { initialState, keyId, reduce, type KeyInfo, type TesterState } from './keyState';

function ev(type: 'down' | 'up', code: string, extra: Partial<KeyInfo> = {}): KeyInfo {
  return {
    type,
    code,
    key: code.replace(/^Key/, '').toLowerCase(),
    keyCode: 0,
    location: 0,
    repeat: false,
    shift: false,
    ctrl: false,
    alt: false,
    meta: false,
    capsLock: false,
    numLock: false,
    ...extra,
  };
}

const run = (events: KeyInfo[], from: TesterState = initialState) =>
  events.reduce((s, info) => reduce(s, { type: 'key', info }), from);

describe('keyboard tester state', () => {
  it('counts keys held at once and remembers tested ones', () => {
    const s = run([ev('down', 'KeyA'), ev('down', 'KeyS'), ev('down', 'KeyD'), ev('up', 'KeyS')]);
    expect(s.held).toEqual(['KeyA', 'KeyD']);
    expect(s.maxHeld).toBe(3);
    expect(s.tested).toEqual(['KeyA', 'KeyS', 'KeyD']);
    const after = run([ev('up', 'KeyA'), ev('up', 'KeyD')], s);
    expect(after.held).toEqual([]);
    expect(after.maxHeld).toBe(3);
  });

  it('auto-repeat neither adds a held key nor floods the log', () => {
    const s = run([
      ev('down', 'KeyA'),
      ev('down', 'KeyA', { repeat: true }),
      ev('down', 'KeyA', { repeat: true }),
    ]);
    expect(s.held).toEqual(['KeyA']);
    expect(s.log).toHaveLength(1);
  });

  it('releasing ⌘ releases everything (macOS sends no keyup meanwhile)', () => {
    const s = run([ev('down', 'MetaLeft'), ev('down', 'KeyC'), ev('up', 'MetaLeft')]);
    expect(s.held).toEqual([]);
  });

  it('losing focus releases held keys; reset forgets everything', () => {
    const s = run([ev('down', 'ShiftLeft'), ev('down', 'KeyA')]);
    expect(reduce(s, { type: 'blur' }).held).toEqual([]);
    expect(reduce(s, { type: 'blur' }).tested).toHaveLength(2);
    expect(reduce(s, { type: 'reset' })).toEqual(initialState);
  });

  it('keys without a code are known by their key value', () => {
    expect(keyId({ code: '', key: 'AudioVolumeUp' })).toBe('key:AudioVolumeUp');
    expect(keyId({ code: '', key: '' })).toBe('key:Unidentified');
  });
});

describe('layout', () => {
  it('is a full-size keyboard: every code once, blocks of the right width', () => {
    const codes = BLOCKS.flatMap((b) => b.keys.map((k) => k.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(ALL_CODES.size).toBe(104);
    expect(BLOCKS.map((b) => [b.id, b.width])).toEqual([
      ['main', 15],
      ['nav', 3],
      ['numpad', 4],
    ]);
    for (const code of ['F12', 'PrintScreen', 'ArrowLeft', 'NumpadEnter', 'ContextMenu'])
      expect(ALL_CODES.has(code), code).toBe(true);
  });
});
