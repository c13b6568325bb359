import { nutritionFactsSchema, recipeIngredientSchema, type RecipeContent } from '@sous/contract/recipe';
import type { Recipe } from '@sous/contract/recipe-api';
import { IMPORT_TYPES, type ImportType, type TikTokVideo } from '@sous/contract/recipe-import';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { RecipesTable } from '../../platform/db/schema';

/** A stored recipe: what the API shows but its photo, plus the anonymous device that owns it before sign-in. */
export interface StoredRecipe extends Omit<Recipe, 'featuredImageUrl' | 'imageUrl' | 'featuredImageId'> {
  deviceKey: string | null;
}

/** A new recipe: its content and who owns it. */
export interface NewRecipe {
  id: string;
  owner: { userId: string | null; deviceKey: string | null };
  content: RecipeContent;
  /** 'shared' for a copy of someone's public recipe; an imported recipe's import type. */
  source: 'generated' | 'shared' | ImportType;
  /** For generated recipes: the generation and the position in it (unique together). */
  generation?: { id: string; position: number };
  /** For imported recipes: the import (unique), the page or video, the TikTok video. */
  imported?: ImportedFrom;
  expiresAt: string | null;
}

/** Where an imported recipe came from. */
export interface ImportedFrom {
  importId: string;
  sourceUrl: string | null;
  tiktokVideo: TikTokVideo | null;
}

/** What an update may change. */
export interface RecipeChanges extends Partial<RecipeContent> {
  userId?: string;
  isSaved?: boolean;
  isDeleted?: boolean;
  expiresAt?: string | null;
}

const stringList = z.array(z.string());
const isImportType = (source: string): source is ImportType => (IMPORT_TYPES as readonly string[]).includes(source);

function toRecipe(row: Selectable<RecipesTable>): StoredRecipe {
  return {
    id: row.id,
    userId: row.user_id,
    deviceKey: row.device_key,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
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
    isSaved: row.is_saved === 1,
    isDeleted: row.is_deleted === 1,
    expiresAt: row.expires_at,
    // Only an imported recipe names its source; generated and copied ones show none.
    source: isImportType(row.source) ? row.source : null,
    sourceUrl: row.source_url,
    importId: row.import_id,
    tiktokVideo: row.tiktok_video_id === null ? null : { videoId: row.tiktok_video_id, title: row.tiktok_video_title ?? '' },
  };
}

function contentColumns(content: Partial<RecipeContent>): Updateable<RecipesTable> {
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

function insertColumns(recipe: NewRecipe, now: string): Insertable<RecipesTable> {
  const { content } = recipe;
  return {
    id: recipe.id,
    user_id: recipe.owner.userId,
    device_key: recipe.owner.deviceKey,
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
    source: recipe.source,
    generation_id: recipe.generation?.id ?? null,
    generation_position: recipe.generation?.position ?? null,
    import_id: recipe.imported?.importId ?? null,
    source_url: recipe.imported?.sourceUrl ?? null,
    tiktok_video_id: recipe.imported?.tiktokVideo?.videoId ?? null,
    tiktok_video_title: recipe.imported?.tiktokVideo?.title ?? null,
    expires_at: recipe.expiresAt,
    created_at: now,
    updated_at: now,
  };
}

/** The only code that reads and writes the recipes table. */
export function createRecipesRepository(db: Db) {
  const recipes = () => db.kysely.selectFrom('recipes').selectAll();
  return {
    /** Stores new recipes; one whose (generation, position) is already stored is left as it is. */
    async insertMany(newRecipes: NewRecipe[]): Promise<void> {
      if (newRecipes.length === 0) return;
      const now = new Date().toISOString();
      await db.kysely
        .insertInto('recipes')
        .values(newRecipes.map((recipe) => insertColumns(recipe, now)))
        .onConflict((oc) => oc.columns(['generation_id', 'generation_position']).doNothing())
        .execute();
    },
    /**
     * Stores an imported recipe unless its import has one already (whoever got there first);
     * answers the import's recipe either way.
     */
    async insertImported(recipe: NewRecipe & { imported: ImportedFrom }): Promise<StoredRecipe | undefined> {
      await db.kysely
        .insertInto('recipes')
        .values(insertColumns(recipe, new Date().toISOString()))
        .onConflict((oc) => oc.column('import_id').doNothing())
        .execute();
      return this.findByImport(recipe.imported.importId);
    },
    /** The recipe saved from an import, whatever its state. */
    async findByImport(importId: string): Promise<StoredRecipe | undefined> {
      const row = await recipes().where('import_id', '=', importId).executeTakeFirst();
      return row && toRecipe(row);
    },
    async findById(id: string): Promise<StoredRecipe | undefined> {
      const row = await recipes().where('id', '=', id).executeTakeFirst();
      return row && toRecipe(row);
    },
    /** A user's recipes that are not deleted, newest first. */
    async listForUser(userId: string): Promise<StoredRecipe[]> {
      const rows = await recipes().where('user_id', '=', userId).where('is_deleted', '=', 0).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toRecipe);
    },
    /** Every recipe of a user, whatever its state (saved, unsaved, removed), oldest first. */
    async listAllForUser(userId: string): Promise<StoredRecipe[]> {
      const rows = await recipes().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toRecipe);
    },
    async removeAllForUser(userId: string): Promise<void> {
      await db.kysely.deleteFrom('recipes').where('user_id', '=', userId).execute();
    },
    /** The recipes one generation produced, in order. */
    async listForGeneration(generationId: string): Promise<StoredRecipe[]> {
      const rows = await recipes().where('generation_id', '=', generationId).orderBy('generation_position').execute();
      return rows.map(toRecipe);
    },
    async update(id: string, changes: RecipeChanges): Promise<StoredRecipe | undefined> {
      const { userId, isSaved, isDeleted, expiresAt, ...content } = changes;
      const columns: Updateable<RecipesTable> = { ...contentColumns(content), updated_at: new Date().toISOString() };
      if (userId !== undefined) columns.user_id = userId;
      if (isSaved !== undefined) columns.is_saved = isSaved ? 1 : 0;
      if (isDeleted !== undefined) columns.is_deleted = isDeleted ? 1 : 0;
      if (expiresAt !== undefined) columns.expires_at = expiresAt;
      await db.kysely.updateTable('recipes').set(columns).where('id', '=', id).execute();
      return this.findById(id);
    },
    async remove(id: string): Promise<void> {
      await db.kysely.deleteFrom('recipes').where('id', '=', id).execute();
    },
    /** Unsaved or removed recipes whose time was up at `now`, the longest expired first. */
    async listExpired(now: Date, limit: number): Promise<StoredRecipe[]> {
      const rows = await recipes()
        .where('expires_at', 'is not', null)
        .where('expires_at', '<', now.toISOString())
        .where((eb) => eb.or([eb('is_saved', '=', 0), eb('is_deleted', '=', 1)]))
        .orderBy('expires_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toRecipe);
    },
    /** Deletes the recipe if its time is still up at `now` (not saved or restored meanwhile); true when it went. */
    async removeIfExpired(id: string, now: Date): Promise<boolean> {
      const result = await db.kysely
        .deleteFrom('recipes')
        .where('id', '=', id)
        .where('expires_at', 'is not', null)
        .where('expires_at', '<', now.toISOString())
        .where((eb) => eb.or([eb('is_saved', '=', 0), eb('is_deleted', '=', 1)]))
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
