import { screen, waitFor, within } from '@testing-library/react';
import { leaveForProvider } from '../../../../src/pages/login/LoginPage';
import { readObject, readString, StorageKey } from '../../../../src/lib/storage';
import { recordLink } from '../../../../src/lib/recordLinks';
import { BookingPaths, type ApiEnvelope, type Booking } from '../../../../contract';
import { renderConsole } from '../../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();

describe('the guard', () => {
  afterEach(() => sandbox.setFaults([]));

  it.each([
    '/',
    '/profile',
    '/user-management',
    '/property-management',
    '/partner-management',
    '/transfer-management',
    '/partner-bookings',
    '/partner-earnings',
  ])('sends a visitor without a session from %s to /login', async (path) => {
    const { router } = await renderConsole({ route: path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The first test of the file also waits for the login page's code to load and compile.
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
  });

  it('returns to the page first asked for after signing in', async () => {
    const leave = jest.spyOn(leaveForProvider, 'go').mockImplementation(() => undefined);
    const first = await renderConsole({ route: '/partner-management?tab=pending', language: 'en' });
    await first.user.click(await screen.findByRole('button', { name: 'Sign in with LINE' }));
    expect(readObject(StorageKey.signInIntent)).toEqual({
      returnTo: '/partner-management?tab=pending',
      remember: false,
    });
    const state = readString(StorageKey.state);
    first.unmount();
    leave.mockRestore();

    // The provider sends the browser back: a new page load at /login with the code and the state.
    const code = sandbox.app.auth.issueCodes(seededAccounts.admin, 1, 'line')[0];
    const second = await renderConsole({ route: `/login?code=${code}&state=${state}`, language: 'en' });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/partner-management'));
    expect(second.router.state.location.search).toBe('?tab=pending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner management' })).toBeInTheDocument();
  });

  it("lands on a record's dialog after signing in: the address's query string survives the round trip", async () => {
    const { accessToken } = await sandbox.tokensFor(seededAccounts.admin);
    const answer = await sandbox.app.inject({
      method: 'GET',
      url: BookingPaths.acceptedPayment,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const [booking] = answer.json<ApiEnvelope<Booking[]>>().data;
    const code = booking.bookingCode ?? '';
    const link = `${recordLink.booking(code, false)}&tab=transferred`;
    const leave = jest.spyOn(leaveForProvider, 'go').mockImplementation(() => undefined);
    const first = await renderConsole({ route: link, language: 'en' });
    await first.user.click(await screen.findByRole('button', { name: 'Sign in with LINE' }));
    expect(readObject(StorageKey.signInIntent)).toEqual({ returnTo: link, remember: false });
    const state = readString(StorageKey.state);
    first.unmount();
    leave.mockRestore();

    const providerCode = sandbox.app.auth.issueCodes(seededAccounts.admin, 1, 'line')[0];
    const second = await renderConsole({
      route: `/login?code=${providerCode}&state=${state}`,
      language: 'en',
    });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/transfer-management'));
    expect(Object.fromEntries(new URLSearchParams(second.router.state.location.search))).toEqual({
      booking: code,
      tab: 'transferred',
    });
    expect(await screen.findByRole('dialog', { name: `Payment details · ${code}` })).toBeInTheDocument();
  });

  it('lets a signed-in admin through', async () => {
    const { router } = await renderConsole({
      route: '/profile',
      tokens: await sandbox.tokensFor(seededAccounts.admin),
      language: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends the admin to /login with the session-expired alert when the session ends mid-visit', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    await sandbox.app.inject({
      method: 'DELETE',
      url: '/authen/api/v1/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    await sandbox.setFaults([{ pattern: '/property/*', expireTokens: true }]);
    const { router, store } = await renderConsole({ route: '/', tokens, language: 'en' });
    expect(await screen.findByRole('dialog', { name: 'Session expired' })).toHaveTextContent(
      'Your session has expired. Please log in again to continue.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.accessToken).toBeNull();
    await sandbox.setFaults([]);
  });

  it('keeps the page asked for when the session ends mid-visit there, and says so in Thai', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    await sandbox.app.inject({
      method: 'DELETE',
      url: '/authen/api/v1/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    await sandbox.setFaults([{ pattern: '/', expireTokens: true }]);
    const leave = jest.spyOn(leaveForProvider, 'go').mockImplementation(() => undefined);
    const { router, user } = await renderConsole({ route: '/partner-management', tokens, language: 'th' });
    const alert = await screen.findByRole('dialog', { name: 'เซสชันหมดอายุ' });
    expect(alert).toHaveTextContent('เซสชันของคุณหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/partner-management' });
    await user.click(within(alert).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await sandbox.setFaults([]);
    // Signing in again leaves for the provider with the page to come back to.
    await user.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(readObject(StorageKey.signInIntent)).toEqual({ returnTo: '/partner-management', remember: false });
    leave.mockRestore();
  });
});
