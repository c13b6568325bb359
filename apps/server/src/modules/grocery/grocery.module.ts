import fp from 'fastify-plugin';
import { createGroceryListsRepository } from './grocery-lists.repository';
import { createGroceryRequestsRepository } from './grocery-requests.repository';
import { groceryRoutes } from './grocery.routes';
import { createGroceryService } from './grocery.service';
import { makeGroceryListJob } from './make-grocery-list.job';
import { purgeGroceryRequestsJob } from './purge-grocery-requests.job';

/** Grocery lists: made from saved recipes by a job or by hand, kept, changed and shared read-only. */
export const groceryModule = fp(
  async (app) => {
    const lists = createGroceryListsRepository(app.db);
    const requests = createGroceryRequestsRepository(app.db);
    const job = makeGroceryListJob({ lists, requests, recipes: app.recipes });
    app.jobs.define(job);
    app.jobs.define(purgeGroceryRequestsJob(requests));
    const service = createGroceryService({
      lists,
      requests,
      recipes: app.recipes,
      pantry: app.inventory,
      enqueue: (requestId) => app.jobs.enqueue(job, { requestId }),
      discardJobs: (requestIds) => app.jobs.discard(job, requestIds.map((requestId) => ({ requestId }))),
    });
    app.userData.add({
      name: 'groceryLists',
      tables: ['grocery_lists', 'grocery_requests'],
      export: (userId) => service.exportOf(userId),
      erase: (userId) => service.eraseOf(userId),
    });
    await app.register(groceryRoutes(service));
  },
  { name: 'grocery', dependencies: ['recipes', 'inventory', 'user-data'] },
);
