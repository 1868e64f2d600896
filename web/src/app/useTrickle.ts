import { useEffect, useState } from 'react';

export const TRICKLE_INTERVAL_MS = 200;
const START = 0.08;
const CEILING = 0.95;

/** The next value of a loading bar: a tenth of the way towards 95%, never reaching it. */
export function trickle(progress: number): number {
  return progress + (CEILING - progress) * 0.1;
}

/**
 * Progress (0..1) of a loading bar that advances every 200 ms while `active`; completes to 1
 * when it stops, then disappears (null).
 */
export function useTrickle(active: boolean): number | null {
  const [progress, setProgress] = useState<number | null>(active ? START : null);

  useEffect(() => {
    if (active) {
      setProgress(START);
      const timer = setInterval(
        () => setProgress((p) => trickle(p ?? START)),
        TRICKLE_INTERVAL_MS,
      );
      return () => clearInterval(timer);
    }
    setProgress((p) => (p === null ? null : 1));
    const hide = setTimeout(() => setProgress(null), TRICKLE_INTERVAL_MS);
    return () => clearTimeout(hide);
  }, [active]);

  return progress;
}
