import { describe, expect, it } from 'vitest';
import { OCR_MAX_PIXELS, OCR_MAX_SIDE, ocrScale, tidyText } from './prepare';

describe('ocrScale', () => {
  it('leaves ordinary images alone', () => {
    expect(ocrScale(800, 600)).toBe(1);
    expect(ocrScale(2480, 2400)).toBe(1);
  });

  it('brings a 12-megapixel photo down to the pixel limit', () => {
    const s = ocrScale(4000, 3000);
    expect(s).toBeLessThan(1);
    expect(Math.round(4000 * s) * Math.round(3000 * s)).toBeLessThanOrEqual(OCR_MAX_PIXELS + 4000);
    expect(4000 * 3000 * s * s).toBeCloseTo(OCR_MAX_PIXELS, -3);
  });

  it('brings a long strip down to the side limit', () => {
    const s = ocrScale(16000, 300);
    expect(16000 * s).toBeCloseTo(OCR_MAX_SIDE, 6);
  });
});

describe('tidyText', () => {
  it('removes the spaces Tesseract puts between Chinese characters', () => {
    expect(tidyText('今 天 天 气 晴 朗 ， 适 合 出 门 散 步 。\n')).toBe(
      '今天天气晴朗，适合出门散步。',
    );
  });

  it('keeps the spaces of English and between Chinese and Latin text', () => {
    expect(tidyText('下 载 Handy Toolbox 的 最 新 版 本 。')).toBe(
      '下载 Handy Toolbox 的最新版本。',
    );
    expect(tidyText('The quick  brown fox.  \nJumps.\n\n\n\nEnd\n')).toBe(
      'The quick  brown fox.\nJumps.\n\nEnd',
    );
  });
});
