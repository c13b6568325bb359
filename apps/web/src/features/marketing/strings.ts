/** The public pages' texts and numbers (spec 1 §1, §2, §9; spec 2 §2). */
export const PRICES = {
  monthly: 3.99,
  yearly: 39.99,
  /** 12 × 3.99 − 39.99, shown as 'Save $7.89 with yearly billing'. */
  yearlySaving: Math.round((12 * 3.99 - 39.99) * 100) / 100,
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
  pricingTitle: 'Plans',
  pricingLead: 'Start free. Upgrade when Sous becomes part of your week.',
  monthly: 'Monthly',
  yearly: 'Yearly',
  yearlyBadge: 'Save 29%',
  yearlySaving: `Save $${PRICES.yearlySaving.toFixed(2)} with yearly billing`,
  startFree: 'Start for free',
  goToDashboard: 'Go to Dashboard',
  subscribe: 'Subscribe Now',
  currentPlan: 'Current Plan',
  alreadyPremium: "You're already Premium!",
  upgrade: 'Upgrade to Premium',
  getStarted: 'Get started for free',
  tryWebApp: 'Try Web App Now',
  downloadApp: 'Download on the App Store',
  legalTitle: 'Legal',
  effectiveDate: 'Effective date: 4-12-2025',
} as const;

/** The tiers as marketed (spec 1 §1). */
export const FREE_FEATURES = [
  '2 AI-generated recipes per day',
  'Basic dietary options',
  'Simple grocery lists',
  'Access to community recipes',
];
export const PREMIUM_FEATURES = [
  'Unlimited AI recipes',
  'Advanced dietary personalization',
  'Smart grocery lists with store sections',
  'Store-specific product recommendations',
  'Complete weekly meal plans',
  'Recipe history and favorites',
  'Nutritional analytics',
];

export const NETWORK_NAMES = { tiktok: 'TikTok', x: 'X', instagram: 'Instagram' } as const;
export type Network = keyof typeof NETWORK_NAMES;
