/**
 * i18next setup. Namespaces:
 * - `common`: the shell (menu, footer, errors shared by all tools), bundled.
 * - `tools`: each tool's `meta` (title, description, search keywords), bundled for the home grid.
 * - `<tool-id>`: the rest of a tool's locale file, loaded with the tool's route chunk.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import * as en from './locales/en-US.json';
import * as zh from './locales/zh-CN.json';
import type { ToolText } from '../tools/types';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  STORAGE_KEY,
  persistLanguage,
  readStoredLanguage,
  resolveLanguage,
  type Language,
} from './language';

/**
 * The shell's strings come with the first page; the groups only tools use (error messages,
 * the image input) come with the first tool page (`loadToolNamespace`), which keeps the home
 * page lighter. Vite gives each top-level key of a JSON file as a named export, so the bundle
 * holds only the groups picked here.
 */
const TOOL_ONLY_GROUPS = ['errors', 'imageInput'];
// Member by member (passing the namespace object around would keep every group in the
// bundle); a new group the shell needs goes into both lists.
const commonEn = {
  sections: en.sections,
  language: en.language,
  menu: en.menu,
  home: en.home,
  footer: en.footer,
  tool: en.tool,
  notFound: en.notFound,
  errorView: en.errorView,
  loading: en.loading,
  pwa: en.pwa,
  actions: en.actions,
  theme: en.theme,
  favourites: en.favourites,
  palette: en.palette,
  offline: en.offline,
};
const commonZh = {
  sections: zh.sections,
  language: zh.language,
  menu: zh.menu,
  home: zh.home,
  footer: zh.footer,
  tool: zh.tool,
  notFound: zh.notFound,
  errorView: zh.errorView,
  loading: zh.loading,
  pwa: zh.pwa,
  actions: zh.actions,
  theme: zh.theme,
  favourites: zh.favourites,
  palette: zh.palette,
  offline: zh.offline,
};
const fullCommon = import.meta.glob<string>('./locales/*.json', {
  import: 'default',
  query: '?raw',
});

// Vite turns the JSON's top-level keys into named exports, so only `meta` lands in the main
// bundle; the whole file comes lazily with the tool, as text. (Importing the same JSON module
// both eagerly and lazily would split every file into a tiny chunk the home page preloads.)
const metaFiles = import.meta.glob<ToolText>('../tools/*/*/locales/*.json', {
  eager: true,
  import: 'meta',
});
const fullFiles = import.meta.glob<string>('../tools/*/*/locales/*.json', {
  import: 'default',
  query: '?raw',
});

const LOCALE_PATH = /\/tools\/[^/]+\/([^/]+)\/locales\/([^/]+)\.json(?:\?raw)?$/;

function toolTexts(language: Language): Record<string, ToolText> {
  const out: Record<string, ToolText> = {};
  for (const [path, meta] of Object.entries(metaFiles)) {
    const match = LOCALE_PATH.exec(path);
    if (match && match[2] === language) out[match[1]] = meta;
  }
  return out;
}

void i18n.use(initReactI18next).init({
  resources: {
    'en-US': { common: commonEn, tools: toolTexts('en-US') },
    'zh-CN': { common: commonZh, tools: toolTexts('zh-CN') },
  },
  lng: readStoredLanguage(),
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en-US',
  ns: ['common', 'tools'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

function applyToDocument(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

/** Switches the interface language at once (no reload) and remembers the choice. */
export function setLanguage(language: Language) {
  persistLanguage(language);
  void i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : DEFAULT_LANGUAGE;
}

/** Adds the tool-only groups of the common strings (once). */
async function loadToolCommon(language: Language): Promise<void> {
  if (i18n.exists(`${TOOL_ONLY_GROUPS[0]}.common.unexpected`, { lng: language })) return;
  const file = fullCommon[`./locales/${language}.json`];
  if (!file) throw new Error(`no common ${language} strings`);
  i18n.addResourceBundle(language, 'common', JSON.parse(await file()), true, true);
}

/** Adds a tool's own strings in `language` (once). */
async function loadToolStrings(language: Language, id: string): Promise<void> {
  if (i18n.hasResourceBundle(language, id)) return;
  const entry = Object.entries(fullFiles).find(([path]) => {
    const match = LOCALE_PATH.exec(path);
    return match?.[1] === id && match[2] === language;
  });
  if (!entry) throw new Error(`no ${language} strings for tool ${id}`);
  i18n.addResourceBundle(language, id, JSON.parse(await entry[1]()), true, true);
}

/**
 * Loads a tool's own strings in both languages, so a later switch is instant, with the tools'
 * common groups: all four files at once (one after the other, they were one more round trip
 * before the tool could draw).
 */
export async function loadToolNamespace(id: string): Promise<void> {
  await Promise.all(
    LANGUAGES.flatMap((language) => [loadToolCommon(language), loadToolStrings(language, id)]),
  );
}

// Another tab switched the language: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) void i18n.changeLanguage(resolveLanguage(event.newValue));
  });
}

export default i18n;
