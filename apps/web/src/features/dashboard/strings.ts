/** The dashboard's texts (spec 1 §2, spec 2 §2). */
export const dashboardStrings = {
  greeting: (hour: number) => (hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening'),
  promptLabel: 'What are we cooking?',
  recent: 'Recent recipes',
  noRecentTitle: 'No recipes yet',
  noRecent: 'Your generated and saved recipes will show here.',
  createRecipe: 'Create a recipe',
  quickActions: 'Quick actions',
  preferences: 'Your preferences',
  noPreferences: 'No preferences yet.',
  activity: 'Recent activity',
  noActivity: 'Nothing yet: recipes you generate or save will be listed here.',
  groceryLists: 'Grocery lists',
  groceryPending: 'Your grocery lists will appear here.',
  viewAll: 'View all saved recipes',
  plans: 'See plans',
  loadFailed: 'Failed to load your data. Please try again later.',
  generateFailed: 'Failed to load generated recipe. Please try again.',
  // Short, so two sit side by side on a phone.
  chips: ['Weeknight pasta', 'Chicken dinner', 'Vegetarian curry', 'Salmon tonight', 'Easy breakfast', 'Soup'],
} as const;
