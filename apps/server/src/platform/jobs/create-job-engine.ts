import type { Config } from '../../config/env';
import { createBullmqEngine } from './bullmq-engine';
import { createDatabaseEngine } from './database-engine';
import type { JobEngine } from './job-engine';
import type { JobQueue } from './jobs.repository';

/** The engine JOB_QUEUE names: the database queue by default, BullMQ on REDIS_URL when asked. */
export function createJobEngine(config: Pick<Config, 'JOB_QUEUE' | 'REDIS_URL'>, queue: JobQueue): JobEngine {
  if (config.JOB_QUEUE === 'bullmq' && config.REDIS_URL) return createBullmqEngine({ redisUrl: config.REDIS_URL });
  return createDatabaseEngine(queue);
}
