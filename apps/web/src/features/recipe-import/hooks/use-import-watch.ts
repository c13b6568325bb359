import { IMPORT, type ImportStatusResponse } from '@sous/contract/recipe-import';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What a watched import is doing. `status` is the latest answer: null before the first one, and
 * while a TikTok video is not known yet (`answered`: INITIALIZING, spec 3 §3). `startedAt` drives
 * the cosmetic progress.
 */
export type ImportWatch =
  | { phase: 'idle' }
  | { phase: 'watching'; status: ImportStatusResponse | null; answered: boolean; startedAt: number }
  | { phase: 'complete'; status: ImportStatusResponse; startedAt: number }
  | { phase: 'failed'; status: ImportStatusResponse | null; reason: 'failed' | 'check'; startedAt: number };

/** How one import is followed. */
export interface WatchOptions {
  /** Reads the status once; null means not known yet (read as INITIALIZING). */
  read: () => Promise<ImportStatusResponse | null>;
  /**
   * What a poll that fails does: 'stop' ends the watch (the photo screen's 'Failed to check
   * import status'), 'continue' polls again (the video screen: poll errors are only logged).
   */
  onError: 'stop' | 'continue';
  /** The status the start already answered (pasted text is read at once): taken as the first poll. */
  first?: ImportStatusResponse;
}

/**
 * Follows an import by polling its status every 3 s (spec 3 §4) until COMPLETE or FAILED.
 * `watch` starts (and replaces any earlier watch), `stop` forgets it; leaving the screen stops
 * polling. The import itself carries on at the server either way.
 */
export function useImportWatch() {
  const [state, setState] = useState<ImportWatch>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      current.current += 1;
      clearTimeout(timer.current);
    };
  }, []);

  const stop = useCallback(() => {
    current.current += 1;
    clearTimeout(timer.current);
    setState({ phase: 'idle' });
  }, []);

  const watch = useCallback(({ read, onError, first }: WatchOptions) => {
    clearTimeout(timer.current);
    const run = ++current.current;
    const stillCurrent = () => alive.current && run === current.current;
    const startedAt = Date.now();
    setState({ phase: 'watching', status: null, answered: false, startedAt });
    void (async () => {
      let answered = first;
      for (;;) {
        let status: ImportStatusResponse | null;
        try {
          if (answered) {
            status = answered;
            answered = undefined;
          } else {
            await new Promise((resolve) => (timer.current = setTimeout(resolve, IMPORT.pollIntervalMs)));
            if (!stillCurrent()) return;
            status = await read();
          }
        } catch {
          if (!stillCurrent()) return;
          if (onError === 'stop') {
            setState((previous) => ({ phase: 'failed', status: previous.phase === 'idle' ? null : previous.status, reason: 'check', startedAt }));
            return;
          }
          continue;
        }
        if (!stillCurrent()) return;
        if (status?.status === 'COMPLETE') {
          setState({ phase: 'complete', status, startedAt });
          return;
        }
        if (status?.status === 'FAILED') {
          setState({ phase: 'failed', status, reason: 'failed', startedAt });
          return;
        }
        setState({ phase: 'watching', status, answered: true, startedAt });
      }
    })();
  }, []);

  return { state, watch, stop };
}
