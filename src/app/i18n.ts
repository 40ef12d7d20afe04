import { use } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type th from '../../translations/th.json';
import type { Language } from '../slices/themeSlice';
import { isShellNamespace, type TranslationPart } from './translationParts';

/** One language's texts, as translations/<language>.json holds them. */
export type Translations = typeof th;
type Texts = Partial<Translations> | Record<string, unknown>;

/**
 * Each language is fetched when it is first spoken, and in two parts (translationParts.ts): a
 * visitor downloads only the language they read, and the login page only the shell's texts.
 */
const translationChunks: Record<Language, Record<TranslationPart, () => Promise<{ default: Texts }>>> = {
  th: {
    shell: () => import(/* webpackChunkName: "i18n-th" */ '../../translations/th.json?shell'),
    console: () => import(/* webpackChunkName: "i18n-th-console" */ '../../translations/th.json?console'),
  },
  en: {
    shell: () => import(/* webpackChunkName: "i18n-en" */ '../../translations/en.json?shell'),
    console: () => import(/* webpackChunkName: "i18n-en-console" */ '../../translations/en.json?console'),
  },
};

export function loadTranslations(language: Language, part: TranslationPart): Promise<Texts> {
  return translationChunks[language][part]().then((module) => module.default);
}

/**
 * An i18next instance speaking `language`, with the texts given (at least that language's shell
 * part). Thai is the fallback. A key missing in both languages renders as `⟦en:home.title⟧`, so it
 * is seen at once instead of passing for a real text.
 */
export function createI18n(language: Language, translations: Partial<Record<Language, Texts>>): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(translations).map(([lng, texts]) => [lng, { translation: texts }]),
  );
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

/** Whether the instance holds that part of `language`'s texts. */
export function hasTranslations(i18n: I18n, language: string, part: TranslationPart = 'shell'): boolean {
  const texts = (i18n.getResourceBundle(language, 'translation') ?? {}) as Record<string, unknown>;
  return Object.keys(texts).some((namespace) => isShellNamespace(namespace) === (part === 'shell'));
}

async function addPart(i18n: I18n, language: Language, part: TranslationPart): Promise<void> {
  if (hasTranslations(i18n, language, part)) return;
  i18n.addResourceBundle(language, 'translation', await loadTranslations(language, part), true, true);
}

/**
 * Fetches what the instance needs to speak `language` as it speaks the current one: the shell's
 * texts, and the console's too once the admin shell has been shown.
 */
export async function ensureTranslations(i18n: I18n, language: Language): Promise<void> {
  const consoleInUse = hasTranslations(i18n, i18n.language, 'console');
  await Promise.all([addPart(i18n, language, 'shell'), consoleInUse && addPart(i18n, language, 'console')]);
}

/** One fetch per instance and language; a failed one is forgotten, so a retry fetches again. */
const consoleTextsLoads = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Starts (once) fetching the console's texts in `language`; resolves when the instance holds them. */
export function loadConsoleTexts(i18n: I18n, language: Language): Promise<void> {
  const loads = consoleTextsLoads.get(i18n) ?? new Map<string, Promise<void>>();
  consoleTextsLoads.set(i18n, loads);
  let load = loads.get(language);
  if (!load) {
    load = addPart(i18n, language, 'console');
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}

/**
 * Suspends until the console's texts are there in the language spoken (the admin shell's gate).
 * The last hook of its component: React replays a first render that suspended here, and with the
 * texts in by then the replay skips use(), which breaks any hook after it (React error 467).
 */
export function useConsoleTexts(): void {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  if (!hasTranslations(i18n, language, 'console')) use(loadConsoleTexts(i18n, language));
}
