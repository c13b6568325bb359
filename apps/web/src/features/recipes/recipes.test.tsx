import type { Recipe } from '@sous/contract/recipe-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecipeCard } from './components/RecipeCard';
import { isNewRecipe, orNotSpecified, parseTags, visibleTags } from './recipe-format';
import { recipeStrings } from './strings';
import { aRecipe } from '../../test/fixtures';

const recipe = (overrides: Partial<Recipe> = {}): Recipe =>
  aRecipe({
    id: '0190abcd-1234-7000-8000-000000000000',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    name: 'Weeknight Chili',
    description: 'A thick, smoky chili.',
    tags: ['dinner', 'comfort', 'spicy', 'make-ahead'],
    prepTime: '15 minutes',
    cookTime: '',
    ingredients: [{ quantity: '1', unit: 'lb', name: 'ground beef' }],
    instructions: ['Brown the beef.', 'Simmer for 45 minutes.'],
    ...overrides,
  });

describe('recipe formatting', () => {
  it('shows at most 3 tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('reads comma-separated tags, trimmed, without blanks', () => {
    expect(parseTags(' brunch, , family ,sweet,')).toEqual(['brunch', 'family', 'sweet']);
  });

  it('marks recipes from the last 8 hours as new', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(isNewRecipe('2026-11-22T04:00:01Z', now)).toBe(true);
    expect(isNewRecipe('2026-11-22T03:59:59Z', now)).toBe(false);
  });

  it('counts the collection in words', () => {
    expect(recipeStrings.count(0)).toBe('0 recipes in your collection');
    expect(recipeStrings.count(1)).toBe('1 recipe in your collection');
    expect(recipeStrings.count(2)).toBe('2 recipes in your collection');
  });

  it("says 'Not specified' for missing values", () => {
    expect(orNotSpecified('')).toBe('Not specified');
    expect(orNotSpecified(undefined)).toBe('Not specified');
    expect(orNotSpecified(4)).toBe('4');
  });
});

describe('RecipeCard', () => {
  it('opens and closes its details, with Not specified and no internal id', async () => {
    render(<RecipeCard recipe={recipe()} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(screen.queryByText('Brown the beef.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(screen.getByText('Brown the beef.')).toBeInTheDocument();
    expect(screen.queryByText(/0190abcd/)).toBeNull();
    expect(screen.getAllByText('Not specified').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Hide Details' }));
    expect(screen.queryByText('Brown the beef.')).toBeNull();
  });

  it('shows the drawing chosen for a recipe without a photo, at a fixed size', () => {
    const { container } = render(<RecipeCard recipe={recipe()} />);
    const img = container.querySelector('article img');
    expect(img).toHaveAttribute('src', '/illustrations/chili.svg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });

  it("shows the recipe's featured photo in the same place when it has one (the medium rendition)", () => {
    const photos = { featuredImageId: 'p1', featuredImageUrl: '/media/recipes/r/media/p1/large.webp', imageUrl: '/media/recipes/r/media/p1/medium.webp' };
    const { container } = render(<RecipeCard recipe={recipe(photos)} />);
    const img = container.querySelector('article img');
    expect(img).toHaveAttribute('src', photos.imageUrl);
    expect(img).toHaveAttribute('alt', '');
    expect(img).not.toHaveAttribute('data-illustration');
  });
});
