import { describe, expect, it, vi } from 'vitest';
import { guardExports, isTrap } from './instances';

class Struct {
  free() {}
}

describe('guardExports', () => {
  it('reports a trapped call once and rethrows it; other errors pass untouched', () => {
    const onTrap = vi.fn();
    const exports = guardExports(
      {
        ok: (a: number, b: number) => a + b,
        panics: () => {
          throw new WebAssembly.RuntimeError('unreachable');
        },
        coded: () => {
          throw Object.assign(new Error('x'), { name: 'ToolError', code: 'a.b' });
        },
        Struct,
        version: '1',
      },
      onTrap,
    );
    expect(exports.ok(2, 3)).toBe(5);
    expect(() => exports.coded()).toThrow('x');
    expect(onTrap).not.toHaveBeenCalled();
    expect(() => exports.panics()).toThrow(WebAssembly.RuntimeError);
    expect(onTrap).toHaveBeenCalledTimes(1);
    // Classes (wasm-bindgen structs) and values are handed through as they are.
    expect(exports.Struct).toBe(Struct);
    expect(new exports.Struct()).toBeInstanceOf(Struct);
    expect(exports.version).toBe('1');
  });

  it('counts stack overflows as traps, coded errors not', () => {
    expect(isTrap(new WebAssembly.RuntimeError('unreachable'))).toBe(true);
    expect(isTrap(new RangeError('Maximum call stack size exceeded'))).toBe(true);
    expect(isTrap(new Error('ToolError'))).toBe(false);
  });
});
