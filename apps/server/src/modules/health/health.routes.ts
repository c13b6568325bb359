import { healthResponse } from '@sous/contract/health';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { pingDatabase, type Db } from '../../platform/db/database';

export interface HealthDeps {
  db: Db;
  version: string;
}

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthRoutes =
  ({ db, version }: HealthDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/health',
      { schema: { tags: ['platform'], summary: 'Liveness and database check', response: { 200: healthResponse, 503: healthResponse } } },
      async (_request, reply) => {
        const databaseUp = await pingDatabase(db);
        return reply.status(databaseUp ? 200 : 503).send({
          status: databaseUp ? 'ok' : 'degraded',
          database: databaseUp ? 'ok' : 'unreachable',
          version,
          time: new Date().toISOString(),
        });
      },
    );
    done();
  };
