/**
 * The language menu of the side bar (spec §4): a menu button offering English and 中文.
 * It opens on click (or Enter/Space/ArrowUp/ArrowDown), not on hover: hover menus close under a
 * pointer that drifts on its way to an item. Arrow keys move between the items, Escape or a click
 * elsewhere closes it and gives focus back to the button. No component library: it is two items.
 */
import { CheckOutlined, DownOutlined, TranslationOutlined } from './icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n';
import { LANGUAGES, type Language } from '../i18n/language';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const selected = items().find((item) => item.dataset.language === current);
    (selected ?? items()[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, current]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (language: Language) => {
    setLanguage(language);
    close();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.stopPropagation();
      if (event.key === 'Escape') event.preventDefault();
      close();
    }
  };

  return (
    <div className="language-switch-wrap">
      <button
        ref={button}
        type="button"
        className="sider-button language-switch"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('language.current', { name: t(`language.${current}`) })}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <TranslationOutlined aria-hidden />
        <span>{t(`language.${current}`)}</span>
        <DownOutlined aria-hidden className="language-switch-caret" />
      </button>
      {open && (
        <ul
          ref={menu}
          role="menu"
          className="language-menu"
          aria-label={t('language.label')}
          onKeyDown={onMenuKey}
        >
          {LANGUAGES.map((language) => (
            <li
              key={language}
              role="menuitem"
              tabIndex={-1}
              lang={language}
              data-language={language}
              aria-current={language === current ? 'true' : undefined}
              className="language-menu-item"
              onClick={() => choose(language)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(language);
                }
              }}
            >
              <span>{t(`language.${language}`)}</span>
              {language === current && <CheckOutlined aria-hidden />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
