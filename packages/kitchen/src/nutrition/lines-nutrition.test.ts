import { describe, expect, it } from 'vitest';
import { nutritionOfLines } from './lines-nutrition';

describe('nutrition worked out from ingredient lines', () => {
  it('counts the foods the catalog knows, per serving', () => {
    const one = nutritionOfLines([{ quantity: '100', unit: 'g', name: 'butter' }], 1);
    expect(one.counted).toBe(1);
    // USDA: butter is about 717 kcal and 81 g fat per 100 g.
    expect(one.nutritionFacts.calories).toBeGreaterThan(650);
    expect(one.nutritionFacts.calories).toBeLessThan(780);
    expect(one.nutritionFacts.fat).toBeGreaterThan(70);
    const halved = nutritionOfLines([{ quantity: '100', unit: 'g', name: 'butter' }], 2);
    expect(halved.nutritionFacts.calories).toBeCloseTo(one.nutritionFacts.calories / 2, -1);
  });

  it('reads cups, counted foods and cans, and leaves unknown or unmeasured lines out', () => {
    const result = nutritionOfLines(
      [
        { quantity: '2', unit: 'cup', name: 'all-purpose flour' },
        { quantity: '2', unit: '', name: 'large eggs' },
        { quantity: '1', unit: '', name: '(14.5 oz) can diced tomatoes' },
        { quantity: '', unit: '', name: 'salt to taste' },
        { quantity: '3', unit: '', name: 'zorblax fronds' },
      ],
      4,
    );
    expect(result.lines).toBe(5);
    expect(result.counted).toBe(3);
    expect(result.nutritionFacts.calories).toBeGreaterThan(200);
    expect(result.nutritionFacts.carbs).toBeGreaterThan(40);
  });

  it('answers zeros when nothing can be counted, and stays within the recipe caps when a line is misread', () => {
    expect(nutritionOfLines([{ quantity: '', unit: '', name: 'love' }], 1).nutritionFacts).toMatchObject({ calories: 0, protein: 0, carbs: 0, fat: 0 });
    const huge = nutritionOfLines([{ quantity: '9000', unit: 'lb', name: 'butter' }], 1).nutritionFacts;
    expect(huge.calories).toBe(10_000);
    expect(huge.fat).toBe(1_000);
  });
});
