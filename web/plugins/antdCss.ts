/**
 * antd's style rules, made at build time, so the tool pages run antd with `zeroRuntime` (no
 * CSS-in-JS at run time: generating and inserting the rules was about 170 ms of a tool page's
 * 700 ms of script on a desktop, four times that on Lighthouse's phone).
 *
 * - The rules come from rendering every antd component once in Node with the tools' theme
 *   (@ant-design/static-style-extract, into our own cssinjs cache), then sorting each cached
 *   style by the style hook that registered it ('Button-Button', 'Tag-preset', ...).
 * - Each antd style module (antd/es/button/style/index.js, ...) gets an import of its own
 *   rules (`virtual:antd-style/<hook>.css`), so the CSS follows antd's code through the bundler:
 *   a page loads the rules of exactly the components in the chunks it loads, the home page
 *   none. What every component shares (the scoped link/icon reset, the theme's variables) is
 *   `virtual:antd.css`, imported by AntdScope.tsx. antdCss.test.ts checks every hook has rules.
 * - The rules use tokens only through CSS variables, so light and dark share them; the
 *   variable blocks are kept for both (dark ones under `:root[data-theme='dark']`), which
 *   draws build-time HTML right before any script runs. At run time antd still writes the
 *   current theme's variables (unlayered), which take precedence.
 * - Everything sits in the cascade layer `antd`, below the site's own CSS (global.css declares
 *   the order), so a rule of ours wins over antd's however specific antd's is.
 * - `vite dev` pre-bundles antd, which plugins cannot transform: there virtual:antd.css holds
 *   every rule.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { CSS_VAR_KEY, themeConfig } from '../src/app/antdTheme';

const repo = fileURLToPath(new URL('../../', import.meta.url));
// The real path: Vite names modules by it, even when node_modules is a symbolic link.
const antdEs = realpathSync(join(repo, 'node_modules/antd/es'));
const require = createRequire(join(repo, 'package.json'));

/** The base rules' group: the reset every component registers, icons, the theme's variables. */
export const BASE = 'base';
const ICONS = 'ant-design-icons';

/** Style hook name ('Button-Button', as cssinjs keys it) → the antd module declaring it. */
export function styleHookModules(): Map<string, string> {
  const hooks = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) {
        const code = readFileSync(path, 'utf8');
        const calls =
          /gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(\[[^\]]*\]|'\w+')/g;
        for (const [, arg] of code.matchAll(calls)) {
          const cells = [...arg.matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
          hooks.set((cells.length === 1 ? [cells[0], cells[0]] : cells).join('-'), path);
        }
      }
    }
  };
  walk(antdEs);
  return hooks;
}

/** The parts of cssinjs that turn one cache entry into CSS text. */
type Extract = (value: unknown, effects: object, options: { plain: boolean }) => unknown[] | null;

/** Every antd component rendered with the tools' theme: CSS text by style hook, and BASE. */
export function extractAntdStyles(hookNames: Iterable<string>): Map<string, string> {
  const React = require('react') as typeof import('react');
  const antd = require('antd') as typeof import('antd');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const { extractStyle } = require('@ant-design/static-style-extract') as {
    extractStyle: (options: { customTheme: (node: React.ReactNode) => React.ReactNode }) => string;
  };
  const extractors: Record<string, Extract> = {
    style: require('@ant-design/cssinjs/lib/hooks/useStyleRegister').extract,
    token: require('@ant-design/cssinjs/lib/hooks/useCacheToken').extract,
    cssVar: require('@ant-design/cssinjs/lib/hooks/useCSSVarRegister').extract,
  };
  const hooks = [...hookNames];
  /** The hook a component's variable block goes with: its main hook, else its first one. */
  const varHook = (component: string) =>
    hooks.includes(`${component}-${component}`)
      ? `${component}-${component}`
      : (hooks.find((hook) => hook.startsWith(`${component}-`)) ?? BASE);
  const algorithms = { light: antd.theme.defaultAlgorithm, dark: antd.theme.darkAlgorithm };

  const render = (dark: boolean) => {
    const cache = cssinjs.createCache();
    // Outside a production build antd warns about the deprecated components it renders here.
    const error = console.error;
    console.error = (...args: unknown[]) =>
      String(args[0]).startsWith('Warning: [antd') ? undefined : error(...args);
    try {
      extractStyle({
        customTheme: (node) =>
          React.createElement(
            cssinjs.StyleProvider,
            { cache },
            React.createElement(
              antd.ConfigProvider,
              { theme: { ...themeConfig(dark, algorithms), zeroRuntime: false } },
              node,
            ),
          ),
      });
    } finally {
      console.error = error;
    }
    const out: { group: string; css: string; isVars: boolean }[] = [];
    for (const [key, value] of cache.cache) {
      const [kind, ...path] = key.split('%');
      const [, id, text] = extractors[kind]?.(value[1], {}, { plain: true }) ?? [];
      if (typeof text !== 'string' || !text) continue;
      if (kind === 'style') {
        const hook = path[1];
        out.push({
          group: hook === 'Shared' || ICONS === hook ? BASE : hook,
          css: text,
          isVars: false,
        });
        // ConfigProvider registers the icons' reset even in zeroRuntime, unlayered, where it
        // would beat antd's layered rules (a button's icon sat 2 px low). This is cssinjs's
        // record of styles a stylesheet already has, read once from the page: it skips it.
        if (hook === ICONS)
          out.push({
            group: BASE,
            css: `.data-ant-cssinjs-cache-path{content:"${path.join('|')}:${id}";}`,
            isVars: false,
          });
      } else if (text.startsWith(`.${CSS_VAR_KEY}`)) {
        // Variables of nested providers (confirm dialogs) have React ids for keys: antd sets
        // those at run time.
        out.push({ group: kind === 'token' ? BASE : varHook(path[0]), css: text, isVars: true });
      }
    }
    return out;
  };

  const groups = new Map<string, string[]>();
  const add = (group: string, css: string) => {
    const list = groups.get(group) ?? [];
    if (!list.includes(css)) list.push(css);
    groups.set(group, list);
  };
  const light = render(false);
  for (const { group, css } of light) add(group, css);
  const lightRules = new Set(light.map((entry) => entry.css));
  for (const { group, css, isVars } of render(true)) {
    if (lightRules.has(css)) continue;
    // Only the variable blocks may differ; a rule with a colour of its own would need a dark copy.
    if (!isVars) throw new Error(`antd rule differs in dark mode: ${css.slice(0, 200)}`);
    const scoped = splitRules(css).map((rule) => {
      const open = rule.indexOf('{');
      const selectors = rule.slice(0, open).split(',');
      return selectors.map((s) => `:root[data-theme='dark'] ${s}`).join(',') + rule.slice(open);
    });
    add(group, scoped.join(''));
  }
  return new Map([...groups].map(([group, list]) => [group, list.join('')]));
}

/** Top-level rules of CSS text (braces inside strings are not expected from antd). */
function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}

/**
 * antd names its scope class after the build mode (cssinjs's hashPrefix: `css-dev-only-do-not-
 * override-` outside production builds), and Node's mode is not the page's: rename it.
 */
function forMode(styles: Map<string, string>, production: boolean): Map<string, string> {
  const all = [...styles.values()].join('');
  const hash = /:where\(\.(css-(?:dev-only-do-not-override-)?[a-z0-9]+)\)/.exec(all)?.[1];
  if (!hash) throw new Error('antd styles without their scope class');
  const wanted = hash.replace(
    /^css-(dev-only-do-not-override-)?/,
    production ? 'css-' : 'css-dev-only-do-not-override-',
  );
  return new Map([...styles].map(([group, css]) => [group, css.replaceAll(hash, wanted)]));
}

export function antdCss(): Plugin {
  const base = 'virtual:antd.css';
  const prefix = 'virtual:antd-style/';
  let production = true;
  let styles: Map<string, string> | undefined;
  let hookModules: Map<string, string> | undefined;
  // antd module → the style hooks it declares (read when building, not for every dev start).
  const moduleHooks = new Map<string, string[]>();
  const layered = (css: string) => (css ? `@layer antd{${css}}` : '');
  return {
    name: 'toolbox-antd-css',
    configResolved(config) {
      production = config.command === 'build';
      if (!production) return;
      hookModules = styleHookModules();
      for (const [hook, file] of hookModules)
        moduleHooks.set(file, [...(moduleHooks.get(file) ?? []), hook]);
    },
    resolveId: (source) =>
      source === base || source.startsWith(prefix) ? `\0${source}` : undefined,
    load(id) {
      if (!id.startsWith('\0virtual:antd')) return undefined;
      // The unit tests import AntdScope without styles (vitest drops CSS anyway).
      if (process.env.VITEST) return '';
      hookModules ??= styleHookModules();
      styles ??= forMode(extractAntdStyles(hookModules.keys()), production);
      if (id === `\0${base}`)
        return layered(production ? (styles.get(BASE) ?? '') : [...styles.values()].join(''));
      return layered(styles.get(id.slice(`\0${prefix}`.length, -'.css'.length)) ?? '');
    },
    transform(code, id) {
      const hooks = moduleHooks.get(id.split('?')[0]);
      if (!hooks) return undefined;
      const imports = hooks.map((hook) => `import '${prefix}${hook}.css';\n`).join('');
      return { code: imports + code, map: null };
    },
  };
}
