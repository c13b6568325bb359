import type { Recipe } from '@sous/contract/recipe-api';
import type { RecipeRow } from './recipes.repository';

/** A stored recipe as the API shows it (spec 2 §3 field names). */
export function presentRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    name: row.name,
    description: row.description,
    cuisine: row.cuisine,
    tags: JSON.parse(row.tags),
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    servings: row.servings,
    ingredients: JSON.parse(row.ingredients),
    instructions: JSON.parse(row.instructions),
    nutritionFacts: JSON.parse(row.nutrition_facts),
    isSaved: row.is_saved === 1,
    isDeleted: row.is_deleted === 1,
    expiresAt: row.expires_at,
  };
}
