import { createContext } from 'react';
import { paths } from '../../config/paths';

/** The signed-in person, as the header and guards need them. */
export interface AuthUser {
  /** The identity provider's subject: the user id. */
  id: string;
  email: string | null;
  /** Display name: first and last name, or the provider's name. */
  name: string | null;
  screenName: string | null;
}

/** Where sign-in stands: loading at start, then authenticated (with a user) or anonymous. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** What {@link useAuth} returns. */
export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** PERSONAL or FAMILY plan with an active or trialing subscription (spec 1 §4). */
  isPremium: boolean;
  /** Starts the sign-in flow; afterwards the app returns to `returnTo` (default /dashboard). */
  signIn: (returnTo?: string) => void;
  /** Starts the sign-up flow, with the same return target. */
  signUp: (returnTo?: string) => void;
  signOut: () => void;
}

/**
 * The state before any sign-in exists: always anonymous. The sign-in issue provides a real value
 * through {@link AuthContext}; screens only ever read it with useAuth().
 */
export const anonymousAuth: AuthState = {
  status: 'anonymous',
  user: null,
  isPremium: false,
  signIn: () => window.location.assign(paths.login),
  signUp: () => window.location.assign(paths.signup),
  signOut: () => window.location.assign(paths.home),
};

/** The seam between the identity layer and the app: one provider at the top sets it. */
export const AuthContext = createContext<AuthState>(anonymousAuth);
