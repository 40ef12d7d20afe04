import { en, th } from '../../support/texts';
import packageJson from '../../../package.json';
import { APP_VERSION } from '../../../src/lib/version';

function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object')
      for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
    else found.set(path, value);
  }
  return found;
}

describe('translations', () => {
  const thai = leaves(th);
  const english = leaves(en);

  it('th.json and en.json have exactly the same keys', () => {
    expect([...thai.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('no value is empty or anything but text', () => {
    for (const [key, value] of [...thai, ...english]) {
      expect({ key, ok: typeof value === 'string' && value.trim() !== '' }).toEqual({ key, ok: true });
    }
  });

  it('have the namespaces the console uses', () => {
    for (const namespace of [
      'common',
      'login',
      'layout',
      'home',
      'profile',
      'notFound',
      'alert',
      'errors',
      'roles',
      'status',
    ]) {
      expect(th).toHaveProperty(namespace);
    }
  });

  it("carry the spec's exact English texts", () => {
    expect(en.login.subtitle).toBe('Start by signing in with Line or Apple');
    expect(en.notFound.message).toBe("We can't seem to find the page you are looking for!");
    expect(en.alert.title).toEqual({
      success: 'Success Alert!',
      info: 'Information Alert!',
      warning: 'Warning Alert!',
      error: 'Danger Alert!',
    });
    expect(en.errors.sessionExpired.message).toBe(
      'Your session has expired. Please log in again to continue.',
    );
    expect(en.errors.general.message).toBe(
      'The system is unable to process your request at the moment. Please try again later.',
    );
  });
});

describe('the version label', () => {
  it('is 1.1.0 and matches package.json', () => {
    expect(APP_VERSION).toBe('1.1.0');
    expect(packageJson.version).toBe(APP_VERSION);
  });
});
