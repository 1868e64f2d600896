import {
  AppstoreOutlined,
  CalculatorOutlined,
  CodeOutlined,
  FileTextOutlined,
  SmileOutlined,
} from './icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../config';
import { currentLanguage } from '../i18n';
import { SECTIONS, type SectionId } from '../tools/types';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';

const SECTION_ICONS: Record<SectionId, ReactNode> = {
  common: <AppstoreOutlined aria-hidden />,
  text: <FileTextOutlined aria-hidden />,
  calc: <CalculatorOutlined aria-hidden />,
  dev: <CodeOutlined aria-hidden />,
  fun: <SmileOutlined aria-hidden />,
};

/**
 * Logo, one link per home section (the home page scrolls to the hash, also when it is already
 * showing), the language and colour-scheme switches. Plain links and CSS: no menu library.
 */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="side-menu" aria-label={t('menu.label')}>
      <Link to="/" className="logo" onClick={onNavigate}>
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span>{PRODUCT_NAME[currentLanguage()]}</span>
      </Link>
      <ul className="side-menu-list">
        {SECTIONS.map((id) => (
          <li key={id}>
            <Link to={`/#${id}`} className="side-menu-item" onClick={onNavigate}>
              {SECTION_ICONS[id]}
              <span>{t(`sections.${id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="side-menu-settings">
        <ThemeSwitch />
        <LanguageSwitch />
      </div>
    </nav>
  );
}
