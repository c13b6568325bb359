import { InventoryPage } from '../../features/inventory/pages/InventoryPage';

/** Route module for `/inventory`: the pantry inventory with its receipt scan. */
export function Component() {
  return <InventoryPage />;
}
