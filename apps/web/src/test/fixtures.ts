import type { Recipe } from '@sous/contract/recipe-api';
import { anonymousSession, type Session } from '../lib/session/session';

/** A signed-in free cook (user u1), for screens that need a person. */
export const signedInCook: Session = {
  ...anonymousSession,
  status: 'authenticated',
  user: { id: 'u1', email: 'cook@example.com', name: 'Ada Cook', screenName: 'saucy_basil' },
};

/** A saved recipe of u1; tests override what they look at. */
export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'r1',
    userId: 'u1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    isSaved: true,
    isDeleted: false,
    expiresAt: null,
    name: 'Pancakes',
    description: 'Fluffy.',
    cuisine: 'American',
    tags: ['breakfast'],
    prepTime: '10 minutes',
    cookTime: '15 minutes',
    servings: 4,
    ingredients: [{ quantity: '1 1/2', unit: 'cups', name: 'flour' }],
    instructions: ['Whisk.', 'Fry.'],
    nutritionFacts: { calories: 300, protein: 9, carbs: 40, fat: 10 },
    featuredImageUrl: null,
    imageUrl: null,
    featuredImageId: null,
    source: null,
    sourceUrl: null,
    importId: null,
    tiktokVideo: null,
    ...overrides,
  };
}
