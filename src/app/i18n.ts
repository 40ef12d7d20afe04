import i18next, { type i18n as I18n, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../slices/themeSlice';

/**
 * The texts' namespaces, one file each: translations/<language>/<namespace>.json. `shell` holds what
 * a visitor needs before signing in (login, errors, alerts, preferences, not-found) and is loaded at
 * start; its keys are written without a namespace (`t('login.title')`), from any component
 * (defaultNS, fallbackNS). Every other namespace is a part of the console named by its key's first
 * word (`t('users:tableLabel')` is `tableLabel` in users.json), loaded by the components that use it
 * (`useTranslation(['users', 'table'])`): a screen loads its own texts with its route, not every
 * screen's.
 */
/**
 * An i18next instance speaking `language`. Thai is the fallback. The texts load per language and
 * namespace as separate files (i18next-resources-to-backend, React Suspense); tests give them as
 * `resources` instead. A key missing in both languages renders as `⟦en:home:title⟧`, so it is seen
 * at once instead of passing for a real text.
 */
export function createI18n(language: Language, resources?: Resource): I18n {
  const instance = i18next.createInstance();
  if (!resources) {
    instance.use(
      resourcesToBackend((lng: string, ns: string) => import(`../../translations/${lng}/${ns}.json`)),
    );
  }
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'th',
    supportedLngs: LANGUAGES,
    ns: ['shell'],
    defaultNS: 'shell',
    fallbackNS: 'shell',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Texts given as resources are there at once: no render waits for them.
    initAsync: !resources,
    appendNamespaceToMissingKey: true,
    parseMissingKeyHandler: (key) => `⟦${instance.language}:${key}⟧`,
  });
  return instance;
}
