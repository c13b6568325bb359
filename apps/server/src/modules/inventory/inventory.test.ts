import { INVENTORY_LIMITS, INVENTORY_SERVER_MESSAGES, type InventoryItem } from '@sous/contract/inventory';
import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const list = async (user: TestUser) => {
  const answer = await t.app.inject({ url: '/api/inventory', headers: user.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ items: InventoryItem[] }>().items;
};
const create = (user: TestUser, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/inventory', headers: user.headers, payload: payload as object });
const update = (user: TestUser, itemId: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/inventory/${itemId}`, headers: user.headers, payload });
const remove = (user: TestUser, itemId: string) => t.app.inject({ method: 'DELETE', url: `/api/inventory/${itemId}`, headers: user.headers });

describe('the pantry inventory', () => {
  it('adds an item with the defaults, trims its name, matches its food, lists, changes and deletes it', async () => {
    const cook = await buildUser(t.app);
    expect(await list(cook)).toEqual([]);
    const added = await create(cook, { itemName: '  Bananas ' });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json<InventoryItem>();
    expect(item).toMatchObject({ itemName: 'Bananas', quantity: 1, unit: 'pcs', category: 'Other' });
    expect(item.foodId).toEqual(expect.any(String));

    const flour = (await create(cook, { itemName: 'Flour', quantity: 1.25, unit: 'kg', category: 'Grains & Bread' })).json<InventoryItem>();
    expect(flour).toMatchObject({ quantity: 1.25, unit: 'kg', category: 'Grains & Bread' });
    expect((await list(cook)).map((entry) => entry.itemName)).toEqual(['Bananas', 'Flour']);

    const changed = await update(cook, item.itemId, { quantity: 6, category: 'Produce' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ itemId: item.itemId, itemName: 'Bananas', quantity: 6, unit: 'pcs', category: 'Produce' });
    const renamed = (await update(cook, item.itemId, { itemName: 'Plantains' })).json<InventoryItem>();
    expect(renamed).toMatchObject({ itemName: 'Plantains', quantity: 6 });

    expect((await remove(cook, item.itemId)).statusCode).toBe(204);
    expect((await remove(cook, item.itemId)).statusCode).toBe(404);
    expect((await list(cook)).map((entry) => entry.itemName)).toEqual(['Flour']);
  });

  it.each([
    ['quantity 0', { itemName: 'Milk', quantity: 0 }, 'quantity', INVENTORY_SERVER_MESSAGES.quantityInvalid],
    ['a negative quantity', { itemName: 'Milk', quantity: -2 }, 'quantity', INVENTORY_SERVER_MESSAGES.quantityInvalid],
    ['a quantity in text', { itemName: 'Milk', quantity: 'two' }, 'quantity', INVENTORY_SERVER_MESSAGES.quantityInvalid],
    ['a numeric string quantity', { itemName: 'Milk', quantity: '2' }, 'quantity', INVENTORY_SERVER_MESSAGES.quantityInvalid],
    ['an absurd quantity', { itemName: 'Milk', quantity: INVENTORY_LIMITS.quantityMax + 1 }, 'quantity', INVENTORY_SERVER_MESSAGES.quantityTooLarge],
    ['an 81-character name', { itemName: 'x'.repeat(81) }, 'itemName', INVENTORY_SERVER_MESSAGES.nameTooLong],
    ['a blank name', { itemName: '   ' }, 'itemName', INVENTORY_SERVER_MESSAGES.nameRequired],
    ['no name', {}, 'itemName', undefined],
    ['a unit not in the list', { itemName: 'Milk', unit: 'gallon' }, 'unit', INVENTORY_SERVER_MESSAGES.unitInvalid],
    ['a category not in the list', { itemName: 'Milk', category: 'Frozen' }, 'category', INVENTORY_SERVER_MESSAGES.categoryInvalid],
  ])('refuses %s with 400 and says which field', async (_name, payload, field, message) => {
    const cook = await buildUser(t.app);
    const answer = await create(cook, payload);
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json<{ code: string; message: string }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(field);
    if (message) expect(body.message).toContain(message);
    expect(await list(cook)).toEqual([]);
  });

  it('keeps decimals and takes an 80-character name', async () => {
    const cook = await buildUser(t.app);
    const answer = await create(cook, { itemName: 'y'.repeat(80), quantity: 0.333, unit: 'cup' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ quantity: 0.333, unit: 'cup' });
  });

  it('refuses the same bad values in a change, and changes nothing', async () => {
    const cook = await buildUser(t.app);
    const item = (await create(cook, { itemName: 'Rice', quantity: 2, unit: 'kg' })).json<InventoryItem>();
    for (const payload of [{ quantity: 0 }, { quantity: -1 }, { quantity: 'lots' }, { itemName: 'z'.repeat(81) }, { unit: 'bushel' }, { category: 'Meat' }]) {
      const answer = await update(cook, item.itemId, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await list(cook)).toEqual([item]);
  });

  it("another user's item answers 404 to change and delete, and is not listed", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const item = (await create(owner, { itemName: 'Eggs', quantity: 12 })).json<InventoryItem>();
    const changed = await update(other, item.itemId, { quantity: 1 });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ code: 'NOT_FOUND', message: INVENTORY_SERVER_MESSAGES.notFound });
    expect((await remove(other, item.itemId)).statusCode).toBe(404);
    expect((await update(other, 'no-such-item', { quantity: 1 })).statusCode).toBe(404);
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([item]);
  });

  it('ignores fields a client may not set (owner, id)', async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const answer = await create(owner, { itemName: 'Oats', userId: other.userId, itemId: 'mine', foodId: 'x' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<InventoryItem>().itemId).not.toBe('mine');
    expect(await list(other)).toEqual([]);
  });

  it(`holds at most ${INVENTORY_LIMITS.itemsPerUser} items a user`, async () => {
    const cook = await buildUser(t.app);
    const at = new Date().toISOString();
    const rows = Array.from({ length: INVENTORY_LIMITS.itemsPerUser }, (_, index) => ({
      id: `${cook.userId}-${index}`,
      user_id: cook.userId,
      item_name: `thing ${index}`,
      quantity: 1,
      unit: 'pcs',
      category: 'Other',
      food_id: null,
      created_at: at,
      updated_at: at,
    }));
    for (let start = 0; start < rows.length; start += 100) await t.app.db.kysely.insertInto('inventory_items').values(rows.slice(start, start + 100)).execute();
    const refused = await create(cook, { itemName: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: INVENTORY_SERVER_MESSAGES.tooManyItems });
    expect((await create(await buildUser(t.app), { itemName: 'One more' })).statusCode).toBe(201);
  });

  it('needs sign-in', async () => {
    expect((await t.app.inject({ url: '/api/inventory' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/inventory', payload: { itemName: 'Salt' } })).statusCode).toBe(401);
  });

  it('exports and erases the user’s items, leaving others’', async () => {
    const cook = await buildUser(t.app);
    const other = await buildUser(t.app);
    await create(cook, { itemName: 'Butter', quantity: 250, unit: 'g', category: 'Dairy' });
    await create(other, { itemName: 'Salt' });
    const exported = await t.app.inject({ url: '/api/user-data/export', headers: cook.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<{ sections: { inventory: { items: InventoryItem[] } } }>().sections.inventory.items).toEqual([expect.objectContaining({ itemName: 'Butter', quantity: 250 })]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user-data/delete-all', headers: cook.headers })).statusCode).toBe(200);
    const left = await t.app.db.kysely.selectFrom('inventory_items').select('id').where('user_id', '=', cook.userId).execute();
    expect(left).toEqual([]);
    expect(await list(other)).toHaveLength(1);
  });
});
