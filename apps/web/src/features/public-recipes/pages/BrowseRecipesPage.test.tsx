import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPage, json, renderRoutes, stubApi, type ApiCall } from '../testing';
import { BrowseRecipesPage } from './BrowseRecipesPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const browseCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('/recipes/public?type=browse'));
const query = (call: ApiCall | undefined) => Object.fromEntries(new URL(call?.path ?? '', 'http://x').searchParams);

/** The browse page at `url`; the API answers two pages for any filters: 12 with a token, then 3. */
function renderBrowse(url: string, answer?: (call: ApiCall) => Response) {
  const calls = stubApi(
    answer ??
      ((call) => {
        const filters = query(call);
        const label = [filters.cuisine, filters.tags].filter(Boolean).join(' ') || 'Any';
        return json(filters.nextToken === 'more' ? aPage(`${label} later`, 3) : aPage(label, 12, 'more'));
      }),
  );
  const router = renderRoutes([{ path: '/recipes/browse', element: <BrowseRecipesPage /> }], url);
  return { calls, router };
}

const cards = () => screen.getAllByRole('link', { name: /^View Recipe:/ });

describe('BrowseRecipesPage', () => {
  it('reads its filters from the address: the request, the badge and the chips follow them', async () => {
    const { calls } = renderBrowse('/recipes/browse?cuisine=Italian&tags=Vegan,Quick');
    await waitFor(() => { expect(cards()).toHaveLength(12); });
    expect(query(browseCalls(calls)[0])).toEqual({ type: 'browse', limit: '12', cuisine: 'Italian', tags: 'Vegan,Quick' });
    expect(screen.getByRole('heading', { name: /Filters 3 active/ })).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Italian', 'Vegan', 'Quick']);
  });

  it('Load More appends the next page and goes once no page is left', async () => {
    const user = userEvent.setup();
    const { calls } = renderBrowse('/recipes/browse?cuisine=Thai');
    await waitFor(() => { expect(cards()).toHaveLength(12); });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => { expect(cards()).toHaveLength(15); });
    expect(query(browseCalls(calls)[1])).toEqual({ type: 'browse', limit: '12', cuisine: 'Thai', nextToken: 'more' });
    expect(screen.getByText('Thai 1')).toBeInTheDocument();
    expect(screen.getByText('Thai later 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('removing a chip or choosing a filter changes the address and reloads from the first page', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderBrowse('/recipes/browse?cuisine=Italian&tags=Vegan');
    await waitFor(() => { expect(cards()).toHaveLength(12); });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => { expect(cards()).toHaveLength(15); });

    await user.click(screen.getByRole('button', { name: 'Remove filter Vegan' }));
    expect(router.state.location.search).toBe('?cuisine=Italian');
    await waitFor(() => { expect(screen.getByText('Italian 1')).toBeInTheDocument(); });
    expect(cards()).toHaveLength(12);
    expect(query(browseCalls(calls).at(-1))).toEqual({ type: 'browse', limit: '12', cuisine: 'Italian' });

    // The desktop panel applies a choice at once.
    const panel = within(screen.getByRole('complementary'));
    await user.click(panel.getByRole('checkbox', { name: 'Dessert' }));
    expect(router.state.location.search).toBe('?cuisine=Italian&tags=Dessert');
    await user.click(panel.getByRole('radio', { name: 'Greek' }));
    expect(router.state.location.search).toBe('?cuisine=Greek&tags=Dessert');
    await waitFor(() => { expect(screen.getByText('Greek Dessert 1')).toBeInTheDocument(); });
    expect(screen.getByRole('heading', { name: /Filters 2 active/ })).toBeInTheDocument();
  });

  it('Clear all removes every filter', async () => {
    const user = userEvent.setup();
    const { router } = renderBrowse('/recipes/browse?cuisine=Greek&tags=Vegetarian,Lunch');
    await waitFor(() => { expect(cards()).toHaveLength(12); });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    await waitFor(() => { expect(screen.getByText('Any 1')).toBeInTheDocument(); });
  });

  it('the phone panel keeps its choices as a draft until Apply Filters', async () => {
    const user = userEvent.setup();
    const { router } = renderBrowse('/recipes/browse?tags=Vegan');
    await waitFor(() => { expect(cards()).toHaveLength(12); });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = within(await screen.findByRole('dialog', { name: /Filters/ }));
    await user.click(sheet.getByRole('radio', { name: 'Mexican' }));
    await user.click(sheet.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(sheet.getByRole('checkbox', { name: 'Breakfast' }));
    expect(router.state.location.search).toBe('?tags=Vegan');
    expect(sheet.getByRole('heading', { name: /Filters 2 active/ })).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Apply Filters' }));
    expect(router.state.location.search).toBe('?cuisine=Mexican&tags=Breakfast');
    await waitFor(() => { expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); });
    await waitFor(() => { expect(screen.getByText('Mexican Breakfast 1')).toBeInTheDocument(); });
  });

  it('says what to do when nothing matches: adjust the filters, or that there is nothing yet', async () => {
    renderBrowse('/recipes/browse?cuisine=French&tags=Keto', () => json({ recipes: [], nextToken: null }));
    expect(await screen.findByRole('heading', { name: 'No recipes found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters to find more recipes.')).toBeInTheDocument();
  });

  it('says there are no recipes at all when nothing is filtered', async () => {
    renderBrowse('/recipes/browse', () => json({ recipes: [], nextToken: null }));
    expect(await screen.findByRole('heading', { name: 'No recipes found' })).toBeInTheDocument();
    expect(screen.getByText('There are no recipes available at the moment.')).toBeInTheDocument();
  });

  it('a list that changed under a Load More offers to reload it', async () => {
    const user = userEvent.setup();
    renderBrowse('/recipes/browse', (call) =>
      query(call).nextToken ? json({ code: 'INVALID_CURSOR', message: 'This list has changed. Please reload it.' }, 400) : json(aPage('Any', 12, 'stale')),
    );
    await waitFor(() => { expect(cards()).toHaveLength(12); });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This list has changed. Please reload it.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
