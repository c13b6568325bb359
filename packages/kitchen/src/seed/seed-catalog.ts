/**
 * The seed catalog: the public recipes a fresh install starts with, so Explore and Browse are full
 * and every filter finds something. Each is a dish from the library, written by the composer the
 * way it writes a request naming that dish (the classic take, the dish's own servings, no
 * constraints), so the catalog improves with the library and reads like every other Sous recipe.
 * Nothing here is random: the same library gives the same catalog on every start.
 */
import { CUISINES } from '@sous/contract/preferences';
import type { RecipeContent } from '@sous/contract/recipe';
import { findFoodById } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { makeTake, type Cook } from '../composer/make-dish';
import type { Dish } from '../dishes/dish-types';
import { DISHES } from '../dishes/library';
import { takeOf } from '../dishes/take';
import { browseTagsOf } from './browse-tags';

export interface SeedRecipe {
  /** Stable across releases: the library dish's id. */
  key: string;
  content: RecipeContent;
}

/**
 * The dishes, by preference cuisine: the ones people look for first, chosen so that every Browse
 * cuisine and tag has several (the tests hold the catalog to that).
 */
const SEED_DISHES: Readonly<Record<(typeof CUISINES)[number], readonly string[]>> = {
  American: ['cheeseburger', 'mac-and-cheese', 'chili-con-carne', 'buttermilk-pancakes', 'avocado-toast', 'three-bean-salad', 'chocolate-chip-cookies', 'new-york-cheesecake'],
  Italian: ['spaghetti-carbonara', 'margherita-pizza', 'lasagna', 'minestrone', 'caprese-salad', 'tiramisu'],
  Mexican: ['tacos-al-pastor', 'guacamole', 'chicken-tinga', 'huevos-rancheros', 'black-bean-soup'],
  Chinese: ['kung-pao-chicken', 'mapo-tofu', 'egg-fried-rice', 'pork-and-chive-dumplings', 'steamed-fish-ginger-scallion'],
  Japanese: ['chicken-teriyaki', 'miso-soup', 'onigiri', 'gyoza', 'zaru-soba'],
  Indian: ['chana-masala', 'butter-chicken', 'dal-tadka', 'palak-paneer', 'aloo-gobi', 'egg-curry'],
  Mediterranean: ['grilled-fish-with-salsa-verde', 'mediterranean-quinoa-salad', 'mercimek-koftesi', 'grilled-halloumi-salad', 'cilbir'],
  Thai: ['pad-thai', 'thai-green-curry', 'som-tam', 'tom-kha-gai', 'mango-sticky-rice'],
  Greek: ['greek-salad', 'moussaka', 'chicken-souvlaki', 'spanakopita', 'tzatziki', 'shrimp-saganaki'],
  French: ['ratatouille', 'coq-au-vin', 'quiche-lorraine', 'crepes', 'cheese-omelette', 'chocolate-mousse'],
  Spanish: ['paella-valenciana', 'tortilla-espanola', 'gazpacho', 'pollo-al-ajillo', 'churros'],
  Korean: ['bibimbap', 'bulgogi', 'doenjang-jjigae', 'tteokbokki'],
  Vietnamese: ['beef-pho', 'banh-mi', 'goi-cuon', 'ga-kho-gung'],
  'Middle Eastern': ['hummus', 'shakshuka', 'falafel', 'chicken-shawarma', 'tabbouleh'],
  Caribbean: ['jerk-chicken', 'rice-and-peas', 'tostones', 'picadillo'],
};

/** The composer's cook for a request that names only the dish: its own servings, nothing to avoid. */
const plainCook = (dish: Dish): Cook => ({
  constraints: { allergies: [], dietaryRestrictions: [] },
  excluded: [],
  servings: dish.serves,
  have: [],
});

const foodOf = (id: string): Food => {
  const found = findFoodById(id);
  if (!found) throw new Error(`Unknown food id: ${id}`);
  return found;
};

/** One seed recipe from a library dish; throws when the dish is missing or cannot be made (a broken build). */
export function seedRecipeOf(dish: Dish): SeedRecipe {
  const take = takeOf(dish);
  const made = makeTake(take, plainCook(dish));
  if (!made.ok) throw new Error(`Seed dish ${dish.id} cannot be made: ${made.why}`);
  const { recipe } = made;
  const totalMinutes = take.time.prep + take.time.cook + (take.time.passive ?? 0);
  const tags = browseTagsOf({ recipe, foods: made.foods.map(foodOf), meals: dish.meals, totalMinutes });
  return {
    key: dish.id,
    content: {
      name: recipe.name,
      description: recipe.description,
      cuisine: dish.cuisine,
      tags,
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      servings: recipe.servings,
      ingredients: recipe.ingredients.map((i) => ({ ...i })),
      instructions: [...recipe.instructions],
      nutritionFacts: { ...recipe.nutritionFacts },
    },
  };
}

/** The cuisines' lists taken in turn (one of each, then the second of each...), so any first page mixes kitchens. */
function interleaved(): string[] {
  const lists = CUISINES.map((c) => SEED_DISHES[c]);
  const longest = Math.max(...lists.map((l) => l.length));
  const ids: string[] = [];
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const id = list[i];
      if (id !== undefined) ids.push(id);
    }
  }
  return ids;
}

/** Every seed recipe, in the order they are shown (newest first is the caller's business). */
export function seedCatalog(): SeedRecipe[] {
  const byId = new Map(DISHES.map((d) => [d.id, d]));
  return interleaved().map((id) => {
    const dish = byId.get(id);
    if (!dish) throw new Error(`Seed dish ${id} is not in the library`);
    return seedRecipeOf(dish);
  });
}
