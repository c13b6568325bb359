import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPage, aPublicRecipe, json, renderRoutes, stubApi, type ApiCall } from '../testing';
import { FeaturedRecipesPage } from './FeaturedRecipesPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderFeatured(answer: (call: ApiCall) => Response) {
  const calls = stubApi(answer);
  renderRoutes([{ path: '/recipes/featured', element: <FeaturedRecipesPage /> }], '/recipes/featured');
  return calls;
}

describe('FeaturedRecipesPage', () => {
  it('shows the featured cards with their facts, the tips and the way to create one', async () => {
    const { recipes } = aPage('Featured', 2);
    const [first, second] = recipes;
    if (!first || !second) throw new Error('two cards');
    const seed = { ...first, ownerScreenName: 'sous', description: '', cookTime: '', tags: ['Vegan', 'Quick', 'Lunch', 'Healthy'] };
    renderFeatured(() => json({ recipes: [seed, second], nextToken: null }));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const card = within(cards[0] as HTMLElement);
    expect(card.getByRole('heading', { name: 'Featured 1' })).toBeInTheDocument();
    expect(card.getByText('Quick Recipe')).toBeInTheDocument();
    expect(card.getByText('A delicious recipe shared by the community')).toBeInTheDocument();
    expect(card.getByText('By Sous Kitchen')).toBeInTheDocument();
    expect(card.getByText('Indian')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Vegan', 'Quick', 'Lunch']);
    expect(card.getByRole('link', { name: 'View Recipe: Featured 1' })).toHaveAttribute('href', '/recipes/public/Featured-1');
    const other = within(cards[1] as HTMLElement);
    expect(other.getByText('40 mins')).toBeInTheDocument();
    expect(other.getByText('By saucy_basil')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Browse All Recipes' })).toHaveAttribute('href', '/recipes/browse');
    expect(screen.getByText('Prep first')).toBeInTheDocument();
    expect(screen.getByText('Taste as you go')).toBeInTheDocument();
    expect(screen.getByText(/rest 5-10 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Own Recipe' })).toHaveAttribute('href', '/recipes');
  });

  it('falls back to the 3 newest recipes when none is featured', async () => {
    const calls = renderFeatured((call) => json(call.path.includes('type=featured') ? { recipes: [], nextToken: null } : aPage('Newest', 3)));
    expect(await screen.findByRole('heading', { name: 'Newest Recipes' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(calls.map((call) => call.path)).toEqual(['/recipes/public?type=featured', '/recipes/public?limit=3']);
  });

  it('says none are available when there are no public recipes at all', async () => {
    renderFeatured(() => json({ recipes: [], nextToken: null }));
    expect(await screen.findByRole('heading', { name: 'No featured recipes available at the moment.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create Your Own Recipe' })[0]).toHaveAttribute('href', '/recipes');
  });

  it('says the list could not be loaded', async () => {
    renderFeatured(() => json({ code: 'BAD', message: 'Nope' }, 400));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load featured recipes. Please try again later.');
  });

  it('shows markup in a card as text', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const { isOwner: _o, featuredImageId: _f, ingredients: _i, instructions: _s, nutritionFacts: _n, ...card } = aPublicRecipe({ name: attack });
    renderFeatured(() => json({ recipes: [card], nextToken: null }));
    expect(await screen.findByRole('heading', { name: attack })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
