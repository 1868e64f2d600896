/**
 * antd's provider for the tool pages (loaded with the first tool, never by the home page):
 * the component texts follow the interface language, the theme (antdTheme.ts) follows light
 * and dark. The components' style rules come from a stylesheet built ahead of time for the
 * components the tools use (web/plugins/antdCss.ts), in the cascade layer `antd`, below the
 * page's own CSS (global.css declares the order).
 */
import 'virtual:antd.css';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { themeConfig } from './antdTheme';
import { useDarkMode } from './userPrefs';

const ALGORITHMS = { light: theme.defaultAlgorithm, dark: theme.darkAlgorithm };

export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dark = useDarkMode();
  // The component library's own texts (pagination, empty states, ...) follow the language too.
  const locale = i18n.language === 'zh-CN' ? zhCN : enUS;
  const themeValue = useMemo(() => themeConfig(dark, ALGORITHMS), [dark]);
  return (
    // No automatic space between two Chinese characters on buttons ("转 换"): names stay as written.
    <ConfigProvider locale={locale} theme={themeValue} button={{ autoInsertSpace: false }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
