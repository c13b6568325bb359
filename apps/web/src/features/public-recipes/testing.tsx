import type { PublicListResponse, PublicRecipe } from '@sous/contract/public-recipes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { ConfirmProvider } from '../../components/ui/ConfirmDialog';
import { Toaster } from '../../components/ui/Toast';
import { anonymousSession, SessionContext, type Session } from '../../lib/session/session';

/** One call the page made to the API. */
export interface ApiCall {
  method: string;
  /** Path after /api, with its query: '/recipes/public?type=browse&...'. */
  path: string;
  body: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API answers `answer(call)`; every call is recorded. */
export function stubApi(answer: (call: ApiCall) => Response): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call = { method: init.method ?? 'GET', path: `${url.pathname.replace(/^\/api/, '')}${url.search}`, body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );
  return calls;
}

/** Renders routes at `url` with the app's providers and a session; answers the router to follow navigation. */
export function renderRoutes(routes: RouteObject[], url: string, session: Session = anonymousSession) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <Toaster />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

/** A public recipe; tests override what they look at. */
export function aPublicRecipe(overrides: Partial<PublicRecipe> = {}): PublicRecipe {
  return {
    publicRecipeId: 'p1',
    name: 'Dal Tadka',
    description: 'Yellow lentils with a sizzling cumin and garlic tadka.',
    cuisine: 'Indian',
    tags: ['Vegetarian', 'Gluten-Free', 'Dinner', 'Healthy'],
    featuredImageUrl: null,
    imageUrl: null,
    featuredImageId: null,
    prepTime: '10 minutes',
    cookTime: '40 minutes',
    totalTime: '50 minutes',
    servings: 4,
    ownerScreenName: 'saucy_basil',
    isOwner: false,
    isFeatured: false,
    ingredients: [
      { quantity: '1', unit: 'cup', name: 'toor dal' },
      { quantity: '', unit: '', name: 'salt, to taste' },
    ],
    instructions: ['Rinse the dal.', 'Simmer until soft.', 'Pour over the tadka.'],
    nutritionFacts: { calories: 320, protein: 16, carbs: 45, fat: 8 },
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of `count` cards named '{prefix} 1'..., with ids '{prefix}-1'... */
export function aPage(prefix: string, count: number, nextToken: string | null = null): PublicListResponse {
  return {
    recipes: Array.from({ length: count }, (_, index) => {
      const { isOwner: _owner, featuredImageId: _image, ingredients: _i, instructions: _s, nutritionFacts: _n, ...card } = aPublicRecipe({
        publicRecipeId: `${prefix}-${String(index + 1)}`,
        name: `${prefix} ${String(index + 1)}`,
      });
      return card;
    }),
    nextToken,
  };
}
