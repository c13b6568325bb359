/**
 * A small per-process cache of computed answers, each kept `ttlMs`, at most `maxEntries` (the
 * oldest goes first). Per process by design: with several API processes each keeps its own, so an
 * answer may be up to `ttlMs` old in another process after a change; `clear()` makes this one
 * fresh at once. Concurrent misses for one key share one computation.
 */
export function createTtlCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      if (hit) entries.delete(key);
      const value = compute();
      // A failed computation is not remembered.
      value.catch(() => entries.delete(key));
      entries.set(key, { expiresAt: now + ttlMs, value });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
