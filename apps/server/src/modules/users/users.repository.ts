import type { Selectable, Updateable } from 'kysely';
import type { FirstSeenUser } from '../../http/auth';
import type { Db } from '../../platform/db/database';
import type { UsersTable } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';

export type UserRow = Selectable<UsersTable>;

/** The only module that reads and writes the users table for the account API. */
export function createUsersRepository(db: Db) {
  return {
    findById: (id: string) => db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

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

    /** Applies changes to a user's row and returns it as stored, or undefined if it is gone. */
    update: (id: string, changes: Updateable<UsersTable>) =>
      db.kysely.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst(),

    /**
     * Gives a user a screen name (already lowercased). Returns 'taken' when another user has it in
     * any case: the unique index on lower(screen_name) decides, so of racing requests exactly one wins.
     */
    async setScreenName(id: string, screenName: string): Promise<UserRow | 'taken' | undefined> {
      try {
        return await db.kysely
          .updateTable('users')
          .set({ screen_name: screenName, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
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
