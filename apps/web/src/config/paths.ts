/** Tabs of the legal page, selected with `?tab=`; 'terms' is the default and has no query. */
export type LegalTab = 'terms' | 'privacy' | 'disclaimers' | 'opensource';

/** Every route path of the web app, built in one place so links and the router never drift. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  callback: '/callback',
  pricing: '/pricing',
  subscriptionSuccess: '/subscription/success',
  /** The local test-mode provider's checkout and billing portal (the server sends the browser there). */
  testCheckout: (sessionId: string): string => `/billing/checkout/${encodeURIComponent(sessionId)}`,
  testPortal: '/billing/portal',
  legal: (tab?: LegalTab): string => (tab && tab !== 'terms' ? `/legal?tab=${tab}` : '/legal'),
  recipes: '/recipes',
  /** The generator with "Cook with what's in my pantry" on (the pantry screen's "Cook with what I have"). */
  cookFromPantry: '/recipes?pantry=1',
  recipe: (id: string): string => `/recipes/${encodeURIComponent(id)}`,
  featured: '/recipes/featured',
  browse: '/recipes/browse',
  publicRecipe: (id: string): string => `/recipes/public/${encodeURIComponent(id)}`,
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  profile: '/profile',
  preferences: '/preferences',
  dataManagement: '/data-management',
  savedRecipes: '/saved-recipes',
  groceryList: '/grocery-list',
  /** The grocery screen opened on one list (spec 3 §2: `?listId=`). */
  groceryListOpen: (listId: string): string => `/grocery-list?listId=${encodeURIComponent(listId)}`,
  /** A grocery list's read-only link (no sign-in). */
  sharedGroceryList: (token: string): string => `/grocery-list/shared/${encodeURIComponent(token)}`,
  inventory: '/inventory',
  import: '/import',
  importPhotoCard: '/import/photo-card',
  importReview: (id: string): string => `/import/review/${encodeURIComponent(id)}`,
  importTiktok: '/import/tiktok',
  importTiktokReview: (id: string): string => `/import/tiktok/review/${encodeURIComponent(id)}`,
  landing: { tiktok: '/tiktok', x: '/x', instagram: '/instagram' },
} as const;
