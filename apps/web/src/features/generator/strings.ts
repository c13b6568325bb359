import { GENERATION, GENERATION_MESSAGES } from '@sous/contract/recipe-api';

/** The generator's texts (spec 2 §2, §5, §8). */
export const generatorStrings = {
  title: 'Create a Recipe',
  lead: 'Describe a meal: what you feel like, what is in the fridge, who is eating.',
  label: 'What would you like to cook?',
  placeholder: 'e.g. a quick vegetarian curry for four, mild, with sweet potatoes',
  generate: 'Generate Recipe',
  generating: 'Generating...',
  blank: GENERATION_MESSAGES.blankPrompt,
  limitSignedIn: GENERATION_MESSAGES.limitSignedIn,
  limitSignedOut: GENERATION_MESSAGES.limitSignedOut,
  unlimited: GENERATION_MESSAGES.unlimited,
  remaining: (n: number, limit: number) => `${n} of ${limit} free recipe generations left today.`,
  invalidResponse: 'Error: Invalid response from server. Please try again.',
  failed: 'Failed to generate recipes. Please try again.',
  jobFailed: (error: string | null) => `Recipe generation failed: ${error || 'Unknown error'}`,
  pollFailed: 'Failed to check recipe status. Please try again.',
  another: 'Generate Another Recipe',
  viewSaved: 'View Saved Recipes',
  changePreferences: 'Change Preferences',
  browseAll: 'Browse All Recipes',
  signIn: 'Sign In',
  seePlans: 'See plans',
  createAccount: 'Create Account',
  continueToRecipe: 'Continue to Recipe',
  recipeTab: 'Recipe',
  loadingMessages: [
    'Reading your request...',
    'Choosing the dish...',
    'Checking allergies and diets...',
    'Measuring the ingredients...',
    'Writing the steps...',
  ],
} as const;

export const DAILY_LIMIT = GENERATION.dailyLimit;

/** "Cook with what I have" (issue 16), apart so the home page's first load does not carry it. */
export const pantryStrings = {
  usePantry: 'Cook with what’s in my pantry',
  usePantryHint: 'Sous picks a dish that uses your pantry items first. Add a wish above, or leave it blank.',
} as const;
