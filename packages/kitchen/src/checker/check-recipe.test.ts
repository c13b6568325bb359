import type { RecipeContent } from '@sous/contract/recipe';
import { describe, expect, it } from 'vitest';
import { avoidedFamiliesFor, foodAllergen, substituteCautions } from './allergen-words';
import { checkRecipe, foodNameViolations, maySubstitute, passiveMinutes, totalMinutes, type Constraints } from './check-recipe';
import { findTags } from './find-tags';

const recipe = (ingredients: string[], extra: Partial<RecipeContent> = {}): RecipeContent => ({
  name: 'Test Dish',
  description: '',
  cuisine: 'American',
  tags: [],
  prepTime: '10 minutes',
  cookTime: '10 minutes',
  servings: 2,
  ingredients: ingredients.map((name) => ({ quantity: '1', unit: '', name })),
  instructions: ['Cook everything together over medium heat for 10 minutes.'],
  nutritionFacts: { calories: 400, protein: 20, carbs: 15, fat: 10 },
  ...extra,
});
const none: Constraints = { allergies: [], dietaryRestrictions: [] };
const rules = (r: RecipeContent, c: Partial<Constraints>) => checkRecipe(r, { ...none, ...c }).map((v) => v.rule);

// [ingredient, constraints, expected to be flagged]
const cases: [string, Partial<Constraints>, boolean][] = [
  ['satay sauce', { allergies: ['Peanuts'] }, true],
  ['arachis oil', { allergies: ['Peanuts'] }, true],
  ['groundnut oil', { allergies: ['Peanuts'] }, true],
  ['roasted peanuts, chopped', { allergies: ['Peanuts'] }, true],
  ['peanut-free sunflower butter', { allergies: ['Peanuts'] }, false],
  ['ghee', { allergies: ['Dairy'] }, true],
  ['whey protein powder', { allergies: ['Dairy'] }, true],
  ['sodium caseinate', { allergies: ['Dairy'] }, true],
  ['paneer, cubed', { allergies: ['Dairy'] }, true],
  ['dairy-free yogurt', { allergies: ['Dairy'] }, false],
  ['vegan butter', { allergies: ['Dairy'] }, false],
  ['butternut squash', { allergies: ['Dairy'] }, false],
  ['cream of tartar', { allergies: ['Dairy'] }, false],
  ['coconut milk', { allergies: ['Dairy'] }, false],
  ['cocoa butter', { dietaryRestrictions: ['Dairy-Free'] }, false],
  ['mayonnaise', { allergies: ['Eggs'] }, true],
  ['egg-free mayo', { allergies: ['Eggs'] }, false],
  ['eggplant', { allergies: ['Eggs'] }, false],
  ['egg noodles', { allergies: ['Eggs'] }, true],
  ['tahini', { allergies: ['Sesame'] }, true],
  ["za'atar", { allergies: ['Sesame'] }, true],
  ['hummus', { allergies: ['Sesame'] }, true],
  ['seitan', { allergies: ['Wheat'] }, true],
  ['seitan', { dietaryRestrictions: ['Gluten-Free'] }, true],
  ['couscous', { allergies: ['Gluten'] }, true],
  ['bulgur', { allergies: ['Wheat'] }, true],
  ['gluten-free pasta', { allergies: ['Gluten'] }, false],
  ['soy sauce', { allergies: ['Gluten'] }, true],
  ['tamari', { allergies: ['Gluten'] }, false],
  ['tamari', { allergies: ['Soy'] }, true],
  ['miso paste', { allergies: ['Soy'] }, true],
  ['edamame', { allergies: ['Soy'] }, true],
  ['Worcestershire sauce', { allergies: ['Fish'] }, true],
  ['Worcestershire sauce', { dietaryRestrictions: ['Vegetarian'] }, true],
  ['fish sauce', { dietaryRestrictions: ['Vegetarian'] }, true],
  ['fish sauce', { allergies: ['Shellfish'] }, true],
  ['anchovy fillets', { allergies: ['Fish'] }, true],
  ['dashi', { allergies: ['Fish'] }, true],
  ['oyster sauce', { allergies: ['Shellfish'] }, true],
  ['oyster mushrooms', { allergies: ['Shellfish'] }, false],
  ['shrimp paste', { allergies: ['Shellfish'] }, true],
  ['pesto', { allergies: ['Tree Nuts'] }, true],
  ['marzipan', { allergies: ['Tree Nuts'] }, true],
  ['nutmeg', { allergies: ['Tree Nuts'] }, false],
  ['coconut', { allergies: ['Tree Nuts'] }, false],
  ['water chestnuts', { allergies: ['Tree Nuts'] }, false],
  ['praline', { allergies: ['Tree Nuts'] }, true],
  ['chicken broth', { dietaryRestrictions: ['Vegetarian'] }, true],
  ['vegetable broth', { dietaryRestrictions: ['Vegetarian'] }, false],
  ['gelatin', { dietaryRestrictions: ['Vegetarian'] }, true],
  ['honey', { dietaryRestrictions: ['Vegan'] }, true],
  ['honey', { dietaryRestrictions: ['Vegetarian'] }, false],
  ['salmon fillets', { dietaryRestrictions: ['Pescatarian'] }, false],
  ['bacon', { dietaryRestrictions: ['Pescatarian'] }, true],
  ['black beans', { dietaryRestrictions: ['Paleo'] }, true],
  ['ghee', { dietaryRestrictions: ['Paleo'] }, false],
  ['white rice', { dietaryRestrictions: ['Keto'] }, true],
  ['cauliflower rice', { dietaryRestrictions: ['Keto'] }, false],
  ['potatoes', { dietaryRestrictions: ['Low-Carb'] }, true],
  ['soy sauce', { dietaryRestrictions: ['Low-Sodium'] }, true],
  ['low-sodium chicken broth', { dietaryRestrictions: ['Low-Sodium'] }, false],
  ['heavy cream', { dietaryRestrictions: ['Low-Fat'] }, true],
  ['kiwi, sliced', { otherAllergies: 'kiwi, mustard' }, true],
  ['Dijon mustard', { otherAllergies: 'kiwi, mustard' }, true],
  ['shrimp', { otherAllergies: 'shellfish' }, true],
  ['crab meat', { otherAllergies: 'allergic to shellfish' }, true],
  ['walnuts', { otherAllergies: 'nuts' }, true],
  ['apple', { otherAllergies: 'kiwi' }, false],
];

describe('checkRecipe', () => {
  it.each(cases)('%s with %j flagged: %s', (ingredient, constraints, flagged) => {
    expect(rules(recipe([ingredient]), constraints).length > 0).toBe(flagged);
  });

  it('reads the recipe name and the steps too', () => {
    const satay = recipe(['chicken thighs'], { name: 'Chicken Satay Skewers' });
    expect(rules(satay, { allergies: ['Peanuts'] })).toEqual(['allergy:Peanuts']);
    const drizzle = recipe(['rice'], { instructions: ['Finish with a drizzle of sesame oil.'] });
    expect(rules(drizzle, { allergies: ['Sesame'] })).toEqual(['allergy:Sesame']);
  });

  it('accepts a hiding dish word in a title that says what it is free of, and still reads the ingredients', () => {
    const hummus = recipe(['chickpeas', 'olive oil'], { name: 'Sesame-Free Hummus', instructions: ['Spoon the hummus into a bowl.'] });
    expect(rules(hummus, { allergies: ['Sesame'] })).toEqual([]);
    expect(rules({ ...hummus, name: 'Hummus' }, { allergies: ['Sesame'] })).toEqual(['allergy:Sesame']);
    const withTahini = recipe(['chickpeas', 'tahini'], { name: 'Sesame-Free Hummus' });
    expect(rules(withTahini, { allergies: ['Sesame'] })).toEqual(['allergy:Sesame']);
    const plainStep = recipe(['chickpeas'], { name: 'Sesame-Free Dip', instructions: ['Serve with hummus.'] });
    expect(rules(plainStep, { allergies: ['Sesame'] })).toEqual(['allergy:Sesame']);
    const carbonara = recipe(['spaghetti', 'mushrooms'], { name: 'Vegetarian Carbonara' });
    expect(rules(carbonara, { dietaryRestrictions: ['Vegetarian'] })).toEqual([]);
    expect(rules({ ...carbonara, name: 'Spaghetti Carbonara' }, { dietaryRestrictions: ['Vegetarian'] }).length).toBeGreaterThan(0);
    // "nut" names both nut allergens.
    const pesto = recipe(['basil', 'sunflower seeds', 'olive oil'], { name: 'Nut-Free Pesto' });
    expect(rules(pesto, { allergies: ['Tree Nuts', 'Peanuts'] })).toEqual([]);
    expect(rules({ ...pesto, name: 'Basil Pesto' }, { allergies: ['Tree Nuts', 'Peanuts'] })).toEqual(['allergy:Tree Nuts']);
  });

  it('reads a step word that points back at a clean ingredient as that ingredient', () => {
    const veg = recipe(['vegetable broth', 'arborio rice'], { instructions: ['Add the hot broth a ladle at a time.'] });
    expect(rules(veg, { dietaryRestrictions: ['Vegan'] })).toEqual([]);
    const unnamed = recipe(['arborio rice'], { instructions: ['Add the hot broth a ladle at a time.'] });
    expect(rules(unnamed, { dietaryRestrictions: ['Vegan'] })).toEqual(['diet:Vegan']);
  });

  it('reads a dish name only for what it hides', () => {
    const pancakes = recipe(['gluten-free flour blend', 'almond milk'], { name: 'Blueberry Pancakes' });
    expect(rules(pancakes, { allergies: ['Gluten'] })).toEqual([]);
  });

  it('does not read cooking verbs in the steps as food', () => {
    const creamed = recipe(['sugar', 'vegan butter'], { instructions: ['Cream the vegan butter and sugar until fluffy.'] });
    expect(rules(creamed, { allergies: ['Dairy'] })).toEqual([]);
  });

  it('does not count food the steps say to leave out', () => {
    const swap = recipe(['extra-firm tofu'], { instructions: ['Use tofu instead of shrimp and cook until golden, 8 minutes.'] });
    expect(rules(swap, { allergies: ['Shellfish'] })).toEqual([]);
  });

  it('holds low-sodium recipes to 600 mg a serving when the recipe says its sodium', () => {
    const salty = recipe(['zucchini'], { nutritionFacts: { calories: 400, protein: 20, carbs: 15, fat: 10, sodium: 956 } });
    const light = recipe(['zucchini'], { nutritionFacts: { calories: 400, protein: 20, carbs: 15, fat: 10, sodium: 600 } });
    expect(rules(salty, { dietaryRestrictions: ['Low-Sodium'] })).toEqual(['nutrition:Low-Sodium']);
    expect(rules(light, { dietaryRestrictions: ['Low-Sodium'] })).toEqual([]);
  });

  it('checks the numbers for keto, low-carb and low-fat', () => {
    const pasta = recipe(['zucchini'], { nutritionFacts: { calories: 600, protein: 20, carbs: 80, fat: 30 } });
    expect(rules(pasta, { dietaryRestrictions: ['Keto'] })).toEqual(['nutrition:Keto']);
    expect(rules(pasta, { dietaryRestrictions: ['Low-Carb'] })).toEqual(['nutrition:Low-Carb']);
    expect(rules(pasta, { dietaryRestrictions: ['Low-Fat'] })).toEqual(['nutrition:Low-Fat']);
  });

  it('keeps prep plus cook within the chosen time', () => {
    const slow = recipe(['beef chuck'], { prepTime: '20 minutes', cookTime: '2 hours' });
    expect(rules(slow, { prepTime: '15-30' })).toEqual(['time']);
    expect(rules(slow, { prepTime: '30-60' })).toEqual(['time']);
    expect(rules(slow, { prepTime: '60+' })).toEqual([]);
  });

  it('explains a hidden ingredient in the reason', () => {
    const [violation] = checkRecipe(recipe(['arachis oil']), { ...none, allergies: ['Peanuts'] });
    expect(violation?.reason).toContain('arachis oil is peanut oil');
  });
});

describe('findTags', () => {
  it('prefers the longest phrase', () => {
    expect(findTags('peanut butter cookies').map((m) => m.phrase)).toEqual(['peanut butter']);
  });

  it('lets a modifier reach the next food only', () => {
    const matches = findTags('dairy-free milk and butter');
    expect(matches.map((m) => [m.phrase, m.tags.includes('Dairy')])).toEqual([
      ['milk', false],
      ['butter', true],
    ]);
  });
});

describe('checkRecipe: substitutes, exclusions and passive time', () => {
  const peanutFree: Partial<Constraints> = { allergies: ['Peanuts'], avoidAsSubstitute: ['Tree Nuts'] };

  it('keeps tree nuts out of a peanut-free recipe unless the cook asked for them', () => {
    const swapped = recipe(['cashews, toasted', 'rice noodles']);
    expect(rules(swapped, peanutFree)).toEqual(['substitute:Tree Nuts']);
    expect(rules(swapped, { ...peanutFree, requestedTerms: ['cashew', 'chicken'] })).toEqual([]);
    expect(rules(swapped, { allergies: ['Peanuts'] })).toEqual([]);
  });

  it('flags a food the cook ruled out, but not another food that shares a word', () => {
    expect(rules(recipe(['red onion, sliced']), { excludedTerms: ['onion'] })).toEqual(['excluded:onion']);
    expect(rules(recipe(['black pepper']), { excludedTerms: ['pepper'] })).toEqual([]);
    expect(rules(recipe(['red bell pepper']), { excludedTerms: ['pepper'] })).toEqual(['excluded:pepper']);
    expect([...new Set(rules(recipe(['pork tenderloin']), { excludedTerms: ['meat'] }))]).toEqual(['excluded:meat']);
    expect(rules(recipe(['rice'], { instructions: ['Cook the rice without onion.'] }), { excludedTerms: ['onion'] })).toEqual([]);
  });

  it('counts chilling and marinating toward the time limit', () => {
    const chilled = recipe(['chia seeds'], { prepTime: '10 minutes', cookTime: '0 minutes', instructions: ['Stir, then chill for 3 hours.'] });
    expect(rules(chilled, { maxMinutes: 20 })).toEqual(['time']);
    expect(rules(chilled, { prepTime: '15-30' })).toEqual(['time']);
    expect(totalMinutes(chilled)).toBe(190);
    expect(passiveMinutes(['Marinate overnight.', 'Let rise 1 to 2 hours.', 'Bake 20 minutes.'])).toBe(480 + 120);
  });
});

describe('maySubstitute', () => {
  it('refuses the allergen, its avoided family, ruled-out foods and foods outside the diet', () => {
    const c: Constraints = { allergies: ['Peanuts'], dietaryRestrictions: ['Vegan'], avoidAsSubstitute: ['Tree Nuts'], excludedTerms: ['cilantro'] };
    expect(maySubstitute('sunflower seeds', c)).toBe(true);
    expect(maySubstitute('cashews', c)).toBe(false);
    expect(maySubstitute('peanut butter', c)).toBe(false);
    expect(maySubstitute('fresh cilantro', c)).toBe(false);
    expect(maySubstitute('butter', c)).toBe(false);
  });

  it('refuses a food of an avoided family even when the cook asked for it by name', () => {
    const c: Constraints = { allergies: ['Peanuts'], dietaryRestrictions: [], avoidAsSubstitute: ['Tree Nuts'], requestedTerms: ['cashew', 'chicken'] };
    expect(maySubstitute('cashews', c)).toBe(false);
    expect(foodNameViolations('cashews', c)).toEqual([]);
    expect(foodNameViolations('cashews', { ...c, requestedTerms: [] }).map((v) => v.rule)).toEqual(['substitute:Tree Nuts']);
  });
});

describe('foodAllergen', () => {
  it('finds the allergy a food carries, and wheat under a gluten allergy', () => {
    expect(foodAllergen({ allergens: ['Wheat'] }, ['Soy', 'Gluten'])).toBe('Gluten');
    expect(foodAllergen({ allergens: ['Gluten'] }, ['Wheat'])).toBeUndefined();
    expect(foodAllergen({ allergens: ['Dairy', 'Eggs'] }, ['Eggs'])).toBe('Eggs');
    expect(foodAllergen({ allergens: [] }, ['Eggs'])).toBeUndefined();
  });
});

describe('avoidedFamiliesFor', () => {
  it('pairs peanuts and tree nuts, and nothing else', () => {
    expect(avoidedFamiliesFor('Peanuts')).toEqual(['Tree Nuts']);
    expect(avoidedFamiliesFor('Tree Nuts')).toEqual(['Peanuts']);
    expect(avoidedFamiliesFor('Shellfish')).toEqual([]);
    expect(substituteCautions(['Peanuts', 'Tree Nuts'])).toEqual([]);
  });
});
