import type { GroceryList, GroceryListSummary } from '@sous/contract/grocery';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ConfirmProvider } from '../../components/ui/ConfirmDialog';
import { Toaster } from '../../components/ui/Toast';
import { SessionContext, type Session } from '../../lib/session/session';
import { signedInCook } from '../../test/fixtures';

/** One call a screen made to the API. */
export interface ApiCall {
  method: string;
  /** Path after /api, with its query. */
  path: string;
  body: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An error answer as the server sends it. */
export const failure = (status: number, message: string, code = 'INTERNAL') => json({ code, message }, status);

/** The API answers `answer(call)` (now or later); every call is recorded in order. */
export function stubApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
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

/**
 * Renders `element` at `url` (under a route at `path`) with the app's providers and a signed-in
 * cook; answers the router (to read where the screen went) and the query client.
 */
export function renderAt(element: ReactNode, url: string, { path = '/grocery-list', session = signedInCook }: { path?: string; session?: Session } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
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
  return { router, client };
}

/** A list of u1 with two categories; tests override what they look at. */
export function aGroceryList(overrides: Partial<GroceryList> = {}): GroceryList {
  return {
    listId: 'l1',
    name: 'Weekday shop',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    recipes: [{ id: 'r1', name: 'Pancakes' }],
    items: [
      {
        name: 'Produce',
        items: [
          { id: 'i1', name: 'Lemons', quantity: 2, unit: '', checked: false },
          { id: 'i2', name: 'Basil', quantity: 1, unit: 'bunch', checked: false },
        ],
      },
      {
        name: 'Dairy & Eggs',
        items: [
          { id: 'i3', name: 'Milk', quantity: 1.5, unit: 'cups', checked: false, suggestion: '1 quart' },
          { id: 'i4', name: 'Eggs', quantity: 3, unit: '', checked: false, suggestion: '1 dozen' },
        ],
      },
    ],
    bySection: true,
    shareToken: null,
    ...overrides,
  };
}

/** The summary the overview shows for a list. */
export function aSummary(overrides: Partial<GroceryListSummary> = {}): GroceryListSummary {
  return {
    listId: 'l1',
    name: 'Weekday shop',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    recipes: [{ id: 'r1', name: 'Pancakes' }],
    itemCount: 12,
    checkedCount: 3,
    ...overrides,
  };
}
