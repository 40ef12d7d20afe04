import { setConfig } from '../../../src/app/config';
import { ProfilePaths } from '../../../src/services/contract';
import { apiUrl, callEarly, fetchWithEarlyAnswers, takeEarlyAnswer } from '../../../src/services/earlyCalls';
import { testConfig, TEST_API } from '../../support/testConfig';

/** An unsigned token expiring in `seconds`. */
const tokenExpiringIn = (seconds: number) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds })}.`;
};

/** The request fetchBaseQuery builds for a GET of `path` (empty params write a bare `?`). */
const requestFor = (path: string, token: string, language = 'th') =>
  new Request(`${TEST_API}${path}?`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language, Accept: 'application/json' },
  });

describe('early calls', () => {
  let fetchSpy: jest.SpyInstance;
  beforeEach(() => {
    setConfig({ ...testConfig, apiBaseUrl: `${TEST_API}/` });
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('{}')));
  });
  afterEach(() => {
    jest.useRealTimers();
    fetchSpy.mockRestore();
    setConfig(testConfig);
  });

  it('joins the path to the API base as fetchBaseQuery does', () => {
    expect(apiUrl(ProfilePaths.search)).toBe(`${TEST_API}${ProfilePaths.search}`);
  });

  it('is taken once, by the same address with the same token and language', async () => {
    const token = tokenExpiringIn(3600);
    callEarly(ProfilePaths.search, token, 'th');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0][1].headers).toMatchObject({
      Authorization: `Bearer ${token}`,
      'Accept-Language': 'th',
    });
    expect(takeEarlyAnswer(requestFor(ProfilePaths.search, token, 'en'))).toBeUndefined();
    expect(takeEarlyAnswer(requestFor(ProfilePaths.search, tokenExpiringIn(7200)))).toBeUndefined();
    expect(takeEarlyAnswer(requestFor(ProfilePaths.byId('u1'), token))).toBeUndefined();
    expect(
      takeEarlyAnswer(new Request(`${TEST_API}${ProfilePaths.search}`, { method: 'POST' })),
    ).toBeUndefined();
    const answer = takeEarlyAnswer(requestFor(ProfilePaths.search, token));
    await expect(answer).resolves.toBeInstanceOf(Response);
    expect(takeEarlyAnswer(requestFor(ProfilePaths.search, token))).toBeUndefined();
  });

  it('is not sent with a token about to be refreshed, nor taken once old', () => {
    callEarly(ProfilePaths.search, tokenExpiringIn(30), 'th');
    callEarly(ProfilePaths.search, null, 'th');
    expect(fetchSpy).not.toHaveBeenCalled();

    jest.useFakeTimers({ now: Date.now() });
    const token = tokenExpiringIn(3600);
    callEarly(ProfilePaths.search, token, 'th');
    jest.advanceTimersByTime(10_001);
    expect(takeEarlyAnswer(requestFor(ProfilePaths.search, token))).toBeUndefined();
  });

  it('fetches as usual when no early answer matches', async () => {
    const request = requestFor(ProfilePaths.search, tokenExpiringIn(3600));
    await fetchWithEarlyAnswers(request);
    expect(fetchSpy).toHaveBeenCalledWith(request, undefined);
  });
});
