/** The registry lists every tool folder once, with consistent ids, routes, texts and tests. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from './registry';
import { SECTIONS, type ToolText } from './types';

const metaModules = import.meta.glob('./*/*/meta.ts', { eager: true });
const localeFiles = import.meta.glob<{ meta?: ToolText }>('./*/*/locales/*.json', { eager: true });
// Tests run from the repository root (make unit, npm run test:unit).
const e2eDir = resolve(process.cwd(), 'tests/e2e/tools') + '/';

describe('tool registry', () => {
  it('lists every tool folder exactly once', () => {
    const folders = Object.keys(metaModules).map((path) => path.split('/')[2]);
    expect(TOOLS.map((tool) => tool.id).sort()).toEqual(folders.sort());
  });

  it('uses each id and route once', () => {
    expect(new Set(TOOLS.map((t) => t.id)).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map((t) => t.path)).size).toBe(TOOLS.length);
  });

  it.each(TOOLS.map((tool) => [tool.id, tool] as const))('%s is filed consistently', (id, tool) => {
    expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(SECTIONS).toContain(tool.section);
    expect(Object.keys(metaModules)).toContain(`./${tool.section}/${id}/meta.ts`);
    expect(tool.path).toMatch(/^\/[A-Za-z0-9-]+$/);
    for (const lang of ['en-US', 'zh-CN']) {
      const meta = localeFiles[`./${tool.section}/${id}/locales/${lang}.json`]?.meta;
      expect(meta?.title, `${lang} title`).toBeTruthy();
      expect(meta?.description, `${lang} description`).toBeTruthy();
      expect(meta?.keywords, `${lang} keywords`).toBeTruthy();
    }
    expect(existsSync(`${e2eDir}${id}.spec.ts`), `tests/e2e/tools/${id}.spec.ts`).toBe(true);
  });
});

// Every source file of every tool, tests left out (they may mention /api in fakes).
const sources = import.meta.glob<string>(['./*/*/**/*.ts', './*/*/**/*.tsx', '!./**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('what each tool says about working offline', () => {
  const callsApi = (tool: (typeof TOOLS)[number]) =>
    Object.entries(sources).some(
      ([path, text]) =>
        path.startsWith(`./${tool.section}/${tool.id}/`) && /[`'"]?\/api\/[a-z]/.test(text),
    );

  it.each(TOOLS.map((tool) => [tool.id, tool] as const))(
    '%s: calls /api only if its meta says it needs the network',
    (_, tool) => {
      // A tool that calls our proxy must not be promised to work offline ("Works offline on
      // this device"): `network` tells the page so. One that does not must not claim it.
      expect(tool.network !== undefined, `network in ${tool.id}/meta.ts`).toBe(callsApi(tool));
    },
  );

  it('names the tools that give no result offline', () => {
    const required = TOOLS.filter((tool) => tool.network === 'required').map((tool) => tool.id);
    expect(required.sort()).toEqual(['anime-search', 'translation', 'weather']);
  });
});
