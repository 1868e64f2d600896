import { TranslationOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n';
import { LANGUAGES, type Language } from '../i18n/language';

export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <label className="language-switch">
      <TranslationOutlined aria-hidden />
      <span className="visually-hidden">{t('language.label')}</span>
      <Select<Language>
        aria-label={t('language.label')}
        value={currentLanguage()}
        onChange={setLanguage}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`language.${language}`),
        }))}
        popupMatchSelectWidth={false}
        size="small"
        variant="borderless"
        className="language-select"
      />
    </label>
  );
}
