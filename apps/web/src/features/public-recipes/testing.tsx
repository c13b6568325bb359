import type { PublicListResponse, PublicRecipe } from '@sous/contract/public-recipes';
import type { RouteObject } from 'react-router';
import { anonymousSession, type Session } from '../../lib/session/session';
import { renderWithProviders } from '../../test/render';

export { json, stubApi, type ApiCall } from '../../test/api';

/** Renders routes at `url` with the app's providers and a session; answers the router to follow navigation. */
export function renderRoutes(routes: RouteObject[], url: string, session: Session = anonymousSession) {
  return renderWithProviders(routes, url, session).router;
}

/** A public recipe; tests override what they look at. */
export function aPublicRecipe(overrides: Partial<PublicRecipe> = {}): PublicRecipe {
  return {
    publicRecipeId: 'p1',
    name: 'Dal Tadka',
    description: 'Yellow lentils with a sizzling cumin and garlic tadka.',
    cuisine: 'Indian',
    tags: ['Vegetarian', 'Gluten-Free', 'Dinner', 'Healthy'],
    featuredImageUrl: null,
    imageUrl: null,
    featuredImageId: null,
    prepTime: '10 minutes',
    cookTime: '40 minutes',
    totalTime: '50 minutes',
    servings: 4,
    ownerScreenName: 'saucy_basil',
    isOwner: false,
    isFeatured: false,
    ingredients: [
      { quantity: '1', unit: 'cup', name: 'toor dal' },
      { quantity: '', unit: '', name: 'salt, to taste' },
    ],
    instructions: ['Rinse the dal.', 'Simmer until soft.', 'Pour over the tadka.'],
    nutritionFacts: { calories: 320, protein: 16, carbs: 45, fat: 8 },
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of `count` cards named '{prefix} 1'..., with ids '{prefix}-1'... */
export function aPage(prefix: string, count: number, nextToken: string | null = null): PublicListResponse {
  return {
    recipes: Array.from({ length: count }, (_, index) => {
      const { isOwner: _owner, featuredImageId: _image, ingredients: _i, instructions: _s, nutritionFacts: _n, ...card } = aPublicRecipe({
        publicRecipeId: `${prefix}-${String(index + 1)}`,
        name: `${prefix} ${String(index + 1)}`,
      });
      return card;
    }),
    nextToken,
  };
}
