import { INVENTORY_LIMITS } from '@sous/contract/inventory';
import { matchFood } from '@sous/kitchen/ingredients/match-food';
import { parseReceipt } from '@sous/kitchen/receipt/parse-receipt';
import fp from 'fastify-plugin';
import { createVisionModel } from '../../platform/ai/openai-vision';
import { createGuardedFetch } from '../../platform/net/guarded-fetch';
import { purgeRateLimitsJob } from '../../platform/rate-limit/purge-rate-limits.job';
import { createRateLimiter } from '../../platform/rate-limit/rate-limits.repository';
import { createInventoryItemsRepository } from './inventory-items.repository';
import { createInventoryScansRepository } from './inventory-scans.repository';
import { createInventoryScanService } from './inventory-scans.service';
import { inventoryRoutes } from './inventory.routes';
import { createInventoryService, type InventoryService } from './inventory.service';
import { readInventoryScanJob } from './read-inventory-scan.job';
import { sweepInventoryScansJob } from './sweep-inventory-scans.job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pantry, for the grocery lists that mark what it covers and stock it, and for cooking from it. */
    inventory: InventoryService;
  }
}

/** The pantry inventory (issue 16): items by hand, and scans read in a job (a vision model when configured, else OCR of a receipt). */
export const inventoryModule = fp(
  async (app) => {
    const items = createInventoryItemsRepository(app.db);
    const scans = createInventoryScansRepository(app.db);
    const counters = createRateLimiter(app.db);
    const service = createInventoryService({ items, foodIdOf: (name) => matchFood(name)?.id });
    app.decorate('inventory', service);
    const vision = createVisionModel(app.config, createGuardedFetch(app.config));
    const scanJob = readInventoryScanJob({ scans, storage: app.storage, ocr: app.ocr, parseReceipt, inventory: service, vision });
    app.jobs.define(scanJob);
    // Scan counts live in rate_limits, whose purge another module may have defined already.
    const purgeCounters = purgeRateLimitsJob(app.db);
    if (!app.jobs.definitions().some((definition) => definition.type === purgeCounters.type)) app.jobs.define(purgeCounters);
    const scanService = createInventoryScanService({
      scans,
      storage: app.storage,
      takeScan: async (userId) => (await counters.consume(`inventory-scans:${userId}`, INVENTORY_LIMITS.scansPerWindow, INVENTORY_LIMITS.scanWindowSeconds)).allowed,
      enqueue: (scanId) => app.jobs.enqueue(scanJob, { scanId }),
      discardJobs: (scanIds) => app.jobs.discard(scanJob, scanIds.map((scanId) => ({ scanId }))),
      uploadTtlSeconds: app.config.UPLOAD_URL_TTL_SECONDS,
      uploadMaxBytes: app.config.UPLOAD_MAX_BYTES,
    });
    app.jobs.define(sweepInventoryScansJob(scanService));
    app.userData.add({
      name: 'inventory',
      tables: ['inventory_items', 'inventory_scans'],
      export: async (userId) => ({ items: await service.exportOf(userId), scans: await scanService.exportOf(userId) }),
      async erase(userId) {
        await scanService.eraseOf(userId);
        await service.eraseOf(userId);
      },
    });
    await app.register(inventoryRoutes(service, scanService));
  },
  { name: 'inventory', dependencies: ['user-data'] },
);
