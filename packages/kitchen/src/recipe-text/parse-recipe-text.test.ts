import { describe, expect, it } from 'vitest';
import { importedRecipeSchema } from '@sous/contract/recipe-import';
import { parseRecipeText } from './parse-recipe-text';

describe('parseRecipeText', () => {
  it('reads a card with headings, bullets, numbered steps and metadata', () => {
    const text = [
      "Grandma's Banana Bread",
      'Serves 8 | Prep: 15 min | Cook: 1 hr',
      '',
      'Ingredients',
      '• 3 ripe bananas, mashed',
      '• ½ cup butter, melted',
      '• 1 1/2 cups all-purpose flour',
      '• l tsp baking soda',
      '',
      'Directions',
      '1. Preheat the oven to 350°F and grease a loaf',
      'pan.',
      '2. Mix everything and bake for 1 hour.',
    ].join('\n');
    const recipe = parseRecipeText(text);
    expect(recipe).toEqual({
      name: "Grandma's Banana Bread",
      description: '',
      servings: 8,
      prepTime: '15 minutes',
      cookTime: '1 hour',
      ingredients: [
        { quantity: '3', unit: '', name: 'ripe bananas, mashed' },
        { quantity: '1/2', unit: 'cup', name: 'butter, melted' },
        { quantity: '1 1/2', unit: 'cup', name: 'all-purpose flour' },
        { quantity: '1', unit: 'tsp', name: 'baking soda' },
      ],
      instructions: ['Preheat the oven to 350°F and grease a loaf pan.', 'Mix everything and bake for 1 hour.'],
      tags: [],
      sourceUrl: null,
    });
    expect(importedRecipeSchema.safeParse(recipe).success).toBe(true);
  });

  it('gives an empty recipe for empty text', () => {
    expect(parseRecipeText('')).toEqual({ name: '', description: '', servings: 1, prepTime: '', cookTime: '', ingredients: [], instructions: [], tags: [], sourceUrl: null });
  });
});
