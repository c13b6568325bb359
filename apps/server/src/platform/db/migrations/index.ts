import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';
import * as identity from './0002-identity';
import * as recipes from './0004-recipes';
import * as generations from './0005-generations';
import * as unmatchedDishes from './0006-unmatched-dishes';
import * as billing from './0007-billing';
import * as userData from './0008-user-data';
import * as publicRecipes from './0009-public-recipes';
import * as recipeMedia from './0010-recipe-media';
import * as groceryLists from './0011-grocery-lists';
import * as recipeImports from './0012-recipe-imports';
import * as inventory from './0013-inventory';
import * as generationPantry from './0014-generation-pantry';

/** Every migration in order. One set for SQLite and PostgreSQL; listed statically so bundling keeps them. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-identity': identity,
  '0004-recipes': recipes,
  '0005-generations': generations,
  '0006-unmatched-dishes': unmatchedDishes,
  '0007-billing': billing,
  '0008-user-data': userData,
  '0009-public-recipes': publicRecipes,
  '0010-recipe-media': recipeMedia,
  '0011-grocery-lists': groceryLists,
  '0012-recipe-imports': recipeImports,
  '0013-inventory': inventory,
  '0014-generation-pantry': generationPantry,
};
