import { describe, expect, it } from 'vitest';
import { dialLetters, unwrapRotation } from './dial';

describe('unwrapRotation', () => {
  it('takes the short way round', () => {
    expect(unwrapRotation(359, 1)).toBe(361);
    expect(unwrapRotation(361, 359)).toBe(359);
    expect(unwrapRotation(0, 90)).toBe(90);
    expect(unwrapRotation(720, 10)).toBe(730);
    expect(unwrapRotation(10, 350)).toBe(-10);
  });
});

describe('dialLetters', () => {
  it('follows the language', () => {
    expect(dialLetters('zh-CN')).toEqual(['北', '东', '南', '西']);
    expect(dialLetters('en-US')).toEqual(['N', 'E', 'S', 'W']);
  });
});
