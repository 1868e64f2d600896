// @vitest-environment node
/**
 * The tool pages run antd without its CSS-in-JS (zeroRuntime), so a component whose rules are
 * missing from the build-time styles would show unstyled. Every style hook antd declares must
 * have its rules there, with our tokens, light and dark.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, extractAntdStyles, styleHookModules } from '../../plugins/antdCss';
import { CSS_VAR_KEY } from './antdTheme';

/** Hooks with nothing to extract: IE's fallback, the wireframe theme's pagination, and the
 * deprecated BackTop (FloatButton.BackTop replaces it). */
const NOT_RENDERED = ['Form-item-item', 'Pagination-bordered', 'BackTop-BackTop'];

describe('the build-time antd styles', () => {
  const hooks = styleHookModules();
  let styles = new Map<string, string>();
  beforeAll(() => {
    styles = extractAntdStyles(hooks.keys());
  }, 60_000);

  it('finds the style hooks in antd', () => {
    expect(hooks.get('Button-Button')).toMatch(/antd\/es\/button\/style\/index\.js$/);
    expect(hooks.get('Tag-preset')).toMatch(/antd\/es\/tag\/style\/presetCmp\.js$/);
    expect(hooks.size).toBeGreaterThan(80);
  });

  it('has rules for every hook, so no component shows unstyled', () => {
    const missing = [...hooks.keys()].filter(
      (hook) => !NOT_RENDERED.includes(hook) && !styles.get(hook),
    );
    expect(missing).toEqual([]);
    expect(styles.get('Button-Button')).toContain('.ant-btn{');
    expect(styles.get('Message-Message')).toContain('.ant-message');
    expect(styles.get('Modal-Modal')).toContain('.ant-modal');
  });

  it('keeps the shared reset scoped to antd elements and the theme variables in the base', () => {
    const base = styles.get(BASE) ?? '';
    expect(base).toMatch(/:where\(\.css-[\w-]+\) a\{/);
    expect(base).not.toMatch(/(^|\})a\{/);
    expect(base).toContain('.anticon{');
    // Marks the icons' reset as present, so ConfigProvider does not insert it again, unlayered.
    expect(base).toMatch(
      /\.data-ant-cssinjs-cache-path\{content:"\|ant-design-icons\|anticon:\w+";\}/,
    );
  });

  it('carries our tokens for light and dark', () => {
    const base = styles.get(BASE) ?? '';
    const tag = styles.get('Tag-Tag') ?? '';
    const light = `(?:^|\\})\\.${CSS_VAR_KEY}`;
    const dark = `:root\\[data-theme='dark'\\] \\.${CSS_VAR_KEY}`;
    const rgba = (rgb: string, a: string) => `rgba\\(${rgb.replaceAll(',', ', ?')}, ?${a}\\)`;
    expect(base).toMatch(new RegExp(`${light}\\{[^}]*--ant-color-primary:#0958d9;`));
    expect(base).toMatch(
      new RegExp(`${light}\\{[^}]*--ant-color-text-placeholder:${rgba('0,0,0', '0.6')};`),
    );
    expect(base).toMatch(
      new RegExp(`${dark}\\{[^}]*--ant-color-text-placeholder:${rgba('255,255,255', '0.6')};`),
    );
    expect(tag).toMatch(
      new RegExp(`${light}\\.ant-tag\\{[^}]*--ant-tag-default-color:${rgba('0,0,0', '0.88')};`),
    );
    expect(tag).toMatch(
      new RegExp(
        `${dark}\\.ant-tag\\{[^}]*--ant-tag-default-color:${rgba('255,255,255', '0.88')};`,
      ),
    );
  });
});
