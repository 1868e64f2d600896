import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressAt, TRICKLE_INTERVAL_MS, trickle, useTrickle } from './useTrickle';

describe('useTrickle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances once every 200 ms while active, never reaching the end', () => {
    const { result } = renderHook(() => useTrickle(true));
    const start = result.current ?? 0;
    act(() => void vi.advanceTimersByTime(TRICKLE_INTERVAL_MS - 1));
    expect(result.current).toBe(start);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBeCloseTo(trickle(start));
    act(() => void vi.advanceTimersByTime(TRICKLE_INTERVAL_MS * 100));
    expect(result.current).toBeLessThan(1);
    expect(result.current).toBeGreaterThan(0.9);
  });

  it('completes and hides when loading ends', () => {
    const { result, rerender } = renderHook(({ active }) => useTrickle(active), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    expect(result.current).toBe(1);
    act(() => void vi.advanceTimersByTime(TRICKLE_INTERVAL_MS));
    expect(result.current).toBeNull();
  });

  it('a bar mounted again during the same load goes on from where the first one was', () => {
    const since = Date.now();
    const first = renderHook(() => useTrickle(true, since));
    act(() => void vi.advanceTimersByTime(TRICKLE_INTERVAL_MS * 3));
    const reached = first.result.current ?? 0;
    expect(reached).toBeCloseTo(trickle(trickle(trickle(progressAt(0)))));
    first.unmount();
    act(() => void vi.advanceTimersByTime(TRICKLE_INTERVAL_MS / 2));
    const second = renderHook(() => useTrickle(true, since));
    expect(second.result.current).toBeCloseTo(reached);
    act(() => void vi.advanceTimersByTime(TRICKLE_INTERVAL_MS));
    expect(second.result.current).toBeGreaterThan(reached);
  });

  it('shows nothing when idle from the start', () => {
    const { result } = renderHook(() => useTrickle(false));
    expect(result.current).toBeNull();
  });
});
