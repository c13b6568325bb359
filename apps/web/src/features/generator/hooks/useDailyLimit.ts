import type { GenerationLimits } from '@sous/contract/recipe-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSession } from '../../../lib/session/session';
import { generationLimitsQueryOptions } from '../api/generation-limits';
import { clearDailyCounts, readDailyCount, recordGeneration } from '../daily-counter';
import { DAILY_LIMIT } from '../strings';
import type { LimitState } from './useGeneration';

const UNLIMITED: LimitState = { used: 0, limit: null, remaining: null, isLimited: false };

const fromServer = (limits: GenerationLimits): LimitState =>
  limits.isPremium ? UNLIMITED : { used: limits.used, limit: limits.dailyLimit, remaining: limits.remaining, isLimited: limits.remaining === 0 };

/**
 * This cook's allowance for today. The server decides: its count is asked for on first load (a new
 * browser on a network that used the day learns it before generating) and every generation's
 * answer updates it. The browser's counter (spec 1 §4) is shown until the server answers.
 */
export function useDailyLimit() {
  const { status, isPremium, user } = useSession();
  const userId = user?.id ?? null;
  const counter = status === 'authenticated' ? 'freeUserDailyCount' : 'anonymousDailyCount';
  const queryClient = useQueryClient();
  const server = useQuery({ ...generationLimitsQueryOptions(userId), enabled: status !== 'loading' && !isPremium });

  useEffect(() => {
    if (isPremium) clearDailyCounts();
    else if (server.data && !server.data.isPremium) recordGeneration(counter, server.data.used);
  }, [isPremium, server.data, counter]);

  const update = useCallback(
    (next: LimitState) => {
      if (isPremium) return;
      recordGeneration(counter, next.used);
      queryClient.setQueryData(generationLimitsQueryOptions(userId).queryKey, {
        used: next.used,
        dailyLimit: next.limit,
        remaining: next.remaining,
        isPremium: false,
      });
    },
    [counter, isPremium, queryClient, userId],
  );

  const limit = isPremium ? UNLIMITED : server.data ? fromServer(server.data) : fromBrowser(readDailyCount(counter));
  return { limit, update };
}

/** The browser's own count, shown until the server answers. */
const fromBrowser = (used: number): LimitState => ({
  used,
  limit: DAILY_LIMIT,
  remaining: Math.max(0, DAILY_LIMIT - used),
  isLimited: used >= DAILY_LIMIT,
});
