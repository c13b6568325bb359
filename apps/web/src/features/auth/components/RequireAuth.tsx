import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';

/** What /login receives from a guard: the page to come back to after signing in. */
export interface LoginRedirectState {
  returnTo: string;
}

/**
 * Route wrapper for the spec's sign-in-required screens: a full-screen 'Loading...' while the
 * sign-in state is unknown, the screen when signed in, else /login with the original path to return to.
 */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'anonymous') {
    const state: LoginRedirectState = { returnTo: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
