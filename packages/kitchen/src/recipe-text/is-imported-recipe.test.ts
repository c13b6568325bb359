import { describe, expect, it } from 'vitest';
import type { ImportedRecipe } from '@sous/contract/recipe-import';
import { isImportedRecipe } from './is-imported-recipe';

function recipe(ingredients: number, steps: number): ImportedRecipe {
  return {
    name: '',
    description: '',
    servings: 1,
    prepTime: '',
    cookTime: '',
    ingredients: Array.from({ length: ingredients }, (_, i) => ({ quantity: '1', unit: 'cup', name: `food ${i}` })),
    instructions: Array.from({ length: steps }, (_, i) => `Step ${i}.`),
    tags: [],
    sourceUrl: null,
  };
}

describe('isImportedRecipe', () => {
  it.each([
    [0, 0, false],
    [0, 5, false],
    [1, 0, false],
    [1, 1, true],
    [2, 0, true],
    [8, 4, true],
  ])('%i ingredients and %i steps: %s', (ingredients, steps, expected) => {
    expect(isImportedRecipe(recipe(ingredients, steps))).toBe(expected);
  });
});
