import { describe, expect, it } from 'vitest';
import { overlaps, placeBlocks, type PlacedBlock, type TextSpec } from './blocks';

/** CJK characters are 1 em wide, others 0.55 em. */
const measureAt = (px: number) => (s: string) =>
  Array.from(s).reduce((w, c) => w + (/[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(c) ? px : px * 0.55), 0);

const W = 1080;
const H = 1920;
/** The default phone poster's blocks (poster.ts defaultPoster). */
const spec = (text: string, size: number, y: number, bold = false): TextSpec => ({
  text,
  px: size * W,
  bold,
  cx: W / 2,
  cy: y * H,
});

function placed(specs: (TextSpec | null)[], h = H) {
  return placeBlocks(specs, W, h, measureAt).filter((b): b is PlacedBlock => b !== null);
}

describe('poster text blocks', () => {
  it('a 40-character title no longer runs over the subtitle', () => {
    const title =
      '春季新品发布会暨全国经销商年度答谢晚宴邀请函欢迎各位朋友光临指导共襄盛举谢谢大家';
    expect(title.length).toBeGreaterThanOrEqual(40);
    const blocks = placed([
      spec(title, 0.1, 0.25, true),
      spec('副标题', 0.05, 0.38),
      spec('正文', 0.035, 0.6),
    ]);
    expect(blocks[0].lines.length).toBeGreaterThan(2);
    for (let i = 0; i < blocks.length; i++)
      for (let j = i + 1; j < blocks.length; j++)
        expect(overlaps(blocks[i], blocks[j])).toBe(false);
    // The subtitle moved below the title.
    expect(blocks[1].top).toBeGreaterThanOrEqual(blocks[0].top + blocks[0].height);
  });

  it('short texts stay exactly where they were put', () => {
    const [title] = placed([spec('Hello', 0.1, 0.25, true), spec('World', 0.05, 0.38)]);
    expect(title.top + title.height / 2).toBeCloseTo(0.25 * H);
  });

  it('texts that cannot fit one under another shrink together until they do', () => {
    const long = '很长的正文'.repeat(40);
    const blocks = placed([spec(long, 0.1, 0.3), spec(long, 0.1, 0.7)], 1080);
    expect(blocks[0].px).toBeLessThan(0.1 * W);
    expect(overlaps(blocks[0], blocks[1])).toBe(false);
    expect(blocks[0].top).toBeGreaterThanOrEqual(0);
    expect(blocks[1].top + blocks[1].height).toBeLessThanOrEqual(1080);
  });

  it('blocks side by side do not push each other', () => {
    const left = { ...spec('左', 0.05, 0.3), cx: 200 };
    const right = { ...spec('右', 0.05, 0.3), cx: 880 };
    const [a, b] = placed([left, right]);
    expect(a.top).toBeCloseTo(b.top);
  });
});
