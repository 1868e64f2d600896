/**
 * Key parity: every locale file exists in en-US and zh-CN with the same keys and the same
 * interpolation variables, and no empty strings. `make test` fails when they drift.
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
