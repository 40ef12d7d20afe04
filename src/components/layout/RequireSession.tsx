import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { loadConsoleTexts } from '../../app/i18n';
import type { Language } from '../../slices/themeSlice';
import { RoutePath } from '../../app/routePaths';
import { selectIsLoggedIn } from '../../slices/authSlice';

/** What the login page reads to send the admin back to the page first asked for. */
export interface LoginLocationState {
  from?: string;
}

/** The guard: without a session every admin page sends to /login, remembering where it was going. */
export function RequireSession() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const { i18n } = useTranslation();
  if (!loggedIn) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={RoutePath.login} replace state={state} />;
  }
  // The console's texts start loading with the shell's code, not after it (loaded once, so
  // asking again on each render costs nothing); the shell waits for them (useConsoleTexts).
  loadConsoleTexts(i18n, i18n.language as Language).catch(() => undefined);
  return <Outlet />;
}
