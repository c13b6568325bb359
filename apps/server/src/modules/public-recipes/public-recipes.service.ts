import { ErrorCode } from '@sous/contract/errors';
import { BROWSE_CUISINES, BROWSE_TAGS } from '@sous/contract/preferences';
import { PUBLIC_RECIPES, PUBLIC_RECIPE_MESSAGES, type PublicListResponse, type PublicRecipe, type ShareResponse } from '@sous/contract/public-recipes';
import type { RecipeContent } from '@sous/contract/recipe';
import type { Recipe } from '@sous/contract/recipe-api';
import { browseCuisinesOf } from '@sous/kitchen/seed/browse-tags';
import type { SeedRecipe } from '@sous/kitchen/seed/seed-catalog';
import type { Actor, UserActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { createTtlCache } from '../../platform/cache/ttl-cache';
import { uuidV7 } from '../../platform/ids';
import type { BrowseCursor } from './browse-cursor';
import { presentPublicRecipe, presentPublicRecipeCard, type FeaturedImage } from './public-recipes.presenter';
import type { PublicRecipeCardRow, PublicRecipesRepository, StoredPublicRecipe } from './public-recipes.repository';

/** What the module needs of the recipes and users modules. */
export interface PublicRecipesDependencies {
  repository: PublicRecipesRepository;
  cursor: BrowseCursor;
  /** The caller's own recipe (404 otherwise). */
  ownRecipe: (actor: UserActor, recipeId: string) => Promise<Recipe>;
  /** Stores a copy in the caller's collection, saved. */
  saveToCollection: (actor: UserActor, content: RecipeContent) => Promise<Recipe>;
  /** Saves the caller's unsaved recipe (it would be purged after 48 hours otherwise). */
  saveRecipe: (actor: UserActor, recipeId: string) => Promise<Recipe>;
  screenNameOf: (actor: UserActor) => Promise<string | null>;
}

/** The featured photos of public recipes, by id (the recipe-media module gives it; none until then). */
export type FeaturedImageSource = (publicRecipeIds: readonly string[]) => Promise<ReadonlyMap<string, FeaturedImage>>;

/** Told before a public recipe goes (withdrawn, its recipe removed, its owner erased): its media go with it. */
export type PublicRecipeRemovedListener = (publicRecipeId: string) => Promise<void>;

export interface BrowseQuery {
  type?: 'featured' | 'browse';
  limit?: number;
  nextToken?: string;
  tags?: string;
  cuisine?: string;
}

const notFound = () => AppError.notFound(PUBLIC_RECIPE_MESSAGES.notFound);
/** How long a list answer may be served from a process's cache. */
const LIST_CACHE_MS = 5000;
const badFilter = (message: string) => AppError.badRequest(message);

/**
 * The browse filters a recipe matches: the browse cuisines of its cuisine, and the tags on its card
 * that are browse tags (the seed catalog's tags were earned from its food; a cook's are their own).
 */
export function filtersOf(content: RecipeContent): string[] {
  const tags = new Set(content.tags.map((tag) => BROWSE_TAGS.find((known) => known.toLowerCase() === tag.toLowerCase())).filter((tag) => tag !== undefined));
  return [...browseCuisinesOf(content.cuisine).map((cuisine) => `cuisine:${cuisine}`), ...[...tags].map((tag) => `tag:${tag}`)];
}

/** The filters a browse request asks for, checked against the spec's lists (400 for anything else). */
function requestedFilters(query: BrowseQuery): string[] {
  const filters: string[] = [];
  if (query.cuisine) {
    const cuisine = BROWSE_CUISINES.find((known) => known.toLowerCase() === query.cuisine?.toLowerCase());
    if (!cuisine) throw badFilter(`Unknown cuisine: ${query.cuisine}`);
    filters.push(`cuisine:${cuisine}`);
  }
  for (const asked of new Set((query.tags ?? '').split(',').map((tag) => tag.trim()).filter(Boolean))) {
    const tag = BROWSE_TAGS.find((known) => known.toLowerCase() === asked.toLowerCase());
    if (!tag) throw badFilter(`Unknown tag: ${asked}`);
    filters.push(`tag:${tag}`);
  }
  return filters;
}

/**
 * Sharing and the public pages: a shared recipe gets a public copy anyone may read (the owner may
 * withdraw it), the seed catalog fills a fresh install, and browse pages through filters with a
 * signed cursor.
 */
export function createPublicRecipesService({ repository, cursor, ownRecipe, saveToCollection, saveRecipe, screenNameOf }: PublicRecipesDependencies) {
  const viewerId = (actor: Actor) => (actor.kind === 'user' ? actor.userId : null);
  let featuredImages: FeaturedImageSource = () => Promise.resolve(new Map());
  const removedListeners: PublicRecipeRemovedListener[] = [];
  const removing = async (publicRecipeIds: readonly string[]) => {
    for (const id of publicRecipeIds) for (const listener of removedListeners) await listener(id);
  };
  const present = async (recipe: StoredPublicRecipe, viewer: string | null) =>
    presentPublicRecipe(recipe, viewer, (await featuredImages([recipe.id])).get(recipe.id));
  const presentCards = async (cards: readonly PublicRecipeCardRow[]) => {
    const images = cards.length > 0 ? await featuredImages(cards.map((card) => card.id)) : new Map<string, FeaturedImage>();
    return cards.map((card) => presentPublicRecipeCard(card, images.get(card.id)));
  };
  // Lists are the same for every viewer and read far more than written: kept a few seconds per
  // process (a change made here clears it at once; another process catches up within the TTL).
  const lists = createTtlCache<PublicListResponse>({ ttlMs: LIST_CACHE_MS, maxEntries: 1000 });

  async function listPage(query: BrowseQuery, filters: string[]): Promise<PublicListResponse> {
    if (query.type === 'featured') {
      return { recipes: await presentCards(await repository.listFeatured(query.limit ?? PUBLIC_RECIPES.featuredMax)), nextToken: null };
    }
    const limit = query.limit ?? (query.type === 'browse' ? PUBLIC_RECIPES.browsePageSize : PUBLIC_RECIPES.newestFallback);
    let after: string | null = null;
    if (query.type === 'browse' && query.nextToken) {
      after = cursor.read(query.nextToken, filters);
      if (after === null) throw new AppError(400, ErrorCode.InvalidCursor, PUBLIC_RECIPE_MESSAGES.badCursor);
    }
    // One more than asked says whether another page exists.
    const page = await repository.browse(filters, after, limit + 1);
    const shown = page.slice(0, limit);
    const last = shown.at(-1);
    const more = query.type === 'browse' && page.length > limit && last !== undefined;
    return { recipes: await presentCards(shown), nextToken: more ? cursor.sign(last.id, filters) : null };
  }

  return {
    /**
     * Makes the caller's recipe public (or refreshes its public copy); a screen name is needed
     * first. An unsaved recipe is saved: a shared link should not die with its 48 hours.
     */
    async share(actor: UserActor, recipeId: string): Promise<ShareResponse> {
      let recipe = await ownRecipe(actor, recipeId);
      const screenName = await screenNameOf(actor);
      if (!screenName) throw new AppError(400, ErrorCode.ScreenNameRequired, PUBLIC_RECIPE_MESSAGES.screenNameRequired);
      if (!recipe.isSaved) recipe = await saveRecipe(actor, recipe.id);
      const existing = await repository.findByRecipeId(recipe.id);
      if (existing) {
        await repository.refresh(existing.id, recipe, screenName, filtersOf(recipe));
        lists.clear();
        return { publicRecipeId: existing.id };
      }
      const id = uuidV7();
      await repository.insertMany([{ id, recipeId: recipe.id, ownerUserId: actor.userId, ownerScreenName: screenName, sourceKey: null, content: recipe, isFeatured: false, filters: filtersOf(recipe) }]);
      lists.clear();
      // A racing second share of the same recipe inserted nothing: answer the copy that exists.
      return { publicRecipeId: (await repository.findByRecipeId(recipe.id))?.id ?? id };
    },

    async shareStatus(actor: UserActor, recipeId: string): Promise<{ publicRecipeId: string | null }> {
      const recipe = await ownRecipe(actor, recipeId);
      return { publicRecipeId: (await repository.findByRecipeId(recipe.id))?.id ?? null };
    },

    /** Makes the caller's recipe private again: its public page is gone. */
    async unshare(actor: UserActor, recipeId: string): Promise<void> {
      const recipe = await ownRecipe(actor, recipeId);
      const existing = await repository.findByRecipeId(recipe.id);
      if (existing) {
        await removing([existing.id]);
        await repository.remove(existing.id);
      }
      lists.clear();
    },

    async get(actor: Actor, id: string): Promise<PublicRecipe> {
      const recipe = await repository.findById(id);
      if (!recipe) throw notFound();
      return present(recipe, viewerId(actor));
    },

    /** A public recipe as a visitor sees it, or null (a page head for it). */
    async find(pathSegment: string): Promise<PublicRecipe | null> {
      let id: string;
      try {
        id = decodeURIComponent(pathSegment);
      } catch {
        return null;
      }
      const recipe = id.length <= 100 ? await repository.findById(id) : undefined;
      return recipe ? present(recipe, null) : null;
    },

    /** Copies a public recipe into the caller's collection (the shared view's Save to My Recipes). */
    async saveCopy(actor: UserActor, id: string): Promise<Recipe> {
      const recipe = await repository.findById(id);
      if (!recipe) throw notFound();
      return saveToCollection(actor, recipe.content);
    },

    /** Featured, a browse page or the newest (unknown filters answer 400 before the cache is asked). */
    async list(query: BrowseQuery): Promise<PublicListResponse> {
      const filters = query.type === 'browse' ? requestedFilters(query) : [];
      const key = JSON.stringify([query.type ?? '', query.limit ?? 0, [...filters].sort(), query.nextToken ?? '']);
      return lists.get(key, () => listPage(query, filters));
    },

    /** Loads the seed catalog on the first start (a later start, or a second process, adds nothing). */
    async loadSeed(seed: readonly SeedRecipe[]): Promise<void> {
      if (await repository.hasSeed()) return;
      await repository.insertMany(
        seed.map(({ key, content }) => ({
          id: uuidV7(),
          recipeId: null,
          ownerUserId: null,
          ownerScreenName: PUBLIC_RECIPES.brandScreenName,
          sourceKey: `seed:${key}`,
          content,
          isFeatured: true,
          filters: filtersOf(content),
        })),
      );
    },

    /** Delete-all's `publicRecipes` section: the public copies of the user's recipes. */
    async exportOf(userId: string): Promise<PublicRecipe[]> {
      const recipes: PublicRecipe[] = [];
      for (const recipe of await repository.listForOwner(userId)) recipes.push(await present(recipe, userId));
      return recipes;
    },

    async eraseOf(userId: string): Promise<void> {
      await removing((await repository.listForOwner(userId)).map((recipe) => recipe.id));
      await repository.removeAllForOwner(userId);
      lists.clear();
    },

    /** Keeps a public copy in step with its recipe: edited, it is refreshed; removed, it goes. */
    async recipeChanged(recipe: Recipe): Promise<void> {
      const existing = await repository.findByRecipeId(recipe.id);
      if (!existing) return;
      if (recipe.isDeleted) {
        await removing([existing.id]);
        await repository.remove(existing.id);
      } else await repository.refresh(existing.id, recipe, existing.ownerScreenName, filtersOf(recipe));
      lists.clear();
    },

    /** A recipe is being deleted for good (deleted, or purged when its time was up): its public copy goes first. */
    async recipeRemoved(recipeId: string): Promise<void> {
      const existing = await repository.findByRecipeId(recipeId);
      if (!existing) return;
      await removing([existing.id]);
      await repository.remove(existing.id);
      lists.clear();
    },

    /** Who shared a public recipe (null for the seed catalog), or undefined when there is none. */
    async ownerOf(id: string): Promise<{ ownerUserId: string | null } | undefined> {
      const recipe = await repository.findById(id);
      return recipe && { ownerUserId: recipe.ownerUserId };
    },

    /** Where the featured photos come from (the recipe-media module). */
    useFeaturedImages(source: FeaturedImageSource): void {
      featuredImages = source;
      lists.clear();
    },

    /** Calls `listener` before each public recipe is removed. */
    onRemoved(listener: PublicRecipeRemovedListener): void {
      removedListeners.push(listener);
    },
  };
}

export type PublicRecipesService = ReturnType<typeof createPublicRecipesService>;
