import { paths } from '../../config/paths';

/** One entry of the main navigation. */
export interface NavItem {
  label: string;
  to: string;
  /** Whether the entry is highlighted for the current path. */
  isActive: (pathname: string) => boolean;
}

const exactly = (path: string) => (pathname: string) => pathname === path || pathname === `${path}/`;
const within = (path: string) => (pathname: string) => pathname === path || pathname.startsWith(`${path}/`);
/** Explore Recipes is also highlighted on the browse screen (spec 1 §2). */
const exploring = (pathname: string) => exactly(paths.featured)(pathname) || exactly(paths.browse)(pathname);

const explore: NavItem = { label: 'Explore Recipes', to: paths.featured, isActive: exploring };
const create: NavItem = { label: 'Create Recipes', to: paths.recipes, isActive: exactly(paths.recipes) };

/**
 * Visitor navigation (spec 1 §2): Home, Explore, Create, Plans; Sign In is a button. The spec allows
 * 'Pricing' on mobile, but one word everywhere reads as one product (issue 11): Plans, the page's title.
 */
export const visitorNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home, isActive: exactly(paths.home) },
  explore,
  create,
  { label: 'Plans', to: paths.pricing, isActive: exactly(paths.pricing) },
];

/** Signed-in navigation (spec 1 §2); Sign Out and the Premium badge sit beside it. */
export const signedInNavItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, isActive: exactly(paths.dashboard) },
  explore,
  create,
  // /import/* (photo card, review, TikTok) highlights it too.
  { label: 'Import Recipes', to: paths.import, isActive: within(paths.import) },
  { label: 'My Recipes', to: paths.savedRecipes, isActive: exactly(paths.savedRecipes) },
  { label: 'Grocery List', to: paths.groceryList, isActive: within(paths.groceryList) },
  { label: 'Inventory', to: paths.inventory, isActive: within(paths.inventory) },
  { label: 'Preferences', to: paths.preferences, isActive: exactly(paths.preferences) },
  { label: 'My Account', to: paths.profile, isActive: exactly(paths.profile) },
];
