import { describe, expect, it } from 'vitest';
import { SIZES, clampFrame, initialFrame, mmToPixels, sheetPhotoSize, zoomFrame } from './sizes';

describe('crop frame', () => {
  it('is as large as fits, with the standard aspect, centred on the person', () => {
    const frame = initialFrame(3000, 4000, SIZES.inch1, 1, {
      x: 900,
      y: 400,
      width: 1200,
      height: 3600,
    });
    expect(frame.width / frame.height).toBeCloseTo(295 / 413, 2);
    expect(frame.height).toBe(4000);
    expect(frame.x + frame.width / 2).toBeCloseTo(1500, -1);
  });

  it('leaves room above the head when zoomed in, and stays on the photo', () => {
    const person = { x: 200, y: 300, width: 600, height: 900 };
    const frame = initialFrame(1000, 1200, SIZES.inch2, 0.6, person);
    expect(frame.y).toBeLessThan(300);
    expect(frame.y).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(1000);
  });

  it('is clamped inside the photo when moved too far', () => {
    expect(clampFrame({ x: -50, y: 900, width: 100, height: 200 }, 400, 1000)).toEqual({
      x: 0,
      y: 800,
      width: 100,
      height: 200,
    });
  });

  it('zooms around its centre', () => {
    const frame = { x: 800, y: 700, width: 295, height: 413 };
    const z = zoomFrame(frame, 2000, 2000, SIZES.inch1, 0.5);
    expect(z.height).toBe(1000);
    expect(z.x + z.width / 2).toBeCloseTo(800 + 295 / 2, -1);
    expect(z.y + z.height / 2).toBeCloseTo(700 + 413 / 2, -1);
  });
});

describe('ID photo sizes', () => {
  it('have the pixels of their printed size at their dpi', () => {
    for (const [id, size] of Object.entries(SIZES)) {
      if (!size.mm) continue;
      expect([size.width, size.height], id).toEqual([
        mmToPixels(size.mm[0], size.dpi),
        mmToPixels(size.mm[1], size.dpi),
      ]);
    }
  });

  it('are the common Chinese specs', () => {
    const px = Object.fromEntries(
      Object.entries(SIZES).map(([id, s]) => [id, `${s.width}x${s.height}@${s.dpi}`]),
    );
    expect(px).toEqual({
      inch1: '295x413@300',
      inch1small: '260x378@300',
      inch2: '413x579@300',
      inch2small: '413x531@300',
      passport: '390x567@300',
      visaOnline: '354x472@300',
      socialSecurity: '358x441@350',
      drivingLicence: '260x378@300',
    });
  });

  it('print on the 300 dpi sheet at their size in millimetres', () => {
    expect(sheetPhotoSize(SIZES.inch1)).toEqual({ width: 295, height: 413 });
    // 26 × 32 mm at 300 dpi, not the 350 dpi file's pixels.
    expect(sheetPhotoSize(SIZES.socialSecurity)).toEqual({ width: 307, height: 378 });
    expect(sheetPhotoSize(SIZES.visaOnline)).toBeNull();
  });
});
