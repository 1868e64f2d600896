/**
 * Measures how far the device clock is from our server's (`GET /api/time`, several requests,
 * half the round trip; the estimate itself is in the Rust core) and words the result.
 */
import { API_BASE } from '../../../config';
import { clockOffsetEstimate, type ClockOffset, type ClockSample } from '../../../core';

export const SAMPLES = 5;
const TIMEOUT_MS = 4000;

/** Asks the server for its time `SAMPLES` times, one after another; throws when offline. */
export async function measureClockOffset(signal?: AbortSignal): Promise<ClockOffset> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const sent = Date.now();
    const response = await fetch(`${API_BASE}/api/time`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const received = Date.now();
    const server = (body as { now?: unknown } | null)?.now;
    if (typeof server !== 'number' || !Number.isFinite(server)) throw new Error('malformed time');
    samples.push({ sent, server, received });
  }
  return clockOffsetEstimate(samples);
}

/** A reading of the device's wall clock together with the monotonic clock. */
export interface ClockReading {
  wall: number;
  mono: number;
}

/** Beyond this the two clocks disagree by more than timer jitter: the wall clock was set. */
export const CLOCK_JUMP_MS = 1000;
/** A measurement older than this is repeated when the page is shown again. */
export const OFFSET_MAX_AGE_MS = 30 * 60_000;

/**
 * Whether an offset measured at `then` may no longer hold at `now`: the device's wall clock
 * was set meanwhile (network time after a sleep, or by hand), seen as the wall clock moving
 * differently from the monotonic one, or the measurement is simply old.
 */
export function offsetIsStale(then: ClockReading, now: ClockReading): boolean {
  const wall = now.wall - then.wall;
  const mono = now.mono - then.mono;
  return Math.abs(wall - mono) > CLOCK_JUMP_MS || mono > OFFSET_MAX_AGE_MS;
}

export type OffsetWording =
  | { key: 'accurate'; uncertainty: string }
  | { key: 'behind' | 'ahead'; amount: string; uncertainty: string };

/** Milliseconds as the page says them: "350 ms", "2.5 s", "3 min 20 s", "2 h 5 min". */
export function formatDuration(ms: number, lang: string): string {
  const zh = lang.startsWith('zh');
  const abs = Math.abs(Math.round(ms));
  const u = zh
    ? { ms: ' 毫秒', s: ' 秒', min: ' 分', h: ' 小时', d: ' 天' }
    : { ms: ' ms', s: ' s', min: ' min', h: ' h', d: ' d' };
  if (abs < 1000) return `${abs}${u.ms}`;
  if (abs < 60_000) {
    const s = abs / 1000;
    return `${s < 10 ? s.toFixed(1) : Math.round(s)}${u.s}`;
  }
  const totalS = Math.round(abs / 1000);
  const [d, h, m, s] = [
    Math.floor(totalS / 86_400),
    Math.floor(totalS / 3600) % 24,
    Math.floor(totalS / 60) % 60,
    totalS % 60,
  ];
  if (d > 0) return `${d}${u.d} ${h}${u.h}`;
  if (h > 0) return `${h}${u.h} ${m}${u.min}`;
  return s > 0 ? `${m}${u.min} ${s}${u.s}` : `${m}${u.min}`;
}

/**
 * What to say about an estimate. Within the measurement's own uncertainty (or 50 ms, below
 * which nobody can see a difference on a clock that shows seconds) the clock counts as accurate.
 */
export function describeOffset(offset: ClockOffset, lang: string): OffsetWording {
  const uncertainty = formatDuration(offset.uncertaintyMs, lang);
  if (Math.abs(offset.offsetMs) <= Math.max(offset.uncertaintyMs, 50)) {
    return { key: 'accurate', uncertainty };
  }
  return {
    // offsetMs is what the device must add: positive means the device is behind.
    key: offset.offsetMs > 0 ? 'behind' : 'ahead',
    amount: formatDuration(offset.offsetMs, lang),
    uncertainty,
  };
}
