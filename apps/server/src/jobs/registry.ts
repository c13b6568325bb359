import type { Db } from '../platform/db/database';
import { purgeFinishedJobsJob } from './definitions/purge-finished-jobs';
import { purgeRateLimitsJob } from './definitions/purge-rate-limits';
import type { JobDefinition } from './job-definition';

/** What job handlers may use. */
export interface JobDependencies {
  db: Db;
}

/** Every kind of job the workers run. Adding one: write it in definitions/ and list it here. */
export function createJobDefinitions(deps: JobDependencies): JobDefinition[] {
  return [purgeRateLimitsJob(deps.db), purgeFinishedJobsJob(deps.db)];
}
