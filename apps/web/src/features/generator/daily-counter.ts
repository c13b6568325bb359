import { localDateKey, readStored, removeStored, writeStored } from '../../lib/storage';

type CounterName = 'anonymousDailyCount' | 'freeUserDailyCount';

/**
 * The browser's copy of today's generations (spec 1 §4): anonymous and free-user counters, each
 * with its date, reset when the date changes, cleared for premium users. The server decides; this
 * only lets the screen say how many are left before it asks.
 */
export function readDailyCount(name: CounterName, now = new Date()): number {
  const counter = readStored(name);
  return counter && counter.date === localDateKey(now) ? counter.count : 0;
}

export function recordGeneration(name: CounterName, used: number | undefined, now = new Date()): number {
  const count = used ?? readDailyCount(name, now) + 1;
  writeStored(name, { date: localDateKey(now), count });
  return count;
}

export function clearDailyCounts() {
  removeStored('anonymousDailyCount');
  removeStored('freeUserDailyCount');
}
