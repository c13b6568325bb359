import { screenNameSuggestionSchema, updateUserDataBody, userSettingsSchema } from '@sous/contract/user';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { UsersService } from './users.service';

/** The account calls of spec 1 §7 (`/user-data`), plus the screen-name suggestion onboarding needs. */
export const usersRoutes =
  (service: UsersService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/user-data',
      {
        schema: {
          tags: ['account'],
          summary: "The caller's settings (profile, screen name, preferences, tier); defaults without a token",
          response: { 200: userSettingsSchema },
        },
      },
      async (request) => service.settings(await request.actor()),
    );

    app.put(
      '/api/user-data',
      {
        schema: {
          tags: ['account'],
          summary: "Save the caller's profile, or set their screen name with {operation:'setScreenName'}",
          body: updateUserDataBody,
          response: { 200: userSettingsSchema },
        },
      },
      async (request) => {
        const user = await request.user();
        const body = request.body;
        return 'operation' in body ? service.setScreenName(user, body.screenName) : service.saveProfile(user, body);
      },
    );

    app.post(
      '/api/user-data/screen-name-suggestion',
      {
        schema: {
          tags: ['account'],
          summary: 'A generated screen name (adjective + food word + optional number) that is free right now',
          response: { 200: screenNameSuggestionSchema },
        },
      },
      async (request) => service.suggestScreenName(await request.user()),
    );
    done();
  };
