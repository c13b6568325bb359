import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/ui/Toast';
import { readStored } from '../../lib/storage';
import { anonymousSession } from '../../lib/session/session';
import { MakeGroceryListButton } from './components/MakeGroceryListButton';
import { RecentGroceryLists } from './components/RecentGroceryLists';
import { addItem, setItemChecked, toUpdateBody, updateItem } from './grocery-edits';
import { amountText, shoppingOrder } from './grocery-format';
import { checkCategoryName, checkItemDraft } from './grocery-validation';
import { SharedGroceryListPage } from './pages/SharedGroceryListPage';
import { aGroceryList, aSummary, failure, json, renderAt, stubApi } from './testing';

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('grocery amounts and order', () => {
  it('reads amounts as a cook does: fractions for cups and pieces, decimals for metric units', () => {
    expect(amountText({ quantity: 1.5, unit: 'cups' })).toBe('1 1/2 cups');
    expect(amountText({ quantity: 0.333, unit: 'cup' })).toBe('1/3 cup');
    expect(amountText({ quantity: 3, unit: '' })).toBe('3');
    expect(amountText({ quantity: 1.25, unit: 'kg' })).toBe('1.25 kg');
    expect(amountText({ quantity: null, unit: 'pinch' })).toBe('pinch');
    expect(amountText({ quantity: null, unit: '' })).toBe('');
    expect(amountText({ quantity: 2, unit: 'cup' })).toBe('2 cups');
    expect(amountText({ quantity: 5, unit: 'clove' })).toBe('5 cloves');
    expect(amountText({ quantity: 1, unit: 'clove' })).toBe('1 clove');
    expect(amountText({ quantity: 2, unit: 'tsp' })).toBe('2 tsp');
    expect(amountText({ quantity: 2, unit: 'bags' })).toBe('2 bags');
  });

  it('sinks checked items below the rest, each group in its own order', () => {
    const items = [
      { id: 'a', checked: true },
      { id: 'b', checked: false },
      { id: 'c', checked: true },
      { id: 'd', checked: false },
    ];
    expect(shoppingOrder(items).map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('grocery validation (spec 3 §5)', () => {
  it('closes on an empty item, needs a name, and takes amounts as cooks write them', () => {
    expect(checkItemDraft({ name: ' ', quantity: '', unit: ' ' })).toEqual({ kind: 'empty' });
    expect(checkItemDraft({ name: '', quantity: '2', unit: '' })).toEqual({ kind: 'invalid', errors: { name: 'Please enter a name for the item.' } });
    expect(checkItemDraft({ name: 'Flour', quantity: '1 ½', unit: 'cups' })).toEqual({ kind: 'valid', fields: { name: 'Flour', quantity: 1.5, unit: 'cups' } });
    expect(checkItemDraft({ name: 'Salt', quantity: '', unit: '' })).toEqual({ kind: 'valid', fields: { name: 'Salt', quantity: null, unit: '' } });
    expect(checkItemDraft({ name: 'Milk', quantity: 'lots', unit: '' })).toMatchObject({ errors: { quantity: 'Enter a number, like 2 or 1 1/2.' } });
    expect(checkItemDraft({ name: 'Milk', quantity: '0', unit: '' })).toMatchObject({ errors: { quantity: 'Enter an amount greater than 0.' } });
    expect(checkItemDraft({ name: 'Milk', quantity: '10001', unit: '' })).toMatchObject({ errors: { quantity: 'Enter an amount of at most 10,000.' } });
  });

  it('closes on an empty category name and refuses one the list has', () => {
    expect(checkCategoryName('  ', ['Produce'])).toEqual({ kind: 'empty' });
    expect(checkCategoryName(' produce ', ['Produce'])).toEqual({ kind: 'invalid', error: 'There is already a category called Produce.' });
    expect(checkCategoryName(' Bakery ', ['Produce'])).toEqual({ kind: 'valid', name: 'Bakery' });
  });
});

describe('grocery edits', () => {
  it('send new items without an id and keep the ids of the others', () => {
    const list = addItem('Produce', { name: 'Limes', quantity: 2, unit: '' })(aGroceryList());
    const body = toUpdateBody(list);
    expect(body.items[0]?.items.map((item) => item.id)).toEqual(['i1', 'i2', undefined]);
    expect(addItem('Frozen', { name: 'Peas', quantity: null, unit: '' })(aGroceryList()).items.at(-1)).toMatchObject({ name: 'Frozen', items: [{ name: 'Peas' }] });
  });

  it('are absolute, so replaying them gives the last choice', () => {
    const list = setItemChecked('i1', false)(setItemChecked('i1', true)(aGroceryList()));
    expect(list.items[0]?.items[0]?.checked).toBe(false);
  });

  it('drop the purchase suggestion of an item whose amount changed, and move it between categories', () => {
    const changed = updateItem('i4', { name: 'Eggs', quantity: 6, unit: '' })(aGroceryList());
    expect(changed.items[1]?.items[1]).toEqual({ id: 'i4', name: 'Eggs', quantity: 6, unit: '', checked: false });
    const same = updateItem('i4', { name: 'Eggs', quantity: 3, unit: '' })(aGroceryList());
    expect(same.items[1]?.items[1]?.suggestion).toBe('1 dozen');
    const moved = updateItem('i1', { name: 'Lemons', quantity: 2, unit: '' }, 'Dairy & Eggs')(aGroceryList());
    expect(moved.items.map((category) => category.items.map((item) => item.id))).toEqual([['i2'], ['i3', 'i4', 'i1']]);
  });
});

describe('SharedGroceryListPage', () => {
  it('shows a list read-only to anyone with the link, checked items struck and last', async () => {
    const list = aGroceryList();
    const first = list.items[0]?.items[0];
    if (first) first.checked = true;
    const calls = stubApi(() => json({ name: list.name, updatedAt: list.updatedAt, recipes: list.recipes, items: list.items, bySection: true }));
    renderAt(<SharedGroceryListPage token="t0k3n" />, '/grocery-list/shared/t0k3n', { path: '/grocery-list/shared/:token', session: anonymousSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekday shop' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/grocery-lists/shared/t0k3n']);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Rename|Add/ })).toBeNull();
    const produce = within(screen.getByRole('region', { name: 'Produce' }));
    expect(produce.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['not checked: Basil1 bunch', 'checked: Lemons2']);
    expect(screen.getByText('1 of 4 checked')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says the list is no longer shared when the link ended', async () => {
    stubApi(() => failure(404, 'This grocery list is no longer shared.', 'NOT_FOUND'));
    renderAt(<SharedGroceryListPage token="old" />, '/grocery-list/shared/old', { path: '/grocery-list/shared/:token', session: anonymousSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'This grocery list is no longer shared.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('RecentGroceryLists (the dashboard)', () => {
  it('shows the 2 newest lists, each linking to its page', async () => {
    stubApi(() => json({ lists: [aSummary({ listId: 'a', name: 'Newest' }), aSummary({ listId: 'b', name: 'Older' }), aSummary({ listId: 'c', name: 'Oldest' })] }));
    renderAt(<RecentGroceryLists />, '/dashboard', { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: /Newest/ })).toHaveAttribute('href', '/grocery-list?listId=a');
    expect(screen.getByRole('link', { name: /Older/ })).toHaveAttribute('href', '/grocery-list?listId=b');
    expect(screen.queryByText('Oldest')).toBeNull();
    expect(screen.getByRole('link', { name: 'All grocery lists' })).toHaveAttribute('href', '/grocery-list');
  });

  it('offers to make one when there are none', async () => {
    stubApi(() => json({ lists: [] }));
    renderAt(<RecentGroceryLists />, '/dashboard', { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'Make a grocery list' })).toHaveAttribute('href', '/grocery-list');
  });
});

describe('MakeGroceryListButton (saved recipes)', () => {
  it('writes the picked recipes to preSelectedRecipes and opens the grocery screen', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(
      <MakeGroceryListButton recipes={[{ id: 'r1', name: 'Pancakes' }, { id: 'r2', name: 'Chili' }]} />,
      '/saved-recipes',
      { path: '/saved-recipes' },
    );
    await user.click(screen.getByRole('button', { name: 'Make a grocery list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a grocery list' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please select at least one recipe before generating a grocery list.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chili' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => { expect(router.state.location.pathname).toBe('/grocery-list'); });
    expect(readStored('preSelectedRecipes')).toEqual(['r2']);
  });
});
