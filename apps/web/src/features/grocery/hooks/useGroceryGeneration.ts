import { GROCERY, type GenerateGroceryListBody } from '@sous/contract/grocery';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, HTTP_ERROR_CODE } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { groceryListQueryOptions } from '../api/get-grocery-list';
import { groceryStatusQueryOptions } from '../api/grocery-status';
import { useStartGroceryGeneration } from '../api/start-grocery-generation';
import { isNotFound, reasonOf } from '../grocery-errors';
import { groceryStrings as s } from '../strings';

export type GroceryGenerationPhase = 'idle' | 'starting' | 'polling' | 'failed';

/**
 * Making a list from saved recipes (spec 3 §4): start it, poll its status every 3 s. Completed:
 * the list is fetched by its listId and handed to `onReady`. Failed: the server's error, or the
 * spec's text. A poll that fails says 'Error checking status. Will retry...' and polling goes on;
 * only a request the server no longer knows (404) ends it. Leaving the screen stops polling.
 */
export function useGroceryGeneration(onReady: (listId: string) => void) {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const { mutateAsync: start } = useStartGroceryGeneration();
  const [phase, setPhase] = useState<GroceryGenerationPhase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [pollError, setPollError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  // Which run is current; a newer one (or leaving) makes older polling loops stop.
  const current = useRef(0);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  }, [onReady]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const stillCurrent = (run: number) => alive.current && run === current.current;

  const fail = useCallback((text: string) => {
    if (!alive.current) return;
    setError(text);
    setPollError(false);
    setPhase('failed');
  }, []);

  const follow = useCallback(
    async (requestId: string, run: number) => {
      for (;;) {
        await new Promise((resolve) => (timer.current = setTimeout(resolve, GROCERY.pollIntervalMs)));
        if (!stillCurrent(run)) return;
        let status;
        try {
          status = await client.query(groceryStatusQueryOptions(userId, requestId));
        } catch (e) {
          if (!stillCurrent(run)) return;
          if (isNotFound(e)) {
            fail(reasonOf(e, s.checkStatusFailed));
            return;
          }
          setPollError(true);
          continue;
        }
        if (!stillCurrent(run)) return;
        setPollError(false);
        setMessage(status.message || null);
        if (status.status === 'failed') {
          fail(status.error || s.generationFailed);
          return;
        }
        if (status.status === 'completed') {
          if (!status.listId) {
            fail(s.generationFailed);
            return;
          }
          try {
            await client.query(groceryListQueryOptions(userId, status.listId));
          } catch (e) {
            fail(reasonOf(e, s.fetchListFailed));
            return;
          }
          void client.invalidateQueries({ queryKey: queryKeys.groceryLists(userId), exact: true });
          if (stillCurrent(run)) ready.current(status.listId);
          return;
        }
      }
    },
    [client, userId, fail],
  );

  const generate = useCallback(
    async (body: GenerateGroceryListBody) => {
      clearTimeout(timer.current);
      const run = ++current.current;
      setError(null);
      setPollError(false);
      setMessage(null);
      setPhase('starting');
      try {
        const started = await start(body);
        if (!stillCurrent(run)) return;
        setMessage(started.message || null);
        setPhase('polling');
        void follow(started.requestId, run);
      } catch (e) {
        // A refusal the cook can act on (a recipe gone, too many) keeps the server's words.
        const refused = e instanceof ApiError && e.status >= 400 && e.status < 500 && e.code !== HTTP_ERROR_CODE && e.message;
        fail(refused ? e.message : s.startFailed);
      }
    },
    [start, follow, fail],
  );

  return { phase, message, pollError, error, generate, busy: phase === 'starting' || phase === 'polling' };
}
