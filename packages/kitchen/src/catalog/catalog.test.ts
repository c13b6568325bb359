import { describe, expect, it } from 'vitest';
import { ALLERGENS } from '@sous/contract/preferences';
import { FOODS, findFood, findFoodMentions, food } from './catalog';
import { DIET_FLAGS, FOOD_KINDS, STORE_SECTIONS } from './food-types';

describe('food catalog', () => {
  it('holds at least 250 foods with unique ids', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(250);
    expect(new Set(FOODS.map((f) => f.id)).size).toBe(FOODS.length);
  });

  it('gives every food a store section, a kind, known allergens and flags', () => {
    for (const f of FOODS) {
      expect(STORE_SECTIONS, f.id).toContain(f.section);
      expect(FOOD_KINDS, f.id).toContain(f.kind);
      for (const a of f.allergens) expect(ALLERGENS, f.id).toContain(a);
      for (const flag of f.flags) expect(DIET_FLAGS, f.id).toContain(flag);
      expect(f.ndb, f.id).toMatch(/^\d{5}$/);
      expect(f.source.length, f.id).toBeGreaterThan(3);
    }
  });

  it('gives every food nutrients per 100 g that add up', () => {
    for (const f of FOODS) {
      const n = f.per100g;
      for (const value of Object.values(n)) {
        expect(Number.isFinite(value), f.id).toBe(true);
        expect(value, f.id).toBeGreaterThanOrEqual(0);
      }
      expect(n.protein + n.carbs + n.fat, f.id).toBeLessThanOrEqual(101);
      // General Atwater factors: energy from the macros is close to the stated energy. Spices,
      // cocoa and leaveners use food-specific factors in SR28, alcohol adds energy the macros
      // do not show, and stevia powder's carrier carbohydrate carries no energy.
      const fromMacros = 4 * n.protein + 4 * (n.carbs - n.fibre) + 9 * n.fat + 2 * n.fibre;
      const specificFactors = f.kind === 'spice' || f.kind === 'baking' || f.flags.includes('alcohol') || f.id === 'stevia';
      if (!specificFactors) {
        expect(Math.abs(fromMacros - n.kcal), `${f.id}: ${fromMacros} vs ${n.kcal}`).toBeLessThan(Math.max(25, n.kcal * 0.2));
      }
    }
  });

  it('matches well-known SR28 figures', () => {
    expect(food('all-purpose-flour').grams.cup).toBe(125);
    expect(food('butter').grams.tbsp).toBeCloseTo(14.2, 1);
    expect(food('egg').grams.piece).toBe(50);
    expect(food('garlic').grams.piece).toBe(3);
    expect(food('olive-oil').per100g.fat).toBeGreaterThan(99);
    expect(food('chicken-breast').per100g.protein).toBeGreaterThan(20);
    expect(food('salt').per100g.sodium).toBeGreaterThan(38000);
  });

  it('gives counted foods a piece weight', () => {
    for (const id of ['egg', 'yellow-onion', 'lemon', 'lime', 'garlic', 'flour-tortilla', 'corn-tortilla', 'chicken-breast', 'avocado', 'carrot']) {
      expect(food(id).grams.piece, id).toBeGreaterThan(0);
    }
  });

  it('keeps allergens consistent with diet flags', () => {
    for (const f of FOODS) {
      if (f.flags.includes('fish')) expect(f.allergens, f.id).toContain('Fish');
      if (f.flags.includes('shellfish')) expect(f.allergens, f.id).toContain('Shellfish');
      if (f.flags.includes('dairy')) expect(f.allergens, f.id).toContain('Dairy');
      if (f.flags.includes('egg')) expect(f.allergens, f.id).toContain('Eggs');
      if (f.allergens.includes('Wheat')) expect(f.allergens, f.id).toContain('Gluten');
      const animal = ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatin'].some((flag) => f.flags.includes(flag as never));
      expect(f.flags.includes('animal'), f.id).toBe(animal);
    }
  });

  it.each([
    ['Cherry Tomatoes', 'cherry-tomatoes'],
    ['boneless skinless chicken breasts, cut into strips', 'chicken-breast'],
    ['Jalapeños', 'jalapeno'],
    ['garlic cloves, minced', 'garlic'],
    ['juice of 1 lemon', 'lemon'],
    ['butternut squash, peeled and cubed', 'butternut-squash'],
    ['eggplant', 'eggplant'],
    ['aubergines', 'eggplant'],
    ['fresh coriander', 'fresh-cilantro'],
    ['Parmigiano-Reggiano, finely grated', 'parmesan'],
    ['extra virgin olive oil', 'olive-oil'],
    ['low-sodium chicken broth', 'low-sodium-chicken-broth'],
    ['chicken stock', 'chicken-broth'],
    ['courgettes', 'zucchini'],
    ['tomato paste', 'tomato-paste'],
    ['king prawns', 'shrimp'],
    ['gluten-free tamari', 'tamari'],
    ['ground nutmeg', 'ground-nutmeg'],
    ['pine nuts, toasted', 'pine-nuts'],
  ])('finds %s as %s', (name, id) => {
    expect(findFood(name)?.id).toBe(id);
  });

  it('does not invent a food for unknown words', () => {
    expect(findFood('unicorn dust')).toBeUndefined();
    expect(findFood('')).toBeUndefined();
  });

  it('finds every food named in a sentence, longest phrase first', () => {
    const ids = findFoodMentions('Spicy shrimp with cherry tomatoes, garlic and fresh basil over spaghetti').map((m) => m.food.id);
    expect(ids).toEqual(['shrimp', 'cherry-tomatoes', 'garlic', 'fresh-basil', 'spaghetti']);
  });
});
