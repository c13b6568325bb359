import { groceryRecipeRefSchema, type GroceryCategory, type GroceryRecipeRef } from '@sous/contract/grocery';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { GroceryListsTable } from '../../platform/db/schema';

/** A grocery list as the module works with it. */
export interface StoredGroceryList {
  id: string;
  userId: string;
  name: string;
  recipes: GroceryRecipeRef[];
  categories: GroceryCategory[];
  bySection: boolean;
  shareToken: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NewGroceryList = Pick<StoredGroceryList, 'id' | 'userId' | 'name' | 'recipes' | 'categories' | 'bySection'>;

const storedItem = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string(),
  checked: z.boolean(),
  suggestion: z.string().optional(),
  foodId: z.string().optional(),
  stocked: z.boolean().optional(),
});
const storedCategories = z.array(z.object({ name: z.string(), items: z.array(storedItem) }));
const storedRecipes = z.array(z.object({ id: z.string(), name: z.string() }));

function toList(row: Selectable<GroceryListsTable>): StoredGroceryList {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    recipes: storedRecipes.parse(JSON.parse(row.recipes)),
    categories: storedCategories.parse(JSON.parse(row.categories)),
    bySection: row.by_section === 1,
    shareToken: row.share_token,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The only code that reads and writes the grocery_lists table. */
export function createGroceryListsRepository(db: Db) {
  return {
    /** Stores a new list; a list with this id already there is kept as it is (a job's second run). */
    async create(list: NewGroceryList): Promise<void> {
      const now = new Date().toISOString();
      await db.kysely
        .insertInto('grocery_lists')
        .values({
          id: list.id,
          user_id: list.userId,
          name: list.name,
          recipes: JSON.stringify(list.recipes.map((recipe) => groceryRecipeRefSchema.parse(recipe))),
          categories: JSON.stringify(list.categories),
          by_section: list.bySection ? 1 : 0,
          share_token: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
    async find(id: string): Promise<StoredGroceryList | undefined> {
      const row = await db.kysely.selectFrom('grocery_lists').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toList(row);
    },
    async findByShareToken(token: string): Promise<StoredGroceryList | undefined> {
      const row = await db.kysely.selectFrom('grocery_lists').selectAll().where('share_token', '=', token).executeTakeFirst();
      return row && toList(row);
    },
    /** A user's lists, newest first. */
    async listForUser(userId: string): Promise<StoredGroceryList[]> {
      const rows = await db.kysely
        .selectFrom('grocery_lists')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toList);
    },
    async update(id: string, change: { name: string; categories: GroceryCategory[] }): Promise<void> {
      await db.kysely
        .updateTable('grocery_lists')
        .set({ name: change.name, categories: JSON.stringify(change.categories), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },
    async setShareToken(id: string, token: string | null): Promise<void> {
      await db.kysely.updateTable('grocery_lists').set({ share_token: token }).where('id', '=', id).execute();
    },
    async remove(id: string): Promise<void> {
      await db.kysely.deleteFrom('grocery_lists').where('id', '=', id).execute();
    },
    async removeAllForUser(userId: string): Promise<void> {
      await db.kysely.deleteFrom('grocery_lists').where('user_id', '=', userId).execute();
    },
  };
}

export type GroceryListsRepository = ReturnType<typeof createGroceryListsRepository>;
