import { describe, expect, it } from 'vitest';
import { msUntilNextSecond, startSecondTicker, type TickerHost } from './secondTicker';

/** A fake clock with timers that can fire early or late, and a visibility switch. */
function fakeHost(start: number) {
  let now = start;
  let pending: { at: number; callback: () => void } | null = null;
  let visible: (() => void) | null = null;
  const host: TickerHost = {
    setTimeout: (callback, ms) => {
      pending = { at: now + ms, callback };
      return pending;
    },
    clearTimeout: (handle) => {
      if (handle === pending) pending = null;
    },
    onVisible: (callback) => {
      visible = callback;
      return () => (visible = null);
    },
  };
  return {
    host,
    now: () => now,
    /** Fires the pending timer `skew` ms after (or before, if negative) its due time. */
    fireTimer(skew = 0) {
      const p = pending;
      if (!p) throw new Error('no timer');
      pending = null;
      now = p.at + skew;
      p.callback();
    },
    due: () => pending?.at ?? null,
    jump(ms: number) {
      now += ms;
    },
    becomeVisible: () => visible?.(),
  };
}

describe('msUntilNextSecond', () => {
  it('counts to the next whole second', () => {
    expect(msUntilNextSecond(1_000)).toBe(1000);
    expect(msUntilNextSecond(1_250)).toBe(750);
    expect(msUntilNextSecond(1_999)).toBe(1);
    expect(msUntilNextSecond(-250)).toBe(250);
  });
});

describe('startSecondTicker', () => {
  it('ticks at once, then on every boundary without drift', () => {
    const clock = fakeHost(10_400);
    const ticks: number[] = [];
    startSecondTicker((s) => ticks.push(s), clock.now, clock.host);
    expect(ticks).toEqual([10_000]);
    expect(clock.due()).toBe(11_000);
    for (let i = 0; i < 5; i++) clock.fireTimer(3); // each timer 3 ms late
    expect(ticks).toEqual([10_000, 11_000, 12_000, 13_000, 14_000, 15_000]);
    // Lateness does not accumulate: the next timer is due on the boundary again.
    expect(clock.due()).toBe(16_000);
  });

  it('a timer that fires early neither repeats nor skips a second', () => {
    const clock = fakeHost(20_000);
    const ticks: number[] = [];
    startSecondTicker((s) => ticks.push(s), clock.now, clock.host);
    clock.fireTimer(-2); // at 20_998: still the same second
    expect(ticks).toEqual([20_000]);
    expect(clock.due()).toBe(21_000);
    clock.fireTimer();
    expect(ticks).toEqual([20_000, 21_000]);
  });

  it('re-aligns at once when the tab becomes visible again', () => {
    const clock = fakeHost(30_000);
    const ticks: number[] = [];
    startSecondTicker((s) => ticks.push(s), clock.now, clock.host);
    clock.jump(45_300); // hidden: the throttled timer has not fired
    clock.becomeVisible();
    expect(ticks).toEqual([30_000, 75_000]);
    expect(clock.due()).toBe(76_000);
  });

  it('stops', () => {
    const clock = fakeHost(0);
    const ticks: number[] = [];
    const stop = startSecondTicker((s) => ticks.push(s), clock.now, clock.host);
    stop();
    expect(clock.due()).toBeNull();
    clock.becomeVisible();
    expect(ticks).toEqual([0]);
  });
});
