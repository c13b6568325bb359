import fp from 'fastify-plugin';
import { publicConfigRoutes } from './public-config.routes';

/** `GET /api/config`: what the SPA learns at run time. */
export const publicConfigModule = fp(
  async (app) => {
    await app.register(publicConfigRoutes(app.config));
  },
  { name: 'public-config' },
);
