/** The pinyin tool's options, remembered in localStorage. */
import type { PinyinOptions, PinyinStyle } from '../../../core';
import {
  isBoolean,
  isOneOf,
  isString,
  usePersistentState,
} from '../../../shared/usePersistentState';

const NS = 'chinese-to-pinyin';
export const STYLES: PinyinStyle[] = ['marks', 'numbers', 'plain', 'initials', 'firstLetters'];
export const SEPARATORS = ['space', 'none', 'hyphen', 'apostrophe', 'custom'] as const;
export type SeparatorChoice = (typeof SEPARATORS)[number];
export const VIEWS = ['text', 'annotated'] as const;
export type View = (typeof VIEWS)[number];

const SEPARATOR_TEXT: Record<Exclude<SeparatorChoice, 'custom'>, string> = {
  space: ' ',
  none: '',
  hyphen: '-',
  apostrophe: "'",
};

export function usePinyinOptions() {
  const [style, setStyle] = usePersistentState<PinyinStyle>(
    `${NS}:style`,
    'marks',
    isOneOf(STYLES),
  );
  const [separator, setSeparator] = usePersistentState<SeparatorChoice>(
    `${NS}:separator`,
    'space',
    isOneOf(SEPARATORS),
  );
  const [custom, setCustom] = usePersistentState(`${NS}:customSeparator`, '/', isString);
  const [v, setV] = usePersistentState(`${NS}:v`, false, isBoolean);
  const [keepOther, setKeepOther] = usePersistentState(`${NS}:keepOther`, true, isBoolean);
  const [capitalize, setCapitalize] = usePersistentState(`${NS}:capitalize`, false, isBoolean);
  const [sandhi, setSandhi] = usePersistentState(`${NS}:sandhi`, false, isBoolean);
  const [heteronyms, setHeteronyms] = usePersistentState(`${NS}:heteronyms`, false, isBoolean);
  const [view, setView] = usePersistentState<View>(`${NS}:view`, 'text', isOneOf(VIEWS));

  const options: PinyinOptions = {
    style,
    v,
    separator: separator === 'custom' ? custom : SEPARATOR_TEXT[separator],
    keepOther,
    capitalize,
    sandhi,
    heteronyms,
  };
  return {
    options,
    view,
    setView,
    separator,
    setSeparator,
    custom,
    setCustom,
    setStyle,
    setV,
    setKeepOther,
    setCapitalize,
    setSandhi,
    setHeteronyms,
  };
}

export type PinyinSettings = ReturnType<typeof usePinyinOptions>;
