import { preferencesSchema } from '@sous/contract/preferences';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePremium } from '../billing/premium.policy';
import type { PreferencesRepository } from './preferences.repository';

const response = z.object({ preferences: z.union([preferencesSchema, z.object({})]) });

/** Food preferences (spec 1 §7 `/user-data/user-preferences`): anyone may read theirs, premium users may save. */
export const preferencesRoutes =
  (preferences: PreferencesRepository): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/user-data/user-preferences',
      { schema: { tags: ['preferences'], summary: 'Your saved food preferences ({} when none or signed out)', response: { 200: response } } },
      async (request) => {
        const actor = await request.actor();
        return { preferences: (actor.kind === 'user' ? await preferences.get(actor.userId) : null) ?? {} };
      },
    );

    app.put(
      '/api/user-data/user-preferences',
      {
        schema: {
          tags: ['preferences'],
          summary: 'Save food preferences (premium only)',
          body: z.object({ preferences: preferencesSchema }),
          response: { 200: response },
        },
      },
      async (request) => {
        const user = await request.user();
        requirePremium(user);
        await preferences.save(user.userId, request.body.preferences);
        return { preferences: request.body.preferences };
      },
    );
    done();
  };
