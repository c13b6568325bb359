import { describe, expect, it } from 'vitest';
import { clearPersonalStored, localDateKey, readStored, removeStored, storedItems, writeStored } from './storage';

describe('browser storage', () => {
  it('writes and reads typed items under their fixed keys', () => {
    writeStored('anonymousDailyCount', { date: '2026-11-22', count: 1 });
    expect(window.localStorage.getItem('anonymousGenerationCount')).toBe('{"date":"2026-11-22","count":1}');
    expect(readStored('anonymousDailyCount')).toEqual({ date: '2026-11-22', count: 1 });
  });

  it('keeps the login transaction in the tab only', () => {
    writeStored('loginTransaction', { state: 'abc' });
    expect(window.sessionStorage.getItem(storedItems.loginTransaction.key)).toBe('{"state":"abc"}');
    expect(window.localStorage.getItem(storedItems.loginTransaction.key)).toBeNull();
  });

  it('treats a missing, malformed or wrongly shaped value as absent', () => {
    expect(readStored('preSelectedRecipes')).toBeNull();
    window.localStorage.setItem('preSelectedRecipes', '{not json');
    expect(readStored('preSelectedRecipes')).toBeNull();
    window.localStorage.setItem('freeUserGenerationCount', JSON.stringify({ date: '2026-11-22', count: -4 }));
    expect(readStored('freeUserDailyCount')).toBeNull();
  });

  it('fills preference defaults from the contract when reading', () => {
    window.localStorage.setItem('preferences', JSON.stringify({ allergies: ['Peanuts'] }));
    expect(readStored('preferences')).toMatchObject({ allergies: ['Peanuts'], healthiness: 2, prepTime: '30-60' });
  });

  it('removes an item', () => {
    writeStored('recipesMigrated', true);
    removeStored('recipesMigrated');
    expect(readStored('recipesMigrated')).toBeNull();
  });

  it("clears one person's items at sign-out and keeps the device's visitor counter", () => {
    writeStored('anonymousDailyCount', { date: '2026-11-22', count: 1 });
    writeStored('freeUserDailyCount', { date: '2026-11-22', count: 2 });
    window.localStorage.setItem('preferences', JSON.stringify({ allergies: ['Peanuts'] }));
    writeStored('preSelectedRecipes', ['r1']);
    clearPersonalStored();
    expect(readStored('freeUserDailyCount')).toBeNull();
    expect(readStored('preferences')).toBeNull();
    expect(readStored('preSelectedRecipes')).toBeNull();
    expect(readStored('anonymousDailyCount')).toEqual({ date: '2026-11-22', count: 1 });
  });

  it('dates counters by the local calendar day', () => {
    expect(localDateKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
