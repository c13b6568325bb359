import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousSession, type Session } from '../../../lib/session/session';
import { signedInCook } from '../../../test/fixtures';
import { aPublicRecipe, json, renderRoutes, stubApi } from '../testing';
import { PublicRecipePage } from './PublicRecipePage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDetail(answer: () => Response, session: Session = anonymousSession) {
  stubApi(answer);
  renderRoutes([{ path: '/recipes/public/:id', element: <PublicRecipePage publicRecipeId="p1" /> }], '/recipes/public/p1', session);
}

describe('PublicRecipePage', () => {
  it('shows every part of the recipe', async () => {
    renderDetail(() => json(aPublicRecipe()));
    const article = within(await screen.findByRole('article'));
    expect(article.getByRole('heading', { level: 1, name: 'Dal Tadka' })).toBeInTheDocument();
    expect(article.getByText('Indian')).toBeInTheDocument();
    expect(article.getByText('Shared by saucy_basil')).toBeInTheDocument();
    expect(article.getByText('Prep').nextSibling).toHaveTextContent('10 minutes');
    expect(article.getByText('Cook').nextSibling).toHaveTextContent('40 minutes');
    expect(article.getByText('4 servings')).toBeInTheDocument();
    expect(within(article.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(4);
    expect(article.getByText('Yellow lentils with a sizzling cumin and garlic tadka.')).toBeInTheDocument();
    const ingredients = within(article.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem');
    expect(ingredients.map((li) => li.textContent)).toEqual(['1 cup toor dal', 'salt, to taste']);
    const steps = within(article.getByRole('region', { name: 'Instructions' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['1Step 1: Rinse the dal.', '2Step 2: Simmer until soft.', '3Step 3: Pour over the tadka.']);
    const nutrition = within(article.getByRole('region', { name: 'Nutrition per serving' }));
    expect(nutrition.getByText('Calories').nextSibling).toHaveTextContent('320 kcal');
    expect(nutrition.getByText('Fat').nextSibling).toHaveTextContent('8 g');
    expect(document.title).toBe('Dal Tadka · Sous');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Yellow lentils with a sizzling cumin and garlic tadka.');
  });

  it("shows the total without prep and cook, 'Time not specified' without any, one serving, and the brand for the seed account", async () => {
    renderDetail(() => json(aPublicRecipe({ prepTime: '', cookTime: '', totalTime: '1 hour', servings: 1, ownerScreenName: 'sous' })));
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(screen.getByText('1 hour')).toBeInTheDocument();
    expect(screen.getByText('1 serving')).toBeInTheDocument();
    expect(screen.getByText('Shared by Sous Kitchen')).toBeInTheDocument();
  });

  it("says 'Time not specified' and leaves out nutrition that was never worked out", async () => {
    renderDetail(() => json(aPublicRecipe({ prepTime: '', cookTime: '', totalTime: '', nutritionFacts: { calories: 0, protein: 0, carbs: 0, fat: 0 } })));
    expect(await screen.findByText('Time not specified')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nutrition per serving' })).not.toBeInTheDocument();
  });

  it('offers a visitor Sign In and More Recipes, with no owner note', async () => {
    renderDetail(() => json(aPublicRecipe()));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'More Recipes' })).toHaveAttribute('href', '/recipes/featured');
    expect(screen.queryByRole('link', { name: 'Create Your Own Recipe' })).not.toBeInTheDocument();
    expect(screen.queryByText(/You shared this recipe/)).not.toBeInTheDocument();
  });

  it('offers a signed-in cook Create Your Own Recipe, and its owner the note about the featured photo', async () => {
    renderDetail(() => json(aPublicRecipe({ isOwner: true })), signedInCook);
    expect(await screen.findByRole('link', { name: 'Create Your Own Recipe' })).toHaveAttribute('href', '/recipes');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByText('You shared this recipe. You can pick one of its community photos as the featured image.')).toBeInTheDocument();
  });

  it("answers 'Recipe not found' for an unknown recipe, with a way back to the featured recipes", async () => {
    renderDetail(() => json({ code: 'NOT_FOUND', message: 'Recipe not found' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Featured Recipes' })).toHaveAttribute('href', '/recipes/featured');
  });

  it('says the recipe could not be loaded when the server fails', async () => {
    renderDetail(() => json({ code: 'BAD', message: 'Nope' }, 400));
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load recipe. It may have been removed or is no longer public.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Featured Recipes' })).toBeInTheDocument();
  });
});
