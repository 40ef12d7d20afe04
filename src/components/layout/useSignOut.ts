import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../slices/hooks';
import { RoutePath } from '../../lib/routePaths';
import { signOut } from '../../services/authApi';

/** Sign out from anywhere in the shell: straight to /login, with no page to return to. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the guarded pages first, so the guard does not redirect with this page as return-to.
    await navigate(RoutePath.login, { replace: true });
    await dispatch(signOut());
  }, [dispatch, navigate]);
}
