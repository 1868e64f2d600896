import { describe, expect, it } from 'vitest';
import { PREVIEW_CHARS, isLong, preview, splice } from './preview';

describe('preview', () => {
  it('keeps short texts whole', () => {
    expect(preview('汉字')).toBe('汉字');
    expect(isLong('x'.repeat(PREVIEW_CHARS))).toBe(false);
  });

  it('cuts long texts without splitting a surrogate pair', () => {
    const text = `${'x'.repeat(PREVIEW_CHARS - 1)}😀tail`;
    expect(isLong(text)).toBe(true);
    expect(preview(text)).toBe('x'.repeat(PREVIEW_CHARS - 1));
    expect(preview('y'.repeat(PREVIEW_CHARS + 5))).toHaveLength(PREVIEW_CHARS);
  });
});

describe('splice', () => {
  it('replaces the selection of a text box by the pasted text', () => {
    expect(splice('abcdef', 2, 4, 'XY')).toBe('abXYef');
    expect(splice('abc', 3, 3, '汉字')).toBe('abc汉字');
    expect(splice('', 0, 0, 'x')).toBe('x');
  });
});
