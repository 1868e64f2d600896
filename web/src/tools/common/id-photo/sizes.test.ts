import { describe, expect, it } from 'vitest';
import { SIZES, clampFrame, initialFrame, zoomFrame } from './sizes';

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
