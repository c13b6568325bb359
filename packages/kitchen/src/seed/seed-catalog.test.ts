import { BROWSE_CUISINES, BROWSE_TAGS, CUISINES } from '@sous/contract/preferences';
import { recipeContentSchema, type RecipeContent } from '@sous/contract/recipe';
import { describe, expect, it } from 'vitest';
import { compose } from '../composer/compose';
import { DISHES } from '../dishes/library';
import { parseMinutes } from '../units';
import { browseCuisinesOf } from './browse-tags';
import { seedCatalog } from './seed-catalog';

const catalog = seedCatalog();
const dishOf = (key: string) => {
  const dish = DISHES.find((d) => d.id === key);
  if (!dish) throw new Error(`no library dish ${key}`);
  return dish;
};

// The words below are this test's own, written from a cook's knowledge, so the tags are checked
// by something that shares nothing with the checker and catalog that decide them.
const lines = (r: RecipeContent) => r.ingredients.map((i) => i.name.toLowerCase()).join(' | ');
const without = (text: string, safe: RegExp) => text.replace(safe, ' ');
const MEAT_OR_FISH =
  /\b(beef|steaks?|ribeye|sirloin|chuck|pork|bacon|pancetta|ham|prosciutto|chorizo|sausages?|salami|lamb|goat|veal|chicken|turkey|duck|anchov(y|ies)|fish|salmon|tuna|cod|sea bass|snapper|sardines?|shrimp|prawns?|mussels?|clams?|squid|octopus|crab|lobster|gelatin|dashi|bonito|oxtail|oyster sauce|worcestershire)\b/;
const NOT_DAIRY = /coconut (milk|cream)|peanut butter|butter beans|cream of tartar|almond milk|oat milk/g;
const DAIRY = /\b(milk|butter|buttermilk|cream|cheese|yogh?urt|ghee|feta|parmesan|pecorino|mozzarella|cheddar|ricotta|paneer|gruyere|mascarpone|halloumi|queso|crema)\b/;
const OTHER_ANIMAL = /\b(eggs?|yolks?|egg whites?|honey|mayonnaise)\b/;
const NOT_GLUTEN = /rice noodles|rice paper wrappers?|corn tortillas?|tortilla chips|rice flour|gluten-free [a-z ]+/g;
const GLUTEN =
  /\b(flour|bread|breads|breadcrumbs|panko|pasta|spaghetti|macaroni|noodles|lasagna|couscous|bulgur|barley|pitas?|naan|baguette|buns?|tortillas?|wrappers?|phyllo|crackers|ladyfingers|soba|udon|soy sauce|hoisin|gochujang|doubanjiang|beer)\b/;
const STARCH_OR_SUGAR = /\b(rice|pasta|spaghetti|noodles|bread|flour|potatoes?|sugar|tortillas?|maple syrup)\b/;
const PRICEY =
  /\b(steaks?|ribeye|sirloin|flank|lamb|veal|duck|short ribs|oxtail|shrimp|prawns?|salmon|sea bass|halibut|scallops?|lobster|crab|mussels?|clams?|octopus|squid|saffron|pine nuts|mascarpone|gruyere|prosciutto)\b/;

describe('the seed catalog', () => {
  it('has at least 64 recipes, each valid recipe content', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(64);
    for (const { key, content } of catalog) {
      const parsed = recipeContentSchema.safeParse(content);
      expect(parsed.success, `${key}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(parsed.data).toEqual(content);
    }
  });

  it('keys are unique library dish ids, and no two recipes share a name', () => {
    const keys = catalog.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(DISHES.some((d) => d.id === key)).toBe(true);
    const names = catalog.map((r) => r.content.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('is the same on every call', () => {
    expect(JSON.stringify(seedCatalog())).toBe(JSON.stringify(catalog));
  });

  it('is what the composer writes for a request naming each dish, at its own servings', () => {
    for (const { key, content } of catalog) {
      const dish = dishOf(key);
      const result = compose({ prompt: `${dish.name} for ${String(dish.serves)}`, count: 1 });
      expect(result.dishId, key).toBe(key);
      const [made] = result.recipes;
      expect({ ...made, tags: content.tags, cuisine: content.cuisine }, key).toEqual(content);
    }
  });

  it('gives each recipe its dish\'s preference cuisine, and only browse tags in their order', () => {
    for (const { key, content } of catalog) {
      expect(content.cuisine, key).toBe(dishOf(key).cuisine);
      expect(CUISINES as readonly string[], key).toContain(content.cuisine);
      expect(content.tags, key).toEqual(BROWSE_TAGS.filter((t) => content.tags.includes(t)));
      expect(content.tags.length, key).toBe(new Set(content.tags).size);
    }
  });

  it('fills every preference cuisine, browse cuisine and browse tag', () => {
    for (const cuisine of CUISINES) expect(catalog.filter((r) => r.content.cuisine === cuisine).length, cuisine).toBeGreaterThanOrEqual(3);
    for (const cuisine of BROWSE_CUISINES) {
      expect(catalog.filter((r) => browseCuisinesOf(r.content.cuisine).includes(cuisine)).length, cuisine).toBeGreaterThanOrEqual(4);
    }
    for (const tag of BROWSE_TAGS) expect(catalog.filter((r) => r.content.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(4);
  });
});

describe('the seed recipes\' tags, read independently', () => {
  const tagged = (tag: string) => catalog.filter((r) => r.content.tags.includes(tag));

  it('never calls a recipe with meat or fish vegetarian or vegan', () => {
    for (const { key, content } of [...tagged('Vegetarian'), ...tagged('Vegan')]) expect(lines(content), key).not.toMatch(MEAT_OR_FISH);
  });

  it('never calls a recipe with dairy, eggs or honey vegan, nor one with dairy dairy-free', () => {
    for (const { key, content } of tagged('Vegan')) {
      expect(without(lines(content), NOT_DAIRY), key).not.toMatch(DAIRY);
      expect(lines(content), key).not.toMatch(OTHER_ANIMAL);
    }
    for (const { key, content } of tagged('Dairy-Free')) expect(without(lines(content), NOT_DAIRY), key).not.toMatch(DAIRY);
  });

  it('never calls a recipe with wheat gluten-free', () => {
    for (const { key, content } of tagged('Gluten-Free')) expect(without(lines(content), NOT_GLUTEN), key).not.toMatch(GLUTEN);
  });

  it('keeps keto and low-carb to their carbohydrate limits, without grains, potatoes or sugar', () => {
    for (const { key, content } of tagged('Keto')) {
      expect(content.nutritionFacts.carbs, key).toBeLessThanOrEqual(20);
      expect(content.tags, key).toContain('Low-Carb');
    }
    for (const { key, content } of tagged('Low-Carb')) {
      expect(content.nutritionFacts.carbs, key).toBeLessThanOrEqual(35);
      expect(lines(content), key).not.toMatch(STARCH_OR_SUGAR);
    }
  });

  it('tags vegan recipes vegetarian too, so the Vegetarian filter finds them', () => {
    for (const { key, content } of tagged('Vegan')) expect(content.tags, key).toContain('Vegetarian');
  });

  it('calls a recipe quick exactly when it takes half an hour in all', () => {
    for (const { key, content } of catalog) {
      const total = (parseMinutes(content.prepTime) ?? Infinity) + (parseMinutes(content.cookTime) ?? Infinity);
      expect(content.tags.includes('Quick'), `${key}: ${String(total)} minutes`).toBe(total <= 30);
    }
  });

  it('takes the meals from the dish', () => {
    const meals = { Breakfast: 'breakfast', Lunch: 'lunch', Dinner: 'dinner', Dessert: 'dessert' } as const;
    for (const { key, content } of catalog) {
      for (const [tag, meal] of Object.entries(meals)) expect(content.tags.includes(tag), `${key} ${tag}`).toBe(dishOf(key).meals.includes(meal));
    }
  });

  it('calls a recipe healthy or high-protein by its nutrition per serving', () => {
    for (const { key, content } of catalog) {
      const n = content.nutritionFacts;
      const healthy = n.calories <= 650 && n.fat * 9 <= 0.35 * n.calories && (n.sodium ?? Infinity) <= 800 && (n.sugar ?? Infinity) <= 20 && (n.fibre ?? 0) >= 3;
      expect(content.tags.includes('Healthy'), `${key} Healthy`).toBe(healthy);
      expect(content.tags.includes('High-Protein'), `${key} High-Protein`).toBe(n.protein >= 25 && n.protein * 4 >= 0.2 * n.calories);
    }
  });

  it('never calls a recipe with steak, lamb, seafood or saffron budget-friendly', () => {
    for (const { key, content } of tagged('Budget-Friendly')) expect(lines(content), key).not.toMatch(PRICEY);
    expect(tagged('Budget-Friendly').length).toBeLessThan(catalog.length);
  });
});
