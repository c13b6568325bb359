import { matchFood } from '@sous/kitchen/ingredients/match-food';
import fp from 'fastify-plugin';
import { createInventoryItemsRepository } from './inventory-items.repository';
import { inventoryRoutes } from './inventory.routes';
import { createInventoryService } from './inventory.service';

/** The pantry inventory (issue 16): items by hand, and receipt scans read by OCR in a job. */
export const inventoryModule = fp(
  async (app) => {
    const items = createInventoryItemsRepository(app.db);
    const service = createInventoryService({ items, foodIdOf: (name) => matchFood(name)?.id });
    app.userData.add({
      name: 'inventory',
      tables: ['inventory_items', 'inventory_scans'],
      export: async (userId) => ({ items: await service.exportOf(userId) }),
      erase: (userId) => service.eraseOf(userId),
    });
    await app.register(inventoryRoutes(service));
  },
  { name: 'inventory', dependencies: ['user-data'] },
);
