import type { GroceryList, GroceryListSummary } from '@sous/contract/grocery';
import type { ReactNode } from 'react';
import type { Session } from '../../lib/session/session';
import { signedInCook } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

export { failure, json, stubApi, type ApiCall } from '../../test/api';

/**
 * Renders `element` at `url` (under a route at `path`) with the app's providers and a signed-in
 * cook; answers the router (to read where the screen went) and the query client.
 */
export function renderAt(element: ReactNode, url: string, { path = '/grocery-list', session = signedInCook }: { path?: string; session?: Session } = {}) {
  return renderWithProviders(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    url,
    session,
  );
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
