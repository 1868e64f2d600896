import { describe, expect, it } from 'vitest';
import { pieces, wrapText } from './textLayout';

/** Every character is 1 wide, CJK characters 2. */
const measure = (s: string) =>
  Array.from(s).reduce((w, c) => w + (/[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(c) ? 2 : 1), 0);

describe('poster text wrapping', () => {
  it('moves whole Latin words to the next line', () => {
    expect(wrapText('the quick brown fox jumps', 10, measure)).toEqual([
      'the quick',
      'brown fox',
      'jumps',
    ]);
  });

  it('breaks Chinese between characters, never before closing punctuation', () => {
    const lines = wrapText('春眠不觉晓，处处闻啼鸟。', 12, measure);
    expect(lines.join('')).toBe('春眠不觉晓，处处闻啼鸟。');
    for (const line of lines) {
      expect(line).not.toMatch(/^[，。]/);
      expect(measure(line)).toBeLessThanOrEqual(12);
    }
    expect(lines[0]).toBe('春眠不觉晓，');
  });

  it('keeps explicit line breaks and empty lines', () => {
    expect(wrapText('a\n\nb', 10, measure)).toEqual(['a', '', 'b']);
  });

  it('splits a word longer than the line', () => {
    expect(wrapText('abcdefghijkl', 5, measure)).toEqual(['abcde', 'fghij', 'kl']);
  });

  it('keeps opening quotes with the following character', () => {
    expect(pieces('他说“你好”')).toContain('“你');
  });

  it('keeps Latin words whole between Chinese characters, and gives the same pieces again', () => {
    const mixed = '买iPhone手机，open now';
    expect(pieces(mixed)).toEqual(['买', 'iPhone', '手', '机，', 'open', ' ', 'now']);
    expect(pieces(mixed)).toEqual(pieces(mixed));
  });
});
