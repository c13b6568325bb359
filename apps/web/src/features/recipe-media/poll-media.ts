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

/** No item is PENDING any more: what polling after an upload waits for. */
export const nothingPending = (list: MediaListResponse) => !list.images.some((item) => item.status === 'PENDING');

/** When polling stops early, and after how many reads at most. */
export interface PollOptions {
  done?: (list: MediaListResponse) => boolean;
  maxAttempts?: number;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Polls the media list after an upload (spec 2 §4): attempt n waits `mediaPollDelayMs(n)` (4 s,
 * 5 s ... 10 s), at most MEDIA.pollMaxAttempts times, until no item is PENDING (or `done` says
 * so). Each answer goes to `onAnswer`; a failed read counts as an attempt.
 */
export async function pollMedia(
  read: () => Promise<MediaListResponse>,
  onAnswer: (list: MediaListResponse) => void,
  signal: AbortSignal,
  { done = nothingPending, maxAttempts = MEDIA.pollMaxAttempts, wait = sleep }: PollOptions = {},
): Promise<PollOutcome> {
  const stopped = () => signal.aborted;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
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
    if (done(list)) return 'settled';
  }
  return 'exhausted';
}
