import { describe, expect, it } from 'vitest';
import { beijingTime, handAngles } from './beijingTime';

describe('beijingTime', () => {
  it('is UTC+8 whatever the device zone, with the Chinese date and weekday', () => {
    // 2023-11-14T22:13:20Z is already Wednesday the 15th in Beijing.
    const t = beijingTime(Date.UTC(2023, 10, 14, 22, 13, 20));
    expect(t.time).toBe('06:13:20');
    expect(t.isoDate).toBe('2023-11-15');
    expect(t.dateZh).toBe('2023年11月15日星期三');
    expect(t.dateEn).toBe('Wednesday, November 15, 2023');
  });

  it('midnight is 00, not 24', () => {
    expect(beijingTime(Date.UTC(2024, 0, 31, 16, 0, 0)).time).toBe('00:00:00');
  });
});

describe('handAngles', () => {
  it('puts the hands where a clock face has them', () => {
    const t = beijingTime(Date.UTC(2024, 0, 1, 7, 30, 15)); // 15:30:15
    const a = handAngles(t);
    expect(a.second).toBe(90);
    expect(a.minute).toBeCloseTo(181.5);
    expect(a.hour).toBeCloseTo(90 + 15 + 0.125);
  });
});
