import type { Recipe } from '@sous/contract/recipe-api';
import { describe, expect, it, vi } from 'vitest';
import { screenNameProblem } from '../account/strings';
import { migrateTemporaryRecipes } from './migrate-temporary-recipes';
import { returnToFromState } from './return-to';

const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe('returnToFromState', () => {
  it.each([
    [{ returnTo: '/saved-recipes' }, '/saved-recipes'],
    [JSON.stringify({ appState: { returnTo: '/pricing' } }), '/pricing'],
    [b64({ appState: { returnTo: '/import' } }), '/import'],
    [b64({ returnTo: '/recipes?x=1' }).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), '/recipes?x=1'],
    [undefined, '/dashboard'],
    ['not json or base64 !!', '/dashboard'],
    [{ returnTo: 42 }, '/dashboard'],
    [{ returnTo: 'https://evil.example/' }, '/dashboard'],
    [{ returnTo: '//evil.example/' }, '/dashboard'],
  ])('%j -> %s', (state, expected) => {
    expect(returnToFromState(state)).toBe(expected);
  });
});

describe('migrateTemporaryRecipes', () => {
  const recipe = (id: string) => ({ id }) as Recipe;

  it('saves each kept recipe, clears the store and records how many moved', async () => {
    const saved: string[] = [];
    const clearTemporary = vi.fn();
    const markMigrated = vi.fn();
    const count = await migrateTemporaryRecipes({
      readTemporary: () => [recipe('a'), recipe('b'), recipe('gone')],
      save: async (r) => {
        if (r.id === 'gone') throw new Error('404');
        saved.push(r.id);
      },
      clearTemporary,
      markMigrated,
    });
    expect(count).toBe(2);
    expect(saved).toEqual(['a', 'b']);
    expect(clearTemporary).toHaveBeenCalledOnce();
    expect(markMigrated).toHaveBeenCalledWith(2);
  });

  it('does nothing when there is nothing kept', async () => {
    const markMigrated = vi.fn();
    const count = await migrateTemporaryRecipes({ readTemporary: () => [], save: vi.fn(), clearTemporary: vi.fn(), markMigrated });
    expect(count).toBe(0);
    expect(markMigrated).not.toHaveBeenCalled();
  });
});

describe('screenNameProblem', () => {
  it.each([
    ['', 'Screen name is required'],
    ['ab', 'Screen name must be at least 3 characters'],
    ['a'.repeat(31), 'Screen name must be at most 30 characters'],
    ['has space', 'Screen name can only use letters, numbers, and underscores'],
    ['Chef_Anna', null],
    ['basil_42', null],
  ])('%j -> %s', (name, problem) => {
    expect(screenNameProblem(name)).toBe(problem);
  });
});
