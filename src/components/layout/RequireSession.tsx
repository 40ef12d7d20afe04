import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../slices/hooks';
import { RoutePath } from '../../lib/routePaths';
import { selectIsLoggedIn } from '../../slices/authSlice';

/** What the login page reads to send the admin back to the page first asked for. */
export interface LoginLocationState {
  from?: string;
}

/** The guard: without a session every admin page sends to /login, remembering where it was going. */
export function RequireSession() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={RoutePath.login} replace state={state} />;
  }
  return <Outlet />;
}
