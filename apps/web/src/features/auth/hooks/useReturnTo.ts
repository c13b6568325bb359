import { useLocation } from 'react-router';

/** Where a guard or a screen asked to come back to after signing in (the location state's `returnTo`). */
export function useReturnTo(fallback?: string): string | undefined {
  const state: unknown = useLocation().state;
  if (typeof state === 'object' && state !== null && 'returnTo' in state && typeof state.returnTo === 'string') return state.returnTo;
  return fallback;
}
