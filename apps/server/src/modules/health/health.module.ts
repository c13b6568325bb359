import fp from 'fastify-plugin';
import { appVersion } from '../../version';
import { healthRoutes } from './health.routes';

/** `GET /api/health`. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes({ db: app.db, version: appVersion }));
  },
  { name: 'health' },
);
