import type { GroceryRecipeRef } from '@sous/contract/grocery';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { GroceryRequestsTable } from '../../platform/db/schema';

export type GroceryRequestState = GroceryRequestsTable['status'];

/** A request to make a grocery list from saved recipes, and how it went. */
export interface GroceryRequest {
  id: string;
  userId: string;
  name: string;
  recipes: GroceryRecipeRef[];
  bySection: boolean;
  status: GroceryRequestState;
  error: string | null;
  listId: string | null;
  createdAt: string;
}

export type NewGroceryRequest = Pick<GroceryRequest, 'id' | 'userId' | 'name' | 'recipes' | 'bySection'>;

const storedRecipes = z.array(z.object({ id: z.string(), name: z.string() }));

function toRequest(row: Selectable<GroceryRequestsTable>): GroceryRequest {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    recipes: storedRecipes.parse(JSON.parse(row.recipes)),
    bySection: row.by_section === 1,
    status: row.status,
    error: row.error,
    listId: row.list_id,
    createdAt: row.created_at,
  };
}

/** The only code that reads and writes the grocery_requests table. */
export function createGroceryRequestsRepository(db: Db) {
  const set = async (id: string, change: Partial<Pick<Selectable<GroceryRequestsTable>, 'status' | 'error' | 'list_id'>>) => {
    await db.kysely
      .updateTable('grocery_requests')
      .set({ ...change, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  };
  return {
    async create(request: NewGroceryRequest): Promise<void> {
      const now = new Date().toISOString();
      await db.kysely
        .insertInto('grocery_requests')
        .values({
          id: request.id,
          user_id: request.userId,
          name: request.name,
          recipes: JSON.stringify(request.recipes),
          by_section: request.bySection ? 1 : 0,
          status: 'pending',
          error: null,
          list_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },
    async find(id: string): Promise<GroceryRequest | undefined> {
      const row = await db.kysely.selectFrom('grocery_requests').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRequest(row);
    },
    async listForUser(userId: string): Promise<GroceryRequest[]> {
      const rows = await db.kysely.selectFrom('grocery_requests').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toRequest);
    },
    async removeAllForUser(userId: string): Promise<void> {
      await db.kysely.deleteFrom('grocery_requests').where('user_id', '=', userId).execute();
    },
    markRunning: (id: string) => set(id, { status: 'running' }),
    markCompleted: (id: string, listId: string) => set(id, { status: 'completed', list_id: listId }),
    markFailed: (id: string, error: string) => set(id, { status: 'failed', error }),
    /** Deletes finished requests older than `before` (their lists live on by themselves). */
    async purgeFinished(before: Date): Promise<number> {
      const result = await db.kysely
        .deleteFrom('grocery_requests')
        .where('status', 'in', ['completed', 'failed'])
        .where('created_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type GroceryRequestsRepository = ReturnType<typeof createGroceryRequestsRepository>;
