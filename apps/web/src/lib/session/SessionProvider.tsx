import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User, UserManager } from 'oidc-client-ts';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePublicConfig } from '../../config/env';
import { setAccessToken } from '../api-client';
import { clearUserQueries } from '../query-keys';
import { clearPersonalStored } from '../storage';
import { DEFAULT_RETURN_TO } from './return-to';
import { SessionContext, type Session, type SessionStatus } from './session';
import { hasStoredSignIn, lazyUserManager, type LazyUserManager } from './lazy-user-manager';
import { userDataQueryOptions } from './user-data';

const UserManagerContext = createContext<{ manager: UserManager | null; loader: LazyUserManager | null }>({ manager: null, loader: null });

/** The sign-in client, for the callback screen that completes a sign-in: asking for it loads it. */
export function useUserManager(): UserManager | null {
  const { manager, loader } = useContext(UserManagerContext);
  useEffect(() => {
    loader?.load().catch(() => {
      // The screen keeps waiting; a reload tries again.
    });
  }, [loader]);
  return manager;
}

/** Errors after which a stored session is over and the user is signed out locally (spec 1 §4). */
const SESSION_OVER = new Set(['login_required', 'invalid_grant', 'consent_required', 'interaction_required']);

/** The OAuth error code an oidc-client-ts failure carries, if any. */
export function oauthErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('error' in error)) return undefined;
  return typeof error.error === 'string' ? error.error : undefined;
}

/**
 * Provides the session: loads the stored sign-in (renewing it with the refresh token when it
 * expired), hands the access token to the API client whenever it changes, signs out locally when
 * the issuer says the session is over, and drops every cached answer about a person when they
 * sign out, so the next person on this browser starts clean.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  // The sign-in client (oidc-client-ts) loads only when it has work: a stored sign-in to restore,
  // a sign-in to start or a callback to complete. A visitor's first load goes without it.
  const loader = useMemo(() => (config.data ? lazyUserManager(config.data) : null), [config.data]);
  const storedSignIn = useMemo(() => (config.data ? hasStoredSignIn(config.data) : false), [config.data]);
  const [manager, setManager] = useState<UserManager | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [loadedStatus, setStatus] = useState<SessionStatus>('loading');
  // Without its configuration the app cannot sign anyone in: it carries on signed out. Without a
  // stored sign-in there is nobody to restore.
  const settled = config.isError || (config.data !== undefined && !storedSignIn && manager === null);
  const status: SessionStatus = loadedStatus === 'loading' && settled ? 'anonymous' : loadedStatus;

  useEffect(() => {
    if (!loader) return;
    let current = true;
    loader.onLoad((loaded) => {
      if (current) setManager(loaded);
    });
    if (storedSignIn) {
      loader.load().catch(() => {
        if (current) setStatus('anonymous');
      });
    }
    return () => {
      current = false;
    };
  }, [loader, storedSignIn]);

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
      clearUserQueries(queryClient);
    };
    const renewFailed = (error: unknown) => {
      const code = oauthErrorCode(error);
      if (code && SESSION_OVER.has(code)) void userManager.removeUser();
    };
    userManager.events.addUserLoaded(loaded);
    userManager.events.addUserUnloaded(signedOut);
    userManager.events.addSilentRenewError(renewFailed);
    void (async () => {
      const stored = await userManager.getUser().catch(() => null);
      if (stored && !stored.expired) {
        loaded(stored);
        return;
      }
      if (stored?.refresh_token) {
        const renewed = await userManager.signinSilent().catch(() => null);
        if (renewed) {
          loaded(renewed);
          return;
        }
        await userManager.removeUser();
      }
      signedOut();
    })();
    return () => {
      userManager.events.removeUserLoaded(loaded);
      userManager.events.removeUserUnloaded(signedOut);
      userManager.events.removeSilentRenewError(renewFailed);
      userManager.stopSilentRenew();
    };
  }, [manager, queryClient]);

  const userId = status === 'authenticated' && user ? user.profile.sub : null;
  const settings = useQuery(userDataQueryOptions(userId));
  const value = useMemo<Session>(() => {
    const profile = settings.data?.profile;
    const claims = user?.profile;
    const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || (claims?.name ?? null);
    return {
      status,
      user:
        userId !== null
          ? { id: userId, email: profile?.email || claims?.email || null, name, screenName: settings.data?.screenName ?? null }
          : null,
      isPremium: userId !== null && settings.data?.accountStatus.subscriptionTier === 'premium',
      signIn: (returnTo = DEFAULT_RETURN_TO) => void loader?.load().then((client) => client.signinRedirect({ state: { returnTo } })),
      signUp: (returnTo = DEFAULT_RETURN_TO) =>
        void loader?.load().then((client) => client.signinRedirect({ state: { returnTo }, extraQueryParams: { screen_hint: 'signup' } })),
      signOut: () => {
        if (!manager) return;
        const idToken = user?.id_token;
        // Only here, not on every unloaded user: a sign-in round trip also unloads, and the
        // recipes a visitor saved before signing up must survive it.
        clearPersonalStored();
        // removeUser fires the unloaded event, which clears every user query before the redirect.
        void manager.removeUser().then(() => manager.signoutRedirect({ id_token_hint: idToken }));
      },
    };
  }, [status, user, userId, settings.data, manager, loader]);
  const client = useMemo(() => ({ manager, loader }), [manager, loader]);

  return (
    <UserManagerContext.Provider value={client}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </UserManagerContext.Provider>
  );
}
