import type { RecipeIngredient } from '@sous/contract/recipe';
import { describe, expect, it } from 'vitest';
import { scaleIngredient, scaleIngredients } from './scale';

const line = (quantity: string, unit: string, name = 'flour'): RecipeIngredient => ({ quantity, unit, name });
/** "quantity unit" of one line scaled by `factor`. */
const scaled = (quantity: string, unit: string, factor: number, name = 'flour') => {
  const result = scaleIngredient(line(quantity, unit, name), factor);
  return [result.quantity, result.unit].filter(Boolean).join(' ');
};

describe('scaleIngredients', () => {
  it('rescales a whole recipe from one number of servings to another, keeping names and order', () => {
    const chili = [line('1 1/2', 'lb', 'ground beef'), line('', '', 'salt, to taste'), line('2', '', 'eggs')];
    expect(scaleIngredients(chili, 4, 8)).toEqual([line('3', 'lb', 'ground beef'), line('', '', 'salt, to taste'), line('4', '', 'eggs')]);
    expect(scaleIngredients(chili, 4, 2)).toEqual([line('3/4', 'lb', 'ground beef'), line('', '', 'salt, to taste'), line('1', '', 'egg')]);
    expect(scaleIngredients(chili, 4, 4)).toEqual(chili);
  });

  it('does not change the list it was given', () => {
    const list = [line('1', 'cup')];
    scaleIngredients(list, 2, 4);
    expect(list).toEqual([line('1', 'cup')]);
  });

  it('reads and writes fractions', () => {
    expect(scaled('1 1/2', 'cup', 2)).toBe('3 cups');
    expect(scaled('3/4', 'cup', 2 / 3)).toBe('1/2 cup');
    expect(scaled('1/3', 'cup', 2)).toBe('2/3 cup');
    expect(scaled('½', 'cup', 3)).toBe('1 1/2 cups');
    expect(scaled('1-1/2', 'cup', 2)).toBe('3 cups');
    expect(scaled('3/4', '', 2 / 3, 'red onion')).toBe('1/2');
  });

  it('leaves blank and worded amounts as they are', () => {
    expect(scaleIngredient(line('', '', 'black pepper'), 3)).toEqual(line('', '', 'black pepper'));
    expect(scaleIngredient(line('to taste', '', 'salt'), 3)).toEqual(line('to taste', '', 'salt'));
    expect(scaleIngredient(line('some', 'handful', 'herbs'), 2)).toEqual(line('some', 'handful', 'herbs'));
  });

  it('scales both ends of a range, and joins them when they meet', () => {
    expect(scaled('2-3', 'tbsp', 2)).toBe('4-6 tbsp');
    expect(scaled('2 to 3', '', 2, 'carrots')).toBe('4-6');
    expect(scaled('1-2', '', 0.25, 'eggs')).toBe('1');
  });

  it('keeps eggs and cloves whole, and lets onions go by the half', () => {
    expect(scaled('3', '', 0.5, 'eggs')).toBe('2');
    expect(scaled('1', '', 0.25, 'large egg')).toBe('1');
    expect(scaled('3', '', 2 / 3, 'egg yolks')).toBe('2');
    expect(scaled('3', 'cloves', 0.5, 'garlic')).toBe('2 cloves');
    expect(scaled('1', 'clove', 3, 'garlic')).toBe('3 cloves');
    expect(scaled('3', '', 0.5, 'onions')).toBe('1 1/2');
    expect(scaled('1', '', 0.25, 'lemon')).toBe('1/2');
    // Above four, nobody halves: 4.5 potatoes are 5.
    expect(scaled('3', '', 1.5, 'potatoes')).toBe('5');
    expect(scaled('2', '', 1 / 3, 'eggplants')).toBe('1/2');
  });

  it('writes a counted food in the singular or plural its new count needs', () => {
    const name = (quantity: string, food: string, factor: number, unit = '') => scaleIngredient(line(quantity, unit, food), factor).name;
    expect(name('2', 'eggs', 0.5)).toBe('egg');
    expect(name('1', 'large egg, beaten', 2)).toBe('large eggs, beaten');
    expect(name('1', 'Tomato (ripe)', 3)).toBe('Tomatoes (ripe)');
    expect(name('1', 'red onion, diced', 0.5)).toBe('red onion, diced');
    expect(name('1', 'peach', 2)).toBe('peaches');
    expect(name('1', 'cherry', 2)).toBe('cherries');
    expect(name('4', 'potatoes', 0.25)).toBe('potato');
    // Only counted lines, and only when the word reads back.
    expect(name('2', 'eggs', 0.5, 'cup')).toBe('eggs');
    expect(name('1', 'salt and pepper', 2)).toBe('salt and pepper');
    expect(name('2', 'cloves of garlic', 0.5)).toBe('cloves of garlic');
    expect(name('1', 'hummus', 2)).toBe('hummus');
  });

  it('rounds grams and millilitres to numbers a scale shows', () => {
    expect(scaled('500', 'g', 1 / 3)).toBe('165 g');
    expect(scaled('250', 'g', 0.75)).toBe('190 g');
    expect(scaled('15', 'g', 1 / 3)).toBe('5 g');
    expect(scaled('7', 'g', 1 / 4, 'yeast')).toBe('2 g');
    expect(scaled('400', 'ml', 1.5)).toBe('600 ml');
    expect(scaled('800', 'g', 2)).toBe('1600 g');
    expect(scaled('1', 'kg', 0.75)).toBe('750 g');
    expect(scaled('1.5', 'kg', 2)).toBe('3 kg');
    expect(scaled('1.25', 'l', 1.5)).toBe('1.9 l');
  });

  it('moves between teaspoons, tablespoons and cups when the amount reads cleanly there', () => {
    expect(scaled('1 1/2', 'tsp', 2)).toBe('1 tbsp');
    expect(scaled('2', 'tsp', 2)).toBe('4 tsp');
    expect(scaled('1', 'tbsp', 1 / 3)).toBe('1 tsp');
    expect(scaled('2', 'tbsp', 4)).toBe('1/2 cup');
    expect(scaled('1/4', 'cup', 0.5)).toBe('2 tbsp');
    expect(scaled('1/4', 'tsp', 1 / 4)).toBe('1/8 tsp');
  });

  it('moves between ounces and pounds', () => {
    expect(scaled('8', 'oz', 2)).toBe('1 lb');
    expect(scaled('9', 'oz', 2)).toBe('18 oz');
    expect(scaled('1', 'lb', 0.5)).toBe('1/2 lb');
    expect(scaled('1', 'lb', 0.125)).toBe('2 oz');
  });

  it('writes ounces under a pound when quarters of a pound would be far off', () => {
    expect(scaled('1 1/2', 'lb', 1 / 4)).toBe('6 oz');
    expect(scaled('1 1/2', 'lb', 1 / 2)).toBe('3/4 lb');
  });

  it('scales an aside that restates the amount, but not the size of a can', () => {
    expect(scaleIngredient(line('1 1/2', 'lb', 'beef chuck (680 g), cut into chunks'), 1 / 4)).toEqual(line('6', 'oz', 'beef chuck (170 g), cut into chunks'));
    expect(scaleIngredient(line('2', 'lb', 'chicken thighs (910 g, about 8), boneless'), 1 / 2).name).toBe('chicken thighs (455 g, about 4), boneless');
    expect(scaleIngredient(line('1/2', 'lb', 'pork chops (225 g, about 2)'), 1 / 4).name).toBe('pork chops (56 g)');
    expect(scaleIngredient(line('1', 'can', 'crushed tomatoes (28 oz)'), 2).name).toBe('crushed tomatoes (28 oz)');
  });

  it('keeps the unit as the cook wrote it, fixing only its plural', () => {
    expect(scaled('1', 'cup', 2)).toBe('2 cups');
    expect(scaled('2', 'cups', 0.5)).toBe('1 cup');
    expect(scaled('1', 'Tablespoon', 2)).toBe('2 Tablespoons');
    expect(scaled('2', 'Tablespoons', 0.5)).toBe('1 Tablespoon');
    expect(scaled('2', 'pinches', 0.5, 'salt')).toBe('1 pinch');
    expect(scaled('2', 'lbs', 0.5, 'beef')).toBe('1 lb');
    expect(scaled('2', 'tbs', 0.5)).toBe('1 tbs');
    expect(scaled('1', 'knob', 2, 'butter')).toBe('2 knob');
  });

  it('keeps decimals when the cook wrote decimals', () => {
    expect(scaled('0.5', 'cup', 1.5)).toBe('0.75 cup');
    expect(scaled('2.5', 'oz', 2)).toBe('5 oz');
  });

  it('writes a tiny amount as the smallest fraction, never as 0', () => {
    expect(scaled('1/8', 'tsp', 0.1)).toBe('1/8 tsp');
    expect(scaled('1', 'pinch', 0.25, 'salt')).toBe('1 pinch');
  });
});
