import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over a prerendered page (and on the server), true once it has: fields
 * on a prerendered page stay read-only until then, so nothing typed before the code arrives is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
