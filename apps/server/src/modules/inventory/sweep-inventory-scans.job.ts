import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { InventoryScanService } from './inventory-scans.service';

/** Every minute: arrived photos nobody polled get read, abandoned uploads and lost jobs fail, old scans go. */
export const sweepInventoryScansJob = (service: InventoryScanService) =>
  defineJob({
    type: 'sweep-inventory-scans',
    payload: z.unknown(),
    everySeconds: 60,
    maxAttempts: 1,
    handler: () => service.sweep(),
  });
