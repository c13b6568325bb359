import { GROCERY_MESSAGES, type GroceryList, type StockPantryResponse } from '@sous/contract/grocery';
import type { InventoryItem } from '@sous/contract/inventory';
import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
async function addToPantry(user: TestUser, item: object) {
  expect((await call(user, 'POST', '/api/inventory', item)).statusCode).toBe(201);
}
const pantryOf = async (user: TestUser) => (await call(user, 'GET', '/api/inventory')).json<{ items: InventoryItem[] }>().items;

/** A list written by hand: the same shape of items a generated list has. */
async function listWith(user: TestUser, items: { name: string; quantity: number | null; unit: string; checked?: boolean }[]): Promise<GroceryList> {
  const answer = await call(user, 'POST', '/api/grocery-lists', {
    name: 'Saturday',
    items: [{ name: 'Shopping List', items: items.map((item) => ({ checked: false, ...item })) }],
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<GroceryList>();
}

const itemNamed = (list: GroceryList, name: string) => {
  const item = list.items.flatMap((category) => category.items).find((candidate) => candidate.name === name);
  if (!item) throw new Error(`${name} is not on the list`);
  return item;
};

describe('grocery lists and the pantry', () => {
  it('marks what the pantry covers, shows a short amount as not covering, and keeps every item on the list', async () => {
    const cook = await buildUser(t.app);
    await addToPantry(cook, { itemName: 'Eggs', quantity: 6, unit: 'pcs', category: 'Dairy' });
    await addToPantry(cook, { itemName: 'All-purpose flour', quantity: 1, unit: 'kg', category: 'Grains & Bread' });
    await addToPantry(cook, { itemName: 'Whole milk', quantity: 250, unit: 'ml', category: 'Dairy' });
    const made = await listWith(cook, [
      { name: 'eggs', quantity: 4, unit: '' },
      { name: 'flour', quantity: 2, unit: 'cup' },
      { name: 'milk', quantity: 1, unit: 'qt' },
      { name: 'salmon fillets', quantity: 2, unit: '' },
    ]);
    const list = (await call(cook, 'GET', `/api/grocery-lists/${made.listId}`)).json<GroceryList>();
    expect(itemNamed(list, 'eggs').pantry).toEqual({ quantity: 6, unit: 'pcs', covers: true });
    expect(itemNamed(list, 'flour').pantry).toEqual({ quantity: 1, unit: 'kg', covers: true });
    expect(itemNamed(list, 'milk').pantry).toEqual({ quantity: 250, unit: 'ml', covers: false });
    expect(itemNamed(list, 'salmon fillets').pantry).toBeNull();
    expect(list.items[0]?.items).toHaveLength(4);
  });

  it('reads the pantry when the list is read, not when it was made', async () => {
    const cook = await buildUser(t.app);
    const list = await listWith(cook, [{ name: 'butter', quantity: 100, unit: 'g' }]);
    expect(itemNamed(list, 'butter').pantry).toBeNull();
    await addToPantry(cook, { itemName: 'Unsalted butter', quantity: 250, unit: 'g', category: 'Dairy' });
    const again = (await call(cook, 'GET', `/api/grocery-lists/${list.listId}`)).json<GroceryList>();
    expect(itemNamed(again, 'butter').pantry).toEqual({ quantity: 250, unit: 'g', covers: true });
  });

  it('does not show the owner’s pantry through the read-only link', async () => {
    const cook = await buildUser(t.app);
    await addToPantry(cook, { itemName: 'Eggs', quantity: 6, unit: 'pcs', category: 'Dairy' });
    const list = await listWith(cook, [{ name: 'eggs', quantity: 4, unit: '' }]);
    const { shareToken } = (await call(cook, 'POST', `/api/grocery-lists/${list.listId}/share`)).json<{ shareToken: string }>();
    const shared = await t.app.inject({ url: `/api/grocery-lists/shared/${shareToken}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).not.toContain('pantry');
  });

  it('puts bought items in the pantry once, merged with the same food, and marks them in the pantry', async () => {
    const cook = await buildUser(t.app);
    await addToPantry(cook, { itemName: 'Yellow onion', quantity: 1, unit: 'pcs', category: 'Produce' });
    const list = await listWith(cook, [
      { name: 'yellow onions', quantity: 3, unit: '', checked: true },
      { name: 'ground beef', quantity: 1.5, unit: 'lb', checked: true },
      { name: 'eggs', quantity: 1, unit: 'dozen', checked: true },
      { name: 'cilantro', quantity: null, unit: '' },
    ]);
    const ids = ['yellow onions', 'ground beef', 'eggs'].map((name) => itemNamed(list, name).id);
    const answer = await call(cook, 'POST', `/api/grocery-lists/${list.listId}/pantry`, { itemIds: ids });
    expect(answer.statusCode, answer.body).toBe(200);
    const stocked = answer.json<StockPantryResponse>();
    expect(stocked.added).toBe(3);
    for (const name of ['yellow onions', 'ground beef', 'eggs']) expect(itemNamed(stocked.list, name)).toMatchObject({ stocked: true, pantry: { covers: true } });
    expect(itemNamed(stocked.list, 'cilantro')).toMatchObject({ pantry: null });

    const pantry = await pantryOf(cook);
    expect(pantry.map(({ itemName, quantity, unit, category }) => ({ itemName, quantity, unit, category })).sort((a, b) => a.itemName.localeCompare(b.itemName))).toEqual([
      { itemName: 'eggs', quantity: 12, unit: 'pcs', category: 'Dairy' },
      { itemName: 'ground beef', quantity: 1.5, unit: 'lb', category: 'Other' },
      { itemName: 'Yellow onion', quantity: 4, unit: 'pcs', category: 'Produce' },
    ]);

    // Pressing again (a second tab, a double tap) adds nothing.
    const again = await call(cook, 'POST', `/api/grocery-lists/${list.listId}/pantry`, { itemIds: ids });
    expect(again.json<StockPantryResponse>().added).toBe(0);
    expect((await pantryOf(cook)).find((item) => item.itemName === 'Yellow onion')?.quantity).toBe(4);
  });

  it('refuses an item that is not on the list, an empty choice, and another user’s list, adding nothing', async () => {
    const cook = await buildUser(t.app);
    const stranger = await buildUser(t.app);
    const list = await listWith(cook, [{ name: 'rice', quantity: 2, unit: 'lb', checked: true }]);
    const rice = itemNamed(list, 'rice').id;

    const notOnList = await call(cook, 'POST', `/api/grocery-lists/${list.listId}/pantry`, { itemIds: [rice, 'not-an-item'] });
    expect(notOnList.statusCode).toBe(400);
    expect(notOnList.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: GROCERY_MESSAGES.itemNotOnList });
    const empty = await call(cook, 'POST', `/api/grocery-lists/${list.listId}/pantry`, { itemIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('code');
    const theirs = await call(stranger, 'POST', `/api/grocery-lists/${list.listId}/pantry`, { itemIds: [rice] });
    expect(theirs.statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/grocery-lists/${list.listId}/pantry`, payload: { itemIds: [rice] } });
    expect(visitor.statusCode).toBe(401);

    expect(await pantryOf(cook)).toEqual([]);
    expect(await pantryOf(stranger)).toEqual([]);
  });
});
