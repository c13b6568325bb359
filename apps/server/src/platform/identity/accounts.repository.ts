import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';

export interface NewAccount {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/** What the issuer puts in ID tokens about a user. */
export interface AccountClaims {
  email: string | null;
  firstName: string;
  lastName: string;
}

/** The embedded issuer's reads and writes of users and their password credentials. */
export function createAccountsRepository(db: Db) {
  return {
    /** The credential for a normalised email, if an account uses it. */
    findCredential: (email: string) =>
      db.kysely
        .selectFrom('user_credentials')
        .select(['user_id', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst(),

    /**
     * Creates the user and the credential together. Returns false when the email is already
     * used (the unique index decides, so two racing sign-ups cannot both win).
     */
    async create(account: NewAccount): Promise<boolean> {
      const now = new Date().toISOString();
      try {
        await db.kysely.transaction().execute(async (trx) => {
          await trx
            .insertInto('users')
            .values({
              id: account.id,
              email: account.email,
              first_name: account.firstName,
              last_name: account.lastName,
              screen_name: null,
              profile_updated_at: now,
              created_at: now,
              updated_at: now,
            })
            .execute();
          await trx
            .insertInto('user_credentials')
            .values({ user_id: account.id, email: account.email, password_hash: account.passwordHash, created_at: now, updated_at: now })
            .execute();
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** A user's password sign-in without its hash, if they have one. */
    credentialOf: (userId: string) =>
      db.kysely
        .selectFrom('user_credentials')
        .select(['email', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** Deletes a user's password sign-in: the email is free to sign up again. */
    async removeCredential(userId: string): Promise<void> {
      await db.kysely.deleteFrom('user_credentials').where('user_id', '=', userId).execute();
    },

    /** The claims of a user, or undefined when there is no such user (deleted, say). */
    async claims(userId: string): Promise<AccountClaims | undefined> {
      const row = await db.kysely
        .selectFrom('users')
        .leftJoin('user_credentials', 'user_credentials.user_id', 'users.id')
        .select(['users.email as profileEmail', 'user_credentials.email as signInEmail', 'users.first_name', 'users.last_name'])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return { email: row.signInEmail ?? row.profileEmail, firstName: row.first_name, lastName: row.last_name };
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
