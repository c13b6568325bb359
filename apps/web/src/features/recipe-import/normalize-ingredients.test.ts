import { describe, expect, it } from 'vitest';
import { normalizeIngredient, normalizeIngredients, splitIngredientLine } from './normalize-ingredients';

describe('ingredient normalisation on review (spec 3 §5)', () => {
  it('keeps an object with quantity, unit and name', () => {
    expect(normalizeIngredient({ quantity: '1 1/2', unit: 'cups', name: 'flour' })).toEqual({ quantity: '1 1/2', unit: 'cups', name: 'flour' });
  });

  it('splits a string into its leading amount, a known unit and the name', () => {
    expect(splitIngredientLine('2 cups flour')).toEqual({ quantity: '2', unit: 'cups', name: 'flour' });
    expect(splitIngredientLine('1 1/2 tbsp olive oil')).toEqual({ quantity: '1 1/2', unit: 'tbsp', name: 'olive oil' });
    expect(splitIngredientLine('½ tsp salt')).toEqual({ quantity: '½', unit: 'tsp', name: 'salt' });
    expect(splitIngredientLine('200g dark chocolate')).toEqual({ quantity: '200', unit: 'g', name: 'dark chocolate' });
    expect(splitIngredientLine('1.5 l stock')).toEqual({ quantity: '1.5', unit: 'l', name: 'stock' });
    expect(splitIngredientLine('2 lbs. potatoes')).toEqual({ quantity: '2', unit: 'lbs', name: 'potatoes' });
    expect(splitIngredientLine('2-3 oz feta')).toEqual({ quantity: '2-3', unit: 'oz', name: 'feta' });
  });

  it('leaves a word that is not a known unit in the name, and a line without an amount whole', () => {
    expect(splitIngredientLine('3 large eggs')).toEqual({ quantity: '3', unit: '', name: 'large eggs' });
    expect(splitIngredientLine('2 cloves garlic')).toEqual({ quantity: '2', unit: '', name: 'cloves garlic' });
    expect(splitIngredientLine('Salt and pepper to taste')).toEqual({ quantity: '', unit: '', name: 'Salt and pepper to taste' });
    expect(splitIngredientLine('  1   cup   milk ')).toEqual({ quantity: '1', unit: 'cup', name: 'milk' });
  });

  it('reads other objects from their alternate field names', () => {
    expect(normalizeIngredient({ amount: 2, units: 'cup', ingredient: 'rice' })).toEqual({ quantity: '2', unit: 'cup', name: 'rice' });
    expect(normalizeIngredient({ qty: '1', measure: 'tsp', item: 'cumin' })).toEqual({ quantity: '1', unit: 'tsp', name: 'cumin' });
    expect(normalizeIngredient({ item: 'lemon' })).toEqual({ quantity: '', unit: '', name: 'lemon' });
  });

  it('drops what cannot be read as a line', () => {
    expect(normalizeIngredients(['2 eggs', 42, null, { quantity: '1' }, '   ', { name: 'sugar', quantity: 1 }])).toEqual([
      { quantity: '2', unit: '', name: 'eggs' },
      { quantity: '1', unit: '', name: 'sugar' },
    ]);
    expect(normalizeIngredients('2 eggs')).toEqual([]);
  });
});
