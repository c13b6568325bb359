import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromDashboard } from '../generator-visit';
import { RecipeGeneratorPage } from './RecipeGeneratorPage';
import { aRecipe } from '../../../test/fixtures';

const made = aRecipe({
  userId: null,
  isSaved: false,
  name: 'Chickpea Curry',
  description: 'A weeknight curry.',
  cuisine: 'Indian',
  tags: [],
  prepTime: '10 minutes',
  cookTime: '25 minutes',
  ingredients: [{ quantity: '1', unit: 'can', name: 'chickpeas' }],
  instructions: ['Simmer.'],
});

beforeEach(() => { localStorage.clear(); });
afterEach(() => { vi.unstubAllGlobals(); });

describe('RecipeGeneratorPage', () => {
  it('keeps the request in its box, editable, beside the recipe generated from the dashboard', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[{ pathname: '/recipes', state: fromDashboard([made], 'Vegetarian curry') }]}>
          <RecipeGeneratorPage renderRecipes={(recipes) => recipes.map((r) => <h3 key={r.id}>{r.name}</h3>)} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Chickpea Curry' })).toBeInTheDocument();
    const box = screen.getByLabelText('What would you like to cook?');
    expect(box).toHaveValue('Vegetarian curry');
    expect(box).toBeEnabled();
  });

  it("asks the server for today's allowance on first load: a used network disables Generate and says why", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(Response.json({ remaining: 0, used: 2, dailyLimit: 2, isPremium: false }));
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/recipes']}>
          <RecipeGeneratorPage renderRecipes={() => null} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // This browser has not generated anything today; the server knows the network has.
    const button = screen.getByRole('button', { name: 'Generate Recipe' });
    expect(button).toBeEnabled();
    expect(await screen.findByText(/You've reached your daily limit of 2 recipe generations/)).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/daily limit of 2 recipe generations/);
    expect(asked).toEqual(['/api/recipes/generate/limits']);
  });
});
