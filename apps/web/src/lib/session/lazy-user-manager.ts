import type { PublicConfig } from '@sous/contract/public-config';
import type { UserManager } from 'oidc-client-ts';

/** The sign-in client of one configuration, loaded (with oidc-client-ts) on first use. */
export interface LazyUserManager {
  /** Loads and creates the client once; later calls share it. A failed load may be retried. */
  load: () => Promise<UserManager>;
  /** Calls `listener` with the client once it exists (at once if it already does). */
  onLoad: (listener: (manager: UserManager) => void) => void;
}

/** A {@link LazyUserManager} for `config`; nothing is downloaded until `load()`. */
export function lazyUserManager(config: PublicConfig): LazyUserManager {
  let pending: Promise<UserManager> | undefined;
  let manager: UserManager | undefined;
  const listeners: ((manager: UserManager) => void)[] = [];
  return {
    load: () =>
      (pending ??= import('../oidc').then(
        ({ createUserManager }) => {
          manager = createUserManager(config);
          for (const listener of listeners) listener(manager);
          return manager;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    onLoad: (listener) => {
      if (manager) listener(manager);
      else listeners.push(listener);
    },
  };
}

/**
 * Whether this browser holds a sign-in for the configured issuer and client: the key under which
 * oidc-client-ts keeps the user (lib/oidc.ts stores it in localStorage with the default prefix).
 */
export function hasStoredSignIn(config: PublicConfig, storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(`oidc.user:${config.oidc.issuer}:${config.oidc.clientId}`) !== null;
  } catch {
    return false;
  }
}
