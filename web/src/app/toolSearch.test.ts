import { describe, expect, it } from 'vitest';
import { caseOnlyMatch, searchTools } from './toolSearch';

describe('tool search', () => {
  it('finds 汉字转拼音 by Chinese, pinyin, initials and English', () => {
    for (const query of ['拼音', 'hanzizhuanpinyin', 'hzzpy', 'Chinese to Pinyin']) {
      expect(searchTools(query).map((tool) => tool.id)).toEqual(['chinese-to-pinyin']);
    }
  });
  it('suggests the route that differs only in case', () => {
    expect(caseOnlyMatch('/calculator')?.path).toBe('/Calculator');
    expect(caseOnlyMatch('/nothing')).toBeUndefined();
  });
});

describe('tool search with ü', () => {
  it('finds 汇率换算 by the usual keyboard spellings of lü', () => {
    for (const query of ['huilv', 'huilu:', 'huilü', 'lv'])
      expect(
        searchTools(query).map((tool) => tool.id),
        query,
      ).toContain('exchange-rate');
  });
});
