import { preferencesSchema, type Preferences } from '@sous/contract/preferences';
import type { Db } from '../../platform/db/database';

/** A user's saved food preferences, kept as JSON on their row. */
export function createPreferencesRepository(db: Db) {
  return {
    /** The saved preferences, or null when none were ever saved. */
    async get(userId: string): Promise<Preferences | null> {
      const row = await db.kysely.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirst();
      if (!row?.preferences || row.preferences === '{}') return null;
      const stored = preferencesSchema.safeParse(JSON.parse(row.preferences));
      return stored.success ? stored.data : null;
    },

    async save(userId: string, preferences: Preferences): Promise<void> {
      await db.kysely
        .updateTable('users')
        .set({ preferences: JSON.stringify(preferences), updated_at: new Date().toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    /** Forgets the saved preferences (delete-all; the account row itself goes last). */
    async clear(userId: string): Promise<void> {
      await db.kysely.updateTable('users').set({ preferences: '{}', updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
