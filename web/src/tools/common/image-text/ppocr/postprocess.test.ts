import { describe, expect, it } from 'vitest';
import { minAreaRect, rectCorners } from './geometry';
import { ctcDecode, detectBoxes } from './postprocess';

/** A probability map with filled rectangles (axis-aligned or turned by `angle`). */
function map(
  width: number,
  height: number,
  shapes: { cx: number; cy: number; w: number; h: number; angle?: number; p?: number }[],
): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (const s of shapes) {
        const a = s.angle ?? 0;
        const dx = x + 0.5 - s.cx;
        const dy = y + 0.5 - s.cy;
        const u = dx * Math.cos(a) + dy * Math.sin(a);
        const v = -dx * Math.sin(a) + dy * Math.cos(a);
        if (Math.abs(u) <= s.w / 2 && Math.abs(v) <= s.h / 2) out[y * width + x] = s.p ?? 0.9;
      }
    }
  }
  return out;
}

describe('detectBoxes', () => {
  it('finds each text kernel and grows it by the unclip distance', () => {
    const prob = map(200, 100, [
      { cx: 50, cy: 20, w: 60, h: 10 },
      { cx: 120, cy: 70, w: 100, h: 16 },
    ]);
    const boxes = detectBoxes(prob, 200, 100);
    expect(boxes).toHaveLength(2);
    const [a, b] = [...boxes].sort((p, q) => p.rect.cy - q.rect.cy);
    // Unclip distance: area × 1.5 / perimeter.
    const d = (60 * 10 * 1.5) / (2 * (60 + 10));
    expect(a.rect.cx).toBeCloseTo(50, 0);
    expect(a.rect.cy).toBeCloseTo(20, 0);
    expect(a.rect.width).toBeCloseTo(60 + 2 * d, 0);
    expect(a.rect.height).toBeCloseTo(10 + 2 * d, 0);
    expect(a.score).toBeCloseTo(0.9, 5);
    expect(b.rect.width).toBeGreaterThan(100);
    expect(Math.abs(b.rect.angle)).toBeLessThan(0.01);
  });

  it('follows a slanted line and drops faint or tiny regions', () => {
    const angle = (3 * Math.PI) / 180;
    const prob = map(300, 120, [
      { cx: 150, cy: 40, w: 220, h: 14, angle },
      { cx: 150, cy: 95, w: 120, h: 12, p: 0.45 }, // over 0.3 but a mean under 0.6
      { cx: 20, cy: 110, w: 2, h: 2 },
    ]);
    const boxes = detectBoxes(prob, 300, 120);
    expect(boxes).toHaveLength(1);
    expect(boxes[0].rect.angle).toBeCloseTo(angle, 1);
    expect(boxes[0].rect.cy).toBeCloseTo(40, 0);
  });

  it('gives nothing for an empty map', () => {
    expect(detectBoxes(new Float32Array(64 * 64), 64, 64)).toEqual([]);
  });
});

describe('minAreaRect', () => {
  it('returns corners in reading order for a turned rectangle', () => {
    const angle = 0.2;
    const rect = { cx: 50, cy: 30, width: 40, height: 10, angle };
    const corners = rectCorners(rect).points;
    const again = minAreaRect(corners);
    expect(again.width).toBeCloseTo(40, 6);
    expect(again.height).toBeCloseTo(10, 6);
    expect(again.angle).toBeCloseTo(angle, 6);
    const [tl, tr, br, bl] = rectCorners(again).points;
    expect(tl[0]).toBeLessThan(tr[0]);
    expect(tl[1]).toBeLessThan(bl[1]);
    expect(br[0]).toBeGreaterThan(bl[0]);
  });
});

describe('ctcDecode', () => {
  const charset = ['a', 'b', '中'];
  /** One row per step, the best class given. */
  function steps(best: number[], p = 0.9): Float32Array {
    const out = new Float32Array(best.length * 4).fill((1 - p) / 3);
    best.forEach((c, t) => (out[t * 4 + c] = p));
    return out;
  }

  it('merges repeats, drops blanks, keeps a letter repeated across a blank', () => {
    const decoded = ctcDecode(steps([0, 1, 1, 0, 1, 2, 2, 0, 3, 0]), 10, 4, charset);
    expect(decoded.text).toBe('aab中');
    expect(decoded.confidence).toBeCloseTo(0.9, 5);
  });

  it('reads a line from its place in a batch, with the mean confidence', () => {
    const batch = new Float32Array(2 * 3 * 4);
    batch.set(steps([1, 1, 1], 0.5), 0);
    batch.set(steps([3, 0, 2], 0.7), 12);
    expect(ctcDecode(batch, 3, 4, charset, 12)).toEqual({
      text: '中b',
      confidence: expect.closeTo(0.7, 5),
    });
    expect(ctcDecode(steps([0, 0]), 2, 4, charset)).toEqual({ text: '', confidence: 0 });
  });
});
