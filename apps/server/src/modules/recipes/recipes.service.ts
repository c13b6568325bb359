import type { Recipe, UpdateRecipe } from '@sous/contract/recipe-api';
import { GENERATION } from '@sous/contract/recipe-api';
import type { Updateable } from 'kysely';
import { AppError } from '../../http/app-error';
import type { RecipesTable } from '../../platform/db/schema';
import { presentRecipe } from './recipes.presenter';
import { changedContentColumns, type RecipeRow, type RecipesRepository } from './recipes.repository';

/** Who is asking: a signed-in user, and/or the anonymous device (cookie) they use. */
export interface RecipeViewer {
  userId: string | null;
  deviceKey: string | null;
}

const notFound = () => AppError.notFound('Recipe not found');

/**
 * A recipe belongs to its user; an anonymous generation belongs to its device until a signed-in
 * user on that same device saves it (the sign-up migration of spec 1 §4 step 4).
 */
function canRead(row: RecipeRow, viewer: RecipeViewer): boolean {
  if (row.user_id) return row.user_id === viewer.userId;
  return row.device_key !== null && row.device_key === viewer.deviceKey;
}

export function createRecipesService(repository: RecipesRepository) {
  async function ownRecipe(viewer: RecipeViewer, id: string): Promise<RecipeRow> {
    const row = await repository.findById(id);
    // Another user's recipe, a deleted one and a missing one all look the same: 404.
    if (!row || row.is_deleted === 1 || !canRead(row, viewer)) throw notFound();
    return row;
  }

  return {
    async list(userId: string): Promise<Recipe[]> {
      return (await repository.listForUser(userId)).map(presentRecipe);
    },

    async get(viewer: RecipeViewer, id: string): Promise<Recipe> {
      return presentRecipe(await ownRecipe(viewer, id));
    },

    /** Save, edit or soft-delete (spec 2 §7 "Update recipe"); only a signed-in user may change recipes. */
    async update(viewer: RecipeViewer & { userId: string }, id: string, changes: UpdateRecipe): Promise<Recipe> {
      const row = await ownRecipe(viewer, id);
      const now = new Date();
      const { isSaved, isDeleted, ...content } = changes;
      const columns: Updateable<RecipesTable> = { ...changedContentColumns(content), updated_at: now.toISOString() };
      if (!row.user_id) columns.user_id = viewer.userId; // claimed from the anonymous device
      if (isSaved === true) Object.assign(columns, { is_saved: 1, expires_at: null });
      if (isSaved === false) {
        const expiry = new Date(now.getTime() + GENERATION.unsavedLifetimeHours * 3600_000);
        Object.assign(columns, { is_saved: 0, expires_at: expiry.toISOString() });
      }
      if (isDeleted !== undefined) columns.is_deleted = isDeleted ? 1 : 0;
      const updated = await repository.update(id, columns);
      if (!updated) throw notFound();
      return presentRecipe(updated);
    },

    async remove(viewer: RecipeViewer & { userId: string }, id: string): Promise<void> {
      await ownRecipe(viewer, id);
      await repository.remove(id);
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
