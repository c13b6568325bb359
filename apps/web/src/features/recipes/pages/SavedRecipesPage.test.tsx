import type { Recipe } from '@sous/contract/recipe-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/ConfirmDialog';
import { queryKeys } from '../../../lib/query-keys';
import { SessionContext, anonymousSession, type Session } from '../../../lib/session/session';
import { SavedRecipesPage } from './SavedRecipesPage';

const cook: Session = {
  ...anonymousSession,
  status: 'authenticated',
  user: { id: 'u1', email: 'cook@example.com', name: 'Ada Cook', screenName: 'saucy_basil' },
};

const recipe = (id: string, name: string): Recipe => ({
  id,
  userId: 'u1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  isSaved: true,
  isDeleted: false,
  expiresAt: null,
  name,
  description: 'A dish.',
  cuisine: 'Italian',
  tags: [],
  prepTime: '10 minutes',
  cookTime: '20 minutes',
  servings: 2,
  ingredients: [{ quantity: '1', unit: 'cup', name: 'rice' }],
  instructions: ['Cook it.'],
  nutritionFacts: { calories: 400, protein: 10, carbs: 60, fat: 8 },
});

/** The page with the cook's recipes already in the cache (no request is made). */
function renderWith(recipes: Recipe[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.recipes('u1'), recipes);
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={cook}>
        <ConfirmProvider>
          <MemoryRouter>
            <SavedRecipesPage />
          </MemoryRouter>
        </ConfirmProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
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

  it('names the recipe in the remove dialog, and keeps it when the cook cancels', async () => {
    const user = userEvent.setup();
    renderWith([recipe('r1', 'Risotto'), recipe('r2', 'Minestrone')]);
    const card = screen.getByRole('heading', { name: 'Minestrone' }).closest('article');
    if (!card) throw new Error('no card for Minestrone');
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove recipe' });
    expect(dialog).toHaveTextContent('Remove “Minestrone” from your collection?');
    expect(dialog).not.toHaveTextContent('Risotto');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Minestrone' })).toBeInTheDocument();
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
    const card = screen.getByRole('heading', { name: 'Minestrone' }).closest('article');
    if (!card) throw new Error('no card for Minestrone');
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove recipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Minestrone' })).toBeNull();
    });
    expect(screen.getByRole('heading', { name: 'Risotto' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/recipes\/r2$/), expect.objectContaining({ method: 'PUT' }));
    refuse();
    expect(await screen.findByRole('heading', { name: 'Minestrone' })).toBeInTheDocument();
  });
});
