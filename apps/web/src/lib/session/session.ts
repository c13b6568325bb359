import { createContext, useContext } from 'react';
import { paths } from '../../config/paths';

/** The signed-in person, as the header, guards and screens need them. */
export interface SessionUser {
  /** The identity provider's subject: the user id. */
  id: string;
  email: string | null;
  /** Display name: first and last name, or the provider's name. */
  name: string | null;
  screenName: string | null;
}

/** Where sign-in stands: loading at start, then authenticated (with a user) or anonymous. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** What {@link useSession} returns. */
export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** PERSONAL or FAMILY plan with an active or trialing subscription (spec 1 §4). The server decides; this mirrors it. */
  isPremium: boolean;
  /** Starts the sign-in flow; afterwards the app returns to `returnTo` (default /dashboard). */
  signIn: (returnTo?: string) => void;
  /** Starts the sign-up flow, with the same return target. */
  signUp: (returnTo?: string) => void;
  /** Signs out: every cached answer about this person is dropped (see SessionProvider). */
  signOut: () => void;
}

/**
 * The state before any sign-in client exists: always anonymous. {@link SessionProvider} provides
 * the real value; screens only ever read it with useSession().
 */
export const anonymousSession: Session = {
  status: 'anonymous',
  user: null,
  isPremium: false,
  signIn: () => {
    window.location.assign(paths.login);
  },
  signUp: () => {
    window.location.assign(paths.signup);
  },
  signOut: () => {
    window.location.assign(paths.home);
  },
};

/** The seam between the identity layer and the app: one provider at the top sets it. */
export const SessionContext = createContext<Session>(anonymousSession);

/** The current session: status, user, premium flag and the sign-in/up/out actions. */
export function useSession(): Session {
  return useContext(SessionContext);
}
