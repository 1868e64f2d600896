/**
 * The currency game's data: at least 40 currencies, each with a name and the country or region
 * using it in both languages; no two regions and no two answer labels alike, so every question
 * has exactly one right option.
 */
import { describe, expect, it } from 'vitest';
import en from './locales/en-US.json';
import zh from './locales/zh-CN.json';
import { CURRENCIES, currencyClue, type CurrencyText } from './currencies';

type Names = Record<string, CurrencyText>;
const codes = CURRENCIES.map((c) => c.code);

describe('currency game data', () => {
  it('has at least 40 distinct ISO 4217 codes, each with a symbol', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { code, symbol } of CURRENCIES) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(symbol.trim()).not.toBe('');
    }
  });

  it('names every currency and its region, and only those, in both languages', () => {
    for (const names of [en.currencies, zh.currencies] as Names[]) {
      expect(Object.keys(names).sort()).toEqual([...codes].sort());
      for (const code of codes) {
        expect(names[code].name.trim()).not.toBe('');
        expect(names[code].region.trim()).not.toBe('');
      }
      // The forward question's options are regions, the reverse one's are codes: both unique.
      const regions = codes.map((code) => names[code].region);
      expect(new Set(regions).size).toBe(regions.length);
      const currencyNames = codes.map((code) => names[code].name);
      expect(new Set(currencyNames).size).toBe(currencyNames.length);
    }
    for (const code of codes)
      expect((zh.currencies as Names)[code].name).toMatch(/\p{Script=Han}/u);
  });
});

/**
 * The parts of a region's name a player would recognise. In Chinese every character but the
 * generic ones (中国大陆, 欧元区: 中, 国, 大, 陆, 区): among four options, one sharing a character
 * with the clue gives itself away (克 of 捷克 in 克朗, 美 of 美国 in 美元). In English each
 * word of four letters or more and its first four letters ("Japa" in "Japanese").
 */
function recognisable(region: string, lang: 'en' | 'zh'): string[] {
  if (lang === 'zh')
    return [...region].filter((c) => /\p{Script=Han}/u.test(c) && !'中国大陆区'.includes(c));
  const words = region.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return words.flatMap((w) => [w, w.slice(0, 4)]);
}

describe('currency game questions', () => {
  it.each([
    ['en', en.currencies],
    ['zh', zh.currencies],
  ] as const)('no currency → region question shows its answer (%s)', (lang, names) => {
    const given: string[] = [];
    CURRENCIES.forEach(({ code }, index) => {
      const text = (names as Names)[code];
      const clue = currencyClue(index, text).join(' ').toLowerCase();
      const parts = recognisable(text.region, lang);
      const shown = parts.filter((part) => clue.includes(part));
      if (shown.length > 0) given.push(`${code}: "${clue}" shows ${shown.join(', ')}`);
    });
    expect(given).toEqual([]);
  });

  it('the clue names each currency by symbol and code, and its unit where it has one', () => {
    const sek = CURRENCIES.findIndex((c) => c.code === 'SEK');
    expect(currencyClue(sek, (zh.currencies as Names).SEK)).toEqual(['kr', 'SEK', '克朗']);
    expect(currencyClue(sek, (en.currencies as Names).SEK)).toEqual(['kr', 'SEK', 'krona']);
    // 克朗 would point at 捷克 among the options: the Czech koruna is asked by symbol and code.
    const czk = CURRENCIES.findIndex((c) => c.code === 'CZK');
    expect(currencyClue(czk, (zh.currencies as Names).CZK)).toEqual(['Kč', 'CZK']);
  });

  it('no region → currency question shows its answer: the options are codes, the prompt a region', () => {
    for (const names of [en.currencies, zh.currencies] as Names[])
      for (const { code } of CURRENCIES) expect(names[code].region).not.toContain(code);
  });
});
