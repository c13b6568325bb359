import { somePreferencesSchema, type Preferences } from '@sous/contract/preferences';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { PantryFood } from '../../platform/ai/recipe-provider';
import type { Db } from '../../platform/db/database';
import type { GenerationsTable } from '../../platform/db/schema';

export type GenerationState = GenerationsTable['status'];

/** The allowance a generation used: given back when it fails. */
export interface UsedAllowance {
  subjects: string[];
  day: string;
}

/** A generation request as the module works with it. */
export interface Generation {
  id: string;
  owner: { userId: string | null; deviceKey: string | null };
  status: GenerationState;
  prompt: string;
  preferences: Partial<Preferences> | undefined;
  count: number;
  allowance: UsedAllowance | null;
  /** The pantry to cook from ("Cook with what I have"), as it was when asked; null for a plain request. */
  pantry: PantryFood[] | null;
  error: string | null;
  createdAt: string;
}

export type NewGeneration = Omit<Generation, 'status' | 'error' | 'createdAt'>;

const usedAllowance = z.object({ subjects: z.array(z.string()), day: z.string() });
const pantryFoods = z.array(z.object({ name: z.string(), foodId: z.string().optional() }));

function toGeneration(row: Selectable<GenerationsTable>): Generation {
  return {
    id: row.id,
    owner: { userId: row.user_id, deviceKey: row.device_key },
    status: row.status,
    prompt: row.prompt,
    preferences: row.preferences === null ? undefined : somePreferencesSchema.parse(JSON.parse(row.preferences)),
    count: row.count,
    allowance: row.allowance === null ? null : usedAllowance.parse(JSON.parse(row.allowance)),
    pantry: row.pantry === null ? null : pantryFoods.parse(JSON.parse(row.pantry)),
    error: row.error,
    createdAt: row.created_at,
  };
}

/** The only code that reads and writes the generations table. */
export function createGenerationsRepository(db: Db) {
  const setStatus = async (id: string, status: GenerationState, error: string | null = null) => {
    await db.kysely.updateTable('generations').set({ status, error, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
  };
  return {
    async create(generation: NewGeneration): Promise<void> {
      const now = new Date().toISOString();
      await db.kysely
        .insertInto('generations')
        .values({
          id: generation.id,
          user_id: generation.owner.userId,
          device_key: generation.owner.deviceKey,
          status: 'pending',
          prompt: generation.prompt,
          preferences: generation.preferences === undefined ? null : JSON.stringify(generation.preferences),
          count: generation.count,
          allowance: generation.allowance === null ? null : JSON.stringify(generation.allowance),
          pantry: generation.pantry === null ? null : JSON.stringify(generation.pantry),
          error: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },
    async find(id: string): Promise<Generation | undefined> {
      const row = await db.kysely.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toGeneration(row);
    },
    /** Every generation request of a user, oldest first. */
    async listForUser(userId: string): Promise<Generation[]> {
      const rows = await db.kysely.selectFrom('generations').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toGeneration);
    },
    async removeAllForUser(userId: string): Promise<void> {
      await db.kysely.deleteFrom('generations').where('user_id', '=', userId).execute();
    },
    markRunning: (id: string) => setStatus(id, 'running'),
    markCompleted: (id: string) => setStatus(id, 'completed'),
    markFailed: (id: string, error: string) => setStatus(id, 'failed', error),
    /** Deletes finished requests older than `before` (their recipes live on by themselves). */
    async purgeFinished(before: Date): Promise<number> {
      const result = await db.kysely
        .deleteFrom('generations')
        .where('status', 'in', ['completed', 'failed'])
        .where('created_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type GenerationsRepository = ReturnType<typeof createGenerationsRepository>;
