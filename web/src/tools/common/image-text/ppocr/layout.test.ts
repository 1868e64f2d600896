import { describe, expect, it } from 'vitest';
import type { Point } from './geometry';
import { layoutLines, linesToText, type TextBox } from './layout';

/** A box of `w` × `h` at (x, y) (its top-left before turning), turned by `deg` about (0, 0). */
function box(text: string, x: number, y: number, w: number, h: number, deg = 0, c = 0.95): TextBox {
  const a = (deg * Math.PI) / 180;
  const turn = ([px, py]: Point): Point => [
    px * Math.cos(a) - py * Math.sin(a),
    px * Math.sin(a) + py * Math.cos(a),
  ];
  return {
    corners: [turn([x, y]), turn([x + w, y]), turn([x + w, y + h]), turn([x, y + h])],
    text,
    confidence: c,
  };
}

describe('layoutLines', () => {
  it('keeps the rows of a slanted page apart and reads each left to right', () => {
    // Four lines, 30 px apart, each cut into a left and a right box, the page turned 4°:
    // over 800 px a row's right end sits 56 px lower than its left end, below the next row's
    // left box, so grouping by y-centre would mix rows.
    const boxes: TextBox[] = [];
    for (let row = 0; row < 4; row++) {
      const y = 100 + row * 30;
      boxes.push(box(`右${'一二三四'[row]}`, 500, y, 300, 22, 4));
      boxes.push(box(`左${'一二三四'[row]}`, 0, y, 300, 22, 4));
    }
    const lines = layoutLines(boxes);
    expect(lines.map((l) => l.text)).toEqual(['左一右一', '左二右二', '左三右三', '左四右四']);
  });

  it('joins English pieces with a space, Chinese without; paragraphs at wide gaps', () => {
    const lines = layoutLines([
      box('Opening', 0, 0, 140, 20),
      box('hours', 160, 0, 100, 20),
      box('营业时间', 0, 30, 120, 20),
      box('为九点', 125, 30, 90, 20),
      box('Closed on', 0, 60, 160, 20),
      box('Sundays.', 0, 150, 150, 20),
      box('周日休息', 0, 180, 120, 20, 0, 0.5),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Opening hours',
      '营业时间为九点',
      'Closed on',
      'Sundays.',
      '周日休息',
    ]);
    expect(lines.map((l) => l.paragraph)).toEqual([0, 0, 0, 1, 1]);
    expect(lines[4].confidence).toBe(0.5);
    expect(linesToText(lines)).toBe(
      'Opening hours\n营业时间为九点\nClosed on\n\nSundays.\n周日休息',
    );
  });

  it('drops empty readings and gives nothing for no boxes', () => {
    expect(layoutLines([])).toEqual([]);
    expect(layoutLines([box('  ', 0, 0, 50, 20)])).toEqual([]);
  });
});
