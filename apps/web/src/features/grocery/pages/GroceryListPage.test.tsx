import type { GroceryList, UpdateGroceryListBody } from '@sous/contract/grocery';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { readStored, writeStored } from '../../../lib/storage';
import { defaultListName } from '../components/GroceryListForm';
import { aGroceryList, aSummary, failure, json, renderAt, stubApi, type ApiCall } from '../testing';
import { GroceryListPage } from './GroceryListPage';

const saved = [
  { id: 'r1', name: 'Pancakes' },
  { id: 'r2', name: 'Chickpea Curry' },
  { id: 'r3', name: 'Tomato Soup' },
];

const page = (url = '/grocery-list') => renderAt(<GroceryListPage savedRecipes={{ recipes: saved, failed: false }} />, url);

/** The names of a category's items, top to bottom. */
const itemNames = (category: string) => {
  const section = screen.getByRole('region', { name: category });
  return within(section)
    .getAllByRole('checkbox')
    .map((box) => document.getElementById(box.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent);
};

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('GroceryListPage: the create form', () => {
  it("names a new list 'Grocery List - {date}' with today's date", async () => {
    stubApi(() => json({ lists: [] }));
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    expect(screen.getByLabelText(/^List name/)).toHaveValue(defaultListName());
    expect(defaultListName(new Date(2026, 10, 23))).toMatch(/^Grocery List - .*23.*2026/);
  });

  it('asks for a name, then for at least one recipe, in the spec words, and sends nothing', async () => {
    const calls = stubApi(() => json({ lists: [] }));
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    await user.clear(screen.getByLabelText(/^List name/));
    await user.click(screen.getByRole('button', { name: 'Generate Grocery List' }));
    expect(await screen.findByText('Please enter a name for your grocery list.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^List name/)).toHaveFocus();
    expect(screen.getByLabelText(/^List name/)).toHaveAccessibleDescription('Please enter a name for your grocery list.');

    await user.type(screen.getByLabelText(/^List name/), 'Sunday');
    await user.click(screen.getByRole('button', { name: 'Generate Grocery List' }));
    expect(await screen.findByText('Please select at least one recipe before generating a grocery list.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a name for your grocery list.')).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('makes an empty list without recipes and opens it', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'POST') return json(aGroceryList({ listId: 'l9', name: 'Party', items: [], recipes: [], bySection: false }), 201);
      return json({ lists: [] });
    });
    const user = userEvent.setup();
    const { router } = page();
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    await user.click(screen.getByRole('radio', { name: /An empty list/ }));
    await user.clear(screen.getByLabelText(/^List name/));
    await user.type(screen.getByLabelText(/^List name/), 'Party');
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Party' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?listId=l9');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Party', recipes: [], items: [] });
    expect(screen.getByText('This list is empty')).toBeInTheDocument();
  });

  it('preselects the recipes passed in browser storage under preSelectedRecipes, once', async () => {
    stubApi(() => json({ lists: [] }));
    writeStored('preSelectedRecipes', ['r2', 'r3']);
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'New grocery list' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Chickpea Curry' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tomato Soup' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pancakes' })).not.toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await waitFor(() => { expect(readStored('preSelectedRecipes')).toBeNull(); });
  });
});

describe('GroceryListPage: generating from saved recipes', () => {
  /** Starts a generation from Pancakes and Tomato Soup; `status` answers each poll in turn. */
  async function generate(status: (poll: number) => Response, list: GroceryList = aGroceryList({ listId: 'l7', name: 'Sunday shop' })) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const calls = stubApi((call) => {
      if (call.method === 'POST') return json({ requestId: 'q1', message: 'Grocery list generation started' }, 202);
      if (call.path === '/grocery-lists/status/q1') return status(++polls);
      if (call.path === `/grocery-lists/${list.listId}`) return json(list);
      return json({ lists: [] });
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const view = page();
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    await user.clear(screen.getByLabelText(/^List name/));
    await user.type(screen.getByLabelText(/^List name/), 'Sunday shop');
    await user.click(screen.getByRole('checkbox', { name: 'Pancakes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tomato Soup' }));
    await user.click(screen.getByRole('button', { name: 'Generate Grocery List' }));
    await waitFor(() => { expect(calls.some((call) => call.method === 'POST')).toBe(true); });
    return { ...view, calls, polls: () => polls };
  }

  const running = json({ requestId: 'q1', status: 'running', message: 'Merging ingredients by store section...', listId: null, error: null });
  const completed = json({ requestId: 'q1', status: 'completed', message: 'Grocery list ready', listId: 'l7', error: null });
  const tick = () => act(() => vi.advanceTimersByTimeAsync(3000));

  it('sends the recipes and polls every 3 s; completed fetches the list by its id and shows it', async () => {
    const { calls, polls, router } = await generate((n) => (n === 1 ? running.clone() : completed.clone()));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Sunday shop',
      recipes: [
        { id: 'r1', name: 'Pancakes' },
        { id: 'r3', name: 'Tomato Soup' },
      ],
      generateAsync: true,
    });
    expect(screen.getByRole('button', { name: /Generating/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(polls()).toBe(1);
    expect(await screen.findByText('Merging ingredients by store section...')).toBeInTheDocument();
    await tick();
    expect(polls()).toBe(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday shop' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/grocery-lists/l7')).toBe(true);
    expect(router.state.location.search).toBe('?listId=l7');
  });

  it("shows the server's error when the generation failed, and stops polling", async () => {
    const { polls } = await generate(() => json({ requestId: 'q1', status: 'failed', message: 'x', listId: null, error: 'These recipes have no ingredients to buy.' }));
    await tick();
    expect(await screen.findByRole('alert')).toHaveTextContent('These recipes have no ingredients to buy.');
    expect(screen.getByRole('button', { name: 'Generate Grocery List' })).toBeEnabled();
    await tick();
    expect(polls()).toBe(1);
  });

  it("falls back to 'Failed to generate grocery list. Please try again.' when a failure carries no error", async () => {
    await generate(() => json({ requestId: 'q1', status: 'failed', message: '', listId: null, error: null }));
    await tick();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate grocery list. Please try again.');
  });

  it("says 'Error checking status. Will retry...' when a poll fails, keeps polling, and recovers", async () => {
    const { polls } = await generate((n) => (n === 1 ? failure(500, 'boom') : n === 2 ? running.clone() : completed.clone()));
    await tick();
    expect(await screen.findByText('Error checking status. Will retry...')).toBeInTheDocument();
    await tick();
    expect(polls()).toBe(2);
    await waitFor(() => { expect(screen.queryByText('Error checking status. Will retry...')).toBeNull(); });
    await tick();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday shop' })).toBeInTheDocument();
  });

  it("says 'Failed to start grocery list generation. Please try again.' when the start fails", async () => {
    stubApi((call) => (call.method === 'POST' ? failure(500, 'Internal server error') : json({ lists: [] })));
    writeStored('preSelectedRecipes', ['r1']);
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Generate Grocery List' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start grocery list generation. Please try again.');
  });
});

/** What the server answers a PUT with: the list as sent, new items given ids. */
function savedAs(list: GroceryList, body: UpdateGroceryListBody): GroceryList {
  let next = 0;
  return { ...list, name: body.name, items: body.items.map((category) => ({ name: category.name, items: category.items.map((item) => ({ ...item, id: item.id ?? `s${String((next += 1))}` })) })) };
}

describe('GroceryListPage: one list', () => {
  /** The page on list l1; PUTs are answered by `put` (by default: the list as sent). */
  function openList(list: GroceryList = aGroceryList(), put?: (call: ApiCall) => Response | Promise<Response>) {
    const calls = stubApi((call) => {
      if (call.method === 'PUT') return put ? put(call) : json(savedAs(list, call.body as UpdateGroceryListBody));
      if (call.path === '/grocery-lists/l1') return json(list);
      return json({ lists: [aSummary()] });
    });
    return { calls, ...page('/grocery-list?listId=l1') };
  }

  it('opens the list named by ?listId= directly, its categories in order, amounts as a cook reads them', async () => {
    const { calls } = openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekday shop' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/grocery-lists/l1']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Produce', 'Dairy & Eggs']);
    const milk = screen.getByRole('checkbox', { name: 'Milk 1 1/2 cups' });
    expect(milk).toHaveAccessibleDescription('Buy 1 quart');
    expect(screen.getByRole('checkbox', { name: 'Lemons 2' })).not.toBeChecked();
    expect(screen.getByText('0 of 4 checked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New list' })).toBeNull();
  });

  it('checks an item off at once and puts it back when the server refuses', async () => {
    let refuse = () => {};
    const answer = new Promise<Response>((resolve) => {
      refuse = () => { resolve(failure(500, 'down')); };
    });
    const { calls } = openList(aGroceryList(), () => answer);
    const milk = await screen.findByRole('checkbox', { name: /Milk/ });
    act(() => { milk.click(); });
    // Checked in the same tick, before the server has answered.
    expect(milk).toBeChecked();
    expect(await screen.findByText('1 of 4 checked')).toBeInTheDocument();
    await waitFor(() => { expect(calls.some((call) => call.method === 'PUT')).toBe(true); });
    const sent = calls.find((call) => call.method === 'PUT')?.body as GroceryList;
    expect(sent.items[1]?.items.find((item) => item.name === 'Milk')).toMatchObject({ id: 'i3', checked: true });
    expect(Object.keys(sent)).toEqual(['name', 'items']);
    refuse();
    await waitFor(() => { expect(screen.getByRole('checkbox', { name: /Milk/ })).not.toBeChecked(); });
    expect(await screen.findByText('Your check-off was not saved.')).toBeInTheDocument();
  });

  it('keeps a check-off the server accepted (the whole list is saved)', async () => {
    const { calls } = openList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Lemons/ }));
    await waitFor(() => { expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1); });
    await waitFor(() => { expect(screen.getByRole('checkbox', { name: /Lemons/ })).toBeChecked(); });
    expect(screen.getByText('1 of 4 checked')).toBeInTheDocument();
  });

  it('sinks checked items to the bottom of their section, struck through', async () => {
    const list = aGroceryList();
    list.items[1] = { name: 'Dairy & Eggs', items: [{ id: 'i5', name: 'Butter', quantity: null, unit: '', checked: true }, ...(list.items[1]?.items ?? [])] };
    openList(list);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Weekday shop' });
    expect(itemNames('Dairy & Eggs')).toEqual(['Milk', 'Eggs', 'Butter']);
    expect(screen.getByText('Butter').parentElement).toHaveClass('line-through');
    await user.click(screen.getByRole('checkbox', { name: /Milk/ }));
    expect(itemNames('Dairy & Eggs')).toEqual(['Eggs', 'Butter', 'Milk']);
    expect(screen.getByText('Milk').parentElement).toHaveClass('line-through');
    expect(screen.getByText('Eggs').parentElement).not.toHaveClass('line-through');
  });

  it('renames in place; a name left unchanged or emptied closes without saving', async () => {
    const { calls } = openList();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Weekday shop' });
    const puts = () => calls.filter((call) => call.method === 'PUT');

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByLabelText('List name')).toHaveValue('Weekday shop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByLabelText('List name'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Weekday shop' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.type(screen.getByLabelText('List name'), ' more{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Weekday shop' })).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByLabelText('List name'));
    await user.type(screen.getByLabelText('List name'), '  Weekend shop {Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Weekend shop' })).toBeInTheDocument();
    await waitFor(() => { expect(puts()).toHaveLength(1); });
    expect(puts()[0]?.body).toMatchObject({ name: 'Weekend shop' });
  });

  it('closes the item dialog on an empty submission, and checks name and amount otherwise', async () => {
    const { calls } = openList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add item to Produce' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add item to Produce' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    await user.type(within(dialog).getByLabelText('Quantity'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please enter a name for the item.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount greater than 0.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Item/), 'Limes');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter an amount of at most 10,000.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '1 1/2');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    await waitFor(() => { expect(itemNames('Produce')).toEqual(['Lemons', 'Basil', 'Limes']); });
    await waitFor(() => { expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1); });
    const sent = calls.find((call) => call.method === 'PUT')?.body as { items: { items: { name: string }[] }[] };
    // A new item goes without an id: the server gives it one.
    expect(sent.items[0]?.items[2]).toEqual({ name: 'Limes', quantity: 1.5, unit: '', checked: false });
  });

  it('adds a category, and edits and deletes an item', async () => {
    const { calls } = openList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText(/^Category name/), 'produce');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('There is already a category called Produce.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Category name/));
    await user.type(within(dialog).getByLabelText(/^Category name/), 'Bakery{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bakery' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Eggs' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('3');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    expect(screen.getByRole('checkbox', { name: 'Eggs 6' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Eggs 6' })).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Edit Basil' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete item' }));
    await waitFor(() => { expect(screen.queryByRole('checkbox', { name: /Basil/ })).toBeNull(); });
    await waitFor(() => { expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(3); });
    const last = calls.filter((call) => call.method === 'PUT').at(-1)?.body as GroceryList;
    expect(last.items.map((category) => category.name)).toEqual(['Produce', 'Dairy & Eggs', 'Bakery']);
    expect(last.items[0]?.items.map((item) => item.name)).toEqual(['Lemons']);
  });

  it('deletes the list after confirmation and goes back to the overview', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      if (call.path === '/grocery-lists/l1') return json(aGroceryList());
      return json({ lists: [] });
    });
    const { router } = page('/grocery-list?listId=l1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this grocery list?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(await screen.findByText('Grocery list deleted.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/grocery-lists/l1')).toBe(true);
  });

  it("says the list is not found for a 404, and 'Failed to fetch grocery list' for a failure without a message", async () => {
    stubApi(() => failure(404, 'Grocery list not found', 'NOT_FOUND'));
    page('/grocery-list?listId=nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grocery list not found' })).toBeInTheDocument();
    cleanup();
    stubApi(() => new Response('oops', { status: 502 }));
    page('/grocery-list?listId=l1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch grocery list');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('GroceryListPage: the overview', () => {
  it('lists name, date, recipes and how much is checked, each opening its list', async () => {
    stubApi(() => json({ lists: [aSummary({ recipes: [{ id: 'r1', name: 'Pancakes' }, { id: 'r2', name: 'Chili' }, { id: 'r3', name: 'Soup' }] })] }));
    page();
    const link = await screen.findByRole('link', { name: /Weekday shop/ });
    expect(link).toHaveAttribute('href', '/grocery-list?listId=l1');
    expect(link).toHaveTextContent('3 of 12 checked');
    expect(link).toHaveTextContent('From Pancakes, Chili and 1 more');
    expect(link).toHaveTextContent(/Made Nov 20, 2026/);
  });

  it('shows the empty-grocery drawing when there are no lists, and a 404 counts as none', async () => {
    stubApi(() => failure(404, 'Not found', 'NOT_FOUND'));
    page();
    expect(await screen.findByRole('heading', { name: 'No grocery lists yet' })).toBeInTheDocument();
    expect(document.querySelector('img[src="/illustrations/empty-grocery.svg"]')).not.toBeNull();
  });

  it("says 'Failed to fetch grocery lists' when loading fails without a message", async () => {
    stubApi(() => new Response('oops', { status: 502 }));
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch grocery lists');
  });
});
