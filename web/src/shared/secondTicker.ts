/**
 * A clock that ticks exactly on each second boundary of a (possibly corrected) time source.
 *
 * `setInterval(…, 1000)` drifts and, after the tab was hidden (when browsers throttle timers to
 * once a minute), lands anywhere within the second. Instead each tick schedules the next one for
 * the next whole second of `now()`; a timer that fires a little early (`now()` still in the old
 * second) re-arms for the remainder instead of showing the same second twice; and the moment the
 * tab becomes visible again the clock ticks at once and re-aligns.
 */

/** Milliseconds from `now` to the next whole second, in (0, 1000]. */
export function msUntilNextSecond(now: number): number {
  const into = ((now % 1000) + 1000) % 1000;
  return 1000 - into;
}

export interface TickerHost {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Subscribes to visibility changes; returns the unsubscribe function. */
  onVisible: (callback: () => void) => () => void;
}

function browserHost(): TickerHost {
  return {
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    onVisible: (callback) => {
      const listener = () => {
        if (document.visibilityState === 'visible') callback();
      };
      document.addEventListener('visibilitychange', listener);
      window.addEventListener('pageshow', listener);
      return () => {
        document.removeEventListener('visibilitychange', listener);
        window.removeEventListener('pageshow', listener);
      };
    },
  };
}

/**
 * Calls `onTick(ms)` with `now()` floored to the second, once per second, at once and then on
 * every boundary. Returns the function that stops it.
 */
export function startSecondTicker(
  onTick: (secondMs: number) => void,
  now: () => number,
  host: TickerHost = browserHost(),
): () => void {
  let timer: unknown;
  let lastSecond = Number.NaN;
  let stopped = false;
  const fire = () => {
    if (stopped) return;
    const t = now();
    const second = Math.floor(t / 1000);
    if (second !== lastSecond) {
      lastSecond = second;
      onTick(second * 1000);
    }
    timer = host.setTimeout(fire, msUntilNextSecond(t));
  };
  const unsubscribe = host.onVisible(() => {
    host.clearTimeout(timer);
    fire();
  });
  fire();
  return () => {
    stopped = true;
    host.clearTimeout(timer);
    unsubscribe();
  };
}
