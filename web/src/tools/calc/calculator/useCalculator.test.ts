/**
 * Keys typed while "=" is still being evaluated (in the worker, which can take a moment on a
 * slow phone or on first use) keep their order, letters included.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CalcResult } from '../../../core';
import { commandFor, isExpressionText } from './keyboard';
import { useCalculator } from './useCalculator';

const calcEvaluate = vi.hoisted(() => vi.fn<(expr: string) => Promise<CalcResult>>());
vi.mock('../../../core', () => ({ calcEvaluate, toToolError: (e: unknown) => e }));

function value(n: string): CalcResult {
  return { mantissa: n, exponent: null, exact: true, fraction: null, reuse: n, copy: n };
}

function setup() {
  let finish: (result: CalcResult) => void = () => {};
  calcEvaluate.mockImplementation(
    () =>
      new Promise<CalcResult>((resolve) => {
        finish = resolve;
      }),
  );
  const hook = renderHook(() => useCalculator('degrees', [], () => {}));
  const type = (keys: string) => {
    for (const key of keys) {
      act(() => {
        if (/[0-9]/.test(key)) hook.result.current.run({ insert: key });
        // What the page does with a letter: the hook takes it, or the browser types it.
        else if (!hook.result.current.letter(key)) {
          const { expr } = hook.result.current.view;
          hook.result.current.typed(expr + key, expr.length + 1);
        }
      });
    }
  };
  const resolve = async (n: string) => act(async () => finish(value(n)));
  return { hook, type, resolve };
}

describe('useCalculator while "=" is pending', () => {
  it('a letter typed right after "=" waits its turn and starts the new expression', async () => {
    const { hook, type, resolve } = setup();
    type('12');
    act(() => hook.result.current.run({ action: 'equals' }));
    // Typed fast, before the worker answered: the letters are not put in front of the digits.
    type('sin30');
    expect(hook.result.current.view.expr).toBe('12');
    await resolve('12');
    expect(hook.result.current.view.expr).toBe('sin30');
    expect(hook.result.current.view.evaluated).toBe(false);
  });

  it('letters in the middle of an expression are typed by the browser as usual', () => {
    const { hook, type } = setup();
    type('2e');
    expect(hook.result.current.view.expr).toBe('2e');
  });

  it('after "=" has answered, a letter starts afresh', async () => {
    const { hook, type, resolve } = setup();
    type('7');
    act(() => hook.result.current.run({ action: 'equals' }));
    await resolve('7');
    expect(hook.result.current.view.evaluated).toBe(true);
    type('c');
    expect(hook.result.current.view.expr).toBe('c');
  });
});

describe('typed function names', () => {
  // What the page does with every key of "sqrt(2)": letters are commands too (keyboard.ts), so
  // none is left to the browser, whose typing raced React's re-render and lost letters.
  const keys = (hook: ReturnType<typeof setup>['hook'], text: string) => {
    for (const key of text) {
      const command = commandFor(key) ?? (isExpressionText(key) ? { insert: key } : null);
      expect(command, key).not.toBeNull();
      if (command) act(() => hook.result.current.run(command));
    }
  };

  it('build the name in order and evaluate it, also typed while "=" is pending', async () => {
    const { hook, resolve } = setup();
    keys(hook, '9');
    act(() => hook.result.current.run({ action: 'equals' }));
    keys(hook, 'sqrt(2)');
    expect(hook.result.current.view.expr).toBe('9');
    await resolve('9');
    expect(hook.result.current.view.expr).toBe('sqrt(2)');
    act(() => hook.result.current.run({ action: 'equals' }));
    expect(calcEvaluate).toHaveBeenLastCalledWith('sqrt(2)', 'degrees');
  });

  it('sin(30) right after a result starts a new expression with every letter', async () => {
    const { hook, resolve } = setup();
    keys(hook, '7');
    act(() => hook.result.current.run({ action: 'equals' }));
    await resolve('7');
    keys(hook, 'sin(30)');
    expect(hook.result.current.view.expr).toBe('sin(30)');
  });
});
