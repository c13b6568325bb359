import type { Session } from '../../lib/session/session';
import { signedInCook } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import type { InventoryItem } from './api/schemas';
import { InventoryPage } from './pages/InventoryPage';

export { failure, json, later, stubApi, type ApiCall } from '../../test/api';
export { FakeUpload } from '../../test/fake-upload';

/** Renders /inventory with the app's providers and a signed-in cook; answers the query client. */
export function renderInventory(session: Session = signedInCook) {
  const { client } = renderWithProviders([{ path: '/inventory', element: <InventoryPage /> }], '/inventory', session);
  return { client };
}

/** A pantry item of u1; tests override what they look at. */
export function anItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return { itemId: 'i1', itemName: 'Milk', quantity: 1, unit: 'l', category: 'Dairy', ...overrides };
}
