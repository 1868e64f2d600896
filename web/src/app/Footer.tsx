import { useTranslation } from 'react-i18next';
import { FILING, PRODUCT_NAME } from '../config';
import { currentLanguage } from '../i18n';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      <p>{t('footer.rules')}</p>
      <p>
        {t('footer.copyright', {
          year: new Date().getFullYear(),
          product: PRODUCT_NAME[currentLanguage()],
        })}
        {' · '}
        {/* Underlined: a link inside a line of text must not rely on colour alone. */}
        <a href={FILING.href} target="_blank" rel="noopener noreferrer" lang="zh-CN">
          {FILING.text}
        </a>
      </p>
    </footer>
  );
}
