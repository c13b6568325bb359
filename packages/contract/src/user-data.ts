import { z } from 'zod/mini';

/** The data screen's and data calls' texts (spec 1 §4, §5, §8). */
export const USER_DATA_MESSAGES = {
  deleted: 'All your data has been deleted.',
  confirmDeleteAll: 'Are you sure you want to delete ALL your data? This cannot be undone.',
  confirmDeleteAllAgain: 'This will permanently erase all your saved recipes. Proceed?',
  confirmDeleteRecipe: 'Are you sure you want to delete this recipe?',
  exportFailed: 'Failed to export data. Please try again.',
  deleteAllFailed: 'Failed to delete all data. Please try again.',
  deleteRecipeFailed: 'Failed to delete recipe. Please try again.',
  noRecipes: "You haven't saved any recipes yet.",
  loadingRecipes: 'Loading your recipes...',
} as const;

/**
 * What the data calls answer when they fail on the server (spec 1 §8's API texts), with a 500;
 * the screens show their own alerts (`exportFailed`, `deleteAllFailed` above).
 */
export const USER_DATA_ERRORS = {
  exportFailed: 'Failed to export data',
  deleteFailed: 'Failed to delete data',
} as const;

/** The export's file name: the product prefix and the UTC date (spec 1 §9). */
export const exportFileName = (at: Date): string => `sous-export-${at.toISOString().slice(0, 10)}.json`;

/**
 * `GET /api/user-data/export`: everything the user owns, one section per feature (`account`,
 * `recipes`, `subscription`...), each as that feature presents it.
 */
export const userDataExportSchema = z.object({
  format: z.literal('sous-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  userId: z.string(),
  sections: z.record(z.string(), z.unknown()),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;

/** `DELETE /api/user-data/delete-all`: done (also when there was nothing left to delete). */
export const deleteAllResponse = z.object({ deleted: z.literal(true) });
