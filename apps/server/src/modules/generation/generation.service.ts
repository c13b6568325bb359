import { ErrorCode } from '@sous/contract/errors';
import {
  GENERATION,
  GENERATION_MESSAGES,
  type GenerateRequest,
  type GenerationLimits,
  type GenerationStatus,
} from '@sous/contract/recipe-api';
import type { Actor } from '../../http/actor';
import type { PantryFood } from '../../platform/ai/recipe-provider';
import { AppError } from '../../http/app-error';
import { uuidV7 } from '../../platform/ids';
import type { RecipesService } from '../recipes/recipes.service';
import { allowanceDay, type AllowanceRepository } from './allowance.repository';
import { allowanceSubjects, canSeeGeneration, userAllowanceSubject } from './generation.policy';
import type { GenerationsRepository, UsedAllowance } from './generations.repository';

export interface GenerationServiceDeps {
  generations: GenerationsRepository;
  allowance: AllowanceRepository;
  recipes: RecipesService;
  /** The user's pantry, for "Cook with what I have". */
  pantryOf(userId: string): Promise<PantryFood[]>;
  /** Queues the job that writes the recipes of a generation. */
  enqueue(generationId: string): Promise<unknown>;
  /** Removes the waiting jobs of these generations. */
  discardJobs(generationIds: string[]): Promise<void>;
  dailyLimit?: number;
}

/** Pantry items a generation cooks from at most. */
const PANTRY_FOODS_MAX = 150;

/** Starting a generation (allowance, request row, job) and reporting how it goes. */
export function createGenerationService(deps: GenerationServiceDeps) {
  const dailyLimit = deps.dailyLimit ?? GENERATION.dailyLimit;

  /** The signed-in cook's pantry to cook from: a visitor has none (401), an empty one is refused. */
  async function pantryFor(actor: Actor): Promise<PantryFood[]> {
    if (actor.kind !== 'user') throw AppError.unauthorized(GENERATION_MESSAGES.pantrySignIn);
    const pantry = await deps.pantryOf(actor.userId);
    if (pantry.length === 0) throw AppError.badRequest(GENERATION_MESSAGES.pantryEmpty);
    // A recipe uses a dozen things: a model need not read a thousand-item pantry.
    return pantry.slice(0, PANTRY_FOODS_MAX);
  }

  return {
    /** Takes one generation from the day's allowance (unless premium) and queues the work. */
    async start(actor: Actor, request: GenerateRequest): Promise<{ requestId: string; limits: GenerationLimits }> {
      const hasChoices = request.preferences !== undefined && Object.keys(request.preferences).length > 0;
      const pantry = request.usePantry ? await pantryFor(actor) : null;
      if (request.prompt.length === 0 && !hasChoices && !pantry) throw AppError.badRequest(GENERATION_MESSAGES.blankPrompt);
      let allowance: UsedAllowance | null = null;
      let limits: GenerationLimits = { remaining: null, used: 0, dailyLimit: null, isPremium: true };
      const subjects = allowanceSubjects(actor);
      if (subjects) {
        const day = allowanceDay();
        const taken = await deps.allowance.take(subjects, dailyLimit, day);
        if (!taken.allowed) {
          const message = actor.kind === 'user' ? GENERATION_MESSAGES.limitSignedIn(dailyLimit) : GENERATION_MESSAGES.limitSignedOut(dailyLimit);
          throw new AppError(403, ErrorCode.DailyLimitReached, message, { limitExceeded: true, remaining: 0, used: taken.used, dailyLimit });
        }
        allowance = { subjects, day };
        limits = { remaining: Math.max(0, dailyLimit - taken.used), used: taken.used, dailyLimit, isPremium: false };
      }
      const id = uuidV7();
      await deps.generations.create({
        id,
        owner: { userId: actor.kind === 'user' ? actor.userId : null, deviceKey: actor.deviceKey },
        prompt: request.prompt,
        preferences: request.preferences,
        count: request.count,
        allowance,
        pantry,
      });
      await deps.enqueue(id);
      return { requestId: id, limits };
    },

    /**
     * Today's allowance as the next generation would find it, without taking any: a new browser on
     * a network that already used the day's generations learns it before asking.
     */
    async limits(actor: Actor): Promise<GenerationLimits> {
      const subjects = allowanceSubjects(actor);
      if (!subjects) return { remaining: null, used: 0, dailyLimit: null, isPremium: true };
      const used = await deps.allowance.usedToday(subjects);
      return { remaining: Math.max(0, dailyLimit - used), used, dailyLimit, isPremium: false };
    },

    /** Delete-all's `generations` section: the user's requests and their daily counters. */
    async exportOf(userId: string) {
      const requests = await deps.generations.listForUser(userId);
      return {
        requests: requests.map(({ id, status, prompt, preferences, count, pantry, error, createdAt }) => ({
          id,
          status,
          prompt,
          preferences: preferences ?? null,
          count,
          pantry,
          error,
          createdAt,
        })),
        dailyAllowance: await deps.allowance.listForSubject(userAllowanceSubject(userId)),
      };
    },

    /** Deletes the user's requests (their waiting jobs first, so a retry still finds them) and daily counters. */
    async eraseOf(userId: string): Promise<void> {
      const requests = await deps.generations.listForUser(userId);
      await deps.discardJobs(requests.map((request) => request.id));
      await deps.generations.removeAllForUser(userId);
      await deps.allowance.removeSubject(userAllowanceSubject(userId));
    },

    /** The state of a generation; someone else's (or an unknown) request answers 404. */
    async status(actor: Actor, requestId: string): Promise<GenerationStatus> {
      const generation = await deps.generations.find(requestId);
      if (!generation || !canSeeGeneration(actor, generation)) throw AppError.notFound('Generation request not found');
      if (generation.status === 'completed') {
        return { status: 'completed', result: await deps.recipes.listForGeneration(generation.id), error: null };
      }
      return { status: generation.status, result: null, error: generation.error };
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
