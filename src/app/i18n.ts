import i18next, { type i18n as I18n, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../slices/themeSlice';

/**
 * The texts' two namespaces, translations/<language>/<namespace>.json: `shell`, what a visitor
 * needs before signing in (login, errors, alerts, preferences, not-found), and `console`, the
 * screens behind sign-in, loaded by the admin layout (its useTranslation(['shell', 'console'])).
 * Keys are written without a namespace (`t('users.title')`): one not in `shell` is looked up in
 * `console` (i18next's fallbackNS).
 */
/**
 * An i18next instance speaking `language`. Thai is the fallback. The texts load per language and
 * namespace as separate files (i18next-resources-to-backend, React Suspense); tests give them as
 * `resources` instead. A key missing in both languages renders as `⟦en:home.title⟧`, so it is seen
 * at once instead of passing for a real text.
 */
export function createI18n(language: Language, resources?: Resource): I18n {
  const instance = i18next.createInstance();
  if (!resources) {
    instance.use(
      resourcesToBackend(
        (lng: string, ns: string) =>
          import(/* webpackChunkName: "i18n-[request]" */ `../../translations/${lng}/${ns}.json`),
      ),
    );
  }
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'th',
    supportedLngs: LANGUAGES,
    ns: ['shell'],
    defaultNS: 'shell',
    fallbackNS: 'console',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Texts given as resources are there at once: no render waits for them.
    initAsync: !resources,
    parseMissingKeyHandler: (key) => `⟦${instance.language}:${key}⟧`,
  });
  return instance;
}
