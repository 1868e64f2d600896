import { describe, expect, it } from 'vitest';
import type { ZonePlace, ZoneTime } from '../../../core';
import {
  addEntry,
  dayDifference,
  decodePlaces,
  encodePlaces,
  entriesFromOldList,
  hoursFromBeijing,
  isPlaceList,
  isPlacesText,
  placeLabel,
  removeEntry,
  shiftAmount,
  shiftParts,
  utcLabel,
} from './places';

const la: ZonePlace = {
  entry: 'America/Los_Angeles',
  zone: 'America/Los_Angeles',
  cityEn: 'Los Angeles',
  cityZh: '洛杉矶',
  countryEn: 'United States',
  countryZh: '美国',
};
const sf: ZonePlace = {
  ...la,
  entry: 'America/Los_Angeles~San Francisco',
  cityEn: 'San Francisco',
  cityZh: '旧金山',
};
const DEFAULTS = ['Asia/Shanghai', 'America/New_York', 'Europe/London'];

describe('places', () => {
  it('labels in the interface language', () => {
    expect(placeLabel(la, 'zh-CN')).toEqual({ city: '洛杉矶', country: '美国' });
    expect(placeLabel(la, 'en-US')).toEqual({ city: 'Los Angeles', country: 'United States' });
  });

  it('adds each city once, even when two share a zone, and removes by entry', () => {
    let list = addEntry([], la.entry);
    list = addEntry(list, la.entry);
    list = addEntry(list, sf.entry);
    expect(list).toEqual(['America/Los_Angeles', 'America/Los_Angeles~San Francisco']);
    expect(removeEntry(list, la.entry)).toEqual([sf.entry]);
  });

  it('keeps the default list out of the URL, an empty one as "none", others as entries', () => {
    expect(encodePlaces(DEFAULTS, DEFAULTS)).toBe('');
    expect(decodePlaces('', DEFAULTS)).toEqual(DEFAULTS);
    expect(encodePlaces([], DEFAULTS)).toBe('none');
    expect(decodePlaces('none', DEFAULTS)).toEqual([]);
    // The defaults without New York, in another order, plus San Francisco.
    const list = ['Europe/London', 'Asia/Shanghai', sf.entry];
    const text = encodePlaces(list, DEFAULTS);
    expect(text).toBe('Europe/London,Asia/Shanghai,America/Los_Angeles~San Francisco');
    expect(decodePlaces(text, DEFAULTS)).toEqual(list);
  });

  it('accepts only lists of zone-like entries from a link or the device', () => {
    expect(isPlacesText('')).toBe(true);
    expect(isPlacesText('none')).toBe(true);
    expect(isPlacesText('Asia/Tokyo,America/Los_Angeles~San Francisco')).toBe(true);
    expect(isPlacesText('America/Sao_Paulo~São Paulo,Etc/GMT+5')).toBe(true);
    expect(isPlacesText('Asia/Tokyo,,Europe/Paris')).toBe(false);
    expect(isPlacesText('<script>')).toBe(false);
    expect(isPlacesText('Asia/Tokyo;rm')).toBe(false);
    expect(isPlacesText(Array(51).fill('UTC').join(','))).toBe(false);
    expect(isPlacesText(42)).toBe(false);
  });

  it('carries over the places an older version kept after the defaults', () => {
    expect(entriesFromOldList([sf], DEFAULTS)).toEqual([
      ...DEFAULTS,
      'America/Los_Angeles~San Francisco',
    ]);
  });

  it('distrusts stored values of the wrong shape', () => {
    expect(isPlaceList([la, sf])).toBe(true);
    expect(isPlaceList(['Asia/Tokyo'])).toBe(false);
    expect(isPlaceList([{ ...la, cityZh: 3 }])).toBe(false);
    expect(isPlaceList(null)).toBe(false);
  });
});

describe('wording', () => {
  const row = (dayDiff: number) => ({ dayDifference: dayDiff }) as ZoneTime;
  it('day difference from Beijing', () => {
    expect(dayDifference(row(0))).toEqual({ key: 'sameDay', count: 0 });
    expect(dayDifference(row(1))).toEqual({ key: 'dayAhead', count: 1 });
    expect(dayDifference(row(-1))).toEqual({ key: 'dayBehind', count: 1 });
  });

  it('hours from Beijing and UTC offsets with real minus signs', () => {
    expect(hoursFromBeijing(0)).toBe('0');
    expect(hoursFromBeijing(60)).toBe('+1');
    expect(hoursFromBeijing(-720)).toBe('\u221212');
    expect(hoursFromBeijing(-150)).toBe('\u22122:30');
    expect(utcLabel('-04:00')).toBe('UTC\u221204:00');
    expect(utcLabel('+05:45')).toBe('UTC+05:45');
    expect(utcLabel('+08:05:43')).toBe('UTC+08:05:43');
  });

  it('the slider shift and the size of a clock change', () => {
    expect(shiftParts(195)).toEqual({ sign: '+', hours: 3, minutes: 15 });
    expect(shiftParts(-45)).toEqual({ sign: '\u2212', hours: 0, minutes: 45 });
    expect(shiftAmount(-60)).toEqual({ hours: 1, minutes: 0 });
    expect(shiftAmount(30)).toEqual({ hours: 0, minutes: 30 });
  });
});
