import { describe, expect, it } from 'vitest';
import { defaultSpec, isSpec, outputName } from './spec';

describe('watermark options', () => {
  it('accepts its own defaults and refuses damaged copies', () => {
    expect(isSpec(defaultSpec('x'))).toBe(true);
    expect(isSpec({ ...defaultSpec('x'), colour: 'red' })).toBe(false);
    expect(isSpec({ ...defaultSpec('x'), anchor: 'middle' })).toBe(false);
    expect(isSpec({ ...defaultSpec('x'), opacity: Number.NaN })).toBe(false);
    expect(isSpec(null)).toBe(false);
  });

  it('names outputs after their source', () => {
    expect(outputName('photo.JPG', 'image/jpeg', 'watermarked')).toBe('photo-watermarked.jpg');
    expect(outputName('scan.bmp', 'image/png', '水印')).toBe('scan-水印.png');
    expect(outputName('.png', 'image/png', 'w')).toBe('image-w.png');
  });
});
