import type { ImportedRecipe, ImportStatusResponse } from '@sous/contract/recipe-import';
import type { ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import type { Session } from '../../lib/session/session';
import { signedInCook } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

export { failure, json, stubApi, type ApiCall } from '../../test/api';
export { FakeUpload } from '../../test/fake-upload';

/** Where the screen went: its path and the state it carried. */
function Elsewhere() {
  const location = useLocation();
  return (
    <div>
      <p>elsewhere</p>
      <p data-testid="where">{location.pathname}</p>
      <p data-testid="state">{JSON.stringify(location.state ?? null)}</p>
    </div>
  );
}

/**
 * Renders `element` at `url` (under a route at `path`, arriving with `state`) with the app's
 * providers and a signed-in cook; any other address shows where the screen went. Answers the router and the query client.
 */
export function renderAt(
  element: ReactNode,
  url: string,
  { path = url, session = signedInCook, routes = [], state }: { path?: string; session?: Session; routes?: RouteObject[]; state?: unknown } = {},
) {
  return renderWithProviders([{ path, element }, ...routes, { path: '*', element: <Elsewhere /> }], { pathname: url, state }, session);
}

/** A recipe as the parser read it; tests override what they look at. */
export function anImportedRecipe(overrides: Partial<ImportedRecipe> = {}): ImportedRecipe {
  return {
    name: "Grandma's Banana Bread",
    description: 'Moist and sweet.',
    servings: 8,
    prepTime: '15 minutes',
    cookTime: '1 hour',
    ingredients: [
      { quantity: '3', unit: '', name: 'ripe bananas' },
      { quantity: '1/3', unit: 'cup', name: 'melted butter' },
    ],
    instructions: ['Heat the oven to 350°F.', 'Mash the bananas and stir in the butter.'],
    tags: ['baking'],
    sourceUrl: null,
    ...overrides,
  };
}

/** An import of u1's; tests override what they look at. */
export function anImport(overrides: Partial<ImportStatusResponse> = {}): ImportStatusResponse {
  return {
    importId: 'imp-1',
    userId: 'u1',
    type: 'photo',
    status: 'PROCESSING',
    statusMessage: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    url: null,
    username: null,
    videoId: null,
    imageId: null,
    previewUrl: null,
    recipeId: null,
    recipeData: null,
    ...overrides,
  };
}

/** A chosen file of `size` bytes. */
export function aFile(name: string, type = 'image/jpeg', size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
