import { ErrorCode } from '@sous/contract/errors';
import {
  GENERATION,
  GENERATION_MESSAGES,
  type GenerateRequest,
  type GenerationLimits,
  type GenerationStatus,
} from '@sous/contract/recipe-api';
import { AppError } from '../../http/app-error';
import { GENERATE_RECIPES, type GenerateRecipesPayload } from '../../jobs/definitions/generate-recipes';
import type { JobQueue } from '../../jobs/queue';
import { presentRecipe } from '../recipes/recipes.presenter';
import type { RecipesRepository } from '../recipes/recipes.repository';
import { allowanceDay, type AllowanceRepository } from './allowance.repository';

/** Who asks for recipes: a user or an anonymous device, from an address, premium or not. */
export interface Requester {
  userId: string | null;
  deviceKey: string;
  /** The client address as rate-limit key (IPv6 by /64). */
  addressKey: string;
  isPremium: boolean;
}

/**
 * Free and anonymous generations are counted per user, or for anonymous visitors per device key
 * AND client address (clearing the cookie does not reset the day).
 */
function allowanceSubjects(requester: Requester): string[] {
  return requester.userId
    ? [`user:${requester.userId}`]
    : [`device:${requester.deviceKey}`, `ip:${requester.addressKey}`];
}

const statusOf = { queued: 'pending', running: 'running', succeeded: 'completed', failed: 'failed' } as const;

export function createGenerationService(deps: {
  queue: JobQueue;
  allowance: AllowanceRepository;
  recipes: RecipesRepository;
  dailyLimit?: number;
}) {
  const dailyLimit = deps.dailyLimit ?? GENERATION.dailyLimit;

  return {
    /** Takes one generation from the day's allowance (unless premium) and queues the work. */
    async start(requester: Requester, request: GenerateRequest): Promise<{ requestId: string; limits: GenerationLimits }> {
      const hasChoices = request.preferences !== undefined && Object.keys(request.preferences).length > 0;
      if (request.prompt.length === 0 && !hasChoices) throw AppError.badRequest(GENERATION_MESSAGES.blankPrompt);
      let allowance: GenerateRecipesPayload['allowance'] = null;
      let limits: GenerationLimits = { remaining: null, used: 0, dailyLimit: null, isPremium: true };
      if (!requester.isPremium) {
        const subjects = allowanceSubjects(requester);
        const day = allowanceDay();
        const taken = await deps.allowance.take(subjects, dailyLimit, day);
        if (!taken.allowed) {
          const message = requester.userId
            ? GENERATION_MESSAGES.limitSignedIn(dailyLimit)
            : GENERATION_MESSAGES.limitSignedOut(dailyLimit);
          throw new AppError(403, ErrorCode.DailyLimitReached, message, {
            limitExceeded: true,
            remaining: 0,
            used: taken.used,
            dailyLimit,
          });
        }
        allowance = { subjects, day };
        limits = { remaining: Math.max(0, dailyLimit - taken.used), used: taken.used, dailyLimit, isPremium: false };
      }
      const payload: GenerateRecipesPayload = {
        prompt: request.prompt,
        preferences: request.preferences,
        count: request.count,
        owner: { userId: requester.userId, deviceKey: requester.deviceKey },
        allowance,
      };
      const requestId = await deps.queue.enqueue(GENERATE_RECIPES, payload);
      return { requestId, limits };
    },

    /** The state of a generation; someone else's (or an unknown) request answers 404. */
    async status(requester: Pick<Requester, 'userId' | 'deviceKey'>, requestId: string): Promise<GenerationStatus> {
      const job = await deps.queue.get(requestId);
      const owner = (job?.payload as GenerateRecipesPayload | undefined)?.owner;
      const mine =
        job?.type === GENERATE_RECIPES &&
        owner !== undefined &&
        (owner.userId ? owner.userId === requester.userId : owner.deviceKey === requester.deviceKey);
      if (!job || !mine) throw AppError.notFound('Generation request not found');
      const status = statusOf[job.status];
      if (status === 'completed') {
        const recipes = await deps.recipes.listForGeneration(job.id);
        return { status, result: recipes.map(presentRecipe), error: null };
      }
      return { status, result: null, error: status === 'failed' ? job.lastError : null };
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
