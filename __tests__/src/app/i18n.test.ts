import { createI18n } from '../../../src/app/i18n';
import thShell from '../../../translations/th/shell.json';
import enShell from '../../../translations/en/shell.json';
import { allTexts } from '../../support/renderConsole';

describe('i18n', () => {
  it('speaks the chosen language', () => {
    expect(createI18n('th', allTexts).t('login.title')).toBe('เข้าสู่ระบบ');
    expect(createI18n('en', allTexts).t('login.title')).toBe('Sign in');
  });

  it("finds a screen's text in the console namespace without naming it", () => {
    expect(createI18n('en', allTexts).t('users.tableLabel')).toBe(allTexts.en.console.users.tableLabel);
    expect(createI18n('th', allTexts).t('users.tableLabel')).toBe(allTexts.th.console.users.tableLabel);
  });

  it('shows a missing key as a visible placeholder with the language and the key', () => {
    expect(createI18n('en', allTexts).t('home.noSuchKey')).toBe('⟦en:home.noSuchKey⟧');
    expect(createI18n('th', allTexts).t('nowhere.atAll')).toBe('⟦th:nowhere.atAll⟧');
  });

  it('interpolates without escaping (React escapes)', () => {
    expect(
      createI18n('en', allTexts).t('home.greetingWithName', { greeting: 'Good morning', name: 'A & B' }),
    ).toBe('Good morning, A & B');
  });
});

describe('the shell namespace', () => {
  it('holds all that the login, not-found and error pages and the alerts say', () => {
    for (const texts of [thShell, enShell]) {
      expect(Object.keys(texts).sort()).toEqual(
        ['alert', 'common', 'errorBoundary', 'errors', 'login', 'notFound', 'preferences'].sort(),
      );
    }
  });
});

describe('loading texts from their files (i18next-resources-to-backend)', () => {
  it("loads only the shell's texts at start, and the console's when they are asked for", async () => {
    const i18n = createI18n('en');
    await new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
    await i18n.loadNamespaces('shell');
    expect(i18n.t('login.title')).toBe('Sign in');
    expect(i18n.hasResourceBundle('en', 'console')).toBe(false);

    await i18n.loadNamespaces('console');
    expect(i18n.t('users.tableLabel')).toBe(allTexts.en.console.users.tableLabel);
  });

  it("switches language once the new language's texts are in", async () => {
    const i18n = createI18n('th');
    await i18n.loadNamespaces(['shell', 'console']);
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('login.title')).toBe('Sign in');
    expect(i18n.t('users.tableLabel')).toBe(allTexts.en.console.users.tableLabel);
  });
});
