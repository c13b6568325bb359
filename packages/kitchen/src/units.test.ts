import { describe, expect, it } from 'vitest';
import { food } from './catalog/catalog';
import { amountFor, formatMinutes, formatQuantity, normalizeUnit, parseMinutes, parseQuantity, toGrams, unitLabel } from './units';

describe('parseQuantity', () => {
  it.each([
    ['2', 2],
    ['1 1/2', 1.5],
    ['1½', 1.5],
    ['½', 0.5],
    ['3/4', 0.75],
    ['0.25', 0.25],
    ['.5', 0.5],
    ['2-3', 3],
    ['2 to 3', 3],
    ['1 1/2 - 2', 2],
    ['a', 1],
    ['an', 1],
  ])('reads %s as %s', (text, value) => {
    expect(parseQuantity(text)).toBeCloseTo(value, 5);
  });

  it.each(['', 'to taste', 'some', '1/0'])('gives undefined for %j', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
  });

  it('passes numbers through', () => {
    expect(parseQuantity(2.5)).toBe(2.5);
    expect(parseQuantity(Number.NaN)).toBeUndefined();
  });
});

describe('normalizeUnit', () => {
  it.each([
    ['Tablespoons', 'tbsp'],
    ['tbsp.', 'tbsp'],
    ['T', 'tbsp'],
    ['t', 'tsp'],
    ['teaspoon', 'tsp'],
    ['cups', 'cup'],
    ['c', 'cup'],
    ['lbs', 'lb'],
    ['Pounds', 'lb'],
    ['ounces', 'oz'],
    ['grams', 'g'],
    ['millilitres', 'ml'],
    ['cloves', 'clove'],
    ['', ''],
  ])('%s -> %s', (text, unit) => {
    expect(normalizeUnit(text)).toBe(unit);
  });

  it('gives undefined for words that are not units', () => {
    expect(normalizeUnit('large')).toBeUndefined();
  });
});

describe('toGrams', () => {
  it('uses SR28 household weights', () => {
    expect(toGrams(1, 'cup', food('all-purpose-flour'))).toBeCloseTo(125, 0);
    expect(toGrams(2, 'tbsp', food('butter'))).toBeCloseTo(28.4, 1);
    expect(toGrams(3, '', food('egg'))).toBe(150);
    expect(toGrams(2, 'clove', food('garlic'))).toBe(6);
  });

  it('converts mass and metric volume', () => {
    expect(toGrams(1, 'lb', food('ground-beef'))).toBeCloseTo(453.6, 1);
    expect(toGrams(250, 'ml', food('milk'))).toBeCloseTo(257.8, 0);
    expect(toGrams(1, 'l', food('water'))).toBeCloseTo(1001.7, 0);
  });

  it('gives undefined when the catalog cannot tell', () => {
    expect(toGrams(1, 'cup', food('seitan'))).toBeUndefined();
  });
});

describe('formatQuantity', () => {
  it.each([
    [1.5, '1 1/2'],
    [0.34, '1/3'],
    [0.66, '2/3'],
    [2.96, '3'],
    [0.74, '3/4'],
    [0.02, '1/8'],
    [4, '4'],
  ])('%s -> %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });

  it('only uses the fractions allowed', () => {
    expect(formatQuantity(1.3, [1 / 2])).toBe('1 1/2');
    expect(formatQuantity(1.2, [1 / 2])).toBe('1');
  });
});

describe('amountFor (cook-friendly amounts)', () => {
  it('counts eggs whole', () => {
    expect(amountFor(food('egg'), 125)).toMatchObject({ quantity: '3', unit: '' });
    expect(amountFor(food('egg'), 20)).toMatchObject({ quantity: '1', unit: '' });
  });

  it('rounds garlic up to whole cloves', () => {
    expect(amountFor(food('garlic'), 5.1)).toMatchObject({ quantity: '2', unit: 'clove' });
  });

  it('halves onions but not eggs', () => {
    expect(amountFor(food('yellow-onion'), 60)).toMatchObject({ quantity: '1/2', unit: '' });
  });

  it('weighs meat in pounds and ounces', () => {
    expect(amountFor(food('ground-beef'), 560)).toMatchObject({ quantity: '1 1/4', unit: 'lb' });
    expect(amountFor(food('ground-beef'), 340)).toMatchObject({ quantity: '12', unit: 'oz' });
  });

  it('measures rice by the cup and spices by the spoon', () => {
    expect(amountFor(food('long-grain-white-rice'), 185)).toMatchObject({ quantity: '1', unit: 'cup' });
    expect(amountFor(food('long-grain-white-rice'), 60)).toMatchObject({ quantity: '1/3', unit: 'cup' });
    expect(amountFor(food('ground-cumin'), 4.2)).toMatchObject({ quantity: '2', unit: 'tsp' });
    expect(amountFor(food('olive-oil'), 27)).toMatchObject({ quantity: '2', unit: 'tbsp' });
    expect(amountFor(food('salt'), 0.2)).toMatchObject({ quantity: '1', unit: 'pinch' });
  });

  it('buys beans by the can when close to whole cans', () => {
    expect(amountFor(food('chickpeas'), 260)).toMatchObject({ quantity: '1', unit: 'can' });
    expect(amountFor(food('chickpeas'), 120)).toMatchObject({ unit: 'cup' });
  });

  it('reports the weight of the rounded amount so nutrition follows what the cook uses', () => {
    const amount = amountFor(food('egg'), 125);
    expect(amount.grams).toBe(150);
  });
});

describe('unitLabel', () => {
  it('pluralises word units but not abbreviations', () => {
    expect(unitLabel('cup', '2')).toBe('cups');
    expect(unitLabel('cup', '1/2')).toBe('cup');
    expect(unitLabel('clove', '3')).toBe('cloves');
    expect(unitLabel('pinch', '2')).toBe('pinches');
    expect(unitLabel('tbsp', '2')).toBe('tbsp');
    expect(unitLabel('lb', '1 1/2')).toBe('lb');
  });
});

describe('minutes', () => {
  it.each([
    ['20 minutes', 20],
    ['1 hour 10 minutes', 70],
    ['1.5 hours', 90],
    ['1-2 hours', 120],
    ['45', 45],
    ['PT45M', 45],
    ['PT1H5M', 65],
    ['10 mins', 10],
  ])('parses %s as %s', (text, minutes) => {
    expect(parseMinutes(text)).toBe(minutes);
  });

  it('gives undefined when there is no time', () => {
    expect(parseMinutes('Not specified')).toBeUndefined();
  });

  it.each([
    [45, '45 minutes'],
    [60, '1 hour'],
    [70, '1 hour 10 minutes'],
    [120, '2 hours'],
    [1, '1 minute'],
  ])('formats %s as %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});
