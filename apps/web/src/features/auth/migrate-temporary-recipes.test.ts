import type { Recipe } from '@sous/contract/recipe-api';
import { describe, expect, it, vi } from 'vitest';
import { migrateTemporaryRecipes } from './migrate-temporary-recipes';

describe('migrateTemporaryRecipes', () => {
  const recipe = (id: string) => ({ id }) as Recipe;

  it('saves each kept recipe, clears the store and records how many moved', async () => {
    const saved: string[] = [];
    const clearTemporary = vi.fn();
    const markMigrated = vi.fn();
    const count = await migrateTemporaryRecipes({
      readTemporary: () => [recipe('a'), recipe('b'), recipe('gone')],
      save: (r) => {
        if (r.id === 'gone') return Promise.reject(new Error('404'));
        saved.push(r.id);
        return Promise.resolve();
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
