import fp from 'fastify-plugin';
import { createPreferencesRepository } from './preferences.repository';
import { preferencesRoutes } from './preferences.routes';

/** Saved food preferences (spec 1 §7 `/user-data/user-preferences`). */
export const preferencesModule = fp(
  async (app) => {
    await app.register(preferencesRoutes(createPreferencesRepository(app.db)));
  },
  { name: 'preferences' },
);
