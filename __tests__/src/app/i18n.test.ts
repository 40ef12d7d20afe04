import {
  createI18n,
  ensureTranslations,
  hasTranslations,
  loadConsoleTexts,
  loadTranslations,
} from '../../../src/app/i18n';
import { SHELL_NAMESPACES, translationPart } from '../../../src/app/translationParts';
import th from '../../../translations/th.json';
import en from '../../../translations/en.json';

const both = { th, en };
const thShell = translationPart(th, 'shell');
const enShell = translationPart(en, 'shell');

describe('i18n', () => {
  it('speaks the chosen language', () => {
    expect(createI18n('th', both).t('login.title')).toBe('เข้าสู่ระบบ');
    expect(createI18n('en', both).t('login.title')).toBe('Sign in');
  });

  it('shows a missing key as a visible placeholder with the language and the key', () => {
    expect(createI18n('en', both).t('home.noSuchKey')).toBe('⟦en:home.noSuchKey⟧');
    expect(createI18n('th', both).t('nowhere.atAll')).toBe('⟦th:nowhere.atAll⟧');
  });

  it('interpolates without escaping (React escapes)', () => {
    expect(
      createI18n('en', both).t('home.greetingWithName', { greeting: 'Good morning', name: 'A & B' }),
    ).toBe('Good morning, A & B');
  });
});

describe('the translation parts', () => {
  it("split a language into the shell's namespaces and all the others, losing none", () => {
    const shell = translationPart(th, 'shell');
    const rest = translationPart(th, 'console');
    expect(Object.keys(shell).sort()).toEqual([...SHELL_NAMESPACES].sort());
    expect(Object.keys(rest)).toEqual(expect.arrayContaining(['layout', 'home', 'pages']));
    expect({ ...shell, ...rest }).toEqual(th);
  });

  it('give the login page, the not-found page and the error page all they say', () => {
    const i18n = createI18n('en', { en: enShell });
    for (const key of ['login.title', 'notFound.title', 'errorBoundary.title', 'alert.acknowledge'])
      expect(i18n.exists(key)).toBe(true);
    expect(i18n.exists('layout.menu.label')).toBe(false);
  });
});

describe('loading texts on demand', () => {
  it('loads a language file part by part', async () => {
    expect(await loadTranslations('en', 'shell')).toEqual(enShell);
    expect(await loadTranslations('en', 'console')).toEqual(translationPart(en, 'console'));
  });

  it("fetches another language's shell texts before switching to it", async () => {
    const i18n = createI18n('th', { th: thShell });
    expect(hasTranslations(i18n, 'en')).toBe(false);
    await ensureTranslations(i18n, 'en');
    expect(hasTranslations(i18n, 'en')).toBe(true);
    // The console's texts are not in use yet: they are not fetched for the new language either.
    expect(hasTranslations(i18n, 'en', 'console')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.t('login.title')).toBe('Sign in');
  });

  it("loads the console's texts once per language, and the new language's too once they are in use", async () => {
    const i18n = createI18n('th', { th: thShell });
    expect(hasTranslations(i18n, 'th', 'console')).toBe(false);
    const first = loadConsoleTexts(i18n, 'th');
    expect(loadConsoleTexts(i18n, 'th')).toBe(first);
    await first;
    expect(i18n.t('layout.menu.label')).toBe(th.layout.menu.label);

    await ensureTranslations(i18n, 'en');
    expect(hasTranslations(i18n, 'en', 'console')).toBe(true);
  });
});
