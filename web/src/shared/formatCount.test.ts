import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('writes what toLocaleString writes, in both languages', () => {
    for (const language of ['en-US', 'zh-CN']) {
      for (const n of [0, 7, 999, 1000, 12_345, 10_485_760, -5, -1234, 2.5]) {
        expect(formatCount(n, language)).toBe(n.toLocaleString(language));
      }
    }
  });

  it('groups thousands', () => {
    expect(formatCount(12_345, 'en-US')).toBe('12,345');
  });
});
