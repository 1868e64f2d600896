/**
 * The language menu of the side bar (spec §4): a dropdown offering English and 中文.
 * It opens on click (or Enter/Space), not on hover: hover menus close under a pointer that
 * drifts on its way to an item, and a hover-then-click toggles them shut again.
 */
import { DownOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n';
import { LANGUAGES, type Language } from '../i18n/language';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      placement="topLeft"
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({
          key: language,
          label: <span lang={language}>{t(`language.${language}`)}</span>,
        })),
        onClick: ({ key }) => setLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        className="language-switch"
        aria-haspopup="menu"
        aria-label={`${t('language.label')}: ${t(`language.${current}`)}`}
        icon={<TranslationOutlined aria-hidden />}
      >
        {t(`language.${current}`)} <DownOutlined aria-hidden className="language-switch-caret" />
      </Button>
    </Dropdown>
  );
}
