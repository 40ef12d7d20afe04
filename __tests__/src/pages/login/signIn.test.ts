import { authorizeUrl, loginProviderOf, safeReturnTo } from '../../../../src/pages/login/signIn';
import { testConfig } from '../../../support/testConfig';

describe('the sign-in round trip', () => {
  it.each([
    ['/profile', '/profile'],
    ['/partner-management?tab=pending#top', '/partner-management?tab=pending#top'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/login', '/'],
    ['/login?code=x', '/'],
    ['', '/'],
    [undefined, '/'],
  ])('returns to %p as %p', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it('names the exchange by the state prefix', () => {
    expect(loginProviderOf('l123')).toBe('lineWeb');
    expect(loginProviderOf('a123')).toBe('appleWeb');
    expect(loginProviderOf('x123')).toBeNull();
    expect(loginProviderOf('')).toBeNull();
  });

  it("keeps the authorize URL's own query and redirects to origin + /login", () => {
    const url = new URL(
      authorizeUrl(
        'apple',
        { ...testConfig, apple: { clientId: 'c', authorizeUrl: 'https://id.example/auth?x=1' } },
        'https://admin.example',
        'aS',
      ),
    );
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://admin.example/login');
    expect(url.searchParams.get('response_type')).toBe('code');
  });
});
