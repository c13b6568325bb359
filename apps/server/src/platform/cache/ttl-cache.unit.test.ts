import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('createTtlCache', () => {
  it('answers from the cache until the entry expires, then computes again', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    const compute = () => Promise.resolve(++calls);
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('a', compute)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('shares one computation between concurrent misses, forgets failures, and clears', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let calls = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => { resolve(`v${String(++calls)}`); }, 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual(['v1', 'v1']);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', () => Promise.resolve('up'))).toBe('up');
    cache.clear();
    expect(await cache.get('k', slow)).toBe('v2');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', () => Promise.resolve('a1'));
    await cache.get('b', () => Promise.resolve('b1'));
    await cache.get('c', () => Promise.resolve('c1'));
    expect(await cache.get('a', () => Promise.resolve('a2'))).toBe('a2');
    expect(await cache.get('c', () => Promise.resolve('c2'))).toBe('c1');
  });
});
