import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/Spinner';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { RootLayout } from './layout/RootLayout';
import { AppErrorPage } from './routes/AppErrorPage';
import type { RouteHandle } from './routes/route-handle';

/**
 * Every route of the spec's table (spec 1 §2). Screens load lazily from app/routes/. A screen a
 * later issue builds can show a placeholder with its title meanwhile: `handle: { title }` and
 * `lazy: () => import('./routes/UnderConstructionRoute')`.
 */

const landing = (network: NonNullable<RouteHandle['network']>) => ({
  handle: { network } satisfies RouteHandle,
  lazy: () => import('./routes/LandingRoute'),
});

/** Public screens. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/HomeRoute') },
  { path: paths.landing.tiktok, ...landing('tiktok') },
  { path: paths.landing.x, ...landing('x') },
  { path: paths.landing.instagram, ...landing('instagram') },
  { path: paths.login, lazy: () => import('./routes/LoginRoute') },
  { path: paths.signup, lazy: () => import('./routes/SignupRoute') },
  { path: paths.callback, lazy: () => import('./routes/CallbackRoute') },
  { path: paths.pricing, lazy: () => import('./routes/PricingRoute') },
  { path: paths.subscriptionSuccess, lazy: () => import('./routes/SubscriptionSuccessRoute') },
  { path: paths.legal(), lazy: () => import('./routes/LegalRoute') },
  { path: paths.recipes, lazy: () => import('./routes/RecipeGeneratorRoute') },
  { path: paths.featured, lazy: () => import('./routes/FeaturedRecipesRoute') },
  { path: paths.browse, lazy: () => import('./routes/BrowseRecipesRoute') },
  { path: '/recipes/public/:recipeId', lazy: () => import('./routes/PublicRecipeRoute') },
  { path: '/recipes/:recipeId', lazy: () => import('./routes/RecipeRoute') },
  { path: '/grocery-list/shared/:token', lazy: () => import('./routes/SharedGroceryListRoute') },
];

/** Screens that need sign-in: visitors go to /login and come back after (RequireAuth). */
const signedInRoutes: RouteObject[] = [
  { path: paths.dashboard, lazy: () => import('./routes/DashboardRoute') },
  { path: paths.onboarding, lazy: () => import('./routes/OnboardingRoute') },
  { path: paths.profile, lazy: () => import('./routes/ProfileRoute') },
  { path: paths.preferences, lazy: () => import('./routes/PreferencesRoute') },
  { path: paths.dataManagement, lazy: () => import('./routes/DataManagementRoute') },
  { path: paths.savedRecipes, lazy: () => import('./routes/SavedRecipesRoute') },
  { path: '/billing/checkout/:sessionId', lazy: () => import('./routes/TestCheckoutRoute') },
  { path: paths.testPortal, lazy: () => import('./routes/TestPortalRoute') },
  { path: paths.groceryList, lazy: () => import('./routes/GroceryListRoute') },
  { path: paths.inventory, lazy: () => import('./routes/InventoryRoute') },
  { path: paths.import, lazy: () => import('./routes/ImportRoute') },
  { path: paths.importPhotoCard, lazy: () => import('./routes/ImportPhotoCardRoute') },
  { path: '/import/review/:importId', lazy: () => import('./routes/ImportReviewRoute') },
  { path: paths.importTiktok, lazy: () => import('./routes/ImportTiktokRoute') },
  { path: '/import/tiktok/review/:videoId', lazy: () => import('./routes/ImportTiktokReviewRoute') },
];

/** The route tree (exported so tests can mount it in a memory router). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <AppErrorPage />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      ...publicRoutes,
      { Component: RequireAuth, children: signedInRoutes },
      // The old review address (spec 1 §2).
      {
        path: '/import/recipe-review/:importId',
        loader: ({ params }) => redirect(paths.importReview(params.importId ?? '')),
      },
      { path: '*', lazy: () => import('./routes/NotFoundPage') },
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
