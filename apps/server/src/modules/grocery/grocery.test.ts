import { GROCERY, GROCERY_MESSAGES, type GroceryList, type GroceryListSummary, type GroceryRequestStatus } from '@sous/contract/grocery';
import { describe, expect, it } from 'vitest';
import { buildRecipe, buildUser, subscribeToPremium, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { waitFor } from '../../test/wait-for';

const t = useTestApp();
useTestWorker(t);

const post = (user: TestUser, payload: object) => t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: user.headers, payload });
const get = (user: TestUser | undefined, url: string) => t.app.inject({ url, headers: user?.headers ?? {} });
const listsOf = async (user: TestUser) => (await get(user, '/api/grocery-lists')).json<{ lists: GroceryListSummary[] }>().lists;

/** Starts a generation and waits for its list. */
async function generate(user: TestUser, recipes: { id: string; name: string }[], name = 'Weekend shop'): Promise<GroceryList> {
  const started = await post(user, { name, recipes, generateAsync: true });
  expect(started.statusCode, started.body).toBe(202);
  const { requestId } = started.json<{ requestId: string }>();
  let status: GroceryRequestStatus | undefined;
  await waitFor(async () => {
    status = (await get(user, `/api/grocery-lists/status/${requestId}`)).json<GroceryRequestStatus>();
    return status.status === 'completed' || status.status === 'failed';
  });
  expect(status?.status, status?.error ?? '').toBe('completed');
  const answer = await get(user, `/api/grocery-lists/${status?.listId ?? ''}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<GroceryList>();
}

const itemsOf = (list: GroceryList) => list.items.flatMap((category) => category.items.map((item) => ({ ...item, category: category.name })));

describe('grocery lists made from saved recipes', () => {
  it('merges the same food across recipes into one item; a free list is one section without suggestions', async () => {
    const cook = await buildUser(t.app);
    const chili = await buildRecipe(t.app, cook, {
      name: 'Chili',
      ingredients: [
        { quantity: '1', unit: 'lb', name: 'ground beef' },
        { quantity: '1', unit: '', name: 'yellow onion, diced' },
        { quantity: '2', unit: 'cloves', name: 'garlic, minced' },
      ],
    });
    const soup = await buildRecipe(t.app, cook, {
      name: 'Onion Soup',
      ingredients: [
        { quantity: '3', unit: '', name: 'yellow onions, sliced' },
        { quantity: '4', unit: 'cloves', name: 'garlic' },
        { quantity: '', unit: '', name: 'salt, to taste' },
      ],
    });
    const list = await generate(cook, [chili, soup].map(({ id, name }) => ({ id, name })));
    expect(list.name).toBe('Weekend shop');
    expect(list.bySection).toBe(false);
    expect(list.recipes.map((recipe) => recipe.name)).toEqual(['Chili', 'Onion Soup']);
    expect(list.items.map((category) => category.name)).toEqual([GROCERY.simpleSection]);
    const items = itemsOf(list);
    expect(items.find((item) => item.foodId === 'yellow-onion')).toMatchObject({ quantity: 4, unit: '', checked: false });
    expect(items.find((item) => item.foodId === 'garlic')).toMatchObject({ quantity: 6, unit: 'clove' });
    expect(items.find((item) => item.foodId === 'salt')).toMatchObject({ quantity: null });
    expect(items.every((item) => item.suggestion === undefined)).toBe(true);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('groups a premium list by store aisle in walking order, each item with what to buy', async () => {
    const cook = await buildUser(t.app);
    await subscribeToPremium(t.app, cook);
    const cake = await buildRecipe(t.app, cook, {
      name: 'Cake',
      ingredients: [
        { quantity: '3', unit: '', name: 'eggs' },
        { quantity: '2', unit: 'cups', name: 'all-purpose flour' },
        { quantity: '1', unit: 'tsp', name: 'ground cinnamon' },
      ],
    });
    const omelette = await buildRecipe(t.app, cook, {
      name: 'Omelette',
      ingredients: [
        { quantity: '4', unit: '', name: 'large eggs' },
        { quantity: '1', unit: '', name: 'red bell pepper' },
      ],
    });
    const list = await generate(cook, [cake, omelette].map(({ id, name }) => ({ id, name })));
    expect(list.bySection).toBe(true);
    expect(list.items.map((category) => category.name)).toEqual(['Produce', 'Dairy & Eggs', 'Pantry', 'Spices & Seasonings']);
    const eggs = itemsOf(list).find((item) => item.foodId === 'egg');
    expect(eggs).toMatchObject({ name: 'eggs', quantity: 7, unit: '', suggestion: '1 dozen', category: 'Dairy & Eggs' });
    expect(itemsOf(list).find((item) => item.foodId === 'ground-cinnamon')?.suggestion).toBe('1 jar');
  });

  it('refuses blank names, no recipes, too many recipes and recipes that are not the caller’s, storing nothing', async () => {
    const cook = await buildUser(t.app);
    const other = await buildUser(t.app);
    const mine = await buildRecipe(t.app, cook);
    const theirs = await buildRecipe(t.app, other);
    const refs = (...recipes: { id: string; name: string }[]) => recipes.map(({ id, name }) => ({ id, name }));
    const cases: [object, number, string][] = [
      [{ name: '   ', recipes: refs(mine), generateAsync: true }, 400, GROCERY_MESSAGES.blankName],
      [{ name: 'Shop', recipes: [], generateAsync: true }, 400, GROCERY_MESSAGES.noRecipes],
      [{ name: 'Shop', recipes: Array.from({ length: 500 }, (_, i) => ({ id: `r${i}`, name: 'x' })), generateAsync: true }, 400, GROCERY_MESSAGES.tooManyRecipes],
      [{ name: 'Shop', recipes: refs(mine, theirs), generateAsync: true }, 404, GROCERY_MESSAGES.recipeNotFound],
      [{ name: 'x'.repeat(10_000), recipes: refs(mine), generateAsync: true }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await post(cook, payload);
      expect(answer.statusCode, answer.body).toBe(status);
      const body = answer.json<{ code: string; message: string }>();
      expect(body.code).toBeTruthy();
      if (message) expect(body.message).toBe(message);
    }
    expect(await listsOf(cook)).toEqual([]);
  });
});

describe('grocery lists by hand', () => {
  it('creates, renames, adds a category and items, checks off, and keeps it all', async () => {
    const cook = await buildUser(t.app);
    const created = await post(cook, { name: 'Grocery List - 11/26/2026' });
    expect(created.statusCode, created.body).toBe(201);
    const list = created.json<GroceryList>();
    expect(list.items).toEqual([]);
    const update = {
      name: 'Party',
      items: [{ name: 'Drinks', items: [{ name: 'sparkling water', quantity: 6, unit: 'bottles', checked: true }, { name: 'limes', quantity: null, unit: '', checked: false }] }],
    };
    const updated = await t.app.inject({ method: 'PUT', url: `/api/grocery-lists/${list.listId}`, headers: cook.headers, payload: update });
    expect(updated.statusCode, updated.body).toBe(200);
    const read = (await get(cook, `/api/grocery-lists/${list.listId}`)).json<GroceryList>();
    expect(read.name).toBe('Party');
    expect(read.items[0]?.items.map(({ name, checked }) => [name, checked])).toEqual([['sparkling water', true], ['limes', false]]);
    expect(read.items[0]?.items.every((item) => item.id.length > 0)).toBe(true);
    expect((await listsOf(cook)).map(({ name, itemCount, checkedCount }) => [name, itemCount, checkedCount])).toEqual([['Party', 2, 1]]);
  });

  it('refuses absurd quantities, a blank name and 10,000-character names, and leaves the list as it was', async () => {
    const cook = await buildUser(t.app);
    const list = (await post(cook, { name: 'Mine' })).json<GroceryList>();
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/grocery-lists/${list.listId}`, headers: cook.headers, payload });
    const withItem = (item: Record<string, unknown>) => ({ name: 'Mine', items: [{ name: 'Aisle', items: [{ name: 'milk', quantity: 1, unit: '', checked: false, ...item }] }] });
    for (const payload of [
      withItem({ quantity: -1 }),
      withItem({ quantity: 0 }),
      withItem({ quantity: 1e9 }),
      withItem({ quantity: 'NaN' }),
      withItem({ name: 'x'.repeat(10_000) }),
      withItem({ name: '  ' }),
      { name: '', items: [] },
      { name: 'x'.repeat(10_000), items: [] },
      { name: 'Mine', items: [{ name: '', items: [] }] },
    ]) {
      const answer = await put(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json<{ message: string }>().message).toBeTruthy();
    }
    // NaN cannot travel as JSON; a raw body with it is refused too.
    const raw = await t.app.inject({ method: 'PUT', url: `/api/grocery-lists/${list.listId}`, headers: { ...cook.headers, 'content-type': 'application/json' }, payload: '{"name":"Mine","items":[{"name":"A","items":[{"name":"milk","quantity":NaN,"unit":"","checked":false}]}]}' });
    expect(raw.statusCode).toBe(400);
    const read = (await get(cook, `/api/grocery-lists/${list.listId}`)).json<GroceryList>();
    expect([read.name, read.items]).toEqual(['Mine', []]);
  });

  it('answers 404 for another user’s list on every call, 401 for visitors', async () => {
    const owner = await buildUser(t.app);
    const stranger = await buildUser(t.app);
    const list = (await post(owner, { name: 'Private' })).json<GroceryList>();
    const url = `/api/grocery-lists/${list.listId}`;
    for (const call of [
      { method: 'GET' as const, url },
      { method: 'PUT' as const, url, payload: { name: 'Taken', items: [] } },
      { method: 'DELETE' as const, url },
      { method: 'POST' as const, url: `${url}/share` },
      { method: 'DELETE' as const, url: `${url}/share` },
    ]) {
      expect((await t.app.inject({ ...call, headers: stranger.headers })).statusCode, `${call.method} ${call.url}`).toBe(404);
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect((await get(owner, url)).json<GroceryList>().name).toBe('Private');
    expect((await get(stranger, '/api/grocery-lists')).json<{ lists: unknown[] }>().lists).toEqual([]);
  });

  it('deletes a list', async () => {
    const cook = await buildUser(t.app);
    const list = (await post(cook, { name: 'Gone' })).json<GroceryList>();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/grocery-lists/${list.listId}`, headers: cook.headers })).statusCode).toBe(204);
    expect((await get(cook, `/api/grocery-lists/${list.listId}`)).statusCode).toBe(404);
  });
});

describe('the read-only share link', () => {
  it('shows the list to anyone with the link until the owner ends it', async () => {
    const cook = await buildUser(t.app);
    const list = (await post(cook, { name: 'Shared', items: [{ name: 'Produce', items: [{ name: 'kale', quantity: 1, unit: 'bunch', checked: false }] }] })).json<GroceryList>();
    const shared = await t.app.inject({ method: 'POST', url: `/api/grocery-lists/${list.listId}/share`, headers: cook.headers });
    const { shareToken } = shared.json<{ shareToken: string }>();
    expect(shareToken.length).toBeGreaterThanOrEqual(32);
    const again = await t.app.inject({ method: 'POST', url: `/api/grocery-lists/${list.listId}/share`, headers: cook.headers });
    expect(again.json<{ shareToken: string }>().shareToken).toBe(shareToken);
    const seen = await get(undefined, `/api/grocery-lists/shared/${shareToken}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ name: 'Shared', items: [{ name: 'Produce', items: [{ name: 'kale' }] }] });
    expect(seen.json()).not.toHaveProperty('listId');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/grocery-lists/${list.listId}/share`, headers: cook.headers })).statusCode).toBe(204);
    const gone = await get(undefined, `/api/grocery-lists/shared/${shareToken}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(GROCERY_MESSAGES.shareNotFound);
  });
});
