/**
 * Interface language and its persistence (product spec §3, §4).
 *
 * localStorage key `language` holds `English` or `中文`; `CHINESE` is also read as Chinese.
 * Nothing stored means Chinese (the default); any other stored value means English.
 */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

export const STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

const CHINESE_VALUES = new Set(['中文', 'CHINESE']);

export function resolveLanguage(stored: string | null | undefined): Language {
  if (stored === null || stored === undefined) return DEFAULT_LANGUAGE;
  return CHINESE_VALUES.has(stored) ? 'zh-CN' : 'en-US';
}

export function storedValueFor(language: Language): string {
  return language === 'zh-CN' ? '中文' : 'English';
}

/** Reads the stored choice; private-mode browsers that refuse storage get the default. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()) {
  try {
    return resolveLanguage(storage?.getItem(STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function persistLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
) {
  try {
    storage?.setItem(STORAGE_KEY, storedValueFor(language));
  } catch {
    // Storage full or disabled: the choice still applies to this visit.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
