import { describe, expect, it } from 'vitest';
import { rectBetween, toImagePoint, toPercent } from './crop';

describe('crop arithmetic', () => {
  const box = { left: 100, top: 50, width: 480, height: 270 };

  it('maps screen points to image pixels through the preview scale', () => {
    // A 1920 × 1080 capture shown at 480 × 270: four image pixels per screen pixel.
    expect(toImagePoint({ x: 100, y: 50 }, box, 1920, 1080)).toEqual({ x: 0, y: 0 });
    expect(toImagePoint({ x: 340, y: 185 }, box, 1920, 1080)).toEqual({ x: 960, y: 540 });
    expect(toImagePoint({ x: 580, y: 320 }, box, 1920, 1080)).toEqual({ x: 1920, y: 1080 });
  });

  it('clamps points dragged outside the image', () => {
    expect(toImagePoint({ x: 0, y: 0 }, box, 1920, 1080)).toEqual({ x: 0, y: 0 });
    expect(toImagePoint({ x: 9999, y: 9999 }, box, 1920, 1080)).toEqual({ x: 1920, y: 1080 });
    expect(toImagePoint({ x: 5, y: 5 }, { ...box, width: 0, height: 0 }, 10, 10)).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('spans whole pixels whichever way the drag goes', () => {
    const down = { x: 10.4, y: 20.6 };
    const up = { x: 110.2, y: 70.1 };
    const rect = { x: 10, y: 20, width: 101, height: 51 };
    expect(rectBetween(down, up, 1920, 1080)).toEqual(rect);
    expect(rectBetween(up, down, 1920, 1080)).toEqual(rect);
    expect(rectBetween({ x: 1900, y: 1000 }, { x: 2000, y: 2000 }, 1920, 1080)).toEqual({
      x: 1900,
      y: 1000,
      width: 20,
      height: 80,
    });
  });

  it('treats a click or a thin sliver as no crop', () => {
    expect(rectBetween({ x: 5, y: 5 }, { x: 6, y: 6 }, 100, 100)).toBeNull();
    expect(rectBetween({ x: 5, y: 5 }, { x: 60, y: 7 }, 100, 100)).toBeNull();
  });

  it('positions the overlay in percentages', () => {
    expect(toPercent({ x: 480, y: 270, width: 960, height: 540 }, 1920, 1080)).toEqual({
      left: '25%',
      top: '25%',
      width: '50%',
      height: '50%',
    });
  });
});
