import { describe, expect, it } from 'vitest';
import { matchFood } from './match-food';
import { parseIngredientLine } from './parse-line';

describe('matchFood', () => {
  it.each([
    // Names, plurals and aliases
    ['garlic', 'garlic'],
    ['eggs', 'egg'],
    ['scallions', 'green-onion'],
    ['garbanzo beans', 'chickpeas'],
    ['half and half', 'half-and-half'],
    ['peanut butter', 'peanut-butter'],
    ['corn', 'corn-kernels'],
    ['cornstarch', 'cornstarch'],
    ['rice', 'long-grain-white-rice'],
    // Preparation, size and harmless descriptors around the food
    ['finely chopped fresh cilantro', 'fresh-cilantro'],
    ['large eggs', 'egg'],
    ['boneless skinless chicken thighs', 'chicken-thigh'],
    ['freshly ground black pepper', 'black-pepper'],
    ['unsalted butter, softened', 'butter'],
    ['fresh ginger root', 'ginger'],
    ['2 cups all-purpose flour', 'all-purpose-flour'],
    ['extra-virgin olive oil', 'olive-oil'],
    ['garlic cloves', 'garlic'],
    ['lime wedges', 'lime'],
    // A participle that names a product keeps it
    ['diced tomatoes', 'canned-diced-tomatoes'],
    ['crushed tomatoes', 'crushed-tomatoes'],
    // Alternatives and asides: the first food that fits
    ['Salt and pepper', 'salt'],
    ['cumin seeds or ground cumin', 'cumin-seeds'],
    ['scallions (green onions)', 'green-onion'],
    ['olive or peanut oil', 'olive-oil'],
    ['apple-cider or sherry vinegar', 'apple-cider-vinegar'],
    ['dark or milk chocolate', 'dark-chocolate'],
    // Spelling slips
    ['tomatoe', 'tomato'],
    ['parmesean', 'parmesan'],
    ['parmesean cheese', 'parmesan'],
    ['brocoli florets', 'broccoli'],
    ['zuchini', 'zucchini'],
    ['mozarella', 'mozzarella'],
    ['cheddar chese', 'cheddar'],
  ])('%s -> %s', (name, id) => {
    expect(matchFood(name)?.id).toBe(id);
  });

  it.each([
    // Short words are never stretched into another food
    'ice',
    'paste',
    'lemmon',
    'bay',
    // A food word inside another food's name is not that food
    'apple butter',
    'coconut water',
    'garlic salt',
    'apple juice',
    'chili pepper',
    'curry paste',
    'fresh fenugreek leaves',
    // Real words are not misspellings of catalog words
    'rye flour',
    'spelt flour',
    'chicken',
    'xyzzy',
    '',
  ])('refuses %j', (name) => {
    expect(matchFood(name)).toBeUndefined();
  });

  it('matches what the line parser reads', () => {
    const names = ['1½ cups finely chopped fresh cilantro', '3 large eggs, beaten', '2 (15 oz) cans black beans, drained', '4 garlic cloves, minced'].map(
      (line) => matchFood(parseIngredientLine(line).name)?.id,
    );
    expect(names).toEqual(['fresh-cilantro', 'egg', 'black-beans', 'garlic']);
  });

  it('refuses a 10,000-character name without throwing', () => {
    expect(matchFood('tomatoe '.repeat(1250))).toBeUndefined();
    expect(matchFood('q'.repeat(10_000))).toBeUndefined();
  });
});
