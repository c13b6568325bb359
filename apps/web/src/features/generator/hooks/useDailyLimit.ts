import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session/session';
import { clearDailyCounts, readDailyCount, recordGeneration } from '../daily-counter';
import { DAILY_LIMIT } from '../strings';
import type { LimitState } from './useGeneration';

/** The local allowance state for this cook, updated from the server's answers (which decide). */
export function useDailyLimit() {
  const { status, isPremium } = useSession();
  const counter = status === 'authenticated' ? 'freeUserDailyCount' : 'anonymousDailyCount';
  const fromStore = useCallback((): LimitState => {
    const used = readDailyCount(counter);
    return { used, limit: DAILY_LIMIT, remaining: Math.max(0, DAILY_LIMIT - used), isLimited: used >= DAILY_LIMIT };
  }, [counter]);
  const [limit, setLimit] = useState<LimitState>(fromStore);
  useEffect(() => {
    if (isPremium) clearDailyCounts();
  }, [isPremium]);
  const update = useCallback(
    (next: LimitState) => {
      if (!isPremium) recordGeneration(counter, next.used);
      setLimit(next);
    },
    [counter, isPremium],
  );
  return { limit: isPremium ? { used: 0, limit: null, remaining: null, isLimited: false } : limit, update, reload: () => { setLimit(fromStore()); } };
}
