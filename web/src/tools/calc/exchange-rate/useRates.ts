import { useCallback, useEffect, useRef, useState } from 'react';
import { bundledSnapshot, fetchRates, readSaved, type LoadedRates } from './rates';

export interface RatesState {
  rates: LoadedRates | null;
  loading: boolean;
  /** The last attempt to reach the server failed (the saved copy, if any, is in use). */
  failed: boolean;
  retry: () => void;
}

/** The saved rates at once (works offline), then the server's answer when it arrives; when
 * the server cannot be reached and nothing was saved, the snapshot shipped with the page. */
export function useRates(): RatesState {
  const [rates, setRates] = useState<LoadedRates | null>(readSaved);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    fetchRates(controller.signal).then(
      (fresh) => {
        if (controller.signal.aborted) return;
        setRates(fresh);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setRates(readSaved() ?? bundledSnapshot());
        setFailed(true);
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    load();
    return () => running.current?.abort();
  }, [load]);

  const retry = useCallback(() => {
    setLoading(true);
    load();
  }, [load]);

  return { rates, loading, failed, retry };
}
