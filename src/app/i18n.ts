import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import th from '../../translations/th.json';
import en from '../../translations/en.json';
import type { Language } from '../slices/themeSlice';

export const resources = { th: { translation: th }, en: { translation: en } } as const;

/**
 * An i18next instance, Thai by default and as fallback. A key missing in both languages renders as
 * `⟦en:home.title⟧`, so it is seen at once instead of passing for a real text.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'th',
    supportedLngs: ['th', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    parseMissingKeyHandler: (key) => `⟦${instance.language}:${key}⟧`,
  });
  return instance;
}
