import type { Preferences } from '@sous/contract/preferences';
import type { Recipe } from '@sous/contract/recipe-api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { generationStatusQueryOptions } from '../api/generation-status';
import { useStartGeneration } from '../api/start-generation';
import { generatorStrings as s } from '../strings';

export type GenerationPhase = 'idle' | 'submitting' | 'polling' | 'completed' | 'failed';

export interface LimitState {
  remaining: number | null;
  used: number;
  limit: number | null;
  isLimited: boolean;
}

const POLL_MS = 2000;
/** The first look comes sooner: a built-in recipe is usually ready in well under a second. */
const FIRST_POLL_MS = 500;

/** The counters a 403 with limitExceeded carries (spec 2 §5). */
const limitDetails = z.object({ limitExceeded: z.literal(true), used: z._default(z.coerce.number(), 0), dailyLimit: z._default(z.coerce.number(), 2) });

/**
 * One generation (spec 2 §4): submit, poll every 2 s until completed or failed, clear polling
 * when the screen goes away. A 403 with limitExceeded sets the limit state from the server.
 * When recipes arrive for a signed-in cook, their cached recipe list is refreshed.
 */
export function useGeneration(onLimits?: (limits: LimitState) => void) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const { mutateAsync: start } = useStartGeneration();
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  const [recipes, setRecipes] = useState<Recipe[]>([]);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  // Which generation is current; a reset or a new one makes older polling loops stop.
  const current = useRef(0);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  /** Whether polling loop `run` is still wanted: the screen is up and no newer generation replaced it. */
  const stillCurrent = (run: number) => alive.current && run === current.current;

  const fail = useCallback((message: string) => {
    if (!alive.current) return;
    setError(message);
    setPhase('failed');
  }, []);

  /** Polls until the generation ends, unless a newer one (or leaving the page) replaced it. */
  const follow = useCallback(
    async (requestId: string, run: number) => {
      let delay = FIRST_POLL_MS;
      for (;;) {
        await new Promise((resolve) => (timer.current = setTimeout(resolve, delay)));
        if (!stillCurrent(run)) return;
        try {
          const status = await queryClient.query(generationStatusQueryOptions(userId, requestId));
          if (!stillCurrent(run)) return;
          if (status.status === 'completed') {
            setRecipes(status.result ?? []);
            setPhase('completed');
            if (userId !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.recipes(userId) });
            return;
          }
          if (status.status === 'failed') {
            fail(s.jobFailed(status.error));
            return;
          }
        } catch (e) {
          fail(e instanceof ApiError && e.message ? e.message : s.pollFailed);
          return;
        }
        delay = POLL_MS;
      }
    },
    [queryClient, userId, fail],
  );

  const generate = useCallback(
    async (prompt: string, preferences: Partial<Preferences> | undefined, count = 1, usePantry = false) => {
      clearTimeout(timer.current);
      const run = ++current.current;
      setError(null);
      setRecipes([]);
      setPhase('submitting');
      try {
        const { requestId, limits } = await start({ prompt, preferences, count, ...(usePantry ? { usePantry } : {}) });
        onLimits?.({ remaining: limits.remaining, used: limits.used, limit: limits.dailyLimit, isLimited: limits.remaining === 0 });
        setPhase('polling');
        void follow(requestId, run);
      } catch (e) {
        if (e instanceof z.core.$ZodError) {
          fail(s.invalidResponse);
          return;
        }
        const limited = e instanceof ApiError ? limitDetails.safeParse(e.details) : undefined;
        if (e instanceof ApiError && limited?.success) {
          // The allowance under the button says so, with its actions: no second message.
          onLimits?.({ remaining: 0, used: limited.data.used, limit: limited.data.dailyLimit, isLimited: true });
          setPhase('idle');
          return;
        }
        fail(e instanceof ApiError && e.status < 500 && e.message ? e.message : s.failed);
      }
    },
    [start, onLimits, follow, fail],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    current.current += 1;
    setPhase('idle');
    setRecipes([]);
    setError(null);
  }, []);

  return { phase, recipes, error, generate, reset, busy: phase === 'submitting' || phase === 'polling' };
}
