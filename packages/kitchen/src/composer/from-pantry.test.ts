import { describe, expect, it } from 'vitest';
import { matchFood } from '../ingredients/match-food';
import { compose } from './compose';

/** The catalog foods of a pantry as a cook would type it. */
const pantryOf = (names: string[]) => names.map((name) => matchFood(name)?.id).filter((id): id is string => id !== undefined);
const cookFrom = (names: string[], prompt = '') => compose({ prompt, count: 1, pantry: pantryOf(names) }).recipes[0];
const foodsOf = (recipe: ReturnType<typeof cookFrom>) => new Set(recipe?.ingredients.map((i) => i.foodId));

describe('cooking from the pantry', () => {
  it('picks a dish built on what the pantry holds, and says what comes from it and what to buy', () => {
    const recipe = cookFrom(['chicken thighs', 'rice', 'garlic', 'eggs', 'spinach']);
    const foods = foodsOf(recipe);
    const used = pantryOf(['chicken thighs', 'rice', 'garlic', 'eggs', 'spinach']).filter((id) => foods.has(id));
    expect(used.length).toBeGreaterThanOrEqual(3);
    expect(recipe?.description).toMatch(/^From your pantry: [^.]+\. (You'll also need [^.]+\.|Nothing else to buy\.)/);
  });

  it('makes breakfast when the pantry holds breakfast', () => {
    const foods = foodsOf(cookFrom(['bananas', 'rolled oats', 'milk', 'peanut butter']));
    expect(pantryOf(['bananas', 'rolled oats', 'milk', 'peanut butter']).filter((id) => foods.has(id)).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the request: a vegetarian cook with chicken in the pantry gets no chicken, and no "vegetarian chicken" dish', () => {
    const recipe = cookFrom(['chicken thighs', 'rice', 'garlic', 'eggs'], 'something vegetarian');
    expect(foodsOf(recipe).has('chicken-thigh')).toBe(false);
    expect(recipe?.name.toLowerCase()).not.toContain('chicken');
    expect(recipe?.description).toContain('From your pantry:');
  });

  it('counts interchangeable forms: diced tomatoes serve for crushed, but sweet potato is no potato', () => {
    const recipe = cookFrom(['ground beef', 'canned diced tomatoes', 'onion', 'garlic', 'parmesan']);
    expect(recipe?.description).toMatch(/From your pantry: [^.]*(crushed|diced) tomatoes/);
    const stew = cookFrom(['pork chops', 'potatoes', 'green beans']);
    expect(stew?.description).not.toMatch(/From your pantry: [^.]*sweet potato/);
  });

  it('still answers a named dish, telling what of it the pantry holds', () => {
    const recipe = compose({ prompt: 'pad thai', count: 1, pantry: pantryOf(['eggs', 'rice noodles', 'peanuts']) }).recipes[0];
    expect(recipe?.name).toMatch(/Pad Thai/);
    expect(recipe?.description).toMatch(/^From your pantry: [^.]*rice noodles/);
  });
});
