import { sql, type Kysely } from 'kysely';
import { containsText } from '../db/contains-text';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { uuidV7 } from '../ids';

/**
 * Sign-in attempts allowed per window. A stranger guessing from one address uses up only that
 * address's share of an account (`perAccountAndAddress`), so the owner still signs in from home;
 * the higher account-wide ceiling stops guesses spread over many addresses.
 */
export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  perAccountAndAddress: 5,
  perAccount: 25,
  perAddress: 20,
} as const;

export type SignInLimits = Omit<typeof SIGN_IN_LIMITS, 'windowMinutes'> & { windowMinutes: number };

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** An attempt counted before its password is checked; released if the password was right. */
export interface SignInReservation {
  release(): Promise<void>;
}

export interface SignInThrottle {
  /**
   * Counts one attempt against the account, the address and the pair, atomically with checking
   * that none of them is used up, so parallel guesses cannot all slip through before the first
   * one fails. Undefined when the attempt is refused.
   */
  reserve(email: string, addressKey: string): Promise<SignInReservation | undefined>;
  /** Deletes attempts older than the window (the purge job). */
  purge(): Promise<void>;
}

/** The throttle's subjects that name `email`: the account alone, and the account with an address. */
const namesEmail = (subject: string, email: string) => subject === `account:${email}` || subject.startsWith(`pair:${email}|`);

/** Attempts counted against `email` (failed ones, and any still being checked), oldest first. */
export async function signInFailuresOf(db: Db, email: string): Promise<{ id: string; failedAt: string }[]> {
  const rows = await db.kysely
    .selectFrom('sign_in_failures')
    .select(['id', 'subject', 'failed_at'])
    .where(containsText(db, 'subject', email))
    .orderBy('failed_at')
    .execute();
  return rows.filter((row) => namesEmail(row.subject, email)).map((row) => ({ id: row.id, failedAt: row.failed_at }));
}

/** Deletes the attempts counted against `email` (its account is being erased). */
export async function forgetSignInFailures(db: Db, email: string): Promise<void> {
  const ids = (await signInFailuresOf(db, email)).map((failure) => failure.id);
  if (ids.length > 0) await db.kysely.deleteFrom('sign_in_failures').where('id', 'in', ids).execute();
}

/**
 * Runs `work` in a transaction that no other reservation for the same subjects can interleave
 * with: advisory locks on PostgreSQL (taken in a fixed order, so two never deadlock), and an
 * immediate (writer) transaction on SQLite, which also serialises separate processes.
 */
async function exclusively<T>(db: Db, subjects: string[], work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') {
    return db.kysely.transaction().execute(async (trx) => {
      for (const subject of [...subjects].sort()) await sql`select pg_advisory_xact_lock(hashtext(${subject}))`.execute(trx);
      return work(trx);
    });
  }
  return db.kysely.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/**
 * Sign-in throttling kept in the database, so every process counts the same attempts: a sliding
 * window of failed (or still running) attempts per account and address, per account, and per
 * address (slows trying one password on many accounts).
 */
export function createSignInThrottle(db: Db, limits: SignInLimits = SIGN_IN_LIMITS): SignInThrottle {
  const windowStart = () => new Date(Date.now() - limits.windowMinutes * 60_000).toISOString();

  return {
    async reserve(email, addressKey) {
      const subjects = [
        { subject: `account:${email}`, limit: limits.perAccount },
        { subject: `address:${addressKey}`, limit: limits.perAddress },
        { subject: `pair:${email}|${addressKey}`, limit: limits.perAccountAndAddress },
      ];
      const ids = await exclusively(db, subjects.map((s) => s.subject), async (trx) => {
        const since = windowStart();
        const counts = await trx
          .selectFrom('sign_in_failures')
          .select(['subject', (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('subject', 'in', subjects.map((s) => s.subject))
          .where('failed_at', '>', since)
          .groupBy('subject')
          .execute();
        const used = new Map(counts.map((row) => [row.subject, Number(row.count)]));
        if (subjects.some(({ subject, limit }) => (used.get(subject) ?? 0) >= limit)) return undefined;
        const attemptedAt = new Date().toISOString();
        const rows = subjects.map(({ subject }) => ({ id: uuidV7(), subject, failed_at: attemptedAt }));
        await trx.insertInto('sign_in_failures').values(rows).execute();
        return rows.map((row) => row.id);
      });
      if (!ids) return undefined;
      return {
        async release() {
          await db.kysely.deleteFrom('sign_in_failures').where('id', 'in', ids).execute();
        },
      };
    },

    async purge() {
      await db.kysely.deleteFrom('sign_in_failures').where('failed_at', '<', windowStart()).execute();
    },
  };
}
