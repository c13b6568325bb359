import type { Selectable } from 'kysely';
import type { FirstSeenUser } from '../../http/auth';
import type { Db } from '../../platform/db/database';
import type { UsersTable } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';

/** A user's account as the module works with it. */
export interface Account {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  screenName: string | null;
  /** The saved food preferences as stored (checked where they are read). */
  preferences: Record<string, unknown>;
  profileUpdatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The profile fields a save may change. */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  email: string | null;
  profileUpdatedAt: string;
}

function storedPreferences(stored: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(stored);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function toAccount(row: Selectable<UsersTable>): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    screenName: row.screen_name,
    preferences: storedPreferences(row.preferences),
    profileUpdatedAt: row.profile_updated_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The only module that reads and writes the users table for the account API. */
export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<Account | undefined> {
      const row = await db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toAccount(row);
    },

    async exists(id: string): Promise<boolean> {
      return (await db.kysely.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Deletes the account row (delete-all's last step); a missing row is fine. */
    async remove(id: string): Promise<void> {
      await db.kysely.deleteFrom('users').where('id', '=', id).execute();
    },

    /**
     * Makes the row of a user seen for the first time (an external issuer's user, say), copying
     * the token's email and names; an existing row is left alone. Racing first calls are fine:
     * the primary key keeps one row.
     */
    async ensure(user: FirstSeenUser): Promise<void> {
      const existing = await db.kysely.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst();
      if (existing) return;
      const now = new Date().toISOString();
      await db.kysely
        .insertInto('users')
        .values({
          id: user.id,
          email: user.email,
          first_name: user.firstName ?? '',
          last_name: user.lastName ?? '',
          screen_name: null,
          profile_updated_at: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },

    /** Saves a profile and returns the account as stored, or undefined if it is gone. */
    async saveProfile(id: string, changes: ProfileChanges): Promise<Account | undefined> {
      const row = await db.kysely
        .updateTable('users')
        .set({
          first_name: changes.firstName,
          last_name: changes.lastName,
          email: changes.email,
          profile_updated_at: changes.profileUpdatedAt,
          updated_at: changes.profileUpdatedAt,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toAccount(row);
    },

    /**
     * Gives a user a screen name (already lowercased). Returns 'taken' when another user has it in
     * any case: the unique index on lower(screen_name) decides, so of racing requests exactly one wins.
     */
    async setScreenName(id: string, screenName: string): Promise<Account | 'taken' | undefined> {
      try {
        const row = await db.kysely
          .updateTable('users')
          .set({ screen_name: screenName, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        return row && toAccount(row);
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** True when some user has this screen name, in any case. */
    async isScreenNameTaken(screenName: string): Promise<boolean> {
      const row = await db.kysely
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['screen_name']), '=', screenName.toLowerCase()))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
