import { describe, expect, it } from 'vitest';
import { describeOffset, formatDuration, offsetIsStale } from './clockOffset';

const offset = (offsetMs: number, uncertaintyMs = 20) => ({
  offsetMs,
  uncertaintyMs,
  roundTripMs: uncertaintyMs * 2,
  samples: 5,
});

describe('formatDuration', () => {
  it('chooses a readable unit in both languages', () => {
    expect(formatDuration(350, 'en-US')).toBe('350 ms');
    expect(formatDuration(-2500, 'en-US')).toBe('2.5 s');
    expect(formatDuration(42_000, 'en-US')).toBe('42 s');
    expect(formatDuration(200_000, 'en-US')).toBe('3 min 20 s');
    expect(formatDuration(7_500_000, 'en-US')).toBe('2 h 5 min');
    expect(formatDuration(2 * 86_400_000 + 3_600_000, 'en-US')).toBe('2 d 1 h');
    expect(formatDuration(2500, 'zh-CN')).toBe('2.5 秒');
    expect(formatDuration(120_000, 'zh-CN')).toBe('2 分');
  });
});

describe('describeOffset', () => {
  it('a device behind must add time; one ahead must subtract it', () => {
    expect(describeOffset(offset(2500), 'en-US')).toEqual({
      key: 'behind',
      amount: '2.5 s',
      uncertainty: '20 ms',
    });
    expect(describeOffset(offset(-90_000), 'en-US')).toMatchObject({
      key: 'ahead',
      amount: '1 min 30 s',
    });
  });

  it('an offset within the measurement error is accurate', () => {
    expect(describeOffset(offset(30, 40), 'en-US').key).toBe('accurate');
    expect(describeOffset(offset(-45, 10), 'en-US').key).toBe('accurate');
    expect(describeOffset(offset(120, 40), 'en-US').key).toBe('behind');
  });
});

describe('offsetIsStale', () => {
  const then = { wall: 1_700_000_000_000, mono: 5_000 };
  it('holds while the wall clock runs with the monotonic one', () => {
    expect(offsetIsStale(then, { wall: then.wall + 60_000, mono: then.mono + 60_020 })).toBe(false);
  });
  it('goes stale when the wall clock was set (network time after a sleep, or by hand)', () => {
    // 2.5 s forward in one minute: the slow clock was corrected.
    expect(offsetIsStale(then, { wall: then.wall + 62_500, mono: then.mono + 60_000 })).toBe(true);
    // Set back by 2 s.
    expect(offsetIsStale(then, { wall: then.wall + 58_000, mono: then.mono + 60_000 })).toBe(true);
  });
  it('goes stale after half an hour anyway', () => {
    const later = 31 * 60_000;
    expect(offsetIsStale(then, { wall: then.wall + later, mono: then.mono + later })).toBe(true);
  });
});
