/**
 * Door to the world time table (module `tz`: it needs the time-zone database), the compass
 * heading and the clock-offset estimate (module `base`: light).
 */
import { toToolError } from './errors';
import { loadModule } from './modules';
import type { ClockOffset } from './generated/ClockOffset';
import type { ClockSample } from './generated/ClockSample';
import type { Heading } from './generated/Heading';
import type { ZonePlace } from './generated/ZonePlace';
import type { ZoneTime } from './generated/ZoneTime';

function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw toToolError(error);
  }
}

/**
 * The instant `millis` in each place of `entries` (`Zone` or `Zone~City`, as `ZonePlace.entry`
 * writes them); entries that name nothing are left out.
 */
export async function worldTimes(millis: number, entries: string[]): Promise<ZoneTime[]> {
  const m = await loadModule('tz');
  return guard(() => m.worldTimes(millis, entries) as ZoneTime[]);
}

/** Places (city, country in both languages, IANA zone) matching `query`, best first. */
export async function zoneSearch(query: string, limit: number): Promise<ZonePlace[]> {
  const m = await loadModule('tz');
  return guard(() => m.zoneSearch(query, limit) as ZonePlace[]);
}

/** The IANA release of the time-zone database the core carries, e.g. `2026f`. */
export async function tzdbVersion(): Promise<string> {
  const m = await loadModule('tz');
  return guard(() => m.tzdbVersion());
}

/** The spec's eight zones, in order. */
export async function defaultWorldZones(): Promise<string[]> {
  const m = await loadModule('tz');
  return guard(() => m.defaultWorldZones());
}

/** Heading from `deviceorientationabsolute`'s alpha; null without a reading. */
export async function compassFromAlpha(
  alpha: number,
  screenAngle: number,
): Promise<Heading | null> {
  const m = await loadModule('base');
  return guard(() => m.compassFromAlpha(alpha, screenAngle) as Heading | null);
}

/** Heading from iOS's `webkitCompassHeading`; null while the compass is uncalibrated. */
export async function compassFromWebkit(
  heading: number,
  screenAngle: number,
): Promise<Heading | null> {
  const m = await loadModule('base');
  return guard(() => m.compassFromWebkit(heading, screenAngle) as Heading | null);
}

/** The device clock's offset from the server's, from request/response samples. */
export async function clockOffsetEstimate(samples: ClockSample[]): Promise<ClockOffset> {
  const m = await loadModule('base');
  return guard(() => m.clockOffsetEstimate(samples) as ClockOffset);
}
