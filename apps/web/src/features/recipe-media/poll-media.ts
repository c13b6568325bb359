import { MEDIA, mediaPollDelayMs, type MediaListResponse } from '@sous/contract/recipe-media';

/** How a round of polling ended. */
export type PollOutcome = 'settled' | 'exhausted' | 'aborted';

/** Waits `ms`, or less when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

/**
 * Polls the media list after an upload (spec 2 §4): attempt n waits `mediaPollDelayMs(n)` (4 s,
 * 5 s ... 10 s), at most MEDIA.pollMaxAttempts times, until no item is PENDING. Each answer goes
 * to `onAnswer`; a failed read counts as an attempt.
 */
export async function pollMedia(
  read: () => Promise<MediaListResponse>,
  onAnswer: (list: MediaListResponse) => void,
  signal: AbortSignal,
  wait: (ms: number, signal: AbortSignal) => Promise<void> = sleep,
): Promise<PollOutcome> {
  const stopped = () => signal.aborted;
  for (let attempt = 1; attempt <= MEDIA.pollMaxAttempts; attempt++) {
    await wait(mediaPollDelayMs(attempt), signal);
    if (stopped()) return 'aborted';
    let list: MediaListResponse;
    try {
      list = await read();
    } catch {
      continue;
    }
    if (stopped()) return 'aborted';
    onAnswer(list);
    if (!list.images.some((item) => item.status === 'PENDING')) return 'settled';
  }
  return 'exhausted';
}
