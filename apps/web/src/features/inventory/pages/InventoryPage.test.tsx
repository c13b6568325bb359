import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { anonymousSession } from '../../../lib/session/session';
import type { CreateInventoryItemBody as InventoryFields } from '@sous/contract/inventory';
import { anItem, failure, json, later, renderInventory, stubApi, type ApiCall } from '../testing';

afterEach(() => {
  act(() => { notify.dismiss(); });
  vi.unstubAllGlobals();
});

const pantry = [
  anItem({ itemId: 'i1', itemName: 'Milk', quantity: 1, unit: 'l', category: 'dairy' }),
  anItem({ itemId: 'i2', itemName: 'Bananas', quantity: 6, unit: 'pcs', category: 'Produce' }),
  anItem({ itemId: 'i3', itemName: 'Apples', quantity: 1.25, unit: 'lb', category: 'produce' }),
  anItem({ itemId: 'i4', itemName: 'Foil', quantity: 1, unit: 'pcs', category: 'Other' }),
];

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const rows = (name: string) => within(section(name)).getAllByRole('listitem').map((row) => row.textContent);

/**
 * A small inventory server holding `items`: GET answers them, POST, PUT and DELETE change them.
 * `edit(call)` may answer an edit first (a refusal, or an answer still on its way).
 */
function pantryApi(items = pantry, edit: (call: ApiCall) => Response | Promise<Response> | undefined = () => undefined) {
  let stored = [...items];
  return stubApi(async (call) => {
    if (call.method === 'GET' && call.path === '/inventory') return json({ items: stored });
    const answer = edit(call);
    if (answer) {
      const response = await answer;
      if (!response.ok) return response;
    }
    const id = decodeURIComponent(call.path.split('/')[2] ?? '');
    if (call.method === 'POST') {
      const item = { itemId: `new-${String(stored.length)}`, ...(call.body as InventoryFields) };
      stored.push(item);
      return json(item, 201);
    }
    if (call.method === 'PUT') stored = stored.map((item) => (item.itemId === id ? { itemId: id, ...(call.body as InventoryFields) } : item));
    if (call.method === 'DELETE') stored = stored.filter((item) => item.itemId !== id);
    return json(undefined, 204);
  });
}

describe('InventoryPage: the list', () => {
  it('shows the items grouped by title-cased category, in the spec order, with name, quantity and unit', async () => {
    pantryApi();
    renderInventory();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('region', { name: /^Produce/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Produce2 items', 'Dairy1 item', 'Other1 item']);
    expect(rows('Produce')).toEqual(['Apples1.25 lb', 'Bananas6 pcs']);
    expect(rows('Dairy')).toEqual(['Milk1 l']);
    expect(within(section('Dairy')).getByRole('button', { name: 'Edit Milk' })).toBeInTheDocument();
    expect(within(section('Dairy')).getByRole('button', { name: 'Delete Milk' })).toBeInTheDocument();
  });

  it('reads a bare list answer too, and folds and unfolds a section (open at first)', async () => {
    stubApi(() => json(pantry));
    const user = userEvent.setup();
    renderInventory();
    const toggle = await screen.findByRole('button', { name: /^Produce/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(section('Produce')).getByText('Apples')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section('Produce')).getByText('Apples')).not.toBeVisible();
    await user.click(toggle);
    expect(within(section('Produce')).getByText('Apples')).toBeVisible();
  });

  it('offers to cook with what is in the pantry: the generator with the pantry on, counted against the day', async () => {
    pantryApi();
    renderInventory();
    const cook = await screen.findByRole('link', { name: 'Cook with what I have' });
    expect(cook).toHaveAttribute('href', '/recipes?pantry=1');
    expect(screen.getByText(/counts as one of today’s recipe generations/)).toBeInTheDocument();
  });

  it("shows the spec's empty state with a drawing and a way to add", async () => {
    pantryApi([]);
    renderInventory();
    expect(await screen.findByRole('heading', { name: 'No pantry items yet – add your first!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cook with what I have' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '+ Add Item' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: '📷 Scan Items' })).toBeInTheDocument();
    // The floating buttons for phones.
    expect(screen.getByRole('button', { name: 'Scan Items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  });

  it('says when the inventory cannot be read, and reads it again on Try again', async () => {
    let fail = true;
    stubApi(() => (fail ? failure(500, 'boom') : json({ items: pantry })));
    const user = userEvent.setup();
    renderInventory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your inventory.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /^Produce/ })).toBeInTheDocument();
  });

  it("says 'No account found' without an account id", async () => {
    const calls = pantryApi();
    renderInventory({ ...anonymousSession, status: 'authenticated', user: null });
    expect(await screen.findByText('No account found. Please check your account settings.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('InventoryPage: add, edit and delete', () => {
  it('opens Add Item with the defaults and shows each field’s error under it', async () => {
    const calls = pantryApi();
    const user = userEvent.setup();
    renderInventory();
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Quantity/)).toHaveValue('1');
    expect(within(dialog).getByLabelText(/^Unit/)).toHaveValue('pcs');
    expect(within(dialog).getByLabelText(/^Category/)).toHaveValue('Other');
    expect(within(within(dialog).getByLabelText(/^Unit/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['g', 'kg', 'oz', 'lb', 'ml', 'l', 'cup', 'tbsp', 'tsp', 'pcs']);
    expect(within(within(dialog).getByLabelText(/^Category/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Produce', 'Dairy', 'Grains & Bread', 'Spices & Seasonings', 'Other']);

    await user.clear(within(dialog).getByLabelText(/^Quantity/));
    await user.type(within(dialog).getByLabelText(/^Quantity/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter a name.');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Quantity/)).toHaveAccessibleDescription('Quantity must be a number greater than 0.');

    for (const typed of ['-2', 'two', '1.2.3']) {
      await user.clear(within(dialog).getByLabelText(/^Quantity/));
      await user.type(within(dialog).getByLabelText(/^Quantity/), typed);
      await user.click(within(dialog).getByRole('button', { name: 'Add' }));
      expect(within(dialog).getByLabelText(/^Quantity/)).toHaveAccessibleDescription('Quantity must be a number greater than 0.');
    }
    await user.clear(within(dialog).getByLabelText(/^Quantity/));
    await user.type(within(dialog).getByLabelText(/^Quantity/), '100001');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByLabelText(/^Quantity/)).toHaveAccessibleDescription('Quantity must be at most 100000.');
    await user.type(within(dialog).getByLabelText(/^Name/), 'x'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Name must be 80 characters or fewer.');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('adds an item at once under a temporary id, sends it, takes the stored item and reads the list again', async () => {
    const answer = later<Response>();
    const calls = pantryApi(pantry, (call) => (call.method === 'POST' ? answer.promise : undefined));
    const user = userEvent.setup();
    renderInventory();
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    await user.type(within(dialog).getByLabelText(/^Name/), '  Basmati rice ');
    await user.clear(within(dialog).getByLabelText(/^Quantity/));
    await user.type(within(dialog).getByLabelText(/^Quantity/), '1,5');
    await user.selectOptions(within(dialog).getByLabelText(/^Unit/), 'kg');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Grains & Bread');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    // On screen before the server answers, its buttons waiting for a real id.
    expect(await screen.findByRole('region', { name: /^Grains & Bread/ })).toBeInTheDocument();
    expect(rows('Grains & Bread')).toEqual(['Basmati rice1.5 kg']);
    expect(within(section('Grains & Bread')).getByRole('button', { name: 'Edit Basmati rice' })).toBeDisabled();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/inventory',
      body: { itemName: 'Basmati rice', quantity: 1.5, unit: 'kg', category: 'Grains & Bread' },
    });
    const reads = calls.filter((call) => call.method === 'GET').length;
    answer.resolve(json(undefined, 201));
    await waitFor(() => { expect(within(section('Grains & Bread')).getByRole('button', { name: 'Edit Basmati rice' })).toBeEnabled(); });
    await waitFor(() => { expect(calls.filter((call) => call.method === 'GET').length).toBe(reads + 1); });
  });

  it('takes a refused new item off the list again with an error toast', async () => {
    pantryApi(pantry, (call) => (call.method === 'POST' ? failure(500, 'boom') : undefined));
    const user = userEvent.setup();
    renderInventory();
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Saffron');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Could not add the item. Please try again.')).toBeInTheDocument();
    await waitFor(() => { expect(screen.queryByText('Saffron')).toBeNull(); });
    expect(rows('Other')).toEqual(['Foil1 pcs']);
  });

  it('edits an item in place, and puts it back with a toast when the server refuses', async () => {
    let refuse = false;
    const calls = pantryApi(pantry, (call) => (call.method === 'PUT' && refuse ? failure(400, 'Quantity must be greater than 0', 'VALIDATION') : undefined));
    const user = userEvent.setup();
    renderInventory();
    await user.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Milk');
    expect(within(dialog).getByLabelText(/^Quantity/)).toHaveValue('1');
    expect(within(dialog).getByLabelText(/^Unit/)).toHaveValue('l');
    await user.clear(within(dialog).getByLabelText(/^Quantity/));
    await user.type(within(dialog).getByLabelText(/^Quantity/), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => { expect(rows('Dairy')).toEqual(['Milk0.5 l']); });
    expect(calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', path: '/inventory/i1', body: { itemName: 'Milk', quantity: 0.5, unit: 'l', category: 'Dairy' } });

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Edit Bananas' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quantity must be greater than 0')).toBeInTheDocument();
    await waitFor(() => { expect(rows('Produce')).toEqual(['Apples1.25 lb', 'Bananas6 pcs']); });
  });

  it("deletes an item after 'Delete this item?', and puts it back with a toast when the server refuses", async () => {
    let refuse = false;
    const calls = pantryApi(pantry, (call) => (call.method === 'DELETE' && refuse ? failure(500, 'boom') : undefined));
    const user = userEvent.setup();
    renderInventory();
    await user.click(await screen.findByRole('button', { name: 'Delete Apples' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(confirm).toHaveTextContent('Delete this item?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(rows('Produce')).toEqual(['Apples1.25 lb', 'Bananas6 pcs']);

    await user.click(screen.getByRole('button', { name: 'Delete Apples' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete item' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => { expect(rows('Produce')).toEqual(['Bananas6 pcs']); });
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/inventory/i3');

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Delete Milk' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete item' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete the item. Please try again.')).toBeInTheDocument();
    await waitFor(() => { expect(rows('Dairy')).toEqual(['Milk1 l']); });
  });
});
