import { INVENTORY_LIMITS } from '@sous/contract/inventory';
import { matchFood } from '@sous/kitchen/ingredients/match-food';
import type { ReceiptItem } from '@sous/kitchen/receipt/parse-receipt';
import { describe, expect, it } from 'vitest';
import type { InventoryItemsRepository, StoredItem } from './inventory-items.repository';
import { createInventoryService } from './inventory.service';

/** The items repository in memory, for one user's pantry. */
function memoryItems(initial: Omit<StoredItem, 'userId' | 'createdAt' | 'updatedAt'>[] = []) {
  const rows = new Map<string, StoredItem>(initial.map((item) => [item.id, { ...item, userId: 'u1', createdAt: '', updatedAt: '' }]));
  const mine = (userId: string) => [...rows.values()].filter((item) => item.userId === userId);
  const repository = {
    insert: (item) => {
      const stored = { ...item, createdAt: '', updatedAt: '' };
      rows.set(item.id, stored);
      return Promise.resolve(stored);
    },
    find: (id) => Promise.resolve(rows.get(id)),
    listForUser: (userId) => Promise.resolve(mine(userId)),
    countForUser: (userId) => Promise.resolve(mine(userId).length),
    update: (userId, id, changes) => {
      const item = rows.get(id);
      if (!item || item.userId !== userId) return Promise.resolve(undefined);
      Object.assign(item, changes);
      return Promise.resolve({ ...item });
    },
    remove: (_userId, id) => Promise.resolve(rows.delete(id)),
    removeAllForUser: () => {
      rows.clear();
      return Promise.resolve();
    },
  } satisfies InventoryItemsRepository;
  return { repository, rows };
}

const scanned = (name: string, quantity: number, unit: ReceiptItem['unit'], category: ReceiptItem['category'] = 'Other'): ReceiptItem => ({
  name,
  quantity,
  unit,
  category,
  foodId: matchFood(name)?.id,
  line: name,
});
const serviceOver = (items: InventoryItemsRepository) => createInventoryService({ items, foodIdOf: (name) => matchFood(name)?.id });

describe('adding a scanned receipt to the pantry', () => {
  it('adds to the item of the same food (by catalog food or name in any case), converting within weights and volumes', async () => {
    const { repository, rows } = memoryItems([
      { id: 'a', name: 'eggs', quantity: 6, unit: 'pcs', category: 'Dairy', foodId: matchFood('eggs')?.id ?? null },
      { id: 'b', name: 'Flour', quantity: 1, unit: 'kg', category: 'Grains & Bread', foodId: null },
      { id: 'c', name: 'Grandma jam', quantity: 1, unit: 'pcs', category: 'Other', foodId: null },
      { id: 'd', name: 'Milk', quantity: 1, unit: 'l', category: 'Dairy', foodId: matchFood('milk')?.id ?? null },
    ]);
    const count = await serviceOver(repository).addItems('u1', [
      scanned('Large eggs', 12, 'pcs', 'Dairy'),
      scanned('Flour', 500, 'g', 'Grains & Bread'),
      scanned('GRANDMA JAM', 2, 'pcs'),
      scanned('Whole milk', 2, 'pcs', 'Dairy'),
      scanned('Bananas', 6, 'pcs', 'Produce'),
    ]);
    expect(count).toBe(5);
    const byId = Object.fromEntries([...rows.values()].map((item) => [item.id, item]));
    expect(byId.a).toMatchObject({ quantity: 18, unit: 'pcs' });
    expect(byId.b).toMatchObject({ quantity: 1.5, unit: 'kg' });
    expect(byId.c).toMatchObject({ quantity: 3 });
    // Litres and pieces do not meet: the milk bottles are an item of their own.
    expect(byId.d).toMatchObject({ quantity: 1, unit: 'l' });
    const added = [...rows.values()].filter((item) => !['a', 'b', 'c', 'd'].includes(item.id));
    expect(added.map((item) => [item.name, item.quantity, item.unit, item.category])).toEqual([
      ['Whole milk', 2, 'pcs', 'Dairy'],
      ['Bananas', 6, 'pcs', 'Produce'],
    ]);
  });

  it('caps a grown amount at the largest quantity, and adds no new item to a full pantry', async () => {
    const full = Array.from({ length: INVENTORY_LIMITS.itemsPerUser }, (_, index) => ({
      id: `i${index}`,
      name: index === 0 ? 'Rice' : `thing ${index}`,
      quantity: index === 0 ? INVENTORY_LIMITS.quantityMax - 1 : 1,
      unit: index === 0 ? ('g' as const) : ('pcs' as const),
      category: 'Other' as const,
      foodId: null,
    }));
    const { repository, rows } = memoryItems(full);
    const count = await serviceOver(repository).addItems('u1', [scanned('Rice', 5, 'kg', 'Grains & Bread'), scanned('Bananas', 3, 'pcs', 'Produce')]);
    expect(count).toBe(1);
    expect(rows.get('i0')).toMatchObject({ quantity: INVENTORY_LIMITS.quantityMax, unit: 'g' });
    expect(rows.size).toBe(INVENTORY_LIMITS.itemsPerUser);
  });
});
