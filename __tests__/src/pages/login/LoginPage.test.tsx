import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { leaveForProvider } from '../../../../src/pages/login/LoginPage';
import { AuthPaths } from '../../../../contract';
import { encodeValue, readObject, StorageKey } from '../../../../src/lib/storage';
import * as malformed from '../../../support/malformed';
import { renderConsole } from '../../../support/renderConsole';
import { seededAccounts, TEST_REDIRECT_URI, useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';

const sandbox = useSandbox();

let leave: jest.SpyInstance;
beforeEach(() => {
  leave = jest.spyOn(leaveForProvider, 'go').mockImplementation(() => undefined);
});
afterEach(() => leave.mockRestore());

/** What the login page stored before leaving for the provider. */
function storeAttempt(state: string, intent = { returnTo: '/', remember: false }) {
  window.sessionStorage.setItem('s', encodeValue(state));
  window.sessionStorage.setItem('u', encodeValue(intent));
}

const codeFor = (email: string, provider: 'line' | 'apple' = 'line') =>
  sandbox.app.auth.issueCodes(email, 1, provider)[0];

describe('the sign-in page', () => {
  it('shows the title, the subtitle, both providers, remember me and the version', async () => {
    await renderConsole({ route: '/login', language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Start by signing in with Line or Apple')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with LINE' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in with Apple' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByText('Version 1.1.0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends LINE the code flow with the state stored first', async () => {
    const { user } = await renderConsole({ route: '/login', language: 'en' });
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with LINE' }));

    const url = new URL(leave.mock.calls[0][0] as string);
    expect(`${url.origin}${url.pathname}`).toBe('http://sandbox.test/oauth/line/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'poolvilla-admin-line',
      redirect_uri: TEST_REDIRECT_URI,
      state: expect.stringMatching(/^l[0-9a-f]{32}$/),
      scope: 'profile',
    });
    expect(JSON.parse(window.sessionStorage.getItem('s') ?? 'null')).toEqual([
      's',
      url.searchParams.get('state'),
    ]);
    expect(readObject(StorageKey.signInIntent)).toEqual({ returnTo: '/', remember: true });
  });

  it('sends Apple the code flow without a scope, with a fresh a-state each time', async () => {
    const { user } = await renderConsole({ route: '/login', language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Apple' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with Apple' }));
    const [first, second] = leave.mock.calls.map(([address]) => new URL(address as string));
    expect(first.pathname).toBe('/oauth/apple/authorize');
    expect(first.searchParams.get('client_id')).toBe('poolvilla-admin-apple');
    expect(first.searchParams.has('scope')).toBe(false);
    expect(first.searchParams.get('state')).toMatch(/^a[0-9a-f]{32}$/);
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
  });

  it('exchanges the code when the state matches, then goes home', async () => {
    storeAttempt('lgoodstate');
    const code = codeFor(seededAccounts.admin);
    const { store, router } = await renderConsole({ route: `/login?code=${code}&state=lgoodstate` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /^สวัสดี/ })).toBeInTheDocument();
    expect(sandbox.count(AuthPaths.login('lineWeb'), 'POST')).toBe(1);
    expect(store.getState().auth.user?.email).toBe(seededAccounts.admin);
    expect(window.sessionStorage.getItem('s')).toBeNull();
    expect(window.sessionStorage.getItem('u')).toBeNull();
  });

  it("uses the Apple exchange for an a-state, and the stored remember choice for the tokens' storage", async () => {
    storeAttempt('agoodstate', { returnTo: '/', remember: true });
    const code = codeFor(seededAccounts.admin, 'apple');
    const { store, persistor, router } = await renderConsole({
      route: `/login?code=${code}&state=agoodstate`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sandbox.count(AuthPaths.login('appleWeb'), 'POST')).toBe(1);
    await persistor.flush();
    expect(window.localStorage.getItem('a')).toBe(encodeValue(store.getState().auth.accessToken ?? ''));
  });

  it('covers the whole page while the code is exchanged: the loader over the theme and language control, nothing usable', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.post(`${TEST_API}${AuthPaths.login('lineWeb')}`, async () => {
        await answered;
        return undefined;
      }),
    );
    storeAttempt('lslowstate');
    const code = codeFor(seededAccounts.admin);
    const { router, store } = await renderConsole({
      route: `/login?code=${code}&state=lslowstate`,
      language: 'en',
    });
    // A user that checks pointer-events, as renderConsole's does not.
    const user = userEvent.setup({ delay: null });
    const overlay = await screen.findByTestId('loader-overlay');
    expect(within(overlay).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    const page = screen.getByTestId('login-page');
    // Neither pointer nor keyboard reaches what is under the overlay, the floating control included.
    expect(page).toHaveAttribute('inert');
    expect(page).toHaveAttribute('aria-busy', 'true');
    await expect(user.click(screen.getByRole('button', { name: 'ไทย' }))).rejects.toThrow(/pointer-events/);
    expect(store.getState().theme.language).toBe('en');
    const preferences = screen.getByTestId('login-preferences');
    expect(Number(getComputedStyle(overlay).zIndex)).toBeGreaterThan(
      Number(getComputedStyle(preferences).zIndex),
    );

    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('refuses a callback whose state does not match, and exchanges nothing', async () => {
    storeAttempt('lstored');
    const code = codeFor(seededAccounts.admin);
    const { store, router } = await renderConsole({
      route: `/login?code=${code}&state=lforged`,
      language: 'en',
    });
    expect(await screen.findByTestId('login-error')).toHaveTextContent(/the returned state does not match/);
    expect(sandbox.count(AuthPaths.login('lineWeb'))).toBe(0);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(window.sessionStorage.getItem('s')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('refuses a callback without a stored or returned state', async () => {
    const code = codeFor(seededAccounts.admin);
    await renderConsole({ route: `/login?code=${code}&state=lnothingstored`, language: 'en' });
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Sign-in refused');

    storeAttempt('lstored');
    await renderConsole({ route: `/login?code=${code}`, language: 'en' });
    expect(await screen.findAllByTestId('login-error')).toHaveLength(2);
    expect(sandbox.count(AuthPaths.login('lineWeb'))).toBe(0);
  });

  it('says the sign-in was cancelled when the provider returns access_denied, in either language', async () => {
    storeAttempt('lcancelled');
    const { store, router } = await renderConsole({
      route: '/login?error=access_denied&error_description=The+user+cancelled&state=lcancelled',
      language: 'en',
    });
    const message = await screen.findByTestId('login-error');
    expect(message).toHaveTextContent('Sign-in cancelled');
    expect(message).not.toHaveTextContent(/state/);
    expect(message).toHaveClass('MuiAlert-colorInfo');
    expect(sandbox.count(AuthPaths.login('lineWeb'))).toBe(0);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(window.sessionStorage.getItem('s')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Sign in with LINE' })).toBeEnabled();

    storeAttempt('acancelled');
    await renderConsole({ route: '/login?error=access_denied&state=acancelled', language: 'th' });
    expect((await screen.findAllByTestId('login-error'))[1]).toHaveTextContent('ยกเลิกการเข้าสู่ระบบแล้ว');
  });

  it("reports another provider error as the provider's failure, and a forged one as refused", async () => {
    storeAttempt('lfailed');
    await renderConsole({ route: '/login?error=server_error&state=lfailed', language: 'en' });
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'The sign-in provider could not complete the sign-in.',
    );

    storeAttempt('lstored');
    await renderConsole({ route: '/login?error=access_denied&state=lforged', language: 'en' });
    expect((await screen.findAllByTestId('login-error'))[1]).toHaveTextContent(
      /the returned state does not match/,
    );
  });

  it("shows a non-admin account's refusal clearly on the page, with no alert dialog", async () => {
    storeAttempt('lpartner');
    const code = codeFor(seededAccounts.partner);
    const { store } = await renderConsole({ route: `/login?code=${code}&state=lpartner`, language: 'en' });
    const message = await screen.findByTestId('login-error');
    expect(message).toHaveTextContent('Not an administrator');
    expect(message).toHaveTextContent('Only administrators can sign in to the back-office.');
    expect(store.getState().auth.accessToken).toBeNull();
    expect(store.getState().alert.open).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign in with LINE' })).toBeEnabled();
  });

  it('signs out when opened with no code and no state', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { store } = await renderConsole({ route: '/login', tokens, remember: true });
    await waitFor(() => expect(sandbox.count(AuthPaths.logout, 'DELETE')).toBe(1));
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(window.localStorage.getItem('a')).toBeNull();
    // The refresh token was revoked on the server.
    const refresh = await sandbox.app.inject({
      method: 'POST',
      url: AuthPaths.refreshToken,
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('a malformed token answer (issue 7)', () => {
  const GENERAL_ERROR = 'The system is unable to process your request at the moment. Please try again later.';

  /** What a signed-in admin would have kept: nothing of it may be left after a bad answer. */
  async function expectNothingStored(view: Awaited<ReturnType<typeof renderConsole>>) {
    expect(view.store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    await view.persistor.flush();
    for (const key of ['a', 'r', 'p']) {
      expect(window.localStorage.getItem(key)).toBeNull();
      expect(window.sessionStorage.getItem(key)).toBeNull();
    }
  }

  it.each(malformed.BAD_TOKEN_ANSWERS)(
    'shows the general error for $what: nothing stored, not let in, and signing in is offered again',
    async ({ dataOf, envelope }) => {
      // Real tokens, so that a console trusting the answer would really get in.
      malformed.answerPost(
        sandbox,
        AuthPaths.login('lineWeb'),
        dataOf(await sandbox.tokensFor(seededAccounts.admin)),
        { envelope },
      );
      storeAttempt('lmalformed', { returnTo: '/user-management', remember: true });
      const view = await renderConsole({
        route: `/login?code=${codeFor(seededAccounts.admin)}&state=lmalformed`,
        language: 'en',
      });
      const message = await screen.findByTestId('login-error');
      expect(message).toHaveTextContent('Something went wrong');
      expect(message).toHaveTextContent(GENERAL_ERROR);
      expect(sandbox.count(AuthPaths.login('lineWeb'), 'POST')).toBe(1);
      expect(view.router.state.location.pathname).toBe('/login');
      expect(view.router.state.location.search).toBe('');
      expect(screen.getByRole('button', { name: 'Sign in with LINE' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Sign in with Apple' })).toBeEnabled();
      // On the page, not in the alert dialog; the loader is gone.
      expect(view.store.getState().alert.open).toBe(false);
      expect(view.store.getState().loader.activeCalls).toBe(0);
      malformed.expectSurvived();
      await expectNothingStored(view);
    },
  );

  it('speaks Thai, and a second try with a sound answer lets the admin in', async () => {
    malformed.answerPost(sandbox, AuthPaths.login('lineWeb'), { accessToken: null, refreshToken: null });
    storeAttempt('lfirsttry');
    const first = await renderConsole({
      route: `/login?code=${codeFor(seededAccounts.admin)}&state=lfirsttry`,
    });
    const message = await screen.findByTestId('login-error');
    expect(message).toHaveTextContent('เกิดข้อผิดพลาด');
    expect(message).toHaveTextContent('ระบบไม่สามารถดำเนินการตามคำขอของคุณได้ในขณะนี้ กรุณาลองใหม่ภายหลัง');
    malformed.expectSurvived();
    await expectNothingStored(first);

    // The admin tries again: off to LINE with a new state, and back with a code the sandbox answers.
    sandbox.server.resetHandlers();
    await first.user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
    const state = new URL(leave.mock.calls[0][0] as string).searchParams.get('state');
    first.unmount();
    const second = await renderConsole({
      route: `/login?code=${codeFor(seededAccounts.admin)}&state=${state}`,
    });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /^สวัสดี/ })).toBeInTheDocument();
    expect(second.store.getState().auth.user?.email).toBe(seededAccounts.admin);
  });
});
