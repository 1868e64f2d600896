import { useEffect, useState } from 'react';

export const TRICKLE_INTERVAL_MS = 200;
const START = 0.08;
const CEILING = 0.95;

/** The next value of a loading bar: a tenth of the way towards 95%, never reaching it. */
export function trickle(progress: number): number {
  return progress + (CEILING - progress) * 0.1;
}

/** Where the bar stands `elapsed` ms after it started: one `trickle` step per 200 ms. */
export function progressAt(elapsed: number): number {
  const steps = Math.max(0, Math.floor(elapsed / TRICKLE_INTERVAL_MS));
  return CEILING - (CEILING - START) * 0.9 ** steps;
}

interface State {
  active: boolean;
  progress: number | null;
}

/**
 * Progress (0..1) of a loading bar that advances every 200 ms while `active`; completes to 1
 * when it stops, then disappears (null).
 *
 * `since` (a `Date.now()` time) is when the loading started, if before this bar was mounted. A
 * bar that is unmounted and mounted again during one load (the tool page's placeholder replaced
 * by its Suspense fallback) then goes on from where it was instead of jumping back to the start.
 */
export function useTrickle(active: boolean, since?: number): number | null {
  const [state, setState] = useState<State>(() => ({
    active,
    progress: active ? progressAt(since === undefined ? 0 : Date.now() - since) : null,
  }));

  // Restart or complete the bar in the render where `active` flips (no extra effect pass).
  if (state.active !== active) {
    const progress = active ? START : state.progress === null ? null : 1;
    setState({ active, progress });
  }

  useEffect(() => {
    if (active) {
      const origin = since ?? Date.now();
      const timer = setInterval(
        () => setState((s) => ({ ...s, progress: progressAt(Date.now() - origin) })),
        TRICKLE_INTERVAL_MS,
      );
      return () => clearInterval(timer);
    }
    const hide = setTimeout(() => setState((s) => ({ ...s, progress: null })), TRICKLE_INTERVAL_MS);
    return () => clearTimeout(hide);
  }, [active, since]);

  return state.progress;
}
