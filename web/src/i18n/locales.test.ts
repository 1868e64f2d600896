/**
 * Key parity: every locale file exists in en-US and zh-CN with the same keys and the same
 * interpolation variables, and no empty strings. `make test` fails when they drift. Chinese
 * text takes full-width punctuation (毫秒：, 示例：, 好，), never an ASCII colon or comma after a
 * Chinese character.
 */
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>(['../**/locales/*.json'], {
  eager: true,
  import: 'default',
});

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const pairs = Object.keys(files)
  .filter((path) => path.endsWith('/en-US.json'))
  .map(
    (en) =>
      [en.replace(/\/en-US\.json$/, ''), en, en.replace(/en-US\.json$/, 'zh-CN.json')] as const,
  );

describe('locale files', () => {
  it('come in pairs', () => {
    const zh = Object.keys(files).filter((path) => path.endsWith('/zh-CN.json'));
    expect(zh.length).toBe(pairs.length);
    expect(pairs.length).toBeGreaterThan(30);
  });

  it.each(pairs)('%s: same keys and variables in en-US and zh-CN', (_dir, enPath, zhPath) => {
    expect(files[zhPath], `${zhPath} is missing`).toBeDefined();
    const en = flatten(files[enPath]);
    const zh = flatten(files[zhPath]);
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(text.trim(), `${enPath} ${key} is empty`).not.toBe('');
      expect(zh.get(key)?.trim(), `${zhPath} ${key} is empty`).not.toBe('');
      expect(variables(zh.get(key) ?? ''), `${key} variables`).toEqual(variables(text));
    }
  });
});

/** An ASCII colon, comma, semicolon, exclamation or question mark right after a Chinese character. */
const HALF_WIDTH_AFTER_HANZI = /[\u3400-\u9fff]\s*[:,;!?]/u;

describe('Chinese punctuation', () => {
  it('finds the mistake it looks for', () => {
    expect(HALF_WIDTH_AFTER_HANZI.test('毫秒: 1')).toBe(true);
    expect(HALF_WIDTH_AFTER_HANZI.test('示例 :')).toBe(true);
    expect(HALF_WIDTH_AFTER_HANZI.test('毫秒：1，秒')).toBe(false);
    expect(HALF_WIDTH_AFTER_HANZI.test('对比度 {{ratio}}:1')).toBe(false);
  });

  it.each(pairs)('%s: zh-CN uses full-width punctuation after Chinese', (_dir, _en, zhPath) => {
    const bad = [...flatten(files[zhPath])].filter(([, text]) => HALF_WIDTH_AFTER_HANZI.test(text));
    expect(bad).toEqual([]);
  });
});
