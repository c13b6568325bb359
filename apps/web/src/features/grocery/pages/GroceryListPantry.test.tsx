import type { GroceryList } from '@sous/contract/grocery';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { aGroceryList, aSummary, failure, json, renderAt, stubApi, type ApiCall } from '../testing';
import { GroceryListPage } from './GroceryListPage';

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
  cleanup();
  vi.unstubAllGlobals();
});

/** The list with the pantry covering the lemons, short of milk, and the eggs and basil bought. */
const withPantry = (): GroceryList => {
  const list = aGroceryList();
  const [produce, dairy] = list.items;
  if (!produce || !dairy) throw new Error('the fixture has two categories');
  produce.items = produce.items.map((item) =>
    item.id === 'i1' ? { ...item, pantry: { quantity: 6, unit: 'pcs', covers: true } } : { ...item, checked: true },
  );
  dairy.items = dairy.items.map((item) =>
    item.id === 'i3' ? { ...item, pantry: { quantity: 250, unit: 'ml', covers: false } } : { ...item, checked: true },
  );
  return list;
};

function openList(list: GroceryList, stock: (call: ApiCall) => Response) {
  const calls = stubApi((call) => {
    if (call.path === '/grocery-lists/l1/pantry') return stock(call);
    if (call.path === '/grocery-lists/l1') return json(list);
    return json({ lists: [aSummary()] });
  });
  renderAt(<GroceryListPage savedRecipes={{ recipes: [], failed: false }} />, '/grocery-list?listId=l1');
  return calls;
}

describe('GroceryListPage: the pantry', () => {
  it('says what the pantry holds of an item, covering or not, and keeps every item on the list', async () => {
    openList(withPantry(), () => json({}));
    const lemons = await screen.findByRole('checkbox', { name: 'Lemons 2' });
    expect(lemons).toHaveAccessibleDescription('In your pantry (6 pcs)');
    expect(screen.getByRole('checkbox', { name: 'Milk 1 1/2 cups' })).toHaveAccessibleDescription('Buy 1 quart Your pantry has 250 ml');
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });

  it('puts the checked items in the pantry, then shows them there and offers it no more', async () => {
    const list = withPantry();
    const stocked = structuredClone(list);
    for (const category of stocked.items) {
      category.items = category.items.map((item) => (item.checked ? { ...item, stocked: true, pantry: { quantity: 1, unit: 'pcs', covers: true } } : item));
    }
    const calls = openList(list, () => json({ added: 2, list: stocked }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add 2 checked to pantry' }));
    await waitFor(() => { expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ itemIds: ['i2', 'i4'] }); });
    expect(await screen.findByText('Added 2 items to your pantry')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /checked to pantry/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Eggs 3' })).toHaveAccessibleDescription('Buy 1 dozen In your pantry (1 pcs)');
  });

  it('says so when the pantry could not take them, and keeps offering', async () => {
    openList(withPantry(), () => failure(500, 'The pantry is down'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add 2 checked to pantry' }));
    expect(await screen.findByText('The items were not added to your pantry.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 2 checked to pantry' })).toBeEnabled();
  });
});
