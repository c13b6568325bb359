import type { Config } from '../config/env';
import type { Db } from './db/database';
import type { Jobs } from './jobs/jobs';
import type { Ocr } from './ocr/ocr';
import type { ObjectStorage } from './storage/object-storage';

/** What app.ts gives every module plugin, as Fastify decorations (no casts, no globals). */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: ObjectStorage;
    jobs: Jobs;
    ocr: Ocr;
  }
}
