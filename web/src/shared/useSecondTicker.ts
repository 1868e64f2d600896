import { useEffect, useState } from 'react';
import { startSecondTicker } from './secondTicker';

/**
 * The current time plus `offsetMs` (the device clock's measured error), floored to the second
 * and updated exactly on each second boundary (see secondTicker.ts).
 */
export function useSecondTicker(offsetMs = 0): number {
  const [second, setSecond] = useState(() => Math.floor((Date.now() + offsetMs) / 1000) * 1000);
  useEffect(() => startSecondTicker(setSecond, () => Date.now() + offsetMs), [offsetMs]);
  return second;
}
