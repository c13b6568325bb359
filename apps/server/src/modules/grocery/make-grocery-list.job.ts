import { GROCERY_MESSAGES } from '@sous/contract/grocery';
import { groceryCategories } from '@sous/kitchen/grocery/grocery-list';
import { z } from 'zod';
import { uuidV7 } from '../../platform/ids';
import { defineJob, JobError } from '../../platform/jobs/job-definition';
import type { RecipesService } from '../recipes/recipes.service';
import type { GroceryListsRepository } from './grocery-lists.repository';
import type { GroceryRequestsRepository } from './grocery-requests.repository';

export interface MakeGroceryListDeps {
  lists: GroceryListsRepository;
  requests: GroceryRequestsRepository;
  recipes: RecipesService;
}

/**
 * Makes the list of one request: reads the owner's recipes again (one removed since is left out),
 * merges their ingredients and stores the list under the request's own id, so a second run stores
 * nothing twice.
 */
export const makeGroceryListJob = (deps: MakeGroceryListDeps) =>
  defineJob({
    type: 'make-grocery-list',
    payload: z.object({ requestId: z.string().min(1) }),
    maxAttempts: 3,
    timeoutMs: 60_000,
    async handler({ requestId }) {
      const request = await deps.requests.find(requestId);
      if (!request || request.status === 'completed' || request.status === 'failed') return { skipped: true };
      await deps.requests.markRunning(requestId);
      const found = await Promise.all(request.recipes.map((ref) => deps.recipes.ownedBy(request.userId, ref.id)));
      const recipes = found.filter((recipe) => recipe !== undefined);
      if (recipes.length === 0) throw new JobError(GROCERY_MESSAGES.recipeNotFound);
      const categories = groceryCategories(
        recipes.flatMap((recipe) => recipe.ingredients),
        { bySection: request.bySection },
      ).map((category) => ({ name: category.name, items: category.items.map((item) => ({ ...item, id: uuidV7(), checked: false })) }));
      await deps.lists.create({
        id: requestId,
        userId: request.userId,
        name: request.name,
        recipes: recipes.map((recipe) => ({ id: recipe.id, name: recipe.name })),
        categories,
        bySection: request.bySection,
      });
      await deps.requests.markCompleted(requestId, requestId);
      return { listId: requestId };
    },
    async onFailed({ requestId }, message) {
      await deps.requests.markFailed(requestId, message);
    },
  });
