import { USER_DATA_MESSAGES } from '@sous/contract/user-data';

/** The Your Data screen's texts: the spec's own (spec 1 §2, §4, §5, §8) and the words around them. */
export const userDataStrings = {
  ...USER_DATA_MESSAGES,
  title: 'Your Data',
  lead: 'Take a copy of everything Sous keeps for you, or erase it for good.',

  exportTitle: 'Export your data',
  exportHelp: 'A JSON file with your account, preferences, recipes, shares, photos, grocery lists, imports and subscription.',
  exportData: 'Export Data',
  exporting: 'Exporting...',
  exported: (fileName: string) => `Your data was saved as ${fileName}.`,

  deleteAllTitle: 'Delete all your data',
  deleteAllHelp: 'Erases your account and everything in it, and signs you out. This cannot be undone.',
  deleteAllData: 'Delete All Data',
  deletingAll: 'Deleting...',
  /** Why Export and Delete All are greyed out (spec 1 §5: both need a saved recipe). */
  needsRecipes: 'Save a recipe first: until then there is nothing to export or delete.',
  confirmDeleteAllTitle: 'Delete all your data?',
  confirmDeleteAllAgainTitle: 'Last check',
  continue: 'Continue',
  eraseEverything: 'Erase Everything',
  keepMyData: 'Keep My Data',

  recipesTitle: 'Saved recipes',
  recipeCount: (n: number) => `${String(n)} ${n === 1 ? 'recipe' : 'recipes'}`,
  savedOn: (date: string) => `Saved ${date}`,
  tags: 'Tags',
  delete: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  confirmDeleteRecipeTitle: 'Delete recipe',
  recipeDeleted: (name: string) => `“${name}” deleted.`,
  recipesLoadFailed: 'Failed to load your recipes. Please try again.',
  tryAgain: 'Try again',
  firstRecipe: 'Generate Your First Recipe',
} as const;
