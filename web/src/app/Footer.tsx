import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FILING, PRODUCT_NAME } from '../config';
import { currentLanguage } from '../i18n';

const noSubscription = () => () => {};
const thisYear = () => new Date().getFullYear();
// The year the pages were rendered at build time (web/src/prerender.tsx): hydration meets it,
// and a visit in a later year (or with a device clock set elsewhere) then shows its own.
const buildYear = () => import.meta.env.BUILD_YEAR;

export function Footer() {
  const { t } = useTranslation();
  const year = useSyncExternalStore(noSubscription, thisYear, buildYear);
  return (
    <footer className="app-footer">
      <p>{t('footer.rules')}</p>
      <p>
        {t('footer.copyright', {
          year,
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
