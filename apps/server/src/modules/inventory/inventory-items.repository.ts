import { INVENTORY, INVENTORY_CATEGORIES, INVENTORY_UNITS, type InventoryCategory, type InventoryUnit } from '@sous/contract/inventory';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { InventoryItemsTable } from '../../platform/db/schema';

/** A pantry item as the module works with it. */
export interface StoredItem {
  id: string;
  userId: string;
  name: string;
  quantity: number;
  unit: InventoryUnit;
  category: InventoryCategory;
  foodId: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NewItem = Pick<StoredItem, 'id' | 'userId' | 'name' | 'quantity' | 'unit' | 'category' | 'foodId'>;
export type ItemChanges = Partial<Pick<StoredItem, 'name' | 'quantity' | 'unit' | 'category' | 'foodId'>>;

const isUnit = (unit: string): unit is InventoryUnit => (INVENTORY_UNITS as readonly string[]).includes(unit);
const isCategory = (category: string): category is InventoryCategory => (INVENTORY_CATEGORIES as readonly string[]).includes(category);

function toItem(row: Selectable<InventoryItemsTable>): StoredItem {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.item_name,
    quantity: row.quantity,
    // Written from the contract's lists only; a value from elsewhere reads as the default.
    unit: isUnit(row.unit) ? row.unit : INVENTORY.defaultUnit,
    category: isCategory(row.category) ? row.category : INVENTORY.defaultCategory,
    foodId: row.food_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The only code that reads and writes the inventory_items table. */
export function createInventoryItemsRepository(db: Db) {
  return {
    async insert(item: NewItem): Promise<StoredItem> {
      const now = new Date().toISOString();
      const row = {
        id: item.id,
        user_id: item.userId,
        item_name: item.name,
        quantity: item.quantity,
        unit: item.unit,
        category: item.category,
        food_id: item.foodId,
        created_at: now,
        updated_at: now,
      };
      await db.kysely.insertInto('inventory_items').values(row).execute();
      return toItem(row);
    },
    async find(id: string): Promise<StoredItem | undefined> {
      const row = await db.kysely.selectFrom('inventory_items').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toItem(row);
    },
    /** A user's items, oldest first. */
    async listForUser(userId: string): Promise<StoredItem[]> {
      const rows = await db.kysely.selectFrom('inventory_items').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toItem);
    },
    async countForUser(userId: string): Promise<number> {
      const row = await db.kysely.selectFrom('inventory_items').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    /** Changes the user's item; undefined when there is no such item of theirs. */
    async update(userId: string, id: string, changes: ItemChanges): Promise<StoredItem | undefined> {
      const set: Partial<Selectable<InventoryItemsTable>> = { updated_at: new Date().toISOString() };
      if (changes.name !== undefined) set.item_name = changes.name;
      if (changes.quantity !== undefined) set.quantity = changes.quantity;
      if (changes.unit !== undefined) set.unit = changes.unit;
      if (changes.category !== undefined) set.category = changes.category;
      if (changes.foodId !== undefined) set.food_id = changes.foodId;
      await db.kysely.updateTable('inventory_items').set(set).where('id', '=', id).where('user_id', '=', userId).execute();
      const item = await this.find(id);
      return item && item.userId === userId ? item : undefined;
    },
    /** True when the user's item was there and is gone. */
    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db.kysely.deleteFrom('inventory_items').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async removeAllForUser(userId: string): Promise<void> {
      await db.kysely.deleteFrom('inventory_items').where('user_id', '=', userId).execute();
    },
  };
}

export type InventoryItemsRepository = ReturnType<typeof createInventoryItemsRepository>;
