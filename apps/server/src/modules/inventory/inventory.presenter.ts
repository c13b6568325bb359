import type { InventoryItem, ScanStatusResponse } from '@sous/contract/inventory';
import type { StoredItem } from './inventory-items.repository';
import type { StoredScan } from './inventory-scans.repository';

export const presentItem = (item: StoredItem): InventoryItem => ({
  itemId: item.id,
  itemName: item.name,
  quantity: item.quantity,
  unit: item.unit,
  category: item.category,
  foodId: item.foodId,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

export const presentScan = (scan: StoredScan): ScanStatusResponse => ({
  scanId: scan.id,
  // Adding the items read is still processing to the browser: completed shows once they are in the pantry.
  status: scan.status === 'adding' ? 'processing' : scan.status,
  itemsCount: scan.itemsCount,
  error: scan.error,
});
