import { useEffect, useState } from 'react';
import { finishedProgress, progressAt, type StagedProgress } from '../progress';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The cosmetic progress of an import started at `startedAt` (spec 3 §4), read again every second
 * while it runs; `done` shows it full.
 */
export function useStagedProgress(startedAt: number, done: boolean): StagedProgress {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (done) return;
    const tick = setInterval(() => { setNow(Date.now()); }, 1000);
    return () => { clearInterval(tick); };
  }, [done]);
  if (done) return finishedProgress;
  return progressAt(now - startedAt, prefersReducedMotion());
}
