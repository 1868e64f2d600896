import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClockOffset } from '../../../core';
import { measureClockOffset, offsetIsStale, type ClockReading } from './clockOffset';

const reading = (): ClockReading => ({ wall: Date.now(), mono: performance.now() });

export type OffsetState =
  | { status: 'measuring' }
  | { status: 'measured'; offset: ClockOffset }
  /** No answer from the server (offline, or it failed): the clock runs on the device's time. */
  | { status: 'offline' };

/**
 * Measures the device clock's offset on open, again when the network returns, when the page is
 * shown again after the device clock was set or the measurement grew old, and on request.
 */
export function useClockOffset(): { state: OffsetState; measure: () => void } {
  const [state, setState] = useState<OffsetState>({ status: 'measuring' });
  const [round, setRound] = useState(0);
  const measuredAt = useRef<ClockReading | null>(null);
  const measure = useCallback(() => {
    setState({ status: 'measuring' });
    setRound((r) => r + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    measureClockOffset(controller.signal).then(
      (offset) => {
        measuredAt.current = reading();
        setState({ status: 'measured', offset });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Expected when offline; worth a line in the console otherwise.
        if (navigator.onLine) console.warn('Measuring the clock offset failed:', error);
        setState({ status: 'offline' });
      },
    );
    return () => controller.abort();
  }, [round]);

  useEffect(() => {
    window.addEventListener('online', measure);
    return () => window.removeEventListener('online', measure);
  }, [measure]);

  useEffect(() => {
    // A laptop that slept usually has its clock set by network time on waking: the offset
    // measured before would then "correct" a clock that is already right.
    const onVisible = () => {
      const then = measuredAt.current;
      if (document.visibilityState !== 'visible' || !then) return;
      if (offsetIsStale(then, reading())) {
        measuredAt.current = null;
        measure();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [measure]);

  return { state, measure };
}
