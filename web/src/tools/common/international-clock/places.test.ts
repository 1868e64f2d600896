import { describe, expect, it } from 'vitest';
import type { ZonePlace, ZoneTime } from '../../../core';
import {
  addPlace,
  dayDifference,
  hoursFromBeijing,
  isPlaceList,
  placeLabel,
  removePlace,
  utcLabel,
} from './places';

const la: ZonePlace = {
  zone: 'America/Los_Angeles',
  cityEn: 'Los Angeles',
  cityZh: '洛杉矶',
  countryEn: 'United States',
  countryZh: '美国',
};
const sf: ZonePlace = { ...la, cityEn: 'San Francisco', cityZh: '旧金山' };

describe('places', () => {
  it('labels in the interface language', () => {
    expect(placeLabel(la, 'zh-CN')).toEqual({ city: '洛杉矶', country: '美国' });
    expect(placeLabel(la, 'en-US')).toEqual({ city: 'Los Angeles', country: 'United States' });
  });

  it('adds each city once, even when two share a zone, and removes by key', () => {
    let list = addPlace([], la);
    list = addPlace(list, la);
    list = addPlace(list, sf);
    expect(list.map((p) => p.cityEn)).toEqual(['Los Angeles', 'San Francisco']);
    expect(removePlace(list, 'America/Los_Angeles|Los Angeles')).toEqual([sf]);
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
  });
});
