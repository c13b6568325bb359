import { describe, expect, it } from 'vitest';
import { importedRecipeSchema, type ImportedRecipe } from '@sous/contract/recipe-import';
import * as pages from './fixtures/pages';
import { readRecipePage } from './read-recipe-page';

type Line = [quantity: string, unit: string, name: string];

function recipe(
  sourceUrl: string,
  expected: { name: string; description?: string; servings?: number; prepTime?: string; cookTime?: string; ingredients: Line[]; instructions: string[]; tags: string[] },
): ImportedRecipe {
  return {
    name: expected.name,
    description: expected.description ?? '',
    servings: expected.servings ?? 1,
    prepTime: expected.prepTime ?? '',
    cookTime: expected.cookTime ?? '',
    ingredients: expected.ingredients.map(([quantity, unit, name]) => ({ quantity, unit, name })),
    instructions: expected.instructions,
    tags: expected.tags,
    sourceUrl,
  };
}

/** What `run` gives and the CPU milliseconds it takes: the machine is shared, so wall time says little. */
function timed<T>(run: () => T): { value: T; ms: number } {
  const start = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(start);
  return { value, ms: (used.user + used.system) / 1000 };
}

/** Every string of a recipe, to check none of them carries markup. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const CASES: [string, string, ImportedRecipe][] = [
  [
    'JSON_LD_BASIC',
    pages.JSON_LD_BASIC,
    recipe('https://example.com/json_ld_basic', {
      name: 'Lemon Ricotta Pancakes',
      description: 'Light, tangy pancakes for a slow Sunday.',
      servings: 4,
      prepTime: '10 minutes',
      cookTime: '20 minutes',
      ingredients: [
        ['1 1/2', 'cup', 'all-purpose flour'],
        ['2', 'tbsp', 'sugar'],
        ['2', 'tsp', 'baking powder'],
        ['1', 'cup', 'whole-milk ricotta'],
        ['3', '', 'eggs'],
        ['3/4', 'cup', 'milk'],
        ['', '', 'Zest of 1 lemon'],
        ['', '', 'Butter, for the pan'],
      ],
      instructions: [
        'Whisk the flour, sugar and baking powder in a bowl.',
        'Whisk the ricotta, eggs, milk & lemon zest, then fold into the dry ingredients.',
        'Cook ¼-cup scoops in a buttered pan over medium heat, 2 to 3 minutes a side.',
      ],
      tags: ['Breakfast', 'American', 'Pancakes', 'Ricotta', 'Brunch'],
    }),
  ],
  [
    'JSON_LD_GRAPH',
    pages.JSON_LD_GRAPH,
    recipe('https://example.com/json_ld_graph', {
      name: 'Red Lentil Dal',
      servings: 6,
      prepTime: '5 minutes',
      cookTime: '35 minutes',
      ingredients: [
        ['1', 'cup', 'red lentils, rinsed'],
        ['3', 'cup', 'water'],
        ['1', 'tsp', 'ground turmeric'],
        ['2', 'tbsp', 'coconut oil'],
        ['1', 'tsp', 'cumin seeds'],
        ['1', '', 'onion, finely chopped'],
        ['3', '', 'garlic cloves, minced'],
        ['', '', 'Salt, to taste'],
      ],
      instructions: [
        'Simmer the lentils with the water and turmeric for 25 minutes, until soft.',
        'Heat the oil, add the cumin seeds and let them sizzle.',
        'Add the onion and garlic and fry until golden.',
        'Stir the tadka into the lentils and season with salt.',
      ],
      tags: ['Indian', 'Vegan', 'Gluten-Free'],
    }),
  ],
  [
    'JSON_LD_ARRAY_STRING_STEPS',
    pages.JSON_LD_ARRAY_STRING_STEPS,
    recipe('https://example.com/json_ld_array_string_steps', {
      name: 'No-Knead Bread',
      prepTime: '15 minutes',
      cookTime: '45 minutes',
      ingredients: [
        ['3', 'cup', 'bread flour'],
        ['1 1/2', 'tsp', 'salt'],
        ['1/4', 'tsp', 'instant yeast'],
        ['1 1/2', 'cup', 'warm water'],
      ],
      instructions: [
        'Mix the flour, salt, yeast and water into a shaggy dough.',
        'Cover and leave at room temperature for 12 to 18 hours.',
        'Shape into a ball and bake in a preheated Dutch oven at 450°F, 30 minutes covered and 15 uncovered.',
      ],
      tags: [],
    }),
  ],
  [
    'JSON_LD_HOSTILE',
    pages.JSON_LD_HOSTILE,
    recipe('https://example.com/json_ld_hostile', {
      name: 'Best Brownies ever',
      description: 'Fudgy & rich.',
      servings: 16,
      ingredients: [
        ['1/2', 'cup', 'butter, melted'],
        ['1', 'cup', 'sugar'],
        ['2', '', 'eggs'],
        ['1/3', 'cup', 'cocoa powder'],
        ['1/2', 'cup', 'flour'],
        ['1/4', 'tsp', 'salt'],
      ],
      instructions: [
        'Heat the oven to 350°F.',
        'Mix everything and spread in a lined 8-inch pan.',
        'Bake 25 minutes.',
      ],
      tags: [],
    }),
  ],
  [
    'MAIN_ENTITY',
    pages.MAIN_ENTITY,
    recipe('https://example.com/main_entity', {
      name: 'Iced Matcha Latte',
      ingredients: [
        ['1', 'tsp', 'matcha powder'],
        ['2', 'tbsp', 'hot water'],
        ['1', 'cup', 'cold milk'],
        ['', '', 'Ice'],
      ],
      instructions: [
        'Whisk the matcha with the hot water until smooth.',
        'Pour over ice and milk.',
      ],
      tags: [],
    }),
  ],
  [
    'MICRODATA',
    pages.MICRODATA,
    recipe('https://example.com/microdata', {
      name: 'Classic Guacamole',
      description: 'Chunky, bright and ready in ten minutes.',
      servings: 4,
      prepTime: '10 minutes',
      ingredients: [
        ['3', '', 'ripe avocados'],
        ['1/2', '', 'small onion, finely chopped'],
        ['1', '', 'jalapeño, minced'],
        ['2', 'tbsp', 'chopped cilantro'],
        ['', '', 'Juice of 1 lime'],
        ['1/2', 'tsp', 'salt'],
      ],
      instructions: [
        'Mash the avocados in a bowl.',
        'Stir in the onion, jalapeño, cilantro, lime juice and salt.',
        'Taste, adjust and serve at once.',
      ],
      tags: ['Mexican'],
    }),
  ],
  [
    'TEXT_ONLY',
    pages.TEXT_ONLY,
    recipe('https://example.com/text_only', {
      name: 'Weeknight Chicken Fajitas',
      servings: 4,
      prepTime: '15 minutes',
      cookTime: '15 minutes',
      ingredients: [
        ['1 1/2', 'lb', 'chicken breasts, sliced into strips'],
        ['2', 'tbsp', 'olive oil'],
        ['1', 'tbsp', 'chili powder'],
        ['1', 'tsp', 'ground cumin'],
        ['2', '', 'bell peppers, sliced'],
        ['1', '', 'onion, sliced'],
        ['8', '', 'flour tortillas'],
      ],
      instructions: [
        'Toss the chicken with half the oil and the spices.',
        'Sear the chicken in a very hot skillet for 6 to 8 minutes; set aside.',
        'Cook the peppers and onion in the rest of the oil until charred, then return the chicken.',
        'Serve in warm tortillas.',
      ],
      tags: [],
    }),
  ],
  [
    'EMPTY_DATA_TEXT_RECIPE',
    pages.EMPTY_DATA_TEXT_RECIPE,
    recipe('https://example.com/empty_data_text_recipe', {
      name: 'Tomato Soup',
      ingredients: [
        ['2', 'tbsp', 'butter'],
        ['1', '', 'onion, chopped'],
        ['1', 'can', 'whole tomatoes (28 oz)'],
        ['2', 'cup', 'vegetable stock'],
      ],
      instructions: [
        'Soften the onion in the butter for 8 minutes.',
        'Add the tomatoes and stock, simmer 20 minutes and blend until smooth.',
      ],
      tags: [],
    }),
  ],

];

describe('readRecipePage', () => {
  it.each(CASES)('%s', (id, html, expected) => {
    const read = readRecipePage(html, `https://example.com/${id.toLowerCase()}`);
    expect(read).toEqual(expected);
    expect(importedRecipeSchema.safeParse(read).success).toBe(true);
  });

  it('gives null for a page without a recipe', () => {
    expect(readRecipePage(pages.NO_RECIPE, 'https://example.com/tools')).toBeNull();
    expect(readRecipePage('', 'https://example.com/')).toBeNull();
    expect(readRecipePage('<html><body><p>Hello</p></body></html>', 'https://example.com/')).toBeNull();
    expect(readRecipePage('not html at all { "@type": "Recipe" }', 'https://example.com/')).toBeNull();
  });

  it('shows script and markup from the data as text at most, never as HTML', () => {
    const read = readRecipePage(pages.JSON_LD_HOSTILE, 'https://example.com/brownies');
    expect(read?.name).toBe('Best Brownies ever');
    for (const text of strings(read)) {
      expect(text).not.toMatch(/<\s*\/?\s*[a-z!]/i);
      expect(text).not.toMatch(/&(?:lt|gt|amp|#\d+);/);
    }
  });

  it('survives broken markup: unclosed tags, comments and scripts, stray brackets', () => {
    for (const html of [
      '<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="recipeIngredient">2 eggs',
      '<script type="application/ld+json">{"@type":"Recipe","recipeIngredient":["1 egg"]',
      '<!-- never closed <h2>Ingredients</h2><ul><li>1 egg</li></ul>',
      '<h2>Ingredients</h2><ul><li>1 < 2 eggs<li>3 > 2 cups milk<li>Whisk < and > bake.</ul><h2>Method</h2><p>Whisk and bake.</p>',
      `<div ${'a="'.repeat(5_000)}>`,
      `<${'div '.repeat(10_000)}`,
      '<<<<>>>><<//>></></script><script>',
    ]) {
      const read = readRecipePage(html, 'https://example.com/');
      if (read) expect(importedRecipeSchema.safeParse(read).success).toBe(true);
    }
  });

  it('reads an unclosed microdata recipe to the end of the page', () => {
    const read = readRecipePage(
      '<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Eggs</h1><ul><li itemprop="recipeIngredient">2 eggs<li itemprop="recipeIngredient">1 tbsp butter</ul><p itemprop="recipeInstructions">Scramble the eggs in the butter.',
      'https://example.com/eggs',
    );
    expect(read?.ingredients).toEqual([
      { quantity: '2', unit: '', name: 'eggs' },
      { quantity: '1', unit: 'tbsp', name: 'butter' },
    ]);
    expect(read?.instructions).toEqual(['Scramble the eggs in the butter.']);
  });

  it('reads a 3 MB page in well under 100 ms', () => {
    const filler = '<div class="ad"><p>Lorem <b>ipsum</b> dolor &amp; sit amet, <a href="/x?y=1&amp;z=2">consectetur</a>.</p><img src="x.jpg" alt="x"></div>\n';
    const page = `<html><head><title>Big</title></head><body>${filler.repeat(Math.floor((3 * 1024 * 1024 - 4000) / filler.length))}${pages.JSON_LD_BASIC}</body></html>`;
    expect(page.length).toBeGreaterThan(3_000_000);
    readRecipePage(page.slice(0, 10_000), 'https://example.com/warm');
    const { value: read, ms } = timed(() => readRecipePage(page, 'https://example.com/big'));
    expect(read?.name).toBe('Lemon Ricotta Pancakes');
    // About 20 ms of CPU; the bound leaves room for a busy shared machine.
    expect(ms).toBeLessThan(100);
  });

  it('reads a 3 MB page of text without a recipe quickly and gives null', () => {
    const page = `<html><body>${'<p>Nothing to cook here, only words &amp; more words.</p>\n'.repeat(55_000)}</body></html>`;
    const { value: read, ms } = timed(() => readRecipePage(page, 'https://example.com/big'));
    expect(read).toBeNull();
    expect(ms).toBeLessThan(250);
  });
});
