import { fetchArguments, profileSearchRequest, serializeParams } from '../../../src/services/request';
import { ProfilePaths } from '../../../src/services/contract';

const sender = { apiBaseUrl: 'https://api.example', language: 'en', token: 'token-1' };

describe('query strings', () => {
  it('use the bracket array format and leave out empty values', () => {
    expect(
      serializeParams({ role: ['ADMIN', 'PARTNER'], keyword: 'สม', empty: '', none: undefined, zero: 0 }),
    ).toBe('role%5B%5D=ADMIN&role%5B%5D=PARTNER&keyword=%E0%B8%AA%E0%B8%A1&zero=0');
  });
});

describe('a call as fetch sends it', () => {
  it('carries the language and the bearer token, JSON bodies marked as JSON', () => {
    const [url, init] = fetchArguments(
      { url: '/x', method: 'POST', params: { a: 1 }, body: { b: 2 } },
      sender,
    );
    expect(url).toBe('https://api.example/x?a=1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"b":2}');
    const headers = new Headers(init.headers);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends multipart bodies as they are and anonymous calls without a token', () => {
    const form = new FormData();
    const [, init] = fetchArguments({ url: '/slip', method: 'POST', body: form }, { ...sender, token: null });
    expect(init.body).toBe(form);
    const headers = new Headers(init.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('searches profiles by a trimmed keyword, and every profile without one', () => {
    expect(fetchArguments(profileSearchRequest({}), sender)[0]).toBe(
      `https://api.example${ProfilePaths.search}`,
    );
    expect(fetchArguments(profileSearchRequest({ keyword: ' สม ', role: 'ADMIN' }), sender)[0]).toBe(
      `https://api.example${ProfilePaths.search}?keyword=%E0%B8%AA%E0%B8%A1&role=ADMIN`,
    );
  });
});
