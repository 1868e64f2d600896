/** The options of the pinyin tool: output style, separator and switches. */
import { Checkbox, Flex, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEPARATORS, STYLES, type PinyinSettings } from './usePinyinOptions';

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
    <Flex wrap gap={16} align="center" role="group" aria-label={t('optionsLabel')}>
      <Space>
        <label htmlFor="pinyin-style">{t('style')}</label>
        <Select
          id="pinyin-style"
          aria-label={t('style')}
          value={o.style}
          onChange={s.setStyle}
          style={{ minWidth: 150 }}
          options={STYLES.map((value) => ({ value, label: t(`styles.${value}`) }))}
        />
      </Space>
      <Space>
        <label htmlFor="pinyin-separator">{t('separator')}</label>
        <Select
          id="pinyin-separator"
          aria-label={t('separator')}
          value={s.separator}
          onChange={s.setSeparator}
          style={{ minWidth: 130 }}
          options={SEPARATORS.map((value) => ({ value, label: t(`separators.${value}`) }))}
        />
        {s.separator === 'custom' && (
          <Input
            aria-label={t('customSeparator')}
            value={s.custom}
            onChange={(e) => s.setCustom(e.target.value)}
            style={{ width: 90 }}
          />
        )}
      </Space>
      {switches.map(([key, value, set, disabled]) => (
        <Checkbox
          key={key}
          checked={value}
          disabled={disabled}
          onChange={(e) => set(e.target.checked)}
        >
          {t(`switches.${key}`)}
        </Checkbox>
      ))}
    </Flex>
  );
}
