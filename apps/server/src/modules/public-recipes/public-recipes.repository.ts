import { nutritionFactsSchema, recipeIngredientSchema, type RecipeContent } from '@sous/contract/recipe';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { PublicRecipesTable } from '../../platform/db/schema';

/** A public recipe as the module works with it. */
export interface StoredPublicRecipe {
  id: string;
  recipeId: string | null;
  ownerUserId: string | null;
  ownerScreenName: string | null;
  content: RecipeContent;
  isFeatured: boolean;
  createdAt: string;
  updatedAt: string;
}

const stringList = z.array(z.string());

/** A public recipe as a list shows it: the card's columns only. */
export interface PublicRecipeCardRow {
  id: string;
  ownerScreenName: string | null;
  name: string;
  description: string;
  cuisine: string;
  tags: string[];
  prepTime: string;
  cookTime: string;
  servings: number;
  isFeatured: boolean;
  createdAt: string;
}

/** The columns a card needs (lists never read the ingredients or steps). */
const CARD_COLUMNS = ['id', 'owner_screen_name', 'name', 'description', 'cuisine', 'tags', 'prep_time', 'cook_time', 'servings', 'is_featured', 'created_at'] as const;
type CardRow = Pick<Selectable<PublicRecipesTable>, (typeof CARD_COLUMNS)[number]>;

function toCard(row: CardRow): PublicRecipeCardRow {
  return {
    id: row.id,
    ownerScreenName: row.owner_screen_name,
    name: row.name,
    description: row.description,
    cuisine: row.cuisine,
    tags: stringList.parse(JSON.parse(row.tags)),
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    servings: row.servings,
    isFeatured: row.is_featured === 1,
    createdAt: row.created_at,
  };
}

/** What a new public recipe is made of; `filters` are the browse filters it matches. */
export interface NewPublicRecipe {
  id: string;
  recipeId: string | null;
  ownerUserId: string | null;
  ownerScreenName: string | null;
  sourceKey: string | null;
  content: RecipeContent;
  isFeatured: boolean;
  filters: readonly string[];
}

function toStored(row: Selectable<PublicRecipesTable>): StoredPublicRecipe {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    ownerUserId: row.owner_user_id,
    ownerScreenName: row.owner_screen_name,
    content: {
      name: row.name,
      description: row.description,
      cuisine: row.cuisine,
      tags: stringList.parse(JSON.parse(row.tags)),
      prepTime: row.prep_time,
      cookTime: row.cook_time,
      servings: row.servings,
      ingredients: z.array(recipeIngredientSchema).parse(JSON.parse(row.ingredients)),
      instructions: stringList.parse(JSON.parse(row.instructions)),
      nutritionFacts: nutritionFactsSchema.parse(JSON.parse(row.nutrition_facts)),
    },
    isFeatured: row.is_featured === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const contentColumns = (content: RecipeContent) => ({
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
});

/** The only code that reads and writes public_recipes and public_recipe_filters. */
export function createPublicRecipesRepository(db: Db) {
  const k = db.kysely;
  return {
    async findById(id: string): Promise<StoredPublicRecipe | undefined> {
      const row = await k.selectFrom('public_recipes').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toStored(row);
    },

    async findByRecipeId(recipeId: string): Promise<StoredPublicRecipe | undefined> {
      const row = await k.selectFrom('public_recipes').selectAll().where('recipe_id', '=', recipeId).executeTakeFirst();
      return row && toStored(row);
    },

    /** Adds public recipes with their filters; one whose recipe or source key exists already is skipped. */
    async insertMany(recipes: readonly NewPublicRecipe[]): Promise<void> {
      const now = new Date().toISOString();
      await k.transaction().execute(async (trx) => {
        for (const recipe of recipes) {
          const inserted = await trx
            .insertInto('public_recipes')
            .values({
              id: recipe.id,
              recipe_id: recipe.recipeId,
              owner_user_id: recipe.ownerUserId,
              owner_screen_name: recipe.ownerScreenName,
              source_key: recipe.sourceKey,
              ...contentColumns(recipe.content),
              is_featured: recipe.isFeatured ? 1 : 0,
              created_at: now,
              updated_at: now,
            })
            .onConflict((conflict) => conflict.doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) continue;
          if (recipe.filters.length > 0) {
            await trx.insertInto('public_recipe_filters').values(recipe.filters.map((filter) => ({ filter, public_recipe_id: recipe.id }))).execute();
          }
        }
      });
    },

    /** Replaces a public recipe's content, author name and filters (the owner shared it again). */
    async refresh(id: string, content: RecipeContent, ownerScreenName: string | null, filters: readonly string[]): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('public_recipes')
          .set({ ...contentColumns(content), owner_screen_name: ownerScreenName, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('public_recipe_filters').where('public_recipe_id', '=', id).execute();
        if (filters.length > 0) await trx.insertInto('public_recipe_filters').values(filters.map((filter) => ({ filter, public_recipe_id: id }))).execute();
      });
    },

    async remove(id: string): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('public_recipe_filters').where('public_recipe_id', '=', id).execute();
        await trx.deleteFrom('public_recipes').where('id', '=', id).execute();
      });
    },

    async hasSeed(): Promise<boolean> {
      const row = await k.selectFrom('public_recipes').select('id').where('source_key', 'like', 'seed:%').limit(1).executeTakeFirst();
      return row !== undefined;
    },

    async listFeatured(limit: number): Promise<PublicRecipeCardRow[]> {
      const rows = await k.selectFrom('public_recipes').select(CARD_COLUMNS).where('is_featured', '=', 1).orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toCard);
    },

    /**
     * A browse page, newest first (ids are time-ordered): recipes matching every filter, after
     * `afterId`. The first filter drives the scan through its index range; the others are probes.
     */
    async browse(filters: readonly string[], afterId: string | null, limit: number): Promise<PublicRecipeCardRow[]> {
      const [driving, ...others] = filters;
      if (driving === undefined) {
        let query = k.selectFrom('public_recipes').select(CARD_COLUMNS).orderBy('id', 'desc').limit(limit);
        if (afterId !== null) query = query.where('id', '<', afterId);
        return (await query.execute()).map(toCard);
      }
      let query = k
        .selectFrom('public_recipe_filters as f')
        .innerJoin('public_recipes as r', 'r.id', 'f.public_recipe_id')
        .select(CARD_COLUMNS.map((column) => `r.${column}` as const))
        .where('f.filter', '=', driving)
        .orderBy('f.public_recipe_id', 'desc')
        .limit(limit);
      if (afterId !== null) query = query.where('f.public_recipe_id', '<', afterId);
      for (const filter of others) {
        query = query.where((eb) =>
          eb.exists(eb.selectFrom('public_recipe_filters as o').select('o.filter').where('o.filter', '=', filter).whereRef('o.public_recipe_id', '=', 'f.public_recipe_id')),
        );
      }
      return (await query.execute()).map(toCard);
    },

    async listForOwner(userId: string): Promise<StoredPublicRecipe[]> {
      const rows = await k.selectFrom('public_recipes').selectAll().where('owner_user_id', '=', userId).orderBy('id').execute();
      return rows.map(toStored);
    },

    async removeAllForOwner(userId: string): Promise<void> {
      await k.transaction().execute(async (trx) => {
        const owned = trx.selectFrom('public_recipes').select('id').where('owner_user_id', '=', userId);
        await trx.deleteFrom('public_recipe_filters').where('public_recipe_id', 'in', owned).execute();
        await trx.deleteFrom('public_recipes').where('owner_user_id', '=', userId).execute();
      });
    },
  };
}

export type PublicRecipesRepository = ReturnType<typeof createPublicRecipesRepository>;
