import type { RecipeContent } from '@sous/contract/recipe';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { RecipesTable } from '../../platform/db/schema';

export type RecipeRow = Selectable<RecipesTable>;

/** The columns of a recipe's content, as stored (lists as JSON text). */
export function contentColumns(content: RecipeContent) {
  return {
    name: content.name,
    description: content.description,
    cuisine: content.cuisine,
    tags: JSON.stringify(content.tags),
    prep_time: content.prepTime,
    cook_time: content.cookTime,
    servings: content.servings,
    ingredients: JSON.stringify(content.ingredients),
    instructions: JSON.stringify(content.instructions),
    nutrition_facts: JSON.stringify(content.nutritionFacts),
  } satisfies Partial<Insertable<RecipesTable>>;
}

/** The columns an edit changes: only the fields it names. */
export function changedContentColumns(content: Partial<RecipeContent>): Updateable<RecipesTable> {
  const columns: Updateable<RecipesTable> = {};
  if (content.name !== undefined) columns.name = content.name;
  if (content.description !== undefined) columns.description = content.description;
  if (content.cuisine !== undefined) columns.cuisine = content.cuisine;
  if (content.tags !== undefined) columns.tags = JSON.stringify(content.tags);
  if (content.prepTime !== undefined) columns.prep_time = content.prepTime;
  if (content.cookTime !== undefined) columns.cook_time = content.cookTime;
  if (content.servings !== undefined) columns.servings = content.servings;
  if (content.ingredients !== undefined) columns.ingredients = JSON.stringify(content.ingredients);
  if (content.instructions !== undefined) columns.instructions = JSON.stringify(content.instructions);
  if (content.nutritionFacts !== undefined) columns.nutrition_facts = JSON.stringify(content.nutritionFacts);
  return columns;
}

/** The only module that reads and writes the recipes table. */
export function createRecipesRepository(db: Db) {
  const recipes = () => db.kysely.selectFrom('recipes').selectAll();
  return {
    async insertMany(rows: Insertable<RecipesTable>[]): Promise<void> {
      if (rows.length > 0) await db.kysely.insertInto('recipes').values(rows).execute();
    },

    findById: (id: string) => recipes().where('id', '=', id).executeTakeFirst(),

    /** A user's recipes that are not deleted, newest first. */
    listForUser: (userId: string) =>
      recipes()
        .where('user_id', '=', userId)
        .where('is_deleted', '=', 0)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** The recipes one generation produced, in the order they were written. */
    listForGeneration: (generationId: string) =>
      recipes().where('generation_id', '=', generationId).orderBy('id').execute(),

    async update(id: string, changes: Updateable<RecipesTable>): Promise<RecipeRow | undefined> {
      await db.kysely.updateTable('recipes').set(changes).where('id', '=', id).execute();
      return recipes().where('id', '=', id).executeTakeFirst();
    },

    async remove(id: string): Promise<void> {
      await db.kysely.deleteFrom('recipes').where('id', '=', id).execute();
    },

    /** Deletes unsaved generated recipes whose time is up; returns how many went. */
    async purgeExpired(now = new Date()): Promise<number> {
      const result = await db.kysely
        .deleteFrom('recipes')
        .where('is_saved', '=', 0)
        .where('expires_at', 'is not', null)
        .where('expires_at', '<', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
