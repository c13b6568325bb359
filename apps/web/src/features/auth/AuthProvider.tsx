import { useQueryClient } from '@tanstack/react-query';
import type { User, UserManager } from 'oidc-client-ts';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePublicConfig } from '../../config/env';
import { setAccessToken } from '../../lib/api-client';
import { createUserManager } from '../../lib/oidc';
import { useUserData } from '../account/api/user-data';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';
import { DEFAULT_RETURN_TO } from './return-to';

/** The sign-in client, for the callback screen that completes a sign-in. */
export const UserManagerContext = createContext<UserManager | null>(null);
export const useUserManager = () => useContext(UserManagerContext);

/** Errors after which a stored session is over and the user is signed out locally (spec 1 §4). */
const SESSION_OVER = new Set(['login_required', 'invalid_grant', 'consent_required', 'interaction_required']);

/**
 * Provides the sign-in state: loads the stored session (renewing it with the refresh token when it
 * expired), hands the access token to the API client whenever it changes, and signs out locally
 * when the issuer says the session is over.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const manager = useMemo(() => (config.data ? createUserManager(config.data) : null), [config.data]);
  const [user, setUser] = useState<User | null>(null);
  const [loadedStatus, setStatus] = useState<AuthStatus>('loading');
  // Without its configuration the app cannot sign anyone in: it carries on signed out.
  const status: AuthStatus = config.isError && loadedStatus === 'loading' ? 'anonymous' : loadedStatus;

  useEffect(() => {
    if (!manager) return;
    const userManager = manager;
    const loaded = (next: User) => {
      setAccessToken(next.access_token);
      setUser(next);
      setStatus('authenticated');
    };
    const signedOut = () => {
      setAccessToken(null);
      setUser(null);
      setStatus('anonymous');
      queryClient.removeQueries({ queryKey: ['user-data'] });
    };
    userManager.events.addUserLoaded(loaded);
    userManager.events.addUserUnloaded(signedOut);
    userManager.events.addSilentRenewError((error) => {
      const code = (error as { error?: string }).error;
      if (code && SESSION_OVER.has(code)) void userManager.removeUser();
    });
    void (async () => {
      const stored = await userManager.getUser().catch(() => null);
      if (stored && !stored.expired) return loaded(stored);
      if (stored?.refresh_token) {
        const renewed = await userManager.signinSilent().catch(() => null);
        if (renewed) return loaded(renewed);
        await userManager.removeUser();
      }
      signedOut();
    })();
    return () => {
      userManager.events.removeUserLoaded(loaded);
      userManager.events.removeUserUnloaded(signedOut);
      userManager.stopSilentRenew();
    };
  }, [manager, queryClient]);

  const settings = useUserData(status === 'authenticated');
  const value = useMemo<AuthState>(() => {
    const profile = settings.data?.profile;
    const claims = user?.profile;
    const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || (claims?.name ?? null);
    return {
      status,
      user:
        status === 'authenticated' && user
          ? { id: user.profile.sub, email: profile?.email || claims?.email || null, name, screenName: settings.data?.screenName ?? null }
          : null,
      isPremium: status === 'authenticated' && settings.data?.accountStatus.subscriptionTier === 'premium',
      signIn: (returnTo = DEFAULT_RETURN_TO) => void manager?.signinRedirect({ state: { returnTo } }),
      signUp: (returnTo = DEFAULT_RETURN_TO) =>
        void manager?.signinRedirect({ state: { returnTo }, extraQueryParams: { screen_hint: 'signup' } }),
      signOut: () => {
        if (!manager) return;
        const idToken = user?.id_token;
        void manager.removeUser().then(() => manager.signoutRedirect({ id_token_hint: idToken }));
      },
    };
  }, [status, user, settings.data, manager]);

  return (
    <UserManagerContext.Provider value={manager}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </UserManagerContext.Provider>
  );
}
