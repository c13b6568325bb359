import type { Recipe } from '@sous/contract/recipe-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/ConfirmDialog';
import { notify, Toaster } from '../../../components/ui/Toast';
import { queryKeys } from '../../../lib/query-keys';
import { SessionContext } from '../../../lib/session/session';
import { SavedRecipesPage } from './SavedRecipesPage';
import { aRecipe, signedInCook } from '../../../test/fixtures';

const recipe = (id: string, name: string): Recipe =>
  aRecipe({ id, name, description: 'A dish.', cuisine: 'Italian', tags: [], cookTime: '20 minutes', servings: 2, instructions: ['Cook it.'] });

/** The page with the cook's recipes already in the cache (no request is made). */
function renderWith(recipes: Recipe[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.recipes('u1'), recipes);
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={signedInCook}>
        <ConfirmProvider>
          <MemoryRouter>
            <SavedRecipesPage />
          </MemoryRouter>
          <Toaster />
        </ConfirmProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The card of the recipe with this name. */
function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { name }).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SavedRecipesPage', () => {
  it('counts one recipe in words', () => {
    renderWith([recipe('r1', 'Risotto')]);
    expect(screen.getByText('1 recipe in your collection')).toBeInTheDocument();
  });

  it('counts several recipes in words', () => {
    renderWith([recipe('r1', 'Risotto'), recipe('r2', 'Minestrone')]);
    expect(screen.getByText('2 recipes in your collection')).toBeInTheDocument();
    expect(screen.queryByText(/recipe\(s\)/)).toBeNull();
  });

  it('takes a removed recipe off at once, offers Undo, and Undo brings it back after the removal landed', async () => {
    const user = userEvent.setup();
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        // The list is read again after the restore.
        if (init.method === 'GET') return Promise.resolve(json([recipe('r1', 'Risotto'), recipe('r2', 'Minestrone')]));
        const body: unknown = JSON.parse(init.body as string);
        calls.push({ url, body });
        const isDeleted = (body as { isDeleted: boolean }).isDeleted;
        return Promise.resolve(json({ ...recipe('r2', 'Minestrone'), isDeleted }));
      }),
    );
    renderWith([recipe('r1', 'Risotto'), recipe('r2', 'Minestrone')]);
    await user.click(within(cardOf('Minestrone')).getByRole('button', { name: 'Remove' }));
    // No dialog to answer: the recipe goes at once and the toast offers the way back.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Minestrone' })).toBeNull();
    expect(screen.getByText('1 recipe in your collection')).toBeInTheDocument();
    expect(await screen.findByText('“Minestrone” removed.')).toBeInTheDocument();
    await waitFor(() => { expect(calls).toEqual([{ url: '/api/recipes/r2', body: { isDeleted: true } }]); });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Minestrone' })).toBeInTheDocument();
    await waitFor(() => { expect(calls[1]).toEqual({ url: '/api/recipes/r2', body: { isDeleted: false } }); });
    expect(await screen.findByText('“Minestrone” is back in your collection.')).toBeInTheDocument();
  });

  it('keeps the Undo for 5 seconds, then lets the toast go', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ ...recipe('r2', 'Minestrone'), isDeleted: true }))));
    renderWith([recipe('r1', 'Risotto'), recipe('r2', 'Minestrone')]);
    await user.click(within(cardOf('Minestrone')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(4500); });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(1200); });
    await waitFor(() => { expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull(); });
    vi.useRealTimers();
  });

  it('takes a removed recipe off the list at once, and puts it back when the server refuses', async () => {
    const user = userEvent.setup();
    let refuse = () => {};
    const answer = new Promise<Response>((resolve) => {
      refuse = () => {
        resolve(new Response(JSON.stringify({ code: 'internal', message: 'down' }), { status: 500, headers: { 'content-type': 'application/json' } }));
      };
    });
    const fetchMock = vi.fn(() => answer);
    vi.stubGlobal('fetch', fetchMock);
    renderWith([recipe('r1', 'Risotto'), recipe('r2', 'Minestrone')]);
    await user.click(within(cardOf('Minestrone')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Minestrone' })).toBeNull();
    });
    expect(screen.getByRole('heading', { name: 'Risotto' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/recipes\/r2$/), expect.objectContaining({ method: 'PUT' }));
    refuse();
    expect(await screen.findByRole('heading', { name: 'Minestrone' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to remove recipe. Please try again.')).toBeInTheDocument();
    await waitFor(() => { expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull(); });
  });

  it('links each card to its recipe page, and cards keep their own height', () => {
    renderWith([recipe('r1', 'Risotto'), recipe('r2', 'Minestrone')]);
    expect(screen.getByRole('link', { name: 'Risotto' })).toHaveAttribute('href', '/recipes/r1');
    expect(cardOf('Risotto').parentElement).toHaveClass('items-start');
  });
});
