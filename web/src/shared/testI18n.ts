/**
 * For unit tests: an i18next instance of its own with one tool's strings in both languages,
 * to wrap a component in `<I18nextProvider i18n={...}>` (the app's instance loads strings lazily).
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Strings = Resource[string][string];

export function testI18n(ns: string, en: Strings, zh?: Strings, lng = 'zh-CN') {
  const i18n = i18next.createInstance();
  const resources: Resource = { 'en-US': { [ns]: en } };
  if (zh) resources['zh-CN'] = { [ns]: zh };
  void i18n.use(initReactI18next).init({
    lng,
    ns: [ns],
    defaultNS: ns,
    resources,
    interpolation: { escapeValue: false },
  });
  return i18n;
}
