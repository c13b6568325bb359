import { ErrorCode } from '@sous/contract/errors';
import {
  GROCERY,
  GROCERY_MESSAGES,
  type CreateGroceryListBody,
  type GenerateGroceryListBody,
  type GroceryCategory,
  type GroceryCategoryInput,
  type GroceryList,
  type GroceryListSummary,
  type GroceryRequestStatus,
  type SharedGroceryList,
  type UpdateGroceryListBody,
} from '@sous/contract/grocery';
import { boughtItem } from '@sous/kitchen/pantry/bought-item';
import { randomBytes } from 'node:crypto';
import type { UserActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { uuidV7 } from '../../platform/ids';
import { isPremium } from '../billing/premium.policy';
import type { InventoryService } from '../inventory/inventory.service';
import type { RecipesService } from '../recipes/recipes.service';
import type { GroceryListsRepository, StoredGroceryList } from './grocery-lists.repository';
import type { GroceryRequestsRepository } from './grocery-requests.repository';
import { ownsGroceryList } from './grocery.policy';
import { presentGroceryList, presentGroceryListSummary, presentSharedGroceryList } from './grocery.presenter';

export interface GroceryServiceDeps {
  lists: GroceryListsRepository;
  requests: GroceryRequestsRepository;
  recipes: RecipesService;
  /** The owner's pantry: what it holds of each item, and where bought items go. */
  pantry: Pick<InventoryService, 'holdingsOf' | 'addItems'>;
  /** Queues the job that makes the list of a request. */
  enqueue(requestId: string): Promise<unknown>;
  /** Removes the waiting jobs of these requests. */
  discardJobs(requestIds: string[]): Promise<void>;
}

const listNotFound = () => AppError.notFound(GROCERY_MESSAGES.notFound);

function requireName(name: string): string {
  if (name.trim() === '') throw AppError.badRequest(GROCERY_MESSAGES.blankName);
  return name.trim();
}

/** Gives every item an id (new items come without one) and caps the whole list's size. */
function withItemIds(categories: GroceryCategoryInput[]): GroceryCategory[] {
  const count = categories.reduce((sum, category) => sum + category.items.length, 0);
  if (count > GROCERY.itemsMax) throw AppError.badRequest(GROCERY_MESSAGES.tooManyItems);
  return categories.map((category) => ({
    name: category.name,
    items: category.items.map((item) => ({ ...item, id: item.id ?? uuidV7() })),
  }));
}

/** Grocery lists: made from saved recipes by a job, or by hand; read, changed and shared by their owner. */
export function createGroceryService(deps: GroceryServiceDeps) {
  async function owned(actor: UserActor, id: string): Promise<StoredGroceryList> {
    const list = await deps.lists.find(id);
    // Another user's list and a missing one look the same: 404.
    if (!list || !ownsGroceryList(actor, list)) throw listNotFound();
    return list;
  }

  /** The owner's list as their screen shows it: with what their pantry holds of each item. */
  async function presentOwned(list: StoredGroceryList): Promise<GroceryList> {
    return presentGroceryList(list, await deps.pantry.holdingsOf(list.userId));
  }

  return {
    async list(actor: UserActor): Promise<GroceryListSummary[]> {
      return (await deps.lists.listForUser(actor.userId)).map(presentGroceryListSummary);
    },

    async get(actor: UserActor, id: string): Promise<GroceryList> {
      return presentOwned(await owned(actor, id));
    },

    /**
     * Queues making a list from the caller's saved recipes. Every recipe must be the caller's:
     * one that is not answers 404 and nothing is queued. Premium lists are grouped by store aisle.
     */
    async start(actor: UserActor, body: GenerateGroceryListBody): Promise<{ requestId: string; message: string }> {
      const name = requireName(body.name);
      if (body.recipes.length === 0) throw AppError.badRequest(GROCERY_MESSAGES.noRecipes);
      if (body.recipes.length > GROCERY.recipesMax) throw AppError.badRequest(GROCERY_MESSAGES.tooManyRecipes);
      const ids = [...new Set(body.recipes.map((recipe) => recipe.id))];
      const recipes = await Promise.all(ids.map((id) => deps.recipes.ownedBy(actor.userId, id)));
      const found = recipes.filter((recipe) => recipe !== undefined);
      if (found.length !== ids.length) throw AppError.notFound(GROCERY_MESSAGES.recipeNotFound);
      const requestId = uuidV7();
      await deps.requests.create({
        id: requestId,
        userId: actor.userId,
        name,
        recipes: found.map((recipe) => ({ id: recipe.id, name: recipe.name })),
        bySection: isPremium(actor),
      });
      await deps.enqueue(requestId);
      return { requestId, message: GROCERY_MESSAGES.started };
    },

    async status(actor: UserActor, requestId: string): Promise<GroceryRequestStatus> {
      const request = await deps.requests.find(requestId);
      if (!request || !ownsGroceryList(actor, request)) throw AppError.notFound(GROCERY_MESSAGES.requestNotFound);
      const message = { pending: GROCERY_MESSAGES.working, running: GROCERY_MESSAGES.working, completed: GROCERY_MESSAGES.completed, failed: request.error ?? GROCERY_MESSAGES.generationFailed };
      return { requestId, status: request.status, message: message[request.status], listId: request.listId, error: request.status === 'failed' ? message.failed : null };
    },

    /** A list written by hand, empty or with the caller's own categories and items. */
    async create(actor: UserActor, body: CreateGroceryListBody): Promise<GroceryList> {
      const id = uuidV7();
      await deps.lists.create({
        id,
        userId: actor.userId,
        name: requireName(body.name),
        recipes: body.recipes ?? [],
        categories: withItemIds(body.items ?? []),
        bySection: false,
      });
      return presentOwned(await owned(actor, id));
    },

    /** Replaces the list's name, categories and items with what the screen holds. */
    async update(actor: UserActor, id: string, body: UpdateGroceryListBody): Promise<GroceryList> {
      await owned(actor, id);
      await deps.lists.update(id, { name: requireName(body.name), categories: withItemIds(body.items) });
      return presentOwned(await owned(actor, id));
    },

    /**
     * Puts bought items of the list in the owner's pantry (merged into an item of the same food)
     * and marks them stocked, so pressing again adds nothing twice. Every id must be on the list.
     */
    async stockPantry(actor: UserActor, id: string, itemIds: readonly string[]): Promise<{ added: number; list: GroceryList }> {
      const list = await owned(actor, id);
      const wanted = new Set(itemIds);
      const items = list.categories.flatMap((category) => category.items);
      if ([...wanted].some((itemId) => !items.some((item) => item.id === itemId))) throw AppError.badRequest(GROCERY_MESSAGES.itemNotOnList);
      const bought = items.filter((item) => wanted.has(item.id) && !item.stocked);
      const added = bought.length === 0 ? 0 : await deps.pantry.addItems(actor.userId, bought.map(boughtItem));
      if (bought.length > 0) {
        const categories = list.categories.map((category) => ({
          ...category,
          items: category.items.map((item) => (bought.includes(item) ? { ...item, stocked: true } : item)),
        }));
        await deps.lists.update(id, { name: list.name, categories });
      }
      return { added, list: await presentOwned(await owned(actor, id)) };
    },

    async remove(actor: UserActor, id: string): Promise<void> {
      await owned(actor, id);
      await deps.lists.remove(id);
    },

    /** Starts (or keeps) the list's read-only link; its token is a secret of 192 random bits. */
    async share(actor: UserActor, id: string): Promise<{ shareToken: string }> {
      const list = await owned(actor, id);
      if (list.shareToken) return { shareToken: list.shareToken };
      const shareToken = randomBytes(24).toString('base64url');
      await deps.lists.setShareToken(id, shareToken);
      return { shareToken };
    },

    /** Ends the read-only link: the old token answers 404 from now on. */
    async unshare(actor: UserActor, id: string): Promise<void> {
      await owned(actor, id);
      await deps.lists.setShareToken(id, null);
    },

    /** The list behind a read-only link, for anyone who has it. */
    async shared(token: string): Promise<SharedGroceryList> {
      const list = await deps.lists.findByShareToken(token);
      if (!list) throw new AppError(404, ErrorCode.NotFound, GROCERY_MESSAGES.shareNotFound);
      return presentSharedGroceryList(list);
    },

    /** Delete-all's `groceryLists` section: the user's lists and generation requests. */
    async exportOf(userId: string) {
      const [lists, requests] = await Promise.all([deps.lists.listForUser(userId), deps.requests.listForUser(userId)]);
      return {
        lists: lists.map((list) => presentGroceryList(list)),
        requests: requests.map(({ id, name, recipes, status, error, listId, createdAt }) => ({ id, name, recipes, status, error, listId, createdAt })),
      };
    },

    /** Erases the user's lists and requests, waiting jobs first so a retry still finds them. */
    async eraseOf(userId: string): Promise<void> {
      const requests = await deps.requests.listForUser(userId);
      await deps.discardJobs(requests.map((request) => request.id));
      await deps.requests.removeAllForUser(userId);
      await deps.lists.removeAllForUser(userId);
    },
  };
}

export type GroceryService = ReturnType<typeof createGroceryService>;
