import { useEffect, useState } from 'react';
import { afterPaint } from '../../../app/afterPaint';
import { describeMillis, toToolError, type ToolError } from '../../../core';
import { browserNow, type NowInfo } from './browserNow';

/**
 * The current time in `zone`, refreshed on every new second. The time-zone module is asked
 * only once the page is on screen (it is downloaded then); until it first answers, the
 * browser's own zone data tells the time, so the card is filled from the first paint.
 */
export function useNow(zone: string): { now: NowInfo | null; error: ToolError | null } {
  const [now, setNow] = useState<NowInfo | null>(() => browserNow(Date.now(), zone));
  const [error, setError] = useState<ToolError | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let answered = false;
    const tick = () => {
      const millis = Date.now();
      if (!answered) {
        const guess = browserNow(millis, zone);
        if (guess) setNow(guess);
      }
      describeMillis(millis, zone).then(
        (info) => {
          if (stopped) return;
          answered = true;
          setNow(info);
          setError(null);
        },
        (e: unknown) => !stopped && setError(toToolError(e)),
      );
      // Wake just after the next second boundary, so the display never skips a second.
      timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    };
    const cancel = afterPaint(tick);
    return () => {
      stopped = true;
      cancel();
      clearTimeout(timer);
    };
  }, [zone]);

  return { now, error };
}
