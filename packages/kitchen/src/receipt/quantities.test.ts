import { describe, expect, it } from 'vitest';
import { food } from '../catalog/catalog';
import { inventoryCategoryOf } from './inventory-category';
import { addQuantities, sameFood, toInventoryAmount } from './quantities';

describe('toInventoryAmount', () => {
  it.each([
    [1, 'gal', 3.79, 'l'],
    [0.5, 'gal', 1.89, 'l'],
    [1, 'qt', 0.95, 'l'],
    [1, 'pt', 473, 'ml'],
    [32, 'fl oz', 946, 'ml'],
    [75, 'cl', 750, 'ml'],
    [0.8264, 'kg', 0.826, 'kg'],
    [16, 'oz', 16, 'oz'],
    [500, 'g', 500, 'g'],
  ])('%s %s is %s %s', (quantity, unit, expected, expectedUnit) => {
    expect(toInventoryAmount(quantity, unit)).toEqual({ quantity: expected, unit: expectedUnit });
  });

  it('gives nothing for a unit the inventory cannot hold or an amount of nothing', () => {
    expect(toInventoryAmount(2, 'bunch')).toBeUndefined();
    expect(toInventoryAmount(0, 'kg')).toBeUndefined();
    expect(toInventoryAmount(Number.NaN, 'kg')).toBeUndefined();
  });
});

describe('addQuantities', () => {
  it('adds the same unit, and converts weights to weights and volumes to volumes in the existing unit', () => {
    expect(addQuantities({ quantity: 2, unit: 'pcs' }, { quantity: 3, unit: 'pcs' })).toEqual({ quantity: 5, unit: 'pcs' });
    expect(addQuantities({ quantity: 1, unit: 'kg' }, { quantity: 250, unit: 'g' })).toEqual({ quantity: 1.25, unit: 'kg' });
    expect(addQuantities({ quantity: 1, unit: 'lb' }, { quantity: 8, unit: 'oz' })).toEqual({ quantity: 1.5, unit: 'lb' });
    expect(addQuantities({ quantity: 500, unit: 'ml' }, { quantity: 1, unit: 'l' })).toEqual({ quantity: 1500, unit: 'ml' });
    expect(addQuantities({ quantity: 1, unit: 'cup' }, { quantity: 4, unit: 'tbsp' })).toEqual({ quantity: 1.25, unit: 'cup' });
    expect(addQuantities({ quantity: 1, unit: 'kg' }, { quantity: 1, unit: 'lb' })).toEqual({ quantity: 1.454, unit: 'kg' });
  });

  it('refuses units that do not meet: pieces and weights, weights and volumes', () => {
    expect(addQuantities({ quantity: 6, unit: 'pcs' }, { quantity: 1, unit: 'lb' })).toBeUndefined();
    expect(addQuantities({ quantity: 1, unit: 'l' }, { quantity: 1, unit: 'kg' })).toBeUndefined();
  });
});

describe('sameFood', () => {
  it('matches by catalog food, finding the food of a hand-typed name', () => {
    expect(sameFood({ name: 'Bananas', foodId: 'banana' }, { name: 'Organic bananas', foodId: 'banana' })).toBe(true);
    expect(sameFood({ name: 'bananas' }, { name: 'Bananas', foodId: 'banana' })).toBe(true);
    expect(sameFood({ name: 'Whole milk', foodId: 'milk' }, { name: '2% milk', foodId: 'low-fat-milk' })).toBe(false);
    expect(sameFood({ name: 'Apple juice' }, { name: 'Apples', foodId: 'apple' })).toBe(false);
  });

  it('matches foods the catalog lacks by their name', () => {
    expect(sameFood({ name: 'Honey nut cereal' }, { name: 'honey nut cereal' })).toBe(true);
    expect(sameFood({ name: 'Granola' }, { name: 'Cereal' })).toBe(false);
  });
});

describe('inventoryCategoryOf', () => {
  it.each([
    ['banana', 'Produce'],
    ['fresh-basil', 'Produce'],
    ['potato', 'Produce'],
    ['egg', 'Dairy'],
    ['butter', 'Dairy'],
    ['evaporated-milk', 'Dairy'],
    ['sandwich-bread', 'Grains & Bread'],
    ['long-grain-white-rice', 'Grains & Bread'],
    ['spaghetti', 'Grains & Bread'],
    ['all-purpose-flour', 'Grains & Bread'],
    ['rolled-oats', 'Grains & Bread'],
    ['salt', 'Spices & Seasonings'],
    ['dried-oregano', 'Spices & Seasonings'],
    ['bay-leaf', 'Spices & Seasonings'],
    ['chicken-breast', 'Other'],
    ['olive-oil', 'Other'],
    ['black-beans', 'Other'],
    ['frozen-peas', 'Other'],
    ['orange-juice', 'Other'],
  ])('%s is %s', (id, category) => {
    expect(inventoryCategoryOf(food(id))).toBe(category);
  });

  it('puts a food the catalog does not know in Other', () => {
    expect(inventoryCategoryOf(undefined)).toBe('Other');
  });
});
