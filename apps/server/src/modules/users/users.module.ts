import fp from 'fastify-plugin';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService, type UsersService } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts, for the request's actor (tier) and the first-call row. */
    users: UsersService;
  }
}

/** Accounts: profile, screen names, settings (spec 1 §7 `/user-data`). */
export const usersModule = fp(
  async (app) => {
    const service = createUsersService(createUsersRepository(app.db), app.userData);
    app.decorate('users', service);
    app.userData.add({ name: 'account', tables: ['users'], stage: 'account', export: (userId) => service.exportOf(userId), erase: (userId) => service.eraseOf(userId) });
    await app.register(usersRoutes(service));
  },
  { name: 'users', dependencies: ['user-data'] },
);
