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

/** A stable key for a place: a zone can stand for several cities. */
export const placeKey = (p: ZonePlace) => `${p.zone}|${p.cityEn}`;

/** Validates what localStorage holds (it may be from an older version, or edited). */
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

/** Adds `place` at the end unless the table already shows it. */
export function addPlace(list: ZonePlace[], place: ZonePlace): ZonePlace[] {
  return list.some((p) => placeKey(p) === placeKey(place)) ? list : [...list, place];
}

export function removePlace(list: ZonePlace[], key: string): ZonePlace[] {
  return list.filter((p) => placeKey(p) !== key);
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
