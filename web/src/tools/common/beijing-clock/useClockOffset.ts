import { useCallback, useEffect, useState } from 'react';
import type { ClockOffset } from '../../../core';
import { measureClockOffset } from './clockOffset';

export type OffsetState =
  | { status: 'measuring' }
  | { status: 'measured'; offset: ClockOffset }
  /** No answer from the server (offline, or it failed): the clock runs on the device's time. */
  | { status: 'offline' };

/** Measures the device clock's offset on open, again when the network returns, and on request. */
export function useClockOffset(): { state: OffsetState; measure: () => void } {
  const [state, setState] = useState<OffsetState>({ status: 'measuring' });
  const [round, setRound] = useState(0);
  const measure = useCallback(() => {
    setState({ status: 'measuring' });
    setRound((r) => r + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    measureClockOffset(controller.signal).then(
      (offset) => setState({ status: 'measured', offset }),
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

  return { state, measure };
}
