import { AuthPaths } from '../../../contract';
import { signOut } from '../../../src/services/authApi';
import { signedIn } from '../../../src/slices/authSlice';
import { createReadyStore } from '../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../support/sandbox';

const sandbox = useSandbox();

describe('signing out', () => {
  it('revokes the refresh token on the server, even when a second sign-out follows at once', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { store } = await createReadyStore();
    store.dispatch(signedIn({ tokens, remember: true }));

    // The shell signs out and the login page it lands on signs out again (spec: no code, no state).
    await Promise.all([store.dispatch(signOut()), store.dispatch(signOut())]);

    expect(sandbox.count(AuthPaths.logout)).toBe(1);
    const refresh = await sandbox.app.inject({
      method: 'POST',
      url: AuthPaths.refreshToken,
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null });
  });
});
