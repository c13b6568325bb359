import type { Db } from '../db/database';
import { uuidV7 } from '../ids';

/** Failed sign-ins allowed per window before further attempts are refused. */
export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  perAccount: 5,
  perAddress: 20,
} as const;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface SignInThrottle {
  /** True when this account or this address has used up its failures for now. */
  isBlocked(email: string, addressKey: string): Promise<boolean>;
  /** Counts one failure against the account and the address. */
  recordFailure(email: string, addressKey: string): Promise<void>;
  /** Deletes failures older than the window (the purge job). */
  purge(): Promise<void>;
}

/**
 * Sign-in throttling kept in the database, so every process counts the same failures: a sliding
 * window of failed attempts per account (slows guessing one password) and per client address
 * (slows trying one password on many accounts).
 */
export function createSignInThrottle(db: Db, limits = SIGN_IN_LIMITS): SignInThrottle {
  const windowStart = () => new Date(Date.now() - limits.windowMinutes * 60_000).toISOString();
  const failures = async (subject: string) => {
    const row = await db.kysely
      .selectFrom('sign_in_failures')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('subject', '=', subject)
      .where('failed_at', '>', windowStart())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  return {
    async isBlocked(email, addressKey) {
      const [account, address] = await Promise.all([failures(`account:${email}`), failures(`address:${addressKey}`)]);
      return account >= limits.perAccount || address >= limits.perAddress;
    },

    async recordFailure(email, addressKey) {
      const failedAt = new Date().toISOString();
      await db.kysely
        .insertInto('sign_in_failures')
        .values([
          { id: uuidV7(), subject: `account:${email}`, failed_at: failedAt },
          { id: uuidV7(), subject: `address:${addressKey}`, failed_at: failedAt },
        ])
        .execute();
    },

    async purge() {
      await db.kysely.deleteFrom('sign_in_failures').where('failed_at', '<', windowStart()).execute();
    },
  };
}
