import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its state is the page's, once per load. */
const load = async () => {
  vi.resetModules();
  return import('./pageDrawn');
};

describe('pageDrawn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds callbacks until the page is drawn, then runs each once', async () => {
    const { afterPageDrawn, markPageDrawn } = await load();
    const first = vi.fn();
    const cancelled = vi.fn();
    afterPageDrawn(first);
    afterPageDrawn(cancelled)();
    vi.runAllTimers();
    expect(first).not.toHaveBeenCalled();
    markPageDrawn();
    markPageDrawn();
    expect(first).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs a callback asked for later in a task of its own', async () => {
    const { afterPageDrawn, markPageDrawn } = await load();
    markPageDrawn();
    const late = vi.fn();
    afterPageDrawn(late);
    expect(late).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(late).toHaveBeenCalledOnce();
  });
});
