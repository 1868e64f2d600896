/** The pinyin tool's options, remembered in localStorage and kept in the URL. */
import type { PinyinOptions, PinyinStyle } from '../../../core';
import {
  isBoolean,
  isOneOf,
  isString,
  usePersistentState,
} from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';

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

/**
 * Each option is remembered and also kept in the URL (`#style=numbers&separator=hyphen`), so a
 * link reopens the tool as it was left; a remembered choice other than the default is put into
 * the URL when the page opens (see useUrlState).
 */
export function usePinyinOptions() {
  const [style, setStyle] = useUrlState(
    'style',
    usePersistentState<PinyinStyle>(`${NS}:style`, 'marks', isOneOf(STYLES)),
    isOneOf(STYLES),
    'marks',
  );
  const [separator, setSeparator] = useUrlState(
    'separator',
    usePersistentState<SeparatorChoice>(`${NS}:separator`, 'space', isOneOf(SEPARATORS)),
    isOneOf(SEPARATORS),
    'space',
  );
  const [custom, setCustom] = useUrlState(
    'custom',
    usePersistentState(`${NS}:customSeparator`, '/', isString),
    isString,
    '/',
  );
  const [v, setV] = useSwitch('v', false);
  const [keepOther, setKeepOther] = useSwitch('keepOther', true);
  const [capitalize, setCapitalize] = useSwitch('capitalize', false);
  const [sandhi, setSandhi] = useSwitch('sandhi', false);
  const [heteronyms, setHeteronyms] = useSwitch('heteronyms', false);
  const [view, setView] = useUrlState(
    'view',
    usePersistentState<View>(`${NS}:view`, 'text', isOneOf(VIEWS)),
    isOneOf(VIEWS),
    'text',
  );

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

/** A remembered on/off option, also in the URL under its own name. */
function useSwitch(name: string, fallback: boolean) {
  return useUrlState(
    name,
    usePersistentState(`${NS}:${name}`, fallback, isBoolean),
    isBoolean,
    fallback,
  );
}

export type PinyinSettings = ReturnType<typeof usePinyinOptions>;
