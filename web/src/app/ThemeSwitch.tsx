/** Light / dark switch. Until the user picks one, the page follows the system setting. */
import { MoonOutlined, SunOutlined } from './icons';
import { useTranslation } from 'react-i18next';
import { themeChoice, useDarkMode } from './userPrefs';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const dark = useDarkMode();
  return (
    <button
      type="button"
      className="sider-button"
      aria-pressed={dark}
      onClick={() => themeChoice.write(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonOutlined aria-hidden /> : <SunOutlined aria-hidden />}
      <span>{t('theme.dark')}</span>
    </button>
  );
}
