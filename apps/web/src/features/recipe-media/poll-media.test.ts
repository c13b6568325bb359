import type { MediaListResponse } from '@sous/contract/recipe-media';
import { describe, expect, it, vi } from 'vitest';
import { pollMedia } from './poll-media';
import { anImage } from './testing';

const pending: MediaListResponse = { images: [anImage({ imageId: 'i1', status: 'PENDING', urls: null })], featuredImageId: null };
const done: MediaListResponse = { images: [anImage({ imageId: 'i1' })], featuredImageId: 'i1' };

/** A wait that records its delays and returns at once. */
function recordingWait() {
  const delays: number[] = [];
  return { delays, wait: (ms: number) => { delays.push(ms); return Promise.resolve(); } };
}

describe('pollMedia', () => {
  it('waits min(10 s, 3 s + 1 s per attempt) before each of at most 10 reads while something is PENDING', async () => {
    const { delays, wait } = recordingWait();
    const read = vi.fn(() => Promise.resolve(pending));
    const answers: MediaListResponse[] = [];
    const outcome = await pollMedia(read, (list) => answers.push(list), new AbortController().signal, { wait });
    expect(outcome).toBe('exhausted');
    expect(delays).toEqual([4000, 5000, 6000, 7000, 8000, 9000, 10_000, 10_000, 10_000, 10_000]);
    expect(read).toHaveBeenCalledTimes(10);
    expect(answers).toHaveLength(10);
  });

  it('stops as soon as no item is PENDING', async () => {
    const { delays, wait } = recordingWait();
    const read = vi.fn().mockResolvedValueOnce(pending).mockResolvedValueOnce(done);
    const outcome = await pollMedia(read, () => undefined, new AbortController().signal, { wait });
    expect(outcome).toBe('settled');
    expect(delays).toEqual([4000, 5000]);
  });

  it('counts a failed read as an attempt and goes on', async () => {
    const { wait } = recordingWait();
    const read = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(done);
    const answers: MediaListResponse[] = [];
    expect(await pollMedia(read, (list) => answers.push(list), new AbortController().signal, { wait })).toBe('settled');
    expect(read).toHaveBeenCalledTimes(2);
    expect(answers).toEqual([done]);
  });

  it('stops when the page goes away', async () => {
    const controller = new AbortController();
    const read = vi.fn(() => {
      controller.abort();
      return Promise.resolve(pending);
    });
    const answers: MediaListResponse[] = [];
    expect(await pollMedia(read, (list) => answers.push(list), controller.signal, { wait: () => Promise.resolve() })).toBe('aborted');
    expect(answers).toEqual([]);
  });

  it('may stop on another condition and after fewer reads', async () => {
    const { delays, wait } = recordingWait();
    const read = vi.fn(() => Promise.resolve(pending));
    expect(await pollMedia(read, () => undefined, new AbortController().signal, { wait, maxAttempts: 3, done: () => false })).toBe('exhausted');
    expect(delays).toEqual([4000, 5000, 6000]);
    expect(await pollMedia(read, () => undefined, new AbortController().signal, { wait, done: (list) => list.images.length === 1 })).toBe('settled');
  });

  it('waits with real timers on the same schedule', async () => {
    vi.useFakeTimers();
    try {
      const read = vi.fn(() => Promise.resolve(done));
      const outcome = pollMedia(read, () => undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(3999);
      expect(read).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenCalledTimes(1);
      expect(await outcome).toBe('settled');
    } finally {
      vi.useRealTimers();
    }
  });
});
