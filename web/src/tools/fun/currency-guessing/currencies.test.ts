/**
 * The currency game's data: at least 40 currencies, each with a name and the country or region
 * using it in both languages; no two regions and no two answer labels alike, so every question
 * has exactly one right option.
 */
import { describe, expect, it } from 'vitest';
import en from './locales/en-US.json';
import zh from './locales/zh-CN.json';
import { CURRENCIES } from './currencies';

type Names = Record<string, { name: string; region: string }>;
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
