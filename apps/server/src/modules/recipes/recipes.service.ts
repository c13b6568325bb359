import type { RecipeContent } from '@sous/contract/recipe';
import { GENERATION, type Recipe, type UpdateRecipe } from '@sous/contract/recipe-api';
import type { ImportType } from '@sous/contract/recipe-import';
import type { Actor, UserActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { uuidV7 } from '../../platform/ids';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { canReadRecipe, canRestoreRecipe } from './recipes.policy';
import { presentRecipe, type FeaturedImage } from './recipes.presenter';
import type { ImportedFrom, RecipeChanges, RecipesRepository, StoredRecipe } from './recipes.repository';

const notFound = () => AppError.notFound('Recipe not found');
const unsavedExpiry = (now: Date) => new Date(now.getTime() + GENERATION.unsavedLifetimeHours * 3600_000).toISOString();

/**
 * How long a removed recipe (the soft delete behind Undo) may still be restored by its owner; then
 * it is purged for good with its photos and files. The web's Undo lasts seconds.
 */
export const REMOVED_KEPT_HOURS = 24;
const removedExpiry = (now: Date) => new Date(now.getTime() + REMOVED_KEPT_HOURS * 3600_000).toISOString();
/** The earlier of two expiry times (null: never). */
const earliest = (a: string | null | undefined, b: string) => (a && a < b ? a : b);
/** Recipes purged per batch. */
const PURGE_BATCH = 100;

/** Where a recipe's stored files live (its photos and their renditions), so they go with it. */
export const recipeFilesPrefix = (recipeId: string) => `recipes/${recipeId}/`;

/** Told after a recipe was edited, removed or restored (a public copy follows its recipe). */
export type RecipeChangeListener = (recipe: Recipe) => Promise<void>;

/**
 * Told before a recipe is deleted for good (deleted, purged when its time is up, never on a soft
 * delete): what hangs on it (its public copy, its photos) goes first, so a failure leaves the
 * recipe to be deleted again.
 */
export type RecipeRemovedListener = (recipeId: string) => Promise<void>;

/** The featured photos of recipes, by recipe id (the recipe-media module gives it; none until then). */
export type FeaturedImageSource = (recipeIds: readonly string[]) => Promise<ReadonlyMap<string, FeaturedImage>>;

/** The collection's rules. Every method takes the caller first. */
export function createRecipesService(repository: RecipesRepository, storage: Pick<ObjectStorage, 'deleteByPrefix'>) {
  const listeners: RecipeChangeListener[] = [];
  const changed = async (recipe: Recipe) => {
    for (const listener of listeners) await listener(recipe);
  };
  const removedListeners: RecipeRemovedListener[] = [];
  /** Everything of a recipe but its row: what other modules hang on it, then its own files. */
  const removeBelongings = async (recipeId: string) => {
    for (const listener of removedListeners) await listener(recipeId);
    await storage.deleteByPrefix(recipeFilesPrefix(recipeId));
  };
  let featuredImages: FeaturedImageSource = () => Promise.resolve(new Map());
  /** Recipes as the API shows them, each with its featured photo (one lookup for them all). */
  const presentAll = async (recipes: readonly StoredRecipe[]): Promise<Recipe[]> => {
    const images = recipes.length > 0 ? await featuredImages(recipes.map((recipe) => recipe.id)) : new Map<string, FeaturedImage>();
    return recipes.map((recipe) => presentRecipe(recipe, images.get(recipe.id)));
  };
  const present = async (recipe: StoredRecipe): Promise<Recipe> => presentRecipe(recipe, (await featuredImages([recipe.id])).get(recipe.id));

  async function readable(actor: Actor, id: string): Promise<StoredRecipe> {
    const recipe = await repository.findById(id);
    // Another user's recipe, a deleted one and a missing one all look the same: 404.
    if (!recipe || !canReadRecipe(actor, recipe)) throw notFound();
    return recipe;
  }

  return {
    async list(actor: UserActor): Promise<Recipe[]> {
      return presentAll(await repository.listForUser(actor.userId));
    },

    async get(actor: Actor, id: string): Promise<Recipe> {
      return present(await readable(actor, id));
    },

    /** Save, edit or soft-delete (spec 2 §7 "Update recipe"); only a signed-in user may change recipes. */
    async update(actor: UserActor, id: string, { isSaved, isDeleted, ...content }: UpdateRecipe): Promise<Recipe> {
      const recipe = await repository.findById(id);
      // A removed recipe answers 404 to everything but its owner's `isDeleted: false` (Undo).
      const restoring = recipe !== undefined && isDeleted === false && canRestoreRecipe(actor, recipe);
      if (!recipe || !(restoring || canReadRecipe(actor, recipe))) throw notFound();
      const changes: RecipeChanges = { ...content, isDeleted };
      const now = new Date();
      if (recipe.userId === null) changes.userId = actor.userId; // claimed from the anonymous device
      if (isSaved === true) Object.assign(changes, { isSaved: true, expiresAt: null });
      if (isSaved === false) Object.assign(changes, { isSaved: false, expiresAt: unsavedExpiry(now) });
      // Removed, it waits for Undo a while, then the purge takes it with its photos; restored, it
      // lives as a saved recipe does (or an unsaved one, with a fresh 48 hours).
      if (isDeleted === true && !recipe.isDeleted) changes.expiresAt = earliest(changes.expiresAt === undefined ? recipe.expiresAt : changes.expiresAt, removedExpiry(now));
      if (restoring) changes.expiresAt = (isSaved ?? recipe.isSaved) ? null : unsavedExpiry(now);
      const updated = await repository.update(id, changes);
      if (!updated) throw notFound();
      const presented = await present(updated);
      await changed(presented);
      return presented;
    },

    /** Deletes a recipe for good, with its photos, files and public copy. */
    async remove(actor: UserActor, id: string): Promise<void> {
      const removed = await readable(actor, id);
      await removeBelongings(id);
      await repository.remove(id);
      await changed({ ...presentRecipe(removed), isDeleted: true });
    },

    /**
     * Deletes for good the unsaved recipes whose 48 hours are up and the removed ones whose time
     * for Undo is, with what hangs on them; answers how many went. One that was saved or restored
     * meanwhile stays.
     */
    async purgeExpired(now = new Date()): Promise<number> {
      let purged = 0;
      for (;;) {
        const batch = await repository.listExpired(now, PURGE_BATCH);
        for (const recipe of batch) {
          await removeBelongings(recipe.id);
          if (await repository.removeIfExpired(recipe.id, now)) purged += 1;
        }
        if (batch.length < PURGE_BATCH) return purged;
      }
    },

    /** Calls `listener` after every edit, removal or restore. */
    onChange(listener: RecipeChangeListener): void {
      listeners.push(listener);
    },

    /** Calls `listener` before each recipe is deleted for good (see {@link RecipeRemovedListener}). */
    onRemoved(listener: RecipeRemovedListener): void {
      removedListeners.push(listener);
    },

    /** Where the featured photos come from (the recipe-media module). */
    useFeaturedImages(source: FeaturedImageSource): void {
      featuredImages = source;
    },

    /** Stores `content` as a new saved recipe of the caller (a copy of a public recipe). */
    async saveCopy(actor: UserActor, content: RecipeContent): Promise<Recipe> {
      const id = uuidV7();
      await repository.insertMany([{ id, owner: { userId: actor.userId, deviceKey: null }, content, source: 'shared', expiresAt: null }]);
      const stored = await repository.update(id, { isSaved: true });
      if (!stored) throw notFound();
      return presentRecipe(stored);
    },

    /**
     * Saves a reviewed import to the caller's collection: a new saved recipe the first time, and
     * the same recipe updated (restored if it was removed) when the import is saved again. Where it
     * came from is the import's, never the caller's to say. Answers the recipe and whether it is new.
     */
    async saveImported(
      actor: UserActor,
      { source, from, content }: { source: ImportType; from: ImportedFrom; content: RecipeContent },
    ): Promise<{ recipe: Recipe; created: boolean }> {
      let current = await repository.findByImport(from.importId);
      if (!current) {
        const id = uuidV7();
        current = await repository.insertImported({ id, owner: { userId: actor.userId, deviceKey: null }, content, source, imported: from, expiresAt: null });
        if (current?.id === id) {
          const stored = await repository.update(id, { isSaved: true });
          if (!stored) throw notFound();
          return { recipe: await present(stored), created: true };
        }
        // Another save of the same import got there first: update what it stored.
      }
      if (current?.userId !== actor.userId) throw notFound();
      const updated = await repository.update(current.id, { ...content, isSaved: true, isDeleted: false, expiresAt: null });
      if (!updated) throw notFound();
      const presented = await present(updated);
      await changed(presented);
      return { recipe: presented, created: false };
    },

    /**
     * Stores a generation's recipes unsaved for its owner, expiring in 48 hours. Keyed by
     * (generation, position): storing the same generation again adds nothing.
     */
    async storeGenerated(
      generation: { id: string; owner: { userId: string | null; deviceKey: string | null } },
      contents: RecipeContent[],
    ): Promise<string[]> {
      const expiresAt = unsavedExpiry(new Date());
      await repository.insertMany(
        contents.map((content, position) => ({
          id: uuidV7(),
          owner: generation.owner,
          content,
          source: 'generated',
          generation: { id: generation.id, position },
          expiresAt,
        })),
      );
      return (await repository.listForGeneration(generation.id)).map((recipe) => recipe.id);
    },

    /** Delete-all's `recipes` section: every recipe of the user, whatever its state. */
    async exportOf(userId: string): Promise<Recipe[]> {
      return presentAll(await repository.listAllForUser(userId));
    },

    /** Deletes every recipe of the user with its stored files (files first, so a retry still finds them). */
    async eraseOf(userId: string): Promise<void> {
      for (const recipe of await repository.listAllForUser(userId)) await storage.deleteByPrefix(recipeFilesPrefix(recipe.id));
      await repository.removeAllForUser(userId);
    },

    /** The user's own live recipe with this id, or undefined: for work done for a user outside a request. */
    async ownedBy(userId: string, id: string): Promise<Recipe | undefined> {
      const recipe = await repository.findById(id);
      return recipe && !recipe.isDeleted && recipe.userId === userId ? present(recipe) : undefined;
    },

    /** A generation's recipes, in order (the generation module checked who may see them). */
    async listForGeneration(generationId: string): Promise<Recipe[]> {
      return presentAll(await repository.listForGeneration(generationId));
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
