import { createI18n } from '../../../src/app/i18n';

describe('i18n', () => {
  it('speaks the chosen language', () => {
    expect(createI18n('th').t('login.title')).toBe('เข้าสู่ระบบ');
    expect(createI18n('en').t('login.title')).toBe('Sign in');
  });

  it('shows a missing key as a visible placeholder with the language and the key', () => {
    expect(createI18n('en').t('home.noSuchKey')).toBe('⟦en:home.noSuchKey⟧');
    expect(createI18n('th').t('nowhere.atAll')).toBe('⟦th:nowhere.atAll⟧');
  });

  it('interpolates without escaping (React escapes)', () => {
    expect(createI18n('en').t('home.greetingWithName', { greeting: 'Good morning', name: 'A & B' })).toBe(
      'Good morning, A & B',
    );
  });
});
