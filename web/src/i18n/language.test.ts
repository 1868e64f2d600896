import { describe, expect, it } from 'vitest';
import { persistLanguage, readStoredLanguage, resolveLanguage, storedValueFor } from './language';

describe('resolveLanguage', () => {
  it('defaults to Chinese when nothing is stored', () => {
    expect(resolveLanguage(null)).toBe('zh-CN');
    expect(resolveLanguage(undefined)).toBe('zh-CN');
  });
  it('reads the Chinese spellings', () => {
    expect(resolveLanguage('中文')).toBe('zh-CN');
    expect(resolveLanguage('CHINESE')).toBe('zh-CN');
  });
  it('reads English and treats any other value as English', () => {
    expect(resolveLanguage('English')).toBe('en-US');
    expect(resolveLanguage('fr')).toBe('en-US');
    expect(resolveLanguage('chinese')).toBe('en-US');
    expect(resolveLanguage('')).toBe('en-US');
  });
});

describe('persistence', () => {
  it('stores the spec values', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    persistLanguage('en-US', storage);
    expect(store.get('language')).toBe('English');
    expect(readStoredLanguage(storage)).toBe('en-US');
    persistLanguage('zh-CN', storage);
    expect(store.get('language')).toBe('中文');
    expect(readStoredLanguage(storage)).toBe('zh-CN');
    expect(storedValueFor('en-US')).toBe('English');
  });
  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLanguage(broken)).toBe('zh-CN');
    expect(() => persistLanguage('en-US', broken)).not.toThrow();
  });
});
