import { describe, expect, it } from 'vitest';
import { mendLeadingAmount, mendNumbers, mendUnits, startsWithMisreadOne } from './ocr-slips';

describe('mendNumbers: numbers OCR wrote with letters', () => {
  it.each([
    ['2O0 g flour', '200 g flour'],
    ['1OO g bacon', '100 g bacon'],
    ['1O eggs', '10 eggs'],
    ['(2O0 g)', '(200 g)'],
    ['2O0g', '200g'],
    ['l/2 tsp', '1/2 tsp'],
    ['1/l', '1/1'],
    ['MILK 2.9O', 'MILK 2.90'],
    ['l.25 lb', '1.25 lb'],
    ['O,99', '0,99'],
    ['$l2.99', '$12.99'],
  ])('%s -> %s', (text, mended) => {
    expect(mendNumbers(text)).toBe(mended);
  });

  it.each(['Oil', 'Olive oil', 'lO', 'I love it', 'A1 sauce', '1.5l water', '2o', '10oz', '1lb', '3.00-', 'Oreo 10', 'lol 1'])('leaves %s alone', (text) => {
    expect(mendNumbers(text)).toBe(text);
  });
});

describe('mendUnits: units misread right after a number', () => {
  it.each([
    ['2.31 Ib', '2.31 lb'],
    ['1 |b', '1 lb'],
    ['2 1b beef', '2 lb beef'],
    ['3 Ibs', '3 lbs'],
    ['2Ib', '2lb'],
    ['2.31 IB', '2.31 LB'],
    ['@ 0.59/Ib', '@ 0.59/lb'],
    ['4.99/|b', '4.99/lb'],
    ['8 0z', '8 oz'],
    ['8 0Z', '8 OZ'],
    ['8 Oz', '8 oz'],
    ['1Oz', '1oz'],
    ['2 thsp', '2 tbsp'],
    ['2 tbps', '2 tbsp'],
    ['½ thsp', '½ tbsp'],
    ['1 tsn', '1 tsp'],
    ['1/2 lsp', '1/2 tsp'],
  ])('%s -> %s', (text, mended) => {
    expect(mendUnits(text)).toBe(mended);
  });

  it.each(['1 Ibiza', 'IBIZA SALT 4.99', 'Wizard of Oz cake', '1 cup Oz tea', 'SALT Ib', 'Ib', '21b beef', 'Vitamin B1b', '2 lbs', '12 OZ'])('leaves %s alone', (text) => {
    expect(mendUnits(text)).toBe(text);
  });
});

describe('mendLeadingAmount: the amount at the start of a recipe line', () => {
  it.each([
    ['l cup kimchi', '1 cup kimchi'],
    ['I 1/2 cups flour', '1 1/2 cups flour'],
    ['• l tbsp oil', '• 1 tbsp oil'],
    ['O.5 tsp salt', '0.5 tsp salt'],
    ['l Ib butter', '1 lb butter'],
    ['1 Ib ground beef', '1 lb ground beef'],
    ['8 0z cream cheese', '8 oz cream cheese'],
    ['2 thsp olive oil', '2 tbsp olive oil'],
    ['% cup sugar', '½ cup sugar'],
    ['Y2 cup milk', '½ cup milk'],
    ['V2 tsp salt', '½ tsp salt'],
    ['1 Y2 cups salsa', '1 ½ cups salsa'],
    ['1% cups flour', '1 ½ cups flour'],
    ['* %% cup butter, melted', '* ½ cup butter, melted'],
    ['« 1 tsp vanilla extract', '• 1 tsp vanilla extract'],
  ])('%s -> %s', (text, mended) => {
    expect(mendLeadingAmount(text)).toBe(mended);
  });

  it.each(['I love this', 'Add l tbsp', '2% milk', '1 cup 2% milk', 'Ibiza salt', 'Oz tea', '1.5l stock'])('leaves %s alone', (text) => {
    expect(mendLeadingAmount(text)).toBe(text);
  });
});

describe('startsWithMisreadOne: a one read as a bar or a letter before a unit or an amount', () => {
  it.each([
    ['| cup kimchi, chopped', true],
    ['l tbsp gochujang', true],
    ['I 1/2 cups flour', true],
    ['|½ tsp salt', true],
    ['| Ingredients |', false],
    ['I love this soup', false],
    ['|cup', false],
    ['lentils', false],
  ])('%s -> %s', (line, expected) => {
    expect(startsWithMisreadOne(line)).toBe(expected);
  });
});
