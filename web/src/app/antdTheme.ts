/**
 * antd's theme for the tool pages, shared by the runtime provider (AntdScope.tsx) and the
 * build-time stylesheet (web/plugins/antdCss.ts): both must agree on every token, or the
 * built CSS would not match what the components expect. No runtime import of antd here: the
 * build reads it in Node, where antd is loaded as CommonJS, and passes the algorithms in.
 *
 * The colour tokens are chosen for WCAG AA contrast (antd's defaults, e.g. #1677ff behind
 * white text and the 45 % grey of secondary text, fall short of 4.5:1).
 */
import type { ThemeConfig } from 'antd';

/** The class antd puts on every component root to scope its CSS variables (fixed, so the
 * stylesheet built ahead of time can name it; left to itself antd derives it from useId). */
export const CSS_VAR_KEY = 'css-var-tools';

export const LIGHT = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorError: '#cf1322',
  colorSuccess: '#237804',
  colorWarning: '#8f5700',
  colorInfo: '#0958d9',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  // A select's placeholder is a plain element to axe, so it needs text contrast (4.5:1).
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  // Status texts on their pale backgrounds (tags, alerts) at 4.5:1 or better.
  colorSuccessText: '#135200',
  colorErrorText: '#a8071a',
  colorWarningText: '#874d00',
  colorInfoText: '#003eb3',
  // Status tags draw colorSuccess (etc.) on colorSuccessBg; the backgrounds antd derives from
  // these dark seeds are greyish mid-tones (#adb8a5: 2.7:1), so pin them to the pale palettes.
  colorSuccessBg: '#f6ffed',
  colorErrorBg: '#fff1f0',
  colorWarningBg: '#fffbe6',
  colorInfoBg: '#e6f4ff',
  borderRadius: 8,
};

export const DARK = {
  colorPrimary: '#1668dc',
  colorLink: '#69b1ff',
  colorError: '#ff7875',
  colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
  borderRadius: 8,
};

/**
 * The theme for light or dark. `zeroRuntime`: the components inject no style rules of their
 * own (generating them was about a quarter of a tool page's script time); the rules come from
 * the stylesheet built for the components we use. antd still sets the token values as CSS
 * variables at run time, so these tokens apply either way.
 */
export function themeConfig(
  dark: boolean,
  algorithms: { light: ThemeConfig['algorithm']; dark: ThemeConfig['algorithm'] },
): ThemeConfig {
  return {
    zeroRuntime: true,
    cssVar: { key: CSS_VAR_KEY },
    algorithm: dark ? algorithms.dark : algorithms.light,
    token: dark ? DARK : LIGHT,
    components: {
      Tag: { defaultColor: dark ? 'rgba(255, 255, 255, 0.88)' : 'rgba(0, 0, 0, 0.88)' },
      // A primary button under the pointer (as it stays after a click) keeps white text at
      // 4.5:1: antd's derived hover colours (#2e7ae6 light, #387ed3 dark) give 4.1-4.3:1.
      // Only the button's: elsewhere the hover colour is text on the page's background.
      // A default button's hover text is that colour on the page, so dark mode lightens it.
      Button: {
        colorPrimaryHover: dark ? '#2370dd' : '#1f66e0',
        ...(dark ? { defaultHoverColor: '#69b1ff', defaultHoverBorderColor: '#69b1ff' } : {}),
      },
    },
  };
}
