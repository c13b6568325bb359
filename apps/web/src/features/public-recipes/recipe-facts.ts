import { PUBLIC_RECIPES } from '@sous/contract/public-recipes';
import type { NutritionFacts, RecipeIngredient } from '@sous/contract/recipe';
import { parseMinutes } from '@sous/kitchen/units';
import { publicRecipeStrings as s } from './strings';

/** One labelled fact of a recipe (a time, a nutrient). */
export interface Fact {
  label: string;
  value: string;
}

/** A time the recipe really gives: blank and zero ('0 minutes') say nothing to a cook. */
const given = (time: string) => time.trim() !== '' && parseMinutes(time) !== 0;

/**
 * The times the detail shows (spec 2 §2): prep and cook (those given), else the total; none means
 * 'Time not specified'.
 */
export function timeFacts(recipe: { prepTime: string; cookTime: string; totalTime: string }): Fact[] {
  const parts = [
    { label: s.prep, value: recipe.prepTime },
    { label: s.cook, value: recipe.cookTime },
  ].filter((fact) => given(fact.value));
  if (parts.length > 0) return parts;
  return given(recipe.totalTime) ? [{ label: s.total, value: recipe.totalTime }] : [];
}

/** '1 serving', '4 servings'. */
export const servingsText = (servings: number) => s.servingsCount(servings);

/** A card's time (spec 2 §2): the cook time in minutes ('45 mins', '1 hr 10 mins'), or 'Quick Recipe'. */
export function cardTime(cookTime: string): string {
  const minutes = parseMinutes(cookTime);
  if (!minutes) return s.quickRecipe;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const minuteText = `${String(rest)} ${rest === 1 ? 'min' : 'mins'}`;
  if (hours === 0) return minuteText;
  return rest === 0 ? `${String(hours)} hr` : `${String(hours)} hr ${minuteText}`;
}

/** Who a public recipe is by: its cook's screen name, or the brand's name for the brand account and for none. */
export function authorOf(ownerScreenName: string | null): string {
  if (!ownerScreenName || ownerScreenName === PUBLIC_RECIPES.brandScreenName) return s.brandAuthor;
  return ownerScreenName;
}

/** A card's description, or the spec's default when the cook wrote none. */
export const descriptionOf = (description: string) => (description.trim() === '' ? s.defaultDescription : description);

/**
 * The nutrition items the detail shows, each only when present (spec 2 §2). Every figure at zero
 * means nothing was worked out (an imported recipe), not a recipe of water: then none shows.
 */
export function nutritionFacts(facts: Partial<NutritionFacts>): Fact[] {
  const items = [
    { label: s.calories, amount: facts.calories, unit: 'kcal' },
    { label: s.protein, amount: facts.protein, unit: 'g' },
    { label: s.carbs, amount: facts.carbs, unit: 'g' },
    { label: s.fat, amount: facts.fat, unit: 'g' },
  ];
  const present = items.flatMap(({ label, amount, unit }) => (typeof amount === 'number' ? [{ label, amount, unit }] : []));
  if (present.every((item) => item.amount === 0)) return [];
  return present.map((item) => ({ label: item.label, value: `${String(item.amount)} ${item.unit}` }));
}

/** An ingredient's amount ('1 1/2 cups') and name, for the two columns of the list. */
export const ingredientAmount = (ingredient: RecipeIngredient) => [ingredient.quantity, ingredient.unit].filter(Boolean).join(' ');
