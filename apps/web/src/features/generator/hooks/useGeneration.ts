import type { Preferences } from '@sous/contract/preferences';
import type { GenerationLimits, Recipe } from '@sous/contract/recipe-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { generationStatus, startGeneration } from '../api/generation';
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

/**
 * One generation (spec 2 §4): submit, poll every 2 s until completed or failed, clear polling
 * when the screen goes away. A 403 with limitExceeded sets the limit state from the server.
 */
export function useGeneration(onLimits?: (limits: LimitState) => void) {
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

  const fail = (message: string) => {
    if (!alive.current) return;
    setError(message);
    setPhase('failed');
  };

  /** Polls until the generation ends, unless a newer one (or leaving the page) replaced it. */
  const follow = useCallback(async (requestId: string, run: number) => {
    let delay = FIRST_POLL_MS;
    for (;;) {
      await new Promise((resolve) => (timer.current = setTimeout(resolve, delay)));
      if (!alive.current || run !== current.current) return;
      try {
        const status = await generationStatus(requestId);
        if (!alive.current || run !== current.current) return;
        if (status.status === 'completed') {
          setRecipes(status.result ?? []);
          setPhase('completed');
          return;
        }
        if (status.status === 'failed') return fail(s.jobFailed(status.error));
      } catch (e) {
        return fail(e instanceof ApiError && e.message ? e.message : s.pollFailed);
      }
      delay = POLL_MS;
    }
  }, []);

  const generate = useCallback(
    async (prompt: string, preferences: Partial<Preferences> | undefined, count = 1) => {
      clearTimeout(timer.current);
      const run = ++current.current;
      setError(null);
      setRecipes([]);
      setPhase('submitting');
      try {
        const started = await startGeneration({ prompt, preferences, count });
        if (!started?.requestId) return fail(s.invalidResponse);
        const limits: GenerationLimits = started.limits;
        onLimits?.({ remaining: limits.remaining, used: limits.used, limit: limits.dailyLimit, isLimited: limits.remaining === 0 });
        setPhase('polling');
        void follow(started.requestId, run);
      } catch (e) {
        if (e instanceof ApiError && e.details.limitExceeded) {
          const used = Number(e.details.used ?? 0);
          const limit = Number(e.details.dailyLimit ?? 2);
          onLimits?.({ remaining: 0, used, limit, isLimited: true });
          return fail(e.message);
        }
        fail(e instanceof ApiError && e.status < 500 && e.message ? e.message : s.failed);
      }
    },
    [onLimits, follow],
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
