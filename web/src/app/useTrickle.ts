import { useEffect, useState } from 'react';

export const TRICKLE_INTERVAL_MS = 200;
const START = 0.08;
const CEILING = 0.95;

/** The next value of a loading bar: a tenth of the way towards 95%, never reaching it. */
export function trickle(progress: number): number {
  return progress + (CEILING - progress) * 0.1;
}

interface State {
  active: boolean;
  progress: number | null;
}

/**
 * Progress (0..1) of a loading bar that advances every 200 ms while `active`; completes to 1
 * when it stops, then disappears (null).
 */
export function useTrickle(active: boolean): number | null {
  const [state, setState] = useState<State>({ active, progress: active ? START : null });

  // Restart or complete the bar in the render where `active` flips (no extra effect pass).
  if (state.active !== active) {
    setState({ active, progress: active ? START : state.progress === null ? null : 1 });
  }

  useEffect(() => {
    if (active) {
      const timer = setInterval(
        () => setState((s) => ({ ...s, progress: trickle(s.progress ?? START) })),
        TRICKLE_INTERVAL_MS,
      );
      return () => clearInterval(timer);
    }
    const hide = setTimeout(() => setState((s) => ({ ...s, progress: null })), TRICKLE_INTERVAL_MS);
    return () => clearTimeout(hide);
  }, [active]);

  return state.progress;
}
