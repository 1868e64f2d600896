import {
  AppstoreOutlined,
  CalculatorOutlined,
  CodeOutlined,
  FileTextOutlined,
  SmileOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../config';
import { currentLanguage } from '../i18n';
import { SECTIONS, type SectionId } from '../tools/types';
import { LanguageSwitch } from './LanguageSwitch';

const SECTION_ICONS: Record<SectionId, ReactNode> = {
  common: <AppstoreOutlined aria-hidden />,
  text: <FileTextOutlined aria-hidden />,
  calc: <CalculatorOutlined aria-hidden />,
  dev: <CodeOutlined aria-hidden />,
  fun: <SmileOutlined aria-hidden />,
};

/** Logo, one entry per home section (each scrolls to its section), and the language switch. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className="side-menu" aria-label={t('menu.label')}>
      <Link to="/" className="logo" onClick={onNavigate}>
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span>{PRODUCT_NAME[currentLanguage()]}</span>
      </Link>
      <Menu
        theme="dark"
        mode="inline"
        selectable={false}
        items={SECTIONS.map((id) => ({
          key: id,
          icon: SECTION_ICONS[id],
          label: t(`sections.${id}`),
        }))}
        onClick={({ key }) => {
          // The home page scrolls to the hash (also when it is already showing).
          navigate(`/#${key}`);
          onNavigate();
        }}
      />
      <div className="side-menu-language">
        <LanguageSwitch />
      </div>
    </nav>
  );
}
