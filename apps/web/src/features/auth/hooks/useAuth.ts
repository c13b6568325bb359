import { useContext } from 'react';
import { AuthContext, type AuthState } from '../auth-context';

/** The current sign-in state: status, user, premium flag and the sign-in/up/out actions. */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
