import { describe, expect, it } from 'vitest';
import { food } from '../catalog/catalog';
import type { ComposedRecipe } from '../composer/labels';
import { browseCuisinesOf, browseTagsOf, isBudgetFriendly, isHighProtein } from './browse-tags';

describe('browseCuisinesOf', () => {
  it('puts a cuisine under its own filter and its region', () => {
    expect(browseCuisinesOf('Italian')).toEqual(['Italian']);
    expect(browseCuisinesOf('Thai')).toEqual(['Asian', 'Thai']);
    expect(browseCuisinesOf('Japanese')).toEqual(['Asian', 'Japanese']);
    expect(browseCuisinesOf('Korean')).toEqual(['Asian']);
    expect(browseCuisinesOf('Vietnamese')).toEqual(['Asian']);
    expect(browseCuisinesOf('Greek')).toEqual(['Mediterranean', 'Greek']);
    expect(browseCuisinesOf('Spanish')).toEqual(['Mediterranean']);
    expect(browseCuisinesOf('Middle Eastern')).toEqual(['Mediterranean']);
    expect(browseCuisinesOf('Mediterranean')).toEqual(['Mediterranean']);
  });

  it('puts Caribbean and unknown cuisines under none', () => {
    expect(browseCuisinesOf('Caribbean')).toEqual([]);
    expect(browseCuisinesOf('West African')).toEqual([]);
    expect(browseCuisinesOf('')).toEqual([]);
  });
});

describe('isBudgetFriendly', () => {
  it('accepts beans, eggs and cheap cuts', () => {
    expect(isBudgetFriendly([food('chickpeas'), food('egg'), food('yellow-onion')])).toBe(true);
    expect(isBudgetFriendly([food('chicken-thigh'), food('long-grain-white-rice')])).toBe(true);
    expect(isBudgetFriendly([food('ground-beef'), food('cheddar')])).toBe(true);
  });

  it('refuses steaks, seafood and splurges', () => {
    expect(isBudgetFriendly([food('ribeye-steak')])).toBe(false);
    expect(isBudgetFriendly([food('shrimp'), food('long-grain-white-rice')])).toBe(false);
    expect(isBudgetFriendly([food('spaghetti'), food('pine-nuts')])).toBe(false);
    expect(isBudgetFriendly([food('short-grain-rice'), food('saffron')])).toBe(false);
  });
});

describe('isHighProtein', () => {
  const n = (calories: number, protein: number) => ({ calories, protein, carbs: 0, fat: 0, sodium: 0, fibre: 0, sugar: 0 });
  it('needs 25 g a serving and a fifth of the calories', () => {
    expect(isHighProtein(n(500, 25))).toBe(true);
    expect(isHighProtein(n(500, 24))).toBe(false);
    expect(isHighProtein(n(600, 29))).toBe(false);
    expect(isHighProtein(n(600, 30))).toBe(true);
  });
});

describe('browseTagsOf', () => {
  const recipe: ComposedRecipe = {
    name: 'Lentil Soup',
    description: '',
    cuisine: 'Middle Eastern',
    tags: [],
    prepTime: '10 minutes',
    cookTime: '15 minutes',
    servings: 4,
    ingredients: [
      { quantity: '1', unit: 'cup', name: 'red lentils' },
      { quantity: '1', unit: '', name: 'yellow onion' },
      { quantity: '2', unit: 'tbsp', name: 'olive oil' },
    ],
    instructions: ['Simmer the red lentils with the yellow onion in the olive oil and 4 cups water.'],
    nutritionFacts: { calories: 300, protein: 16, carbs: 40, fat: 8, sodium: 300, fibre: 10, sugar: 3 },
  };
  const foods = [food('red-lentils'), food('yellow-onion'), food('olive-oil')];

  it('reads diets from the food, meals from the dish and the rest from the numbers, in BROWSE_TAGS order', () => {
    expect(browseTagsOf({ recipe, foods, meals: ['dinner', 'lunch', 'snack'], totalMinutes: 25 })).toEqual([
      'Vegetarian',
      'Vegan',
      'Gluten-Free',
      'Dairy-Free',
      'Lunch',
      'Dinner',
      'Quick',
      'Healthy',
      'Budget-Friendly',
    ]);
  });

  it('drops what the food or the time breaks', () => {
    const withBacon: ComposedRecipe = { ...recipe, ingredients: [...recipe.ingredients, { quantity: '4', unit: 'slices', name: 'bacon' }] };
    const tags = browseTagsOf({ recipe: withBacon, foods: [...foods, food('bacon')], meals: ['dinner'], totalMinutes: 45 });
    expect(tags).not.toContain('Vegetarian');
    expect(tags).not.toContain('Vegan');
    expect(tags).not.toContain('Quick');
    expect(tags).not.toContain('Budget-Friendly');
    expect(tags).toContain('Dairy-Free');
  });
});
