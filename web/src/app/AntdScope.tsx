/**
 * antd's provider for the tool pages (loaded with the first tool, never by the home page):
 * the component texts follow the interface language, the theme follows light/dark, and the
 * colour tokens are chosen for WCAG AA contrast (antd's defaults, e.g. #1677ff behind white
 * text and the 45 % grey of secondary text, fall short of 4.5:1).
 */
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from './userPrefs';

const LIGHT = {
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

const DARK = {
  colorPrimary: '#1668dc',
  colorLink: '#69b1ff',
  colorError: '#ff7875',
  colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
  borderRadius: 8,
};

export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dark = useDarkMode();
  // The component library's own texts (pagination, empty states, ...) follow the language too.
  const locale = i18n.language === 'zh-CN' ? zhCN : enUS;
  return (
    // No automatic space between two Chinese characters on buttons ("转 换"): names stay as written.
    <ConfigProvider
      locale={locale}
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: dark ? DARK : LIGHT,
        components: {
          Tag: { defaultColor: dark ? 'rgba(255, 255, 255, 0.88)' : 'rgba(0, 0, 0, 0.88)' },
        },
      }}
      button={{ autoInsertSpace: false }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
