import { PUBLIC_RECIPES, type PublicRecipe } from '@sous/contract/public-recipes';
import { chooseIllustration } from '@sous/kitchen/illustrations/choose-illustration';
import { parseMinutes } from '@sous/kitchen/units';
import type { PageHead } from '../../http/page-heads';

/** ISO 8601 duration ('PT1H10M') of a display time such as '1 hour 10 minutes'. */
function isoDuration(time: string): string | undefined {
  const minutes = parseMinutes(time);
  if (!minutes) return undefined;
  const hours = Math.floor(minutes / 60);
  return `PT${hours ? `${String(hours)}H` : ''}${minutes % 60 ? `${String(minutes % 60)}M` : ''}`;
}

const authorOf = (recipe: PublicRecipe) =>
  recipe.ownerScreenName === PUBLIC_RECIPES.brandScreenName ? PUBLIC_RECIPES.brandAuthorName : (recipe.ownerScreenName ?? PUBLIC_RECIPES.brandAuthorName);

/**
 * The picture a recipe's preview shows: its featured photo (the large rendition, at the address
 * the API gives it, so under PUBLIC_MEDIA_BASE_URL when set), else the drawing its card shows,
 * served by the web app under PUBLIC_URL.
 */
const imageOf = (recipe: PublicRecipe, publicUrl: string) => recipe.featuredImageUrl ?? `${publicUrl}/illustrations/${chooseIllustration(recipe)}.svg`;

/** What a public recipe's page says before any script runs: its preview tags and schema.org Recipe. */
export function publicRecipeHead(recipe: PublicRecipe, publicUrl: string): PageHead {
  const description = recipe.description.length > 200 ? `${recipe.description.slice(0, 197)}...` : recipe.description;
  const n = recipe.nutritionFacts;
  const image = imageOf(recipe, publicUrl);
  return {
    title: `${recipe.name} · Sous`,
    description,
    url: `${publicUrl}/recipes/public/${encodeURIComponent(recipe.publicRecipeId)}`,
    type: 'article',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: recipe.name,
      description: recipe.description,
      image,
      author: { '@type': 'Person', name: authorOf(recipe) },
      datePublished: recipe.createdAt.slice(0, 10),
      recipeCuisine: recipe.cuisine || undefined,
      keywords: recipe.tags.join(', ') || undefined,
      prepTime: isoDuration(recipe.prepTime),
      cookTime: isoDuration(recipe.cookTime),
      totalTime: isoDuration(recipe.totalTime),
      recipeYield: `${String(recipe.servings)} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
      recipeIngredient: recipe.ingredients.map((i) => [i.quantity, i.unit, i.name].filter(Boolean).join(' ')),
      recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text })),
      // Every figure at zero means nothing was worked out (the page shows no nutrition then either).
      nutrition: [n.calories, n.protein, n.carbs, n.fat].every((figure) => figure === 0)
        ? undefined
        : {
            '@type': 'NutritionInformation',
            calories: `${String(n.calories)} calories`,
            proteinContent: `${String(n.protein)} g`,
            carbohydrateContent: `${String(n.carbs)} g`,
            fatContent: `${String(n.fat)} g`,
          },
    },
  };
}
