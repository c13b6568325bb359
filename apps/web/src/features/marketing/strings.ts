/** The public pages' texts and numbers (spec 1 §1, §2, §9; spec 2 §2). */
export const PRICES = {
  monthly: 3.99,
  yearly: 39.99,
} as const;

export const HERO_WORDS = ['better', 'easier', 'faster', 'smarter', 'healthier'] as const;
export const HERO_WORD_MS = 2000;
export const HERO_FADE_MS = 500;

export const marketingStrings = {
  heroLead: 'Cook',
  heroTail: 'with Sous',
  heroBody:
    'Your kitchen companion: describe a meal and get a recipe you can cook tonight, keep the family favourites, tweak them, and turn them into a shopping list sorted by store section.',
  generate: 'Generate Recipe',
  showMe: 'Show Me Recipes',
  importRecipes: 'Import Recipes',
  featuresTitle: 'Everything between “what should we eat?” and dinner',
  ctaTitle: 'Keep every recipe you love',
  ctaBody: 'Create a free account to save recipes, share them with photos and build grocery lists.',
  createAccount: 'Create Account',
  signIn: 'Sign In',
  tryWebApp: 'Try Web App Now',
  downloadApp: 'Download on the App Store',
  legalTitle: 'Legal',
  effectiveDate: 'Effective date: 4-12-2025',
} as const;

export const NETWORK_NAMES = { tiktok: 'TikTok', x: 'X', instagram: 'Instagram' } as const;
export type Network = keyof typeof NETWORK_NAMES;
