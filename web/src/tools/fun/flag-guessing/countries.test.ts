/**
 * The flag game's data: about 60 countries, each with a flag file in npm flag-icons and a name
 * in both languages, no two alike (two options reading the same would make a question unfair).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import en from './locales/en-US.json';
import zh from './locales/zh-CN.json';
import { COUNTRIES, flagUrl } from './countries';

const require = createRequire(import.meta.url);

describe('flag game countries', () => {
  it('has about 60 distinct countries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(55);
    expect(COUNTRIES.length).toBeLessThanOrEqual(70);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });

  it('names every country, and only those, in both languages, all names different', () => {
    for (const names of [en.countries, zh.countries] as Record<string, string>[]) {
      expect(Object.keys(names).sort()).toEqual([...COUNTRIES].sort());
      const values = COUNTRIES.map((code) => names[code].trim());
      expect(values.every((name) => name.length > 0)).toBe(true);
      expect(new Set(values).size).toBe(values.length);
    }
    for (const code of COUNTRIES)
      expect(zh.countries[code as keyof typeof zh.countries]).toMatch(/^\p{Script=Han}+$/u);
  });

  it('has a 4:3 flag in flag-icons for every country, served from our origin', () => {
    for (const code of COUNTRIES) {
      expect(existsSync(require.resolve(`flag-icons/flags/4x3/${code}.svg`))).toBe(true);
      expect(flagUrl(code)).toBe(`/flags/${code}.svg`);
    }
  });
});
