import { describe, expect, it } from 'vitest';
import {
  chancePercent,
  isBlankText,
  isNamesText,
  isRemoveText,
  isTidyName,
  isWeightsText,
  legacyNames,
  resolveWheel,
  sectorBounds,
  wheelTexts,
  type Wheel,
} from './wheel';

const DEFAULTS = ['一等奖', '二等奖', '三等奖', '幸运奖', '再来一次', '谢谢参与'];
const none = { names: '', weights: '', blank: '', remove: '' };

describe('the default wheel', () => {
  it('is the spec six prizes, equal chances, the sixth a no-prize slot', () => {
    const wheel = resolveWheel(none, DEFAULTS);
    expect(wheel.prizes.map((p) => p.name)).toEqual(DEFAULTS);
    expect(wheel.prizes.map((p) => p.weight)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(wheel.prizes.map((p) => p.blank)).toEqual([false, false, false, false, false, true]);
    expect(wheel.remove).toBe(false);
    // Left as it came, it writes nothing into the URL.
    expect(wheelTexts(wheel, DEFAULTS)).toEqual(none);
  });
});

describe('a wheel in the URL', () => {
  const wheel: Wheel = {
    prizes: [
      { name: 'Free coffee', weight: 3, blank: false },
      { name: '特等奖：海边度假一周', weight: 1, blank: false },
      { name: 'Bike', weight: 1, blank: false },
      { name: 'Thank you', weight: 10, blank: true },
      { name: 'Mug', weight: 2, blank: false },
      { name: 'Pen', weight: 2, blank: false },
      { name: 'Hat', weight: 2, blank: true },
    ],
    remove: true,
  };

  it('comes back as it was written, through URLSearchParams', () => {
    const texts = wheelTexts(wheel, DEFAULTS);
    expect(texts).toEqual({
      names: 'Free coffee\n特等奖：海边度假一周\nBike\nThank you\nMug\nPen\nHat',
      weights: '3,1,1,10,2,2,2',
      blank: '4,7',
      remove: '1',
    });
    const params = new URLSearchParams();
    params.set('prizes', texts.names);
    params.set('weights', texts.weights);
    params.set('blank', texts.blank);
    params.set('remove', texts.remove);
    const back = new URLSearchParams(params.toString());
    const read = {
      names: back.get('prizes')!,
      weights: back.get('weights')!,
      blank: back.get('blank')!,
      remove: back.get('remove')!,
    };
    expect(resolveWheel(read, DEFAULTS)).toEqual(wheel);
  });

  it('keeps "no no-prize slot" apart from the default', () => {
    const noBlank = resolveWheel({ ...none, blank: 'none' }, DEFAULTS);
    expect(noBlank.prizes.some((p) => p.blank)).toBe(false);
    expect(wheelTexts(noBlank, DEFAULTS).blank).toBe('none');
  });

  it('takes only valid values', () => {
    for (const bad of [
      'only one',
      'a\n',
      'a\n b',
      'a\nb  c',
      'a\nb\tc',
      `a\n${'x'.repeat(21)}`,
      Array.from({ length: 13 }, (_, i) => `p${i}`).join('\n'),
      'a\nb\u0007',
    ])
      expect(isNamesText(bad), JSON.stringify(bad)).toBe(false);
    expect(isNamesText(`a\n${'谢'.repeat(20)}`)).toBe(true);
    expect(isNamesText('')).toBe(true);
    expect(isNamesText(42)).toBe(false);

    for (const bad of ['1', '1,0', '1,101', '1,-2', '1,2.5', '1,,2', '01,2', '1,x', '1e2,1'])
      expect(isWeightsText(bad), bad).toBe(false);
    expect(isWeightsText('100,1')).toBe(true);

    for (const bad of ['0', '13', '2,2', 'x', '1,', 'None'])
      expect(isBlankText(bad), bad).toBe(false);
    expect(isBlankText('none')).toBe(true);
    expect(isBlankText('12,1')).toBe(true);

    expect(isRemoveText('1')).toBe(true);
    expect(isRemoveText('true')).toBe(false);
  });

  it('weights for another number of prizes weigh nothing: all prizes weigh 1', () => {
    const wheel = resolveWheel({ ...none, names: 'a\nb\nc', weights: '5,1' }, DEFAULTS);
    expect(wheel.prizes.map((p) => p.weight)).toEqual([1, 1, 1]);
    // A no-prize slot past the last prize is no slot at all.
    expect(resolveWheel({ ...none, names: 'a\nb', blank: '2,9' }, DEFAULTS).prizes).toEqual([
      { name: 'a', weight: 1, blank: false },
      { name: 'b', weight: 1, blank: true },
    ]);
  });
});

describe('names', () => {
  it('are what the core leaves after tidying', () => {
    expect(isTidyName('Free coffee')).toBe(true);
    expect(isTidyName('👨‍👩‍👧‍👦'.repeat(20))).toBe(true);
    for (const bad of [
      '',
      ' a',
      'a ',
      'a  b',
      'a\u00a0b',
      'a\u3000b',
      'tab\u0007',
      '谢'.repeat(21),
    ])
      expect(isTidyName(bad), JSON.stringify(bad)).toBe(false);
  });

  it('saved by an older version (six names) are kept', () => {
    const stored = (value: unknown) => ({ getItem: () => JSON.stringify(value) });
    expect(legacyNames(stored(['A', 'B', 'C', 'D', 'E', 'F']))).toBe('A\nB\nC\nD\nE\nF');
    expect(legacyNames(stored(null))).toBe('');
    expect(legacyNames({ getItem: () => '{' })).toBe('');
    expect(legacyNames(undefined)).toBe('');
  });
});

describe('sectors and chances', () => {
  it('give each prize its weight share of the wheel, as the core does', () => {
    expect(sectorBounds([1, 2, 1])).toEqual([
      [0, 90],
      [90, 270],
      [270, 360],
    ]);
    expect(chancePercent(1, [1, 1, 1, 1, 1, 1])).toBe(17);
    expect(chancePercent(1, [1, 99])).toBe(1);
    expect(chancePercent(3, [3, 97])).toBe(3);
    expect(chancePercent(1, [1, 2, 3, 4, 10, 80])).toBe(1);
    expect(chancePercent(80, [1, 2, 3, 4, 10, 80])).toBe(80);
  });
});
