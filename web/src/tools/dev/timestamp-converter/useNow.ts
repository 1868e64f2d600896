import { useEffect, useState } from 'react';
import { describeMillis, toToolError, type TimestampInfo, type ToolError } from '../../../core';

/** The current time in `zone`, refreshed on every new second. */
export function useNow(zone: string): { now: TimestampInfo | null; error: ToolError | null } {
  const [now, setNow] = useState<TimestampInfo | null>(null);
  const [error, setError] = useState<ToolError | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = () => {
      describeMillis(Date.now(), zone).then(
        (info) => {
          if (stopped) return;
          setNow(info);
          setError(null);
        },
        (e: unknown) => !stopped && setError(toToolError(e)),
      );
      // Wake just after the next second boundary, so the display never skips a second.
      timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    };
    tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [zone]);

  return { now, error };
}
