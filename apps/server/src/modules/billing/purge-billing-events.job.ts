import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { BillingRepository } from './billing.repository';

/** How long a handled event is remembered: Stripe retries an event for up to 3 days. */
const EVENT_MEMORY_DAYS = 30;

/** Forgets handled payment-provider events once no retry can come, daily. */
export const purgeBillingEventsJob = (repository: BillingRepository) =>
  defineJob({
    type: 'purge-billing-events',
    payload: z.unknown(),
    everySeconds: 86_400,
    maxAttempts: 1,
    handler: async () => ({ deleted: await repository.purgeEventsBefore(new Date(Date.now() - EVENT_MEMORY_DAYS * 86_400_000)) }),
  });
