/**
 * The path patterns of every page the web app has (spec 1 §2), in react-router's syntax: `:name`
 * is one path segment. The server answers these with the app and 200, and any other page address
 * with the app and 404 (the app then shows Page Not Found). apps/web's router is tested against
 * this list, so the two cannot drift.
 */
export const spaRoutePatterns = [
  '/',
  '/tiktok',
  '/x',
  '/instagram',
  '/login',
  '/signup',
  '/callback',
  '/pricing',
  '/subscription/success',
  '/billing/checkout/:sessionId',
  '/billing/portal',
  '/legal',
  '/recipes',
  '/recipes/featured',
  '/recipes/browse',
  '/recipes/public/:recipeId',
  '/recipes/:recipeId',
  '/dashboard',
  '/onboarding',
  '/profile',
  '/preferences',
  '/data-management',
  '/saved-recipes',
  '/grocery-list',
  '/grocery-list/shared/:token',
  '/inventory',
  '/import',
  '/import/photo-card',
  '/import/review/:importId',
  '/import/tiktok',
  '/import/tiktok/review/:videoId',
  '/import/recipe-review/:importId',
] as const;

const segmentsOf = (pathName: string): string[] => pathName.split('/').filter((segment) => segment !== '');

/**
 * Whether a URL path (no query) is a page of the web app. Like react-router: letter case and a
 * trailing slash do not matter, and a `:name` segment matches any one non-empty segment.
 */
export function isSpaRoute(pathName: string): boolean {
  const actual = segmentsOf(pathName.toLowerCase());
  return spaRoutePatterns.some((pattern) => {
    const expected = segmentsOf(pattern.toLowerCase());
    return expected.length === actual.length && expected.every((segment, i) => segment.startsWith(':') || segment === actual[i]);
  });
}
