import type { Preferences } from '@sous/contract/preferences';
import { recipeContentSchema } from '@sous/contract/recipe';
import { describe, expect, it } from 'vitest';
import { food } from '../catalog/catalog';
import { checkRecipe } from '../checker/check-recipe';
import { parseMinutes, parseQuantity } from '../units';
import { ARCHETYPES } from './archetypes/index';
import { compose, type ComposeRequest } from './compose';

const composeRecipes = (request: ComposeRequest) => compose(request).recipes;

/** The value, or a test failure naming what was missing (instead of a non-null assertion). */
function must<T>(value: T, what: string): NonNullable<T> {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, got ${String(value)}`);
  return value;
}

type Case = [prompt: string, preferences: Partial<Preferences>, count: number, expect?: { uses?: string; swapFor?: string; cuisine?: string; name?: RegExp }];

const cases: Case[] = [
  ['a quick chicken stir fry with broccoli', {}, 2, { uses: 'broccoli', name: /stir-fry/i }],
  ['chicken stir fry', { allergies: ['Soy', 'Wheat'] }, 1, { name: /stir-fry/i }],
  ['shrimp tacos', { allergies: ['Shellfish'] }, 1, { swapFor: 'shrimp', name: /tacos/i }],
  ['shrimp pad thai style noodles', { allergies: ['Peanuts', 'Shellfish'] }, 2, { swapFor: 'shrimp' }],
  ['thai curry', { allergies: ['Fish', 'Shellfish'] }, 1, { name: /curry/i }],
  ['vegan thai curry', { allergies: ['Soy'] }, 1],
  ['something Italian', { allergies: ['Dairy'] }, 2, { cuisine: 'Italian' }],
  ['pasta carbonara', { dietaryRestrictions: ['Vegetarian'] }, 1, { name: /carbonara/i }],
  ['pasta', { dietaryRestrictions: ['Gluten-Free'] }, 1],
  ['creamy mushroom risotto', { dietaryRestrictions: ['Vegan'] }, 1, { name: /risotto/i }],
  ['paella', { allergies: ['Shellfish'] }, 1, { name: /paella/i }],
  ['beef stew', { prepTime: '60+' }, 1, { name: /stew/i }],
  ['a cozy stew', { dietaryRestrictions: ['Vegetarian'] }, 1],
  ['chili for a crowd', { dietaryRestrictions: ['Vegan'] }, 1, { name: /chili/i }],
  ['keto dinner', {}, 2],
  ['low carb dinner with chicken', {}, 2],
  ['paleo dinner', {}, 2],
  ['low fat dinner', {}, 2],
  ['low sodium dinner', {}, 2],
  ['breakfast for 2', { dietaryRestrictions: ['Vegan'] }, 2],
  ['pancakes', { allergies: ['Eggs', 'Dairy', 'Gluten'] }, 1, { name: /pancakes/i }],
  ['frittata with spinach', {}, 1, { uses: 'spinach', name: /frittata/i }],
  ['overnight oats', { allergies: ['Tree Nuts', 'Peanuts'], dietaryRestrictions: ['Gluten-Free'] }, 1],
  ['dessert', { allergies: ['Eggs', 'Dairy'] }, 2],
  ['chocolate chip cookies', { allergies: ['Wheat', 'Gluten'] }, 1, { name: /cookies/i }],
  ['apple crumble', { allergies: ['Tree Nuts'], dietaryRestrictions: ['Gluten-Free'] }, 1, { uses: 'apple', name: /crumble/i }],
  ['Indian curry with chickpeas', { dietaryRestrictions: ['Vegan'] }, 1, { uses: 'chickpeas' }],
  ['butter chicken', { allergies: ['Dairy'] }, 1, { name: /tikka masala/i }],
  ['lentil dal', { prepTime: '30-60' }, 1, { name: /dal/i }],
  ['korean bibimbap', { allergies: ['Sesame', 'Eggs'] }, 1, { name: /bibimbap/i }],
  ['beef pho', { allergies: ['Fish'] }, 1, { name: /pho/i }],
  ['jerk chicken', { healthiness: 3 }, 1, { name: /jerk/i }],
  // The library says a Greek salad cannot lose its feta: a salad comes back, with the reason (see the honesty test below).
  ['greek salad', { allergies: ['Dairy'] }, 1, { name: /salad/i }],
  ['shawarma', { allergies: ['Sesame', 'Wheat'] }, 1, { name: /shawarma/i }],
  ['salmon', { prepTime: '15-30' }, 2, { uses: 'salmon-fillet' }],
  ['a healthy grain bowl for lunch', { allergies: ['Sesame'] }, 1],
  ['sandwich for lunch', { dietaryRestrictions: ['Gluten-Free', 'Vegetarian'] }, 1],
  ['zorblax casserole surprise', {}, 2],
  ['', { cuisinesPreferred: ['Mexican'], prepTime: '15-30' }, 2],
  ['', { cuisinesPreferred: ['Japanese'], allergies: ['Fish', 'Soy'] }, 1],
  ['dinner', { otherAllergies: 'garlic, cilantro' }, 2],
  ['tacos', { otherAllergies: 'avocado' }, 1, { name: /tacos/i }],
  ['fried rice', { allergies: ['Eggs', 'Shellfish'] }, 1, { name: /fried rice/i }],
  ['noodle salad', { allergies: ['Peanuts', 'Tree Nuts', 'Sesame'] }, 1],
  ['dinner for 4 without onions', {}, 3],
  ['souvlaki', { dietaryRestrictions: ['Pescatarian'] }, 1, { name: /souvlaki/i }],
  ['something sweet', { dietaryRestrictions: ['Keto'] }, 1],
];

describe('composeRecipes', () => {
  it('knows at least 25 dishes across the 15 cuisines and the four meals', () => {
    expect(ARCHETYPES.length).toBeGreaterThanOrEqual(25);
    const cuisines = new Set(ARCHETYPES.flatMap((a) => a.cuisines));
    for (const c of ['American', 'Italian', 'Mexican', 'Chinese', 'Japanese', 'Indian', 'Mediterranean', 'Thai', 'Greek', 'French', 'Spanish', 'Korean', 'Vietnamese', 'Middle Eastern', 'Caribbean']) {
      expect(cuisines, c).toContain(c);
    }
    for (const meal of ['breakfast', 'lunch', 'dinner', 'dessert'] as const) {
      expect(ARCHETYPES.some((a) => a.meals.includes(meal)), meal).toBe(true);
    }
    for (const option of ARCHETYPES.flatMap((a) => a.slots.flatMap((s) => s.options))) expect(() => food(option)).not.toThrow();
  });

  it.each(cases)('%s %j x%i', (prompt, preferences, count, expected = {}) => {
    const started = performance.now();
    const recipes = composeRecipes({ prompt, preferences, count });
    const perRecipeMs = (performance.now() - started) / Math.max(1, recipes.length);
    expect(perRecipeMs).toBeLessThan(1000);
    expect(recipes).toHaveLength(count);
    expect(new Set(recipes.map((r) => r.name)).size).toBe(count);

    for (const recipe of recipes) {
      expect(recipeContentSchema.safeParse(recipe).success).toBe(true);
      const violations = checkRecipe(recipe, {
        allergies: preferences.allergies ?? [],
        otherAllergies: preferences.otherAllergies,
        dietaryRestrictions: preferences.dietaryRestrictions ?? [],
        prepTime: preferences.prepTime,
      });
      expect(violations, recipe.name).toEqual([]);
      const minutes = (parseMinutes(recipe.prepTime) ?? 0) + (parseMinutes(recipe.cookTime) ?? 0);
      if (preferences.prepTime === '15-30') expect(minutes).toBeLessThanOrEqual(30);
      if (preferences.prepTime === '30-60') expect(minutes).toBeLessThanOrEqual(60);
      expect(recipe.nutritionFacts.calories).toBeGreaterThan(100);
      expect(recipe.nutritionFacts.calories).toBeLessThan(1300);
      expect(recipe.instructions.length).toBeGreaterThanOrEqual(3);
      // Three is a real recipe: a grilled cheese is bread, butter and cheese.
      expect(recipe.ingredients.length).toBeGreaterThanOrEqual(3);
    }
    const first = must(recipes[0], 'a first recipe');
    const text = JSON.stringify(first).toLowerCase();
    if (expected.uses) expect(text).toContain(food(expected.uses).name);
    if (expected.swapFor) expect(first.description).toMatch(new RegExp(`instead of ${expected.swapFor}`));
    if (expected.cuisine) expect(first.cuisine).toBe(expected.cuisine);
    if (expected.name) expect(first.name).toMatch(expected.name);
  });

  it('scales quantities with servings', () => {
    const forTwo = must(composeRecipes({ prompt: 'chicken stir fry for 2', count: 1, seed: 1 })[0], 'a recipe for 2');
    const forEight = must(composeRecipes({ prompt: 'chicken stir fry for 8', count: 1, seed: 1 })[0], 'a recipe for 8');
    expect(forTwo.servings).toBe(2);
    expect(forEight.servings).toBe(8);
    const riceAmount = (r: typeof forTwo) => {
      const rice = must(r.ingredients.find((i) => / rice$/.test(i.name)), `a rice line in ${r.name}`);
      return must(parseQuantity(rice.quantity), `a quantity for ${rice.name}`);
    };
    expect(riceAmount(forEight)).toBeGreaterThan(riceAmount(forTwo) * 2.5);
    expect(Math.abs(forTwo.nutritionFacts.calories - forEight.nutritionFacts.calories)).toBeLessThan(150);
  });

  it('makes very healthy versions leaner than balanced ones', () => {
    const balanced = must(composeRecipes({ prompt: 'pasta with sausage', preferences: { healthiness: 1 }, count: 1, seed: 3 })[0], 'a balanced recipe');
    const healthy = must(composeRecipes({ prompt: 'pasta with sausage', preferences: { healthiness: 3 }, count: 1, seed: 3 })[0], 'a very healthy recipe');
    expect(healthy.nutritionFacts.fat).toBeLessThan(balanced.nutritionFacts.fat);
    expect(healthy.description).toContain('lighter');
  });

  it('leaves out what the text says to leave out', () => {
    for (const recipe of composeRecipes({ prompt: 'vegan chili, no beans', count: 2 })) {
      expect(recipe.ingredients.map((i) => i.name).join(' ')).not.toMatch(/\bbeans?\b/);
    }
    for (const recipe of composeRecipes({ prompt: 'dinner without onions or garlic', count: 3 })) {
      expect(recipe.ingredients.map((i) => i.name).join(' ')).not.toMatch(/onion|garlic/);
    }
  });

  it('is repeatable for a seed', () => {
    const a = composeRecipes({ prompt: 'dinner', count: 2, seed: 42 });
    const b = composeRecipes({ prompt: 'dinner', count: 2, seed: 42 });
    expect(a).toEqual(b);
  });
});

describe('compose (dish library)', () => {
  it('makes the named dish, safe under the allergy, and says what it changed', () => {
    const { recipes, dishId, unmatchedDish } = compose({ prompt: 'pad thai\nAllergies: Peanuts, Shellfish', count: 1 });
    const [recipe] = recipes;
    expect(dishId).toBe('pad-thai');
    expect(unmatchedDish).toBeUndefined();
    expect(recipe?.name).toMatch(/pad thai/i);
    const text = JSON.stringify({ ...recipe, description: '' }).toLowerCase();
    expect(text).not.toMatch(/peanut(?!-free)|shrimp|cashew|almond/);
    expect(recipe?.description).toMatch(/instead of peanuts/);
  });

  it('gives distinct takes of the same dish for a count above one', () => {
    const { recipes } = compose({ prompt: 'chana masala', count: 3 });
    expect(recipes.map((r) => r.name)).toEqual(['Chana Masala', 'Chana Masala with Spinach', 'Aloo Chana Masala']);
  });

  it('says so when the dish cannot be made under a constraint', () => {
    const { recipes, dishId } = compose({ prompt: 'spaghetti carbonara', preferences: { allergies: ['Eggs'] }, count: 1 });
    expect(dishId).toBe('spaghetti-carbonara');
    expect(recipes[0]?.name).not.toMatch(/carbonara/i);
    expect(recipes[0]?.description).toMatch(/^Spaghetti Carbonara can't be made egg-free and stay spaghetti carbonara \(the sauce of a carbonara is egg yolk/);
  });

  it('records a dish it does not know and says what it made instead', () => {
    const { recipes, unmatchedDish } = compose({ prompt: 'zorblax wellington', count: 1 });
    expect(unmatchedDish).toBe('zorblax wellington');
    expect(recipes[0]?.description).toMatch(/^You asked for zorblax wellington; Sous doesn't know it yet, so here is /);
  });

  it('refuses a request that is not about food', () => {
    const result = compose({ prompt: 'how to fix a bike tire', count: 1 });
    expect(result.recipes).toEqual([]);
    expect(result.refused?.reason).toBe('not-food');
  });

  it('keeps the name the cook asked by in the title', () => {
    expect(must(compose({ prompt: 'potato leek soup', count: 1 }).recipes[0], 'vichyssoise').name).toBe('Vichyssoise (Potato Leek Soup)');
    expect(must(compose({ prompt: 'chicken parm', count: 1 }).recipes[0], 'chicken parmesan').name).toBe('Chicken Parmesan');
  });

  it('lists what a step serves the dish with', () => {
    for (const prompt of ['rajma masala', 'egg curry']) {
      const recipe = must(compose({ prompt, count: 1 }).recipes[0], prompt);
      const servesRice = /serve[^.]*\bwith\b[^.]*\brice\b/i.test(recipe.instructions.join(' '));
      expect(servesRice, `${prompt} serves something with rice`).toBe(true);
      expect(recipe.ingredients.some((i) => /\brice\b/.test(i.name)), prompt).toBe(true);
    }
    const carbonara = must(compose({ prompt: 'spaghetti carbonara', count: 1 }).recipes[0], 'carbonara');
    expect(carbonara.ingredients.some((i) => i.name.endsWith('to serve'))).toBe(false); // "the rest of the cheese" is already listed
  });

  it('keeps servings, amounts a cook writes, and what the cook has', () => {
    const [forSix] = compose({ prompt: 'chana masala for 6', count: 1 }).recipes;
    expect(forSix?.servings).toBe(6);
    expect(forSix?.ingredients.find((i) => i.name.startsWith('chickpeas'))).toMatchObject({ quantity: '3', unit: 'cans', name: expect.stringContaining('(15 oz each)') as string });
    expect(forSix?.ingredients.find((i) => i.name.startsWith('garlic'))?.unit).toBe('cloves');
    const [shakshuka] = compose({ prompt: 'shakshuka, I have two eggs', count: 1 }).recipes;
    expect(shakshuka?.ingredients.find((i) => /^eggs?$/.test(i.name))?.quantity).toBe('2');
  });

  it('computes labels: low-sodium recipes stay at 600 mg or less and never salt', () => {
    const { recipes } = compose({ prompt: 'hummus', preferences: { dietaryRestrictions: ['Low-Sodium'] }, count: 1 });
    const [recipe] = recipes;
    expect(recipe?.nutritionFacts.sodium).toBeLessThanOrEqual(600);
    expect(recipe?.ingredients.map((i) => i.name).join(' ')).not.toMatch(/\bsalt\b/);
    expect(recipe?.instructions.join(' ')).not.toMatch(/\bsalt\b/);
    expect(recipe?.tags).toContain('Low-Sodium');
    const [bread] = compose({ prompt: 'banana bread', count: 1 }).recipes;
    expect(bread?.tags).not.toContain('Quick');
    expect(bread?.tags).toContain('Vegetarian');
    expect(bread?.tags).not.toContain('Vegan');
  });
});
