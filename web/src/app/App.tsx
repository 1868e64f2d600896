import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { PwaStatus } from './PwaStatus';

const THEME = {
  token: { colorPrimary: '#1677ff', borderRadius: 8 },
};

export function App() {
  const { i18n } = useTranslation();
  // The component library's own texts (pagination, empty states, ...) follow the language too.
  const locale = i18n.language === 'zh-CN' ? zhCN : enUS;
  return (
    // No automatic space between two Chinese characters on buttons ("转 换"): names stay as written.
    <ConfigProvider locale={locale} theme={THEME} button={{ autoInsertSpace: false }}>
      <AntApp>
        <RouterProvider router={router} />
        <PwaStatus />
      </AntApp>
    </ConfigProvider>
  );
}
