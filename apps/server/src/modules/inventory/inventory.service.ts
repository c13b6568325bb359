import { ErrorCode } from '@sous/contract/errors';
import {
  INVENTORY_LIMITS,
  INVENTORY_SERVER_MESSAGES,
  type CreateInventoryItemBody,
  type InventoryItem,
  type InventoryListResponse,
  type UpdateInventoryItemBody,
} from '@sous/contract/inventory';
import type { BoughtItem } from '@sous/kitchen/pantry/bought-item';
import type { PantryHolding } from '@sous/kitchen/pantry/pantry-cover';
import { addQuantities, foodKeyOf, sameFoodKey, type FoodKey } from '@sous/kitchen/receipt/quantities';
import type { UserActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { uuidV7 } from '../../platform/ids';
import type { InventoryItemsRepository, StoredItem } from './inventory-items.repository';
import { ownsInventory } from './inventory.policy';
import { presentItem } from './inventory.presenter';

export interface InventoryDependencies {
  items: InventoryItemsRepository;
  /** The catalog food a name stands for (the kitchen's matchFood). */
  foodIdOf(name: string): string | undefined;
}

const notFound = () => AppError.notFound(INVENTORY_SERVER_MESSAGES.notFound);
const capped = (quantity: number) => Math.min(quantity, INVENTORY_LIMITS.quantityMax);

/** A pantry item with what decides its food, worked out once. */
const keyed = (item: StoredItem) => ({ item, lower: item.name.toLocaleLowerCase('en'), key: foodKeyOf({ name: item.name, foodId: item.foodId ?? undefined }) });

/** Whether a pantry item and one being added are the same food: the same catalog food, or the same name in any case. */
const sameItem = (held: ReturnType<typeof keyed>, added: BoughtItem, addedKey: FoodKey) =>
  held.lower === added.name.toLocaleLowerCase('en') || sameFoodKey(held.key, addedKey);

/**
 * The pantry: a user's items, added by hand or from a scanned receipt (merged into the item of
 * the same food), each the caller's alone (another user's item answers 404).
 */
export function createInventoryService(deps: InventoryDependencies) {
  const { items } = deps;

  async function owned(actor: UserActor, itemId: string): Promise<StoredItem> {
    const item = await items.find(itemId);
    if (!item || !ownsInventory(actor, item)) throw notFound();
    return item;
  }

  return {
    async list(actor: UserActor): Promise<InventoryListResponse> {
      return { items: (await items.listForUser(actor.userId)).map(presentItem) };
    },

    async create(actor: UserActor, body: CreateInventoryItemBody): Promise<InventoryItem> {
      if ((await items.countForUser(actor.userId)) >= INVENTORY_LIMITS.itemsPerUser) {
        throw new AppError(409, ErrorCode.Conflict, INVENTORY_SERVER_MESSAGES.tooManyItems);
      }
      const item = await items.insert({
        id: uuidV7(),
        userId: actor.userId,
        name: body.itemName,
        quantity: body.quantity,
        unit: body.unit,
        category: body.category,
        foodId: deps.foodIdOf(body.itemName) ?? null,
      });
      return presentItem(item);
    },

    async update(actor: UserActor, itemId: string, body: UpdateInventoryItemBody): Promise<InventoryItem> {
      await owned(actor, itemId);
      const renamed = body.itemName === undefined ? {} : { name: body.itemName, foodId: deps.foodIdOf(body.itemName) ?? null };
      const item = await items.update(actor.userId, itemId, { ...renamed, quantity: body.quantity, unit: body.unit, category: body.category });
      if (!item) throw notFound();
      return presentItem(item);
    },

    async remove(actor: UserActor, itemId: string): Promise<void> {
      await owned(actor, itemId);
      if (!(await items.remove(actor.userId, itemId))) throw notFound();
    },

    /** What the user's pantry holds, for the grocery lists that mark what it covers. */
    async holdingsOf(userId: string): Promise<PantryHolding[]> {
      return (await items.listForUser(userId)).map((item) => ({ name: item.name, foodId: item.foodId ?? undefined, quantity: item.quantity, unit: item.unit }));
    },

    /**
     * Adds items to the user's pantry (a scanned receipt's, or a grocery list's bought items): an
     * item of the same food whose unit the amount converts to grows (addQuantities), else a new
     * item is made while the pantry has room. Answers how many items were added or grown.
     */
    async addItems(userId: string, added: readonly BoughtItem[]): Promise<number> {
      const pantry = (await items.listForUser(userId)).map(keyed);
      let count = 0;
      for (const entry of added) {
        const entryKey = foodKeyOf(entry);
        let merged = false;
        for (const { item } of pantry.filter((candidate) => sameItem(candidate, entry, entryKey))) {
          const sum = addQuantities({ quantity: item.quantity, unit: item.unit }, { quantity: entry.quantity, unit: entry.unit });
          if (!sum) continue;
          const grown = await items.update(userId, item.id, { quantity: capped(sum.quantity) });
          if (grown) Object.assign(item, grown);
          merged = true;
          break;
        }
        if (!merged) {
          if (pantry.length >= INVENTORY_LIMITS.itemsPerUser) continue;
          pantry.push(
            keyed(await items.insert({
              id: uuidV7(),
              userId,
              name: entry.name,
              quantity: capped(entry.quantity),
              unit: entry.unit,
              category: entry.category,
              foodId: entry.foodId ?? deps.foodIdOf(entry.name) ?? null,
            })),
          );
        }
        count += 1;
      }
      return count;
    },

    async exportOf(userId: string): Promise<InventoryItem[]> {
      return (await items.listForUser(userId)).map(presentItem);
    },

    async eraseOf(userId: string): Promise<void> {
      await items.removeAllForUser(userId);
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
