/** Presentation of the world time table: labels, the remembered list of extra places, wording. */
import type { DstState, ZonePlace, ZoneTime } from '../../../core';

/** The city and country in the interface language ("New York · United States"). */
export function placeLabel(place: ZonePlace, lang: string): { city: string; country: string } {
  const zh = lang.startsWith('zh');
  return {
    city: zh ? place.cityZh : place.cityEn,
    country: zh ? place.countryZh : place.countryEn,
  };
}

/** A stable key for a place: a zone can stand for several cities (the core's entry). */
export const placeKey = (p: ZonePlace) => p.entry;

/**
 * The list of places as the URL and the device keep it: the entries (`Asia/Tokyo`,
 * `Asia/Shanghai~Shanghai`) joined by commas; empty for the default cities (a clean address),
 * `none` for an empty table.
 */
export const NO_PLACES = 'none';
const ENTRY = /^[\p{L}\p{N}_+\-/]+(?:~[\p{L}\p{N} .'()-]+)?$/u;
const MAX_PLACES = 50;

/** Whether `value` is a list written by `encodePlaces` (the core then drops unknown names). */
export function isPlacesText(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value === '' || value === NO_PLACES) return true;
  const entries = value.split(',');
  return entries.length <= MAX_PLACES && entries.every((e) => ENTRY.test(e));
}

export function encodePlaces(entries: readonly string[], defaults: readonly string[]): string {
  if (entries.length === 0) return NO_PLACES;
  const same = entries.length === defaults.length && entries.every((e, i) => e === defaults[i]);
  return same ? '' : entries.join(',');
}

export function decodePlaces(text: string, defaults: readonly string[]): string[] {
  if (text === '') return [...defaults];
  if (text === NO_PLACES) return [];
  return text.split(',');
}

/** Adds `entry` at the end unless the table already shows it. */
export function addEntry(list: readonly string[], entry: string): string[] {
  return list.includes(entry) ? [...list] : [...list, entry];
}

export function removeEntry(list: readonly string[], entry: string): string[] {
  return list.filter((e) => e !== entry);
}

/**
 * The list kept by an older version (the added places only, as objects, after the eight
 * defaults): the same table as entries.
 */
export function entriesFromOldList(places: ZonePlace[], defaults: readonly string[]): string[] {
  return [...defaults, ...places.map((p) => `${p.zone}~${p.cityEn}`)];
}

/** "+3 h 15 min" / "−45 min" / "" for a shift of the table's time from now, in minutes. */
export function shiftParts(minutes: number): { sign: string; hours: number; minutes: number } {
  const abs = Math.abs(minutes);
  return {
    sign: minutes < 0 ? '\u2212' : '+',
    hours: Math.floor(abs / 60),
    minutes: abs % 60,
  };
}

/** Validates what an older version left in localStorage (it may also have been edited). */
export function isPlaceList(value: unknown): value is ZonePlace[] {
  return (
    Array.isArray(value) &&
    value.length <= 50 &&
    value.every(
      (p) =>
        p !== null &&
        typeof p === 'object' &&
        ['zone', 'cityEn', 'cityZh', 'countryEn', 'countryZh'].every(
          (k) => typeof (p as Record<string, unknown>)[k] === 'string',
        ),
    )
  );
}

/** "+1 day", "Same day", "−1 day" relative to Beijing: the i18n key and count. */
export function dayDifference(row: ZoneTime): {
  key: 'sameDay' | 'dayAhead' | 'dayBehind';
  count: number;
} {
  if (row.dayDifference === 0) return { key: 'sameDay', count: 0 };
  return row.dayDifference > 0
    ? { key: 'dayAhead', count: row.dayDifference }
    : { key: 'dayBehind', count: -row.dayDifference };
}

/** Hours from Beijing, signed, with a real minus sign: "+1 h", "−12 h", "−2:30 h", "0". */
export function hoursFromBeijing(minutes: number): string {
  if (minutes === 0) return '0';
  const sign = minutes > 0 ? '+' : '\u2212';
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return m === 0 ? `${sign}${h}` : `${sign}${h}:${String(m).padStart(2, '0')}`;
}

/** "UTC+08:00" with a real minus sign for negative offsets. */
export function utcLabel(offset: string): string {
  return `UTC${offset.replace('-', '\u2212')}`;
}

export const DST_KEYS: Record<DstState, string> = {
  none: 'dst.none',
  standard: 'dst.standard',
  daylight: 'dst.daylight',
};

/** How far the clocks move at a change, without its sign: "1 h", "30 min", "1 h 30 min". */
export function shiftAmount(minutes: number): { hours: number; minutes: number } {
  const abs = Math.abs(minutes);
  return { hours: Math.floor(abs / 60), minutes: abs % 60 };
}
