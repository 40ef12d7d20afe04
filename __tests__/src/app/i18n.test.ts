import { createI18n } from '../../../src/app/i18n';
import { allTexts, en, th } from '../../support/texts';

describe('i18n', () => {
  it('speaks the chosen language', () => {
    expect(createI18n('th', allTexts).t('login.title')).toBe('เข้าสู่ระบบ');
    expect(createI18n('en', allTexts).t('login.title')).toBe('Sign in');
  });

  it("finds a screen's text in its namespace, and the shell's from any namespace", () => {
    const i18n = createI18n('en', allTexts);
    expect(i18n.t('users:tableLabel')).toBe(en.users.tableLabel);
    expect(createI18n('th', allTexts).t('users:tableLabel')).toBe(th.users.tableLabel);
    expect(i18n.getFixedT(null, ['users', 'table'])('common.cancel')).toBe(en.common.cancel);
  });

  it('shows a missing key as a visible placeholder with the language and the key', () => {
    expect(createI18n('en', allTexts).t('home:noSuchKey')).toBe('⟦en:home:noSuchKey⟧');
    expect(createI18n('th', allTexts).t('nowhere.atAll')).toBe('⟦th:shell:nowhere.atAll⟧');
  });

  it('interpolates without escaping (React escapes)', () => {
    expect(
      createI18n('en', allTexts).t('home:greetingWithName', { greeting: 'Good morning', name: 'A & B' }),
    ).toBe('Good morning, A & B');
  });
});

describe('the shell namespace', () => {
  it('holds all that the login, not-found and error pages and the alerts say', () => {
    for (const texts of [allTexts.th.shell, allTexts.en.shell]) {
      expect(Object.keys(texts).sort()).toEqual(
        ['alert', 'common', 'errorBoundary', 'errors', 'login', 'notFound', 'preferences'].sort(),
      );
    }
  });
});

describe('loading texts from their files (i18next-resources-to-backend)', () => {
  it("loads only the shell's texts at start, and a screen's when they are asked for", async () => {
    const i18n = createI18n('en');
    await new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
    await i18n.loadNamespaces('shell');
    expect(i18n.t('login.title')).toBe('Sign in');
    expect(i18n.hasResourceBundle('en', 'users')).toBe(false);

    await i18n.loadNamespaces('users');
    expect(i18n.t('users:tableLabel')).toBe(en.users.tableLabel);
    expect(i18n.hasResourceBundle('en', 'partners')).toBe(false);
  });

  it("switches language once the new language's texts are in", async () => {
    const i18n = createI18n('th');
    await i18n.loadNamespaces(['shell', 'users']);
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('login.title')).toBe('Sign in');
    expect(i18n.t('users:tableLabel')).toBe(en.users.tableLabel);
  });
});
