import { http, HttpResponse, delay } from 'msw';
import { userFromToken } from '../../../src/lib/accessToken';
import { api } from '../../../src/services/api';
import { ClientReason, type ApiFailure } from '../../../src/services/apiFailure';
import { AuthPaths, PropertyPaths, ProfilePaths, type DashboardInfo } from '../../../contract';
import { propertiesApi } from '../../../src/services/propertiesApi';
import { sessionCleared, signedIn } from '../../../src/slices/authSlice';
import { languageChanged } from '../../../src/slices/themeSlice';
import * as malformed from '../../support/malformed';
import { createReadyStore } from '../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../support/sandbox';
import { TEST_API } from '../../support/testConfig';

const sandbox = useSandbox();

/** Test-only endpoints: distinct calls to the same path, and the call options the real ones use. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardProbe: build.query<DashboardInfo, number>({
      query: (n) => ({ url: PropertyPaths.propertyInfo, params: { n } }),
    }),
    profileProbe: build.query<unknown, { id: string; silent?: boolean }>({
      query: ({ id, silent }) => ({ url: ProfilePaths.byId(id), silent }),
    }),
    silentProfileProbe: build.query<unknown, string>({
      query: (id) => ProfilePaths.byId(id),
      extraOptions: { silent: true },
    }),
    bodyProbe: build.mutation<unknown, { body: unknown; anonymous?: boolean }>({
      query: ({ body, anonymous }) => ({
        url: AuthPaths.logout,
        method: 'DELETE',
        body,
        anonymous,
        silent: true,
      }),
    }),
    loaderProbe: build.query<DashboardInfo, void>({
      query: () => PropertyPaths.propertyInfo,
      extraOptions: { loader: true },
    }),
  }),
});

async function signedInStore(tokens?: { accessToken: string; refreshToken: string }) {
  const built = await createReadyStore();
  built.store.dispatch(
    signedIn({ tokens: tokens ?? (await sandbox.tokensFor(seededAccounts.admin)), remember: true }),
  );
  return built;
}

type ReadyStore = Awaited<ReturnType<typeof createReadyStore>>;

/** The session ended as expired: cleared in the store and in storage, and the admin told. */
async function expectSessionEnded(store: ReadyStore['store'], persistor: ReadyStore['persistor']) {
  expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
  expect(store.getState().alert).toMatchObject({
    open: true,
    titleKey: 'errors.sessionExpired.title',
    messageKey: 'errors.sessionExpired.message',
  });
  await persistor.flush();
  for (const key of ['a', 'r', 'p']) {
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.sessionStorage.getItem(key)).toBeNull();
  }
}

const dashboard = (store: Awaited<ReturnType<typeof createReadyStore>>['store']) =>
  store.dispatch(propertiesApi.endpoints.getDashboardInfo.initiate(undefined, { subscribe: false }));

afterEach(() => sandbox.setFaults([]));

describe('answers', () => {
  it('unwraps the 2xx envelope to its data and sends the bearer token and the language', async () => {
    const { store } = await signedInStore();
    store.dispatch(languageChanged('en'));
    const result = await dashboard(store);
    expect(result.data).toEqual({
      totalBooking: expect.any(Number),
      todayBooking: expect.any(Number),
      propertyCount: expect.any(Number),
      members: expect.any(Number),
    });
    const seen = sandbox.requests.find((request) => request.path === PropertyPaths.propertyInfo);
    expect(seen?.headers.get('authorization')).toBe(`Bearer ${store.getState().auth.accessToken}`);
    expect(seen?.headers.get('accept-language')).toBe('en');
  });

  it('sends JSON bodies marked as JSON, multipart bodies as they are, and anonymous calls without a token', async () => {
    const { store } = await signedInStore();
    await store.dispatch(probeApi.endpoints.bodyProbe.initiate({ body: { refreshToken: 'x' } }));
    const json = sandbox.requests.at(-1);
    expect(json?.headers.get('content-type')).toBe('application/json');
    expect(json?.headers.get('authorization')).toMatch(/^Bearer /);

    const form = new FormData();
    form.append('field', 'value');
    await store.dispatch(probeApi.endpoints.bodyProbe.initiate({ body: form, anonymous: true }));
    const multipart = sandbox.requests.at(-1);
    expect(multipart?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart?.headers.has('authorization')).toBe(false);
  });

  it('turns a non-2xx answer into an error alert with the server title and message, in the asked language', async () => {
    const { store } = await signedInStore();
    store.dispatch(languageChanged('en'));
    const result = await store.dispatch(probeApi.endpoints.profileProbe.initiate({ id: 'no-such-profile' }));
    expect((result.error as ApiFailure).status).toBe(404);
    expect((result.error as ApiFailure).data.status.description).toBe('NOT_FOUND');
    expect(store.getState().alert).toMatchObject({ open: true, type: 'error', title: 'Not found' });
    expect(store.getState().alert.message).toMatch(/^The requested item was not found/);
  });

  it('lets an endpoint or a single call opt out of the alert', async () => {
    const { store } = await signedInStore();
    await store.dispatch(probeApi.endpoints.silentProfileProbe.initiate('no-such-profile'));
    await store.dispatch(probeApi.endpoints.profileProbe.initiate({ id: 'no-such-profile', silent: true }));
    expect(store.getState().alert.open).toBe(false);
  });

  it('gives a network failure the synthetic 500 and the general-error alert', async () => {
    sandbox.server.use(http.get(`${TEST_API}${PropertyPaths.propertyInfo}`, () => HttpResponse.error()));
    const { store } = await signedInStore();
    const result = await dashboard(store);
    expect(result.error).toMatchObject({
      status: 500,
      data: { status: { description: ClientReason.network } },
    });
    expect(store.getState().alert).toMatchObject({
      open: true,
      type: 'error',
      titleKey: 'errors.general.title',
      messageKey: 'errors.general.message',
    });
    expect(store.getState().auth.accessToken).not.toBeNull();
  });

  it.each([
    ['a 200 that is not the envelope', () => HttpResponse.json({ totalBooking: 1 })],
    [
      'an answer that is not JSON (a proxy error page)',
      () => HttpResponse.text('<html>502 Bad Gateway</html>', { status: 502 }),
    ],
  ])('treats %s as a malformed answer', async (_answer, answer) => {
    sandbox.server.use(http.get(`${TEST_API}${PropertyPaths.propertyInfo}`, answer));
    const { store } = await signedInStore();
    const result = await dashboard(store);
    expect(result.error).toMatchObject({
      status: 500,
      data: { status: { description: ClientReason.malformedAnswer } },
    });
    expect(store.getState().alert).toMatchObject({ open: true, titleKey: 'errors.general.title' });
  });

  it('keeps the HTTP code of a failure whose JSON body is not the envelope', async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${PropertyPaths.propertyInfo}`, () =>
        HttpResponse.json({ error: 'gone' }, { status: 410 }),
      ),
    );
    const { store } = await signedInStore();
    const result = await dashboard(store);
    expect(result.error).toMatchObject({
      status: 410,
      data: { status: { description: ClientReason.malformedAnswer } },
    });
  });

  it('treats an envelope whose status code is not 2xx as a failure even under HTTP 200', async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${PropertyPaths.propertyInfo}`, () =>
        HttpResponse.json({
          status: {
            code: 409,
            title: 'Busy',
            message: 'Try later',
            description: 'CONFLICT',
            transactionId: 't',
          },
          data: null,
        }),
      ),
    );
    const { store } = await signedInStore();
    const result = await dashboard(store);
    expect((result.error as ApiFailure).status).toBe(409);
    expect(store.getState().alert).toMatchObject({ open: true, title: 'Busy', message: 'Try later' });
  });

  it('turns the loader on for endpoints that opt in, and off when they end', async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${PropertyPaths.propertyInfo}`, async () => {
        await delay(50);
        return HttpResponse.json({
          status: { code: 200, title: '', message: '', description: 'OK', transactionId: '' },
          data: {},
        });
      }),
    );
    const { store } = await signedInStore();
    const pending = store.dispatch(probeApi.endpoints.loaderProbe.initiate(undefined, { subscribe: false }));
    await Promise.resolve();
    expect(store.getState().loader.activeCalls).toBe(1);
    await pending;
    expect(store.getState().loader.activeCalls).toBe(0);
    await dashboard(store);
    expect(store.getState().loader.activeCalls).toBe(0);
  });
});

describe('tokens', () => {
  it('refreshes before the call when the token expires in under 60 seconds', async () => {
    const pair = await sandbox.tokensFor(seededAccounts.admin);
    const shortLived = await sandbox.app.auth.mintAccessToken(seededAccounts.admin, 30);
    const { store } = await signedInStore({ accessToken: shortLived, refreshToken: pair.refreshToken });
    const result = await dashboard(store);
    expect(result.data).toBeDefined();
    expect(sandbox.requests.map((request) => request.path)).toEqual([
      AuthPaths.refreshToken,
      PropertyPaths.propertyInfo,
    ]);
    const { accessToken, refreshToken } = store.getState().auth;
    expect(accessToken).not.toBe(shortLived);
    expect(refreshToken).not.toBe(pair.refreshToken);
  });

  it('does not refresh a token with a minute or more left', async () => {
    const { store } = await signedInStore();
    await dashboard(store);
    expect(sandbox.count(AuthPaths.refreshToken)).toBe(0);
  });

  it('on a 401 refreshes once and retries', async () => {
    const { store } = await signedInStore();
    await sandbox.setFaults([{ pattern: PropertyPaths.propertyInfo, expireTokens: true }]);
    const result = await dashboard(store);
    expect(result.data).toBeDefined();
    expect(sandbox.requests.map((request) => request.path)).toEqual([
      PropertyPaths.propertyInfo,
      AuthPaths.refreshToken,
      PropertyPaths.propertyInfo,
    ]);
    expect(store.getState().alert.open).toBe(false);
  });

  it('makes exactly one refresh call for 20 calls failing with 401 together', async () => {
    const { store } = await signedInStore();
    await sandbox.setFaults([{ pattern: PropertyPaths.propertyInfo, expireTokens: true }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        store.dispatch(probeApi.endpoints.dashboardProbe.initiate(n, { subscribe: false })),
      ),
    );
    expect(results.every((result) => result.data !== undefined)).toBe(true);
    expect(sandbox.count(AuthPaths.refreshToken)).toBe(1);
    expect(sandbox.count(PropertyPaths.propertyInfo)).toBe(40);
  });

  it('clears the session when the refresh fails, and reports SESSION_EXPIRED with its alert', async () => {
    const { store, persistor } = await signedInStore();
    await persistor.flush();
    expect(window.localStorage.getItem('a')).not.toBeNull();
    // The refresh token is revoked server-side (e.g. signed out elsewhere) and the access token expires.
    await sandbox.app.inject({
      method: 'DELETE',
      url: AuthPaths.logout,
      payload: { refreshToken: store.getState().auth.refreshToken },
    });
    await sandbox.setFaults([{ pattern: PropertyPaths.propertyInfo, expireTokens: true }]);

    const result = await dashboard(store);
    expect(result.error).toMatchObject({ status: 403, data: { status: { description: 'SESSION_EXPIRED' } } });
    expect(sandbox.count(AuthPaths.refreshToken)).toBe(1);
    await expectSessionEnded(store, persistor);
  });

  it('says the account was switched off when the refresh is refused for it, not that the session expired, and keeps saying so', async () => {
    const admin = sandbox.app.db
      .prepare('SELECT profile_id FROM profiles WHERE email = ?')
      .pluck()
      .get(seededAccounts.admin) as string;
    const pair = await sandbox.tokensFor(seededAccounts.admin);
    // A token about to expire: the console refreshes it first, and the refresh is refused.
    const shortLived = await sandbox.app.auth.mintAccessToken(seededAccounts.admin, 30);
    const { store } = await signedInStore({ accessToken: shortLived, refreshToken: pair.refreshToken });
    store.dispatch(languageChanged('en'));
    sandbox.app.db.prepare('UPDATE profiles SET active = 0 WHERE profile_id = ?').run(admin);
    try {
      const result = await dashboard(store);
      expect(result.error).toMatchObject({
        status: 403,
        data: { status: { description: 'ACCOUNT_INACTIVE' } },
      });
      expect(store.getState().alert).toMatchObject({
        open: true,
        title: 'Account inactive',
        message: 'This account has been deactivated.',
      });
      expect(store.getState().auth.accessToken).toBeNull();
      // The session's other tokens, in another tab, are told the same: the refresh revoked the
      // session, and the reason stays.
      const { store: otherTab } = await signedInStore(pair);
      otherTab.dispatch(languageChanged('en'));
      const again = await dashboard(otherTab);
      expect(again.error).toMatchObject({
        status: 403,
        data: { status: { description: 'ACCOUNT_INACTIVE' } },
      });
      expect(otherTab.getState().alert).toMatchObject({ open: true, title: 'Account inactive' });
    } finally {
      sandbox.app.db.prepare('UPDATE profiles SET active = 1 WHERE profile_id = ?').run(admin);
    }
  });

  it('gives 403 SESSION_EXPIRED without calling the API when no token can be had', async () => {
    const { store } = await createReadyStore();
    const result = await dashboard(store);
    expect(result.error).toMatchObject({ status: 403, data: { status: { description: 'SESSION_EXPIRED' } } });
    expect(sandbox.requests).toHaveLength(0);
    expect(store.getState().alert).toMatchObject({ open: true, titleKey: 'errors.sessionExpired.title' });
  });

  it('ends the session on another 403, with the server title and message', async () => {
    const partnerTokens = await sandbox.app.auth.issuePair(seededAccounts.partner);
    const { store } = await signedInStore(partnerTokens);
    store.dispatch(languageChanged('en'));
    const result = await dashboard(store);
    expect((result.error as ApiFailure).status).toBe(403);
    expect(store.getState().alert).toMatchObject({ open: true, type: 'error', title: 'Forbidden' });
    expect(store.getState().auth.accessToken).toBeNull();
  });

  it("shows the server's own title and message for its 403 SESSION_EXPIRED answer, and ends the session", async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${PropertyPaths.propertyInfo}`, () =>
        HttpResponse.json(
          {
            status: {
              code: 403,
              title: 'Session over',
              message: 'Sign in again, please.',
              description: 'SESSION_EXPIRED',
              transactionId: 'test',
            },
            data: null,
          },
          { status: 403 },
        ),
      ),
    );
    const { store } = await signedInStore();
    await dashboard(store);
    expect(store.getState().alert).toMatchObject({
      open: true,
      type: 'error',
      title: 'Session over',
      message: 'Sign in again, please.',
    });
    expect(store.getState().auth.accessToken).toBeNull();
  });

  it("falls back to the console's texts for the parts of a failure the server left empty", async () => {
    const answer = (code: number, description: string) =>
      HttpResponse.json(
        { status: { code, title: '', message: '', description, transactionId: 'test' }, data: null },
        { status: code },
      );
    sandbox.server.use(
      http.get(`${TEST_API}${PropertyPaths.propertyInfo}`, () => answer(500, 'INTERNAL_ERROR')),
    );
    const { store } = await signedInStore();
    await dashboard(store);
    // No title: the dialog shows the error type's default one.
    expect(store.getState().alert).toMatchObject({
      open: true,
      title: null,
      titleKey: null,
      message: null,
      messageKey: 'errors.general.message',
    });
    sandbox.server.use(http.get(`${TEST_API}${PropertyPaths.propertyInfo}`, () => answer(403, 'FORBIDDEN')));
    await store.dispatch(probeApi.endpoints.dashboardProbe.initiate(2));
    expect(store.getState().alert).toMatchObject({
      open: true,
      title: null,
      titleKey: 'errors.forbidden.title',
    });
  });

  it('keeps the session when the refresh cannot reach the API', async () => {
    sandbox.server.use(http.post(`${TEST_API}${AuthPaths.refreshToken}`, () => HttpResponse.error()));
    const { store } = await signedInStore();
    await sandbox.setFaults([{ pattern: PropertyPaths.propertyInfo, expireTokens: true }]);
    const result = await dashboard(store);
    expect(result.error).toMatchObject({
      status: 500,
      data: { status: { description: ClientReason.network } },
    });
    expect(store.getState().auth.accessToken).not.toBeNull();
    expect(sandbox.count(AuthPaths.refreshToken)).toBe(0);
    store.dispatch(sessionCleared());
  });

  it('sends a refresh again whose answer was lost, and goes on with the pair the server gave', async () => {
    const { store } = await signedInStore();
    const spent = store.getState().auth.refreshToken;
    // The sandbox rotates the pair, but the answer never reaches the console.
    sandbox.server.use(
      http.post(
        `${TEST_API}${AuthPaths.refreshToken}`,
        async ({ request }) => {
          await sandbox.app.inject({
            method: 'POST',
            url: AuthPaths.refreshToken,
            payload: (await request.json()) as object,
          });
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await sandbox.setFaults([{ pattern: PropertyPaths.propertyInfo, expireTokens: true }]);
    const result = await dashboard(store);
    expect(result.data).toBeDefined();
    expect(sandbox.count(AuthPaths.refreshToken)).toBe(1);
    const { refreshToken } = store.getState().auth;
    expect(refreshToken).not.toBe(spent);
    // The pair it went on with is the session's live one: it rotates in turn.
    await sandbox.setFaults([]);
    const next = await sandbox.app.inject({
      method: 'POST',
      url: AuthPaths.refreshToken,
      payload: { refreshToken },
    });
    expect(next.statusCode).toBe(200);
    store.dispatch(sessionCleared());
  });
});

describe('two tabs of one session (two stores over the same storage)', () => {
  it('a tab whose token expired takes up the pair another tab rotated to, instead of sending the spent refresh token', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const tabA = await signedInStore(tokens);
    const tabB = await signedInStore(tokens);
    await Promise.all([tabA.persistor.flush(), tabB.persistor.flush()]);
    await sandbox.setFaults([{ pattern: PropertyPaths.propertyInfo, expireTokens: true }]);

    expect((await dashboard(tabA.store)).data).toBeDefined();
    await tabA.persistor.flush();
    const rotated = tabA.store.getState().auth;
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);

    // Tab B still holds the spent pair: sending its refresh token again would end the session.
    const result = await dashboard(tabB.store);
    expect(result.data).toBeDefined();
    expect(sandbox.count(AuthPaths.refreshToken)).toBe(1);
    expect(tabB.store.getState().auth).toMatchObject({
      accessToken: rotated.accessToken,
      refreshToken: rotated.refreshToken,
    });
    expect(tabB.store.getState().alert.open).toBe(false);
    // The session is still alive on the server: both tabs go on.
    expect((await dashboard(tabA.store)).data).toBeDefined();
    expect(tabA.store.getState().alert.open).toBe(false);
  });

  it('a tab does not take up a pair stored for another admin', async () => {
    const admin = await sandbox.tokensFor(seededAccounts.admin);
    const tab = await signedInStore(admin);
    await tab.persistor.flush();
    const other = await sandbox.app.auth.issuePair(seededAccounts.partner);
    window.localStorage.setItem('a', JSON.stringify(['s', other.accessToken]));
    window.localStorage.setItem('r', JSON.stringify(['s', other.refreshToken]));
    await sandbox.setFaults([{ pattern: PropertyPaths.propertyInfo, expireTokens: true }]);

    expect((await dashboard(tab.store)).data).toBeDefined();
    expect(sandbox.count(AuthPaths.refreshToken)).toBe(1);
    expect(tab.store.getState().auth.user?.id).toBe(userFromToken(admin.accessToken)?.id);
    expect(tab.store.getState().auth.accessToken).not.toBe(other.accessToken);
  });
});

describe('a malformed refresh answer (issue 7)', () => {
  it.each(malformed.BAD_TOKEN_ANSWERS)(
    'ends the session as a failed refresh for $what: SESSION_EXPIRED, one refresh, no loop',
    async ({ dataOf, envelope }) => {
      malformed.answerPost(
        sandbox,
        AuthPaths.refreshToken,
        dataOf(await sandbox.tokensFor(seededAccounts.admin)),
        { envelope },
      );
      const { store, persistor } = await signedInStore();
      await sandbox.setFaults([{ pattern: PropertyPaths.propertyInfo, expireTokens: true }]);

      const result = await dashboard(store);
      expect(result.error).toMatchObject({
        status: 403,
        data: { status: { description: 'SESSION_EXPIRED' } },
      });
      expect(sandbox.requests.map((request) => request.path)).toEqual([
        PropertyPaths.propertyInfo,
        AuthPaths.refreshToken,
      ]);
      await expectSessionEnded(store, persistor);
      // Nothing left to refresh with: the next call fails at once, without asking the API again.
      await dashboard(store);
      expect(sandbox.requests).toHaveLength(2);
    },
  );

  it('fails the early refresh the same way, for a token about to expire', async () => {
    malformed.answerPost(sandbox, AuthPaths.refreshToken, { accessToken: { text: 'a' }, refreshToken: 'r' });
    const pair = await sandbox.tokensFor(seededAccounts.admin);
    const shortLived = await sandbox.app.auth.mintAccessToken(seededAccounts.admin, 30);
    const { store } = await signedInStore({ accessToken: shortLived, refreshToken: pair.refreshToken });
    const result = await dashboard(store);
    expect(result.error).toMatchObject({ status: 403, data: { status: { description: 'SESSION_EXPIRED' } } });
    expect(sandbox.requests.map((request) => request.path)).toEqual([AuthPaths.refreshToken]);
    expect(store.getState().auth.accessToken).toBeNull();
  });
});
