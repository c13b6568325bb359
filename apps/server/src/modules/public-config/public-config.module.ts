import fp from 'fastify-plugin';
import { publicConfigRoutes } from './public-config.routes';

/** `GET /api/config`: what the SPA learns at run time. */
export const publicConfigModule = fp(
  async (app) => {
    await app.register(publicConfigRoutes(app.config, app.billing.prices));
  },
  { name: 'public-config', dependencies: ['billing'] },
);
