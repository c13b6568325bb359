import { describe, expect, it } from 'vitest';
import { UNITS } from '../units';
import { SHOPPING_UNIT_NAMES } from './line-units';
import { parseIngredientLine, type ParsedIngredient } from './parse-line';

/** An expected parse; toTaste and optional are false unless given. */
type Expected = Omit<ParsedIngredient, 'toTaste' | 'optional'> & Partial<Pick<ParsedIngredient, 'toTaste' | 'optional'>>;

function parsed(expected: Expected): ParsedIngredient {
  return { toTaste: false, optional: false, ...expected };
}

describe('parseIngredientLine', () => {
  describe('numbers: whole, decimal, fraction, mixed, unicode and the fraction slash', () => {
    it.each<[string, Expected]>([
      ['3 eggs', { quantity: 3, unit: '', name: 'eggs' }],
      ['12 saltine crackers', { quantity: 12, unit: '', name: 'saltine crackers' }],
      ['0.5 kg waxy potatoes', { quantity: 0.5, unit: 'kg', name: 'waxy potatoes' }],
      ['.25 cup maple syrup', { quantity: 0.25, unit: 'cup', name: 'maple syrup' }],
      ['3/4 cup rolled oats', { quantity: 0.75, unit: 'cup', name: 'rolled oats' }],
      ['2 1/4 cups bread flour', { quantity: 2.25, unit: 'cup', name: 'bread flour' }],
      ['¾ tsp baking soda', { quantity: 0.75, unit: 'tsp', name: 'baking soda' }],
      ['2½ cups whole milk', { quantity: 2.5, unit: 'cup', name: 'whole milk' }],
      ['1 ¼ pounds ground turkey', { quantity: 1.25, unit: 'lb', name: 'ground turkey' }],
      ['1⁄3 cup honey', { quantity: 1 / 3, unit: 'cup', name: 'honey' }],
      ['1 1⁄2 tsp vanilla extract', { quantity: 1.5, unit: 'tsp', name: 'vanilla extract' }],
      ['1-1/2 cups shredded mozzarella', { quantity: 1.5, unit: 'cup', name: 'mozzarella', preparation: 'shredded' }],
      ['1 1/2 lb. flank steak', { quantity: 1.5, unit: 'lb', name: 'flank steak' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('ranges', () => {
    it.each<[string, Expected]>([
      ['3-4 cloves garlic, smashed', { quantity: 3, quantityMax: 4, unit: 'clove', name: 'garlic', preparation: 'smashed' }],
      ['2 to 3 tablespoons lime juice', { quantity: 2, quantityMax: 3, unit: 'tbsp', name: 'lime juice' }],
      ['5 or 6 basil leaves, torn', { quantity: 5, quantityMax: 6, unit: '', name: 'basil leaves', preparation: 'torn' }],
      ['1/3-1/2 cup chicken stock', { quantity: 1 / 3, quantityMax: 0.5, unit: 'cup', name: 'chicken stock' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('number words', () => {
    it.each<[string, Expected]>([
      ['one bay leaf', { quantity: 1, unit: '', name: 'bay leaf' }],
      ['two large carrots, peeled and diced', { quantity: 2, unit: '', size: 'large', name: 'carrots', preparation: 'peeled and diced' }],
      ['a dozen eggs', { quantity: 1, unit: 'dozen', name: 'eggs' }],
      ['an onion, quartered', { quantity: 1, unit: '', name: 'onion', preparation: 'quartered' }],
      ['a pinch of saffron threads', { quantity: 1, unit: 'pinch', name: 'saffron threads' }],
      ['half a lemon, juiced', { quantity: 0.5, unit: '', name: 'lemon', preparation: 'juiced' }],
      ['2 dozen clams, scrubbed', { quantity: 2, unit: 'dozen', name: 'clams', preparation: 'scrubbed' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('units written many ways', () => {
    it.each<[string, Expected]>([
      ['1 Tbsp olive oil', { quantity: 1, unit: 'tbsp', name: 'olive oil' }],
      ['1 T soy sauce', { quantity: 1, unit: 'tbsp', name: 'soy sauce' }],
      ['1 t ground cumin', { quantity: 1, unit: 'tsp', name: 'ground cumin' }],
      ['3 tablespoons unsalted butter, melted', { quantity: 3, unit: 'tbsp', name: 'unsalted butter', preparation: 'melted' }],
      ['1 c. buttermilk', { quantity: 1, unit: 'cup', name: 'buttermilk' }],
      ['2 lbs. boneless pork shoulder', { quantity: 2, unit: 'lb', name: 'boneless pork shoulder' }],
      ['8 oz. cremini mushrooms, sliced', { quantity: 8, unit: 'oz', name: 'cremini mushrooms', preparation: 'sliced' }],
      ['4 fl. oz dry sherry', { quantity: 4, unit: 'fl oz', name: 'dry sherry' }],
      ['250 g ricotta', { quantity: 250, unit: 'g', name: 'ricotta' }],
      ['1.5 kilograms beef chuck, cut into 2-inch cubes', { quantity: 1.5, unit: 'kg', name: 'beef chuck', preparation: 'cut into 2-inch cubes' }],
      ['100 ml double cream', { quantity: 100, unit: 'ml', name: 'double cream' }],
      ['3 Cups Sugar', { quantity: 3, unit: 'cup', name: 'Sugar' }],
      ['1 stick butter, at room temperature', { quantity: 1, unit: 'stick', name: 'butter', comment: 'at room temperature' }],
      ['2 quarts vegetable broth', { quantity: 2, unit: 'qt', name: 'vegetable broth' }],
      ['1 pint heavy cream', { quantity: 1, unit: 'pt', name: 'heavy cream' }],
      ['1 gallon water', { quantity: 1, unit: 'gal', name: 'water' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('package sizes', () => {
    it.each<[string, Expected]>([
      ['2 (15 oz) cans black beans, drained and rinsed', { quantity: 2, unit: 'can', packageSize: { quantity: 15, unit: 'oz' }, name: 'black beans', preparation: 'drained and rinsed' }],
      ['1 (8-ounce) package cream cheese, softened', { quantity: 1, unit: 'package', packageSize: { quantity: 8, unit: 'oz' }, name: 'cream cheese', preparation: 'softened' }],
      ['1 can (13.5 oz) coconut milk', { quantity: 1, unit: 'can', packageSize: { quantity: 13.5, unit: 'oz' }, name: 'coconut milk' }],
      ['2 x 400g tins chopped tomatoes', { quantity: 2, unit: 'can', packageSize: { quantity: 400, unit: 'g' }, name: 'chopped tomatoes' }],
      ['One 14-ounce can artichoke hearts, drained', { quantity: 1, unit: 'can', packageSize: { quantity: 14, unit: 'oz' }, name: 'artichoke hearts', preparation: 'drained' }],
      ['3 jars (12 oz each) roasted red peppers', { quantity: 3, unit: 'jar', packageSize: { quantity: 12, unit: 'oz' }, name: 'roasted red peppers' }],
      ['1 bag (10 oz) baby spinach', { quantity: 1, unit: 'bag', packageSize: { quantity: 10, unit: 'oz' }, name: 'baby spinach' }],
      ['2 cans (28 oz) crushed tomatoes', { quantity: 2, unit: 'can', packageSize: { quantity: 28, unit: 'oz' }, name: 'crushed tomatoes' }],
      ['4 salmon fillets (6 oz each), skin on', { quantity: 4, unit: '', packageSize: { quantity: 6, unit: 'oz' }, name: 'salmon fillets', comment: 'skin on' }],
      // One counted food with its weight beside it: that is its size.
      ['1 eggplant (about 1 pound)', { quantity: 1, unit: '', packageSize: { quantity: 1, unit: 'lb' }, name: 'eggplant' }],
      // Beside several it is as often their total, and "total" says so: a comment.
      ['4 carrots (about 1 pound)', { quantity: 4, unit: '', name: 'carrots', comment: 'about 1 pound' }],
      ['1 head cauliflower (2 pounds total)', { quantity: 1, unit: 'head', name: 'cauliflower', comment: '2 pounds total' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('sizes are never units', () => {
    it.each<[string, Expected]>([
      ['2 medium zucchini, halved lengthwise and sliced', { quantity: 2, unit: '', size: 'medium', name: 'zucchini', preparation: 'halved lengthwise and sliced' }],
      ['1 large red onion, finely chopped', { quantity: 1, unit: '', size: 'large', name: 'red onion', preparation: 'finely chopped' }],
      ['3 small shallots, minced', { quantity: 3, unit: '', size: 'small', name: 'shallots', preparation: 'minced' }],
      ['1 extra-large egg, beaten', { quantity: 1, unit: '', size: 'extra-large', name: 'egg', preparation: 'beaten' }],
      ['4 medium-size tomatoes, cored', { quantity: 4, unit: '', size: 'medium', name: 'tomatoes', preparation: 'cored' }],
      ['1 small handful fresh mint leaves', { quantity: 1, unit: 'handful', size: 'small', sizeOfUnit: true, name: 'fresh mint leaves' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('units after the food and units without a number', () => {
    it.each<[string, Expected]>([
      ['2 celery ribs, diced', { quantity: 2, unit: 'stalk', name: 'celery', preparation: 'diced' }],
      ['6 garlic cloves, peeled', { quantity: 6, unit: 'clove', name: 'garlic', preparation: 'peeled' }],
      ['1 bunch cilantro, stems removed', { quantity: 1, unit: 'bunch', name: 'cilantro', comment: 'stems removed' }],
      ['2 sprigs fresh thyme', { quantity: 2, unit: 'sprig', name: 'fresh thyme' }],
      ['1 head cauliflower, cut into florets', { quantity: 1, unit: 'head', name: 'cauliflower', preparation: 'cut into florets' }],
      ['Pinch of nutmeg', { quantity: null, unit: 'pinch', name: 'nutmeg' }],
      ['Dash hot sauce', { quantity: null, unit: 'dash', name: 'hot sauce' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('to taste, no quantity, comments and preparation', () => {
    it.each<[string, Expected]>([
      ['Salt to taste', { quantity: null, unit: '', name: 'Salt', comment: 'to taste', toTaste: true }],
      ['Salt and freshly ground black pepper', { quantity: null, unit: '', name: 'Salt and black pepper', preparation: 'freshly ground' }],
      ['Kosher salt and pepper, to taste', { quantity: null, unit: '', name: 'Kosher salt and pepper', comment: 'to taste', toTaste: true }],
      ['Olive oil, for drizzling', { quantity: null, unit: '', name: 'Olive oil', comment: 'for drizzling' }],
      ['Vegetable oil, for deep-frying (about 6 cups)', { quantity: null, unit: '', name: 'Vegetable oil', comment: 'for deep-frying (about 6 cups)' }],
      ['1 teaspoon red pepper flakes, or more to taste', { quantity: 1, unit: 'tsp', name: 'red pepper flakes', comment: 'or more to taste', toTaste: true }],
      ['Fresh parsley, chopped, for garnish', { quantity: null, unit: '', name: 'Fresh parsley', preparation: 'chopped', comment: 'for garnish' }],
      ['1/4 cup toasted pine nuts (optional)', { quantity: 0.25, unit: 'cup', name: 'toasted pine nuts', comment: 'optional', optional: true }],
      ['2 tablespoons capers, rinsed (optional)', { quantity: 2, unit: 'tbsp', name: 'capers', preparation: 'rinsed', comment: 'optional', optional: true }],
      ['Optional: 1 jalapeño, seeded and minced', { quantity: 1, unit: '', name: 'jalapeño', preparation: 'seeded and minced', comment: 'optional', optional: true }],
      ['1 cup packed light brown sugar', { quantity: 1, unit: 'cup', name: 'light brown sugar', preparation: 'packed' }],
      ['1/2 cup finely chopped walnuts', { quantity: 0.5, unit: 'cup', name: 'walnuts', preparation: 'finely chopped' }],
      ['1 ripe avocado, pitted, peeled and diced', { quantity: 1, unit: '', name: 'ripe avocado', preparation: 'pitted, peeled and diced' }],
      ['1 lemon, cut into wedges, for serving', { quantity: 1, unit: '', name: 'lemon', preparation: 'cut into wedges', comment: 'for serving' }],
      ['3 boneless, skinless chicken breasts (about 1 1/2 pounds)', { quantity: 3, unit: '', name: 'boneless skinless chicken breasts', comment: 'about 1 1/2 pounds' }],
      ['1 (3-inch) cinnamon stick', { quantity: 1, unit: '', name: 'cinnamon stick', comment: '3-inch' }],
      ['6 cups fresh spinach (about 5 ounces)', { quantity: 6, unit: 'cup', name: 'fresh spinach', comment: 'about 5 ounces' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('amount qualifiers, second amounts and the food named first', () => {
    it.each<[string, Expected]>([
      ['About 1 cup warm water', { quantity: 1, unit: 'cup', name: 'warm water', comment: 'about' }],
      ['Up to 2 tablespoons milk', { quantity: 2, unit: 'tbsp', name: 'milk', comment: 'up to' }],
      ['1 scant teaspoon fine sea salt', { quantity: 1, unit: 'tsp', name: 'fine sea salt', comment: 'scant' }],
      ['2 heaping tablespoons cocoa powder', { quantity: 2, unit: 'tbsp', name: 'cocoa powder', comment: 'heaping' }],
      ['1 tablespoon plus 2 teaspoons cornstarch', { quantity: 1, unit: 'tbsp', name: 'cornstarch', comment: 'plus 2 teaspoons' }],
      ['200g/7oz dark chocolate, chopped', { quantity: 200, unit: 'g', name: 'dark chocolate', preparation: 'chopped', comment: '7oz' }],
      ['1 cup (240 ml) whole milk', { quantity: 1, unit: 'cup', name: 'whole milk', comment: '240 ml' }],
      ['Juice of 2 limes', { quantity: 2, unit: '', name: 'limes', preparation: 'juice of' }],
      ['Zest of 1 orange, finely grated', { quantity: 1, unit: '', name: 'orange', preparation: 'zest of, finely grated' }],
      ['Flour, 2 cups', { quantity: 2, unit: 'cup', name: 'Flour' }],
      ['Granulated sugar 1/2 cup (100 grams)', { quantity: 0.5, unit: 'cup', name: 'Granulated sugar', comment: '100 grams' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('bullets and spacing', () => {
    it.each<[string, Expected]>([
      ['• 2 cups cooked white rice', { quantity: 2, unit: 'cup', name: 'cooked white rice' }],
      ['- 1 tsp dried thyme', { quantity: 1, unit: 'tsp', name: 'dried thyme' }],
      ['* 3 scallions, thinly sliced', { quantity: 3, unit: '', name: 'scallions', preparation: 'thinly sliced' }],
      ['1   cup    frozen    peas', { quantity: 1, unit: 'cup', name: 'frozen peas' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('second amounts, parts, racks and preparations after a comma', () => {
    it.each<[string, Expected]>([
      ['1 cup + 2 tbsp flour', { quantity: 1, unit: 'cup', name: 'flour', comment: '+ 2 tbsp' }],
      ['1 lb. 8 oz. chicken thighs', { quantity: 1.5, unit: 'lb', name: 'chicken thighs' }],
      ['zest 1 lemon', { quantity: 1, unit: '', name: 'lemon', preparation: 'zest' }],
      ['2 racks baby back ribs', { quantity: 2, unit: 'rack', name: 'baby back ribs' }],
      ['1/4 of a red onion', { quantity: 0.25, unit: '', name: 'red onion' }],
      ['1 (1-pound) loaf day-old country bread', { quantity: 1, unit: 'loaf', packageSize: { quantity: 1, unit: 'lb' }, name: 'day-old country bread' }],
      ['1 vanilla bean, split lengthwise', { quantity: 1, unit: '', name: 'vanilla bean', preparation: 'split lengthwise' }],
      ['2 cups split peas', { quantity: 2, unit: 'cup', name: 'split peas' }],
      ['1 lemon, zested, then cut into wedges', { quantity: 1, unit: '', name: 'lemon', preparation: 'zested, then cut into wedges' }],
      ['1/4 cup toasted, peeled, and crushed hazelnuts', { quantity: 0.25, unit: 'cup', name: 'hazelnuts', preparation: 'toasted, peeled, and crushed' }],
      ['1 cup each chopped carrots and celery', { quantity: 1, unit: 'cup', name: 'carrots and celery', preparation: 'chopped' }],
      ['1 ½ – 2 cups water', { quantity: 1.5, quantityMax: 2, unit: 'cup', name: 'water' }],
      ['Handful of flat-leaf parsley, roughly chopped', { quantity: null, unit: 'handful', name: 'flat-leaf parsley', preparation: 'roughly chopped' }],
      ['Garnish: toasted sesame seeds', { quantity: null, unit: '', name: 'toasted sesame seeds', comment: 'garnish' }],
      ['Soft herbs: dill, chives or tarragon', { quantity: null, unit: '', name: 'Soft herbs', comment: 'dill, chives or tarragon' }],
      ['2 cups mixed greens —arugula or frisée', { quantity: 2, unit: 'cup', name: 'mixed greens', comment: 'arugula or frisée' }],
      ['1kg/2lb 4oz floury potatoes, peeled', { quantity: 1, unit: 'kg', name: 'floury potatoes', preparation: 'peeled', comment: '2lb 4oz' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('lines that are barely ingredients', () => {
    it.each<[string, Expected]>([
      ['', { quantity: null, unit: '', name: '' }],
      ['2 cups', { quantity: 2, unit: 'cup', name: '' }],
      ['6 cloves', { quantity: 6, unit: '', name: 'cloves' }],
      ['3 large', { quantity: 3, unit: '', size: 'large', name: '' }],
      ['1/0 cup flour', { quantity: null, unit: '', name: '1/0 cup flour' }],
      ['2\u0000 cups\u0007 flour\u200b', { quantity: 2, unit: 'cup', name: 'flour' }],
    ])('%j', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  describe('a size before a loose measure is the measure\'s, never the food\'s', () => {
    it.each<[string, Expected]>([
      ['1 big handful holy basil', { quantity: 1, unit: 'handful', size: 'large', sizeOfUnit: true, name: 'holy basil' }],
      ['a small pinch of saffron', { quantity: 1, unit: 'pinch', size: 'small', sizeOfUnit: true, name: 'saffron' }],
      ['Large bunch basil', { quantity: null, unit: 'bunch', size: 'large', sizeOfUnit: true, name: 'basil' }],
      ['2 small handfuls of spinach', { quantity: 2, unit: 'handful', size: 'small', sizeOfUnit: true, name: 'spinach' }],
      ['2 large sprigs rosemary', { quantity: 2, unit: 'sprig', size: 'large', sizeOfUnit: true, name: 'rosemary' }],
      ['a big splash of soy sauce', { quantity: 1, unit: 'splash', size: 'large', sizeOfUnit: true, name: 'soy sauce' }],
      ['1 large knob butter', { quantity: 1, unit: 'knob', size: 'large', sizeOfUnit: true, name: 'butter' }],
      ['a glug of olive oil', { quantity: 1, unit: 'glug', name: 'olive oil' }],
      ['2 big glugs of white wine', { quantity: 2, unit: 'glug', size: 'large', sizeOfUnit: true, name: 'white wine' }],
      // A size with no unit, or before a counted unit, stays where it was.
      ['2 large onions', { quantity: 2, unit: '', size: 'large', name: 'onions' }],
      ['2 large cloves garlic', { quantity: 2, unit: 'clove', size: 'large', name: 'garlic' }],
    ])('%s', (line, expected) => {
      expect(parseIngredientLine(line)).toEqual(parsed(expected));
    });
  });

  it('gives units only from UNITS or the shopping units, never a size word', () => {
    const shopping = SHOPPING_UNIT_NAMES;
    expect(shopping).toEqual(expect.arrayContaining(['qt', 'pt', 'gal', 'package', 'jar', 'bottle', 'box', 'bag', 'stick', 'container', 'dozen']));
    const lines = ['2 large eggs', '1 medium onion', '3 small potatoes', '1 extra-large egg', '2 quarts milk', '1 jar salsa', '3 sticks butter', '1 loaf bread', '2 boxes pasta', '1 bottle red wine'];
    for (const line of lines) {
      const { unit } = parseIngredientLine(line);
      expect([...UNITS, ...shopping], line).toContain(unit);
      expect(['small', 'medium', 'large', 'extra-large'], line).not.toContain(unit);
    }
  });

  it('reads hostile 10,000-character lines without throwing', () => {
    const hostile = ['1/2-'.repeat(2500), '('.repeat(10_000), 'a, '.repeat(3334), 'x 1 large . '.repeat(834), '½¼'.repeat(5000), '\u0000\u001f'.repeat(5000)];
    for (const line of hostile) {
      const result = parseIngredientLine(line);
      expect(typeof result.name).toBe('string');
      expect(result.quantity === null || Number.isFinite(result.quantity)).toBe(true);
    }
    expect(parseIngredientLine(`2 cups flour${' '.repeat(10_000)}`)).toEqual(parsed({ quantity: 2, unit: 'cup', name: 'flour' }));
  });

  it('reads input that is not a string as an empty line', () => {
    expect(parseIngredientLine(undefined as unknown as string)).toEqual(parsed({ quantity: null, unit: '', name: '' }));
  });
});
