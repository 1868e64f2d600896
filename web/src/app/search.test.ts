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

describe('matchesQuery with ü', () => {
  // What the build writes for 汇率换算 and 女儿 (pinyin-pro spells ü as ü), and for 去 (written qu).
  const rate = [{ title: '汇率换算', description: '', keywords: '' }];
  const daughter = [{ title: '女儿', description: '', keywords: '' }];
  const go = [{ title: '去', description: '', keywords: '' }];

  it('accepts v, u:, ü and yu for ü', () => {
    for (const query of ['huilv', 'lv', 'lü', 'lu:', 'LU:', 'huilyu', 'hui lv'])
      expect(matchesQuery(query, rate, 'huilühuansuan hlhs'), query).toBe(true);
    for (const query of ['nv', 'nü', 'nu:', 'nver'])
      expect(matchesQuery(query, daughter, 'nüer ne'), query).toBe(true);
  });

  it('takes a plain u after j, q, x as ü both ways', () => {
    expect(matchesQuery('qv', go, 'qu q')).toBe(true);
    expect(matchesQuery('qu', go, 'qu q')).toBe(true);
    expect(matchesQuery('qü', go, 'qu q')).toBe(true);
  });

  it('keeps u and ü apart elsewhere', () => {
    // 路 lu is not 绿 lü.
    expect(matchesQuery('lu', rate, 'huilühuansuan hlhs')).toBe(false);
    expect(matchesQuery('lv', [{ title: '路', description: '', keywords: '' }], 'lu l')).toBe(
      false,
    );
  });
});
