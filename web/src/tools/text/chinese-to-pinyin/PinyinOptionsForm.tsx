/** The options of the pinyin tool: output style, separator and switches (native controls). */
import { useTranslation } from 'react-i18next';
import { SEPARATORS, STYLES, type PinyinSettings, type SeparatorChoice } from './usePinyinOptions';
import type { PinyinStyle } from '../../../core';

const NS = 'chinese-to-pinyin';

export function PinyinOptionsForm({ settings }: { settings: PinyinSettings }) {
  const { t } = useTranslation(NS);
  const s = settings;
  const o = s.options;
  const switches = [
    ['v', o.v, s.setV, o.style === 'marks' || o.style === 'initials' || o.style === 'firstLetters'],
    ['keepOther', o.keepOther, s.setKeepOther, false],
    ['capitalize', o.capitalize, s.setCapitalize, false],
    ['sandhi', o.sandhi, s.setSandhi, false],
    ['heteronyms', o.heteronyms, s.setHeteronyms, false],
  ] as const;
  return (
    <fieldset className="pinyin-options">
      <legend className="visually-hidden">{t('optionsLabel')}</legend>
      <span className="pinyin-option">
        <label htmlFor="pinyin-style">{t('style')}</label>
        <select
          id="pinyin-style"
          className="light-select pinyin-style"
          value={o.style}
          onChange={(e) => s.setStyle(e.target.value as PinyinStyle)}
        >
          {STYLES.map((value) => (
            <option key={value} value={value}>
              {t(`styles.${value}`)}
            </option>
          ))}
        </select>
      </span>
      <span className="pinyin-option">
        <label htmlFor="pinyin-separator">{t('separator')}</label>
        <select
          id="pinyin-separator"
          className="light-select pinyin-separator"
          value={s.separator}
          onChange={(e) => s.setSeparator(e.target.value as SeparatorChoice)}
        >
          {SEPARATORS.map((value) => (
            <option key={value} value={value}>
              {t(`separators.${value}`)}
            </option>
          ))}
        </select>
        {s.separator === 'custom' && (
          <>
            <label htmlFor="pinyin-custom" className="visually-hidden">
              {t('customSeparator')}
            </label>
            <input
              id="pinyin-custom"
              className="text-input light-input pinyin-custom"
              autoComplete="off"
              spellCheck={false}
              value={s.custom}
              onChange={(e) => s.setCustom(e.target.value)}
            />
          </>
        )}
      </span>
      {switches.map(([key, value, set, disabled]) => (
        <label key={key} className="light-check">
          <input
            type="checkbox"
            checked={value}
            disabled={disabled}
            onChange={(e) => set(e.target.checked)}
          />
          {t(`switches.${key}`)}
        </label>
      ))}
    </fieldset>
  );
}
