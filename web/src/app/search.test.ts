import { describe, expect, it } from 'vitest';
import { matchesQuery } from './search';

const pinyin = [
  { title: 'Chinese to Pinyin', description: 'Get the pinyin', keywords: 'pinyin tone' },
  { title: '汉字转拼音', description: '将汉字转换为拼音', keywords: '拼音 py' },
];

describe('matchesQuery', () => {
  it('matches everything when empty', () => {
    expect(matchesQuery('  ', pinyin)).toBe(true);
  });
  it('matches either language, case-insensitively', () => {
    expect(matchesQuery('PINYIN', pinyin)).toBe(true);
    expect(matchesQuery('拼音', pinyin)).toBe(true);
    expect(matchesQuery('py', pinyin)).toBe(true);
  });
  it('needs every word', () => {
    expect(matchesQuery('pinyin tone', pinyin)).toBe(true);
    expect(matchesQuery('pinyin weather', pinyin)).toBe(false);
  });
});

describe('matchesQuery with pinyin', () => {
  it('finds a tool by the full pinyin or the initials of its Chinese title', () => {
    expect(matchesQuery('hanzizhuanpinyin', pinyin, 'hanzizhuanpinyin hzzpy')).toBe(true);
    expect(matchesQuery('HZZPY', pinyin, 'hanzizhuanpinyin hzzpy')).toBe(true);
    expect(matchesQuery('hzzpy', pinyin)).toBe(false);
  });
});
