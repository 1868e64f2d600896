import { describe, expect, it } from 'vitest';
import {
  LABEL_LENGTH,
  LINE_STEP,
  MAX_FONT,
  MIN_FONT,
  RIM,
  flipLabel,
  layoutLabel,
  textWidthEm,
} from './wheelLabel';

describe('wheel labels', () => {
  it('keeps short names on one line at full size', () => {
    expect(layoutLabel('一等奖')).toEqual({ lines: ['一等奖'], fontSize: MAX_FONT });
    expect(layoutLabel('Mug')).toEqual({ lines: ['Mug'], fontSize: MAX_FONT });
  });

  it('breaks long Latin names at a space, never inside a word', () => {
    const { lines, fontSize } = layoutLabel('Free coffee for a week');
    expect(lines).toEqual(['Free coffee', 'for a week']);
    expect(fontSize).toBeGreaterThanOrEqual(8);
  });

  it('breaks long Chinese names in the middle and keeps them readable', () => {
    const { lines, fontSize } = layoutLabel('谢谢参与下次再来好运常在心想事成万事如意');
    expect(lines).toEqual(['谢谢参与下次再来好运', '常在心想事成万事如意']);
    // 10 characters along 58 units of radius: 5.8 units, about 10 px on a 340 px wheel.
    expect(fontSize).toBeCloseTo(5.8, 1);
  });

  it('always fits the longer line into the room along the radius', () => {
    for (const name of ['A'.repeat(20), 'Ünïcödé prize №1', '🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁', 'a b']) {
      const { lines, fontSize } = layoutLabel(name);
      for (const line of lines)
        expect(textWidthEm(line) * fontSize).toBeLessThanOrEqual(LABEL_LENGTH + 1e-9);
    }
  });
});

describe('labels in narrow sectors', () => {
  it('shrink to fit across a narrow sector and disappear when unreadable', () => {
    const wide = layoutLabel('一等奖', 60);
    const narrow = layoutLabel('一等奖', 10);
    expect(narrow.fontSize).toBeLessThan(wide.fontSize);
    expect(narrow.lines).toEqual(['一等奖']);
    // Fits across: the column's thickness within the sector's width at its inner end.
    const inner = RIM - textWidthEm('一等奖') * narrow.fontSize;
    expect(narrow.fontSize * LINE_STEP).toBeLessThanOrEqual(
      2 * inner * Math.sin((10 * Math.PI) / 360),
    );
    expect(layoutLabel('谢谢参与下次再来好运常在心想事成万事如意', 3)).toEqual({
      lines: [],
      fontSize: 0,
    });
    for (const sector of [15, 30, 45, 90, 180, 300]) {
      const { lines, fontSize } = layoutLabel('Free coffee for a week', sector);
      if (lines.length === 0) continue;
      expect(fontSize).toBeGreaterThanOrEqual(MIN_FONT);
      for (const line of lines)
        expect(textWidthEm(line) * fontSize).toBeLessThanOrEqual(LABEL_LENGTH + 1e-9);
    }
  });
});

describe('which way up', () => {
  it('turns the labels of the lower half of the wheel where it stops', () => {
    // Six sectors at rest: Chinese columns at 150° and 210° would stand on their heads.
    const flipped = [30, 90, 150, 210, 270, 330].filter((c) => flipLabel(c, 0, true));
    expect(flipped).toEqual([150, 210]);
    // Latin lines on the left half read from the rim inwards instead.
    expect([30, 150, 210, 330].filter((c) => flipLabel(c, 0, false))).toEqual([210, 330]);
    // After a spin it is where the sector stopped that counts: turned 180°, the top sector
    // is at the bottom.
    expect(flipLabel(30, 180, true)).toBe(true);
    expect(flipLabel(210, 180 + 3 * 360, true)).toBe(false);
    expect(flipLabel(30, -180, true)).toBe(true);
  });
});
