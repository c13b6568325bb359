import fp from 'fastify-plugin';
import { createPreferencesRepository } from './preferences.repository';
import { preferencesRoutes } from './preferences.routes';

/** Saved food preferences (spec 1 §7 `/user-data/user-preferences`). */
export const preferencesModule = fp(
  async (app) => {
    const preferences = createPreferencesRepository(app.db);
    app.userData.add({
      name: 'preferences',
      tables: ['users'],
      export: async (userId) => (await preferences.get(userId)) ?? {},
      erase: (userId) => preferences.clear(userId),
    });
    await app.register(preferencesRoutes(preferences));
  },
  { name: 'preferences', dependencies: ['user-data'] },
);
