import { ErrorCode } from '@sous/contract/errors';
import { preferencesSchema } from '@sous/contract/preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Auth } from '../../http/auth';
import type { Entitlements } from '../billing/entitlements';
import type { PreferencesRepository } from './preferences.repository';

/** The spec's text when a non-premium user tries to save preferences. */
export const PREMIUM_REQUIRED_MESSAGE =
  'You need a premium subscription to save preferences. Please upgrade to premium to access this feature.';

const response = z.object({ preferences: z.union([preferencesSchema, z.object({})]) });

/** Food preferences (spec 1 §7 `/user-data/user-preferences`): anyone may read theirs, premium users may save. */
export const preferencesRoutes =
  (preferences: PreferencesRepository, auth: Auth, entitlements: Entitlements): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user-data/user-preferences',
      { schema: { tags: ['preferences'], summary: 'Your saved food preferences ({} when none or signed out)', response: { 200: response } } },
      async (request) => {
        const user = await auth.optional(request);
        return { preferences: (user && (await preferences.get(user.userId))) ?? {} };
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
        const user = await auth.require(request);
        if (!(await entitlements.isPremium(user.userId))) {
          throw new AppError(403, ErrorCode.PremiumRequired, PREMIUM_REQUIRED_MESSAGE);
        }
        await preferences.save(user.userId, request.body.preferences);
        return { preferences: request.body.preferences };
      },
    );
  };
