import { describe, expect, it } from 'vitest';
import { LABEL_LENGTH, MAX_FONT, layoutLabel, textWidthEm } from './wheelLabel';

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
