import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../shared/testI18n';
import { landedMany } from './landed';
import en from './locales/en-US.json';
import zh from './locales/zh-CN.json';

const i18n = testI18n('coin-flip', en, zh);

describe('landedMany', () => {
  it('says "1 head" and "1 tail" in English, not "1 heads"', async () => {
    await i18n.changeLanguage('en-US');
    const t = i18n.t.bind(i18n);
    expect(landedMany(t, 1, 2)).toBe('1 head, 2 tails');
    expect(landedMany(t, 2, 1)).toBe('2 heads, 1 tail');
    expect(landedMany(t, 0, 3)).toBe('0 heads, 3 tails');
  });

  it('counts coins in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(landedMany(i18n.t.bind(i18n), 1, 2)).toBe('1 枚正面，2 枚反面');
  });
});
