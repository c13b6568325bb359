import { describe, expect, it } from 'vitest';
import { groceryCategories, mergeIngredients, type IngredientLine } from './grocery-list';

/** An ingredient line as a cook (or an import) writes it: the whole text in the name. */
const written = (text: string): IngredientLine => ({ quantity: '', unit: '', name: text });
/** What the list shows of each item: name, amount, unit, and what to buy. */
const shown = (lines: IngredientLine[]) => mergeIngredients(lines).map(({ name, quantity, unit, aisle, suggestion }) => [name, quantity, unit, aisle, suggestion ?? '']);

describe('mergeIngredients: recipes combined into one list', () => {
  it('1. chili and onion soup: counts, cloves and to-taste lines add up by food', () => {
    expect(
      shown([
        { quantity: '1', unit: 'lb', name: 'ground beef', foodId: 'ground-beef' },
        { quantity: '1', unit: '', name: 'yellow onion, diced', foodId: 'yellow-onion' },
        { quantity: '2', unit: 'cloves', name: 'garlic, minced', foodId: 'garlic' },
        written('3 large yellow onions, thinly sliced'),
        written('4 garlic cloves'),
        written('Salt and pepper to taste'),
        { quantity: '', unit: '', name: 'salt, to taste', foodId: 'salt' },
      ]),
    ).toEqual([
      ['ground beef', 1, 'lb', 'Meat & Seafood', ''],
      ['yellow onions', 4, '', 'Produce', ''],
      ['garlic', 6, 'clove', 'Produce', '1 head'],
      ['salt', null, '', 'Spices & Seasonings', '1 jar'],
    ]);
  });

  it('2. a cake and an omelette: eggs by the dozen, flour by the bag, spices by the jar', () => {
    expect(
      shown([written('3 eggs'), written('2 cups all-purpose flour'), written('1 tsp ground cinnamon'), written('4 large eggs, beaten'), written('1/2 teaspoon cinnamon')]),
    ).toEqual([
      ['eggs', 7, '', 'Dairy & Eggs', '1 dozen'],
      ['all-purpose flour', 2, 'cup', 'Pantry', '2 lb bag'],
      ['ground cinnamon', 1.5, 'tsp', 'Spices & Seasonings', '1 jar'],
    ]);
  });

  it('3. volume and weight of the same food meet through its density', () => {
    // 1 cup butter (227 g) + 4 oz (113 g) = 340 g: about 3 sticks, bought as a pound.
    expect(shown([written('1 cup butter, softened'), written('4 oz unsalted butter')])).toEqual([['butter', 1.5, 'cup', 'Dairy & Eggs', '1 lb (4 sticks)']]);
  });

  it('3b. sticks and dozens are read as what they hold', () => {
    expect(shown([written('1 stick butter, melted'), written('2 tbsp butter'), written('1 dozen eggs'), written('2 eggs')])).toEqual([
      ['butter', 0.75, 'cup', 'Dairy & Eggs', '1 lb (4 sticks)'],
      ['eggs', 14, '', 'Dairy & Eggs', '2 dozen'],
    ]);
  });

  it('4. cans with their size in parentheses count as the food they hold', () => {
    expect(shown([written('2 (14.5 oz) cans diced tomatoes'), written('1 can diced tomatoes, undrained')])).toEqual([
      ['canned diced tomatoes', 3, 'can', 'Pantry', '3 cans (15 oz)'],
    ]);
  });

  it('5. ranges are bought at their top, and unicode and mixed fractions add', () => {
    expect(shown([written('2-3 carrots, peeled'), written('1½ cups milk'), written('1 1/2 cups whole milk')])).toEqual([
      ['carrots', 3, '', 'Produce', ''],
      ['milk', 3, 'cup', 'Dairy & Eggs', '1 quart'],
    ]);
  });

  it('6. a vegetable asked for by the cup is bought whole', () => {
    // 1 cup diced onion (160 g) + 1 onion (110 g) is 2.5 onions: buy 3.
    expect(shown([written('1 cup diced yellow onion'), written('1 yellow onion')])).toEqual([['yellow onions', 3, '', 'Produce', '']]);
  });

  it('7. meat by the piece and by weight meets in pounds', () => {
    // 2 chicken breasts (450 g) + 1 lb (454 g) = 904 g: 4 breasts, about 2 lb.
    expect(shown([written('2 boneless skinless chicken breasts'), written('1 lb chicken breast, cubed')])).toEqual([
      ['chicken breasts', 4, '', 'Meat & Seafood', 'about 2 lb'],
    ]);
  });

  it('8. a food the catalog does not know keeps its own name and unit, in Other', () => {
    expect(shown([written('2 tbsp gochujang-style mystery paste'), written('1 tbsp gochujang-style mystery paste')])).toEqual([
      ['gochujang-style mystery paste', 3, 'tbsp', 'Other', ''],
    ]);
  });

  it('9. fresh herbs are bought by the bunch however they are measured', () => {
    expect(shown([written('1 bunch fresh cilantro'), written('2 tbsp chopped fresh cilantro'), written('1/2 cup fresh basil leaves, torn'), written('1 cup packed basil')])).toEqual([
      ['fresh cilantro', 1, 'bunch', 'Produce', '1 bunch'],
      ['fresh basil', 2, 'bunch', 'Produce', '2 bunches'],
    ]);
  });

  it('9b. measures that cannot be converted stay side by side', () => {
    expect(shown([written('1 cup house spice paste'), written('2 oz house spice paste'), written('1 jar house spice paste')])).toEqual([
      ['house spice paste', 1, 'cup', 'Other', ''],
      ['house spice paste', 2, 'oz', 'Other', ''],
      ['house spice paste', 1, 'jar', 'Other', ''],
    ]);
  });

  it('10. oil and broth from three recipes: spoons and cups add into what a shop sells', () => {
    expect(
      shown([written('2 tablespoons olive oil'), written('1/4 cup extra-virgin olive oil'), written('3 cups chicken broth'), written('2 c. chicken stock'), written('1 Tbsp olive oil')]),
    ).toEqual([
      ['olive oil', 0.5, 'cup', 'Pantry', '1 bottle (16.9 oz)'],
      ['chicken broth', 5, 'cup', 'Pantry', '2 cartons (32 oz)'],
    ]);
  });
});

describe('groceryCategories', () => {
  const lines = [written('1 lb ground beef'), written('2 eggs'), written('1 tsp ground cumin'), written('1 red bell pepper'), written('1 cup long-grain white rice')];

  it('a premium list walks the store: aisles in a fixed order, each packaged item with what to buy', () => {
    const categories = groceryCategories(lines, { bySection: true });
    expect(categories.map((category) => category.name)).toEqual(['Produce', 'Meat & Seafood', 'Dairy & Eggs', 'Pantry', 'Spices & Seasonings']);
    // Loose produce and meat by weight are bought as listed; the rest comes in packages.
    expect(categories.flatMap((category) => category.items).map((item) => [item.name, item.suggestion ?? ''])).toEqual([
      ['red bell pepper', ''],
      ['ground beef', ''],
      ['eggs', 'half dozen'],
      ['long-grain white rice', '2 lb bag'],
      ['ground cumin', '1 jar'],
    ]);
  });

  it('a free list has the same items in one section, without purchase suggestions', () => {
    const categories = groceryCategories(lines, { bySection: false });
    expect(categories.map((category) => category.name)).toEqual(['Shopping List']);
    expect(categories[0]?.items.map((item) => item.name)).toEqual(['ground beef', 'eggs', 'ground cumin', 'red bell pepper', 'long-grain white rice']);
    expect(categories[0]?.items.some((item) => 'suggestion' in item)).toBe(false);
  });

  it('an empty recipe list makes an empty list', () => {
    expect(groceryCategories([], { bySection: true })).toEqual([]);
  });
});
