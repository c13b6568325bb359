import type { PublicListResponse } from '@sous/contract/public-recipes';
import { describe, expect, it } from 'vitest';
import { uuidV7 } from '../../platform/ids';
import { recipeContent } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { createPublicRecipesRepository } from './public-recipes.repository';

// Its own app: the recipes below are stored straight into the table, before any list is asked
// for (and so cached) in this process.
const t = useTestApp();

/** Every page of a browse, following nextToken; answers the ids in order. */
async function browseAll(filters: string): Promise<string[]> {
  const ids: string[] = [];
  let token: string | null = null;
  do {
    const answer: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({ url: `/api/recipes/public?type=browse&limit=12${filters}${token ? `&nextToken=${encodeURIComponent(token)}` : ''}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const page: PublicListResponse = answer.json();
    expect(page.recipes.length).toBeLessThanOrEqual(12);
    ids.push(...page.recipes.map((r) => r.publicRecipeId));
    token = page.nextToken;
  } while (token);
  return ids;
}

describe('browse', () => {
  it('over 500 recipes, every page follows the last: nothing repeated, nothing skipped, filters applied', async () => {
    const repository = createPublicRecipesRepository(t.app.db);
    const made: { id: string; filters: string[] }[] = [];
    for (let i = 0; i < 500; i++) {
      const filters = [i % 3 === 0 ? 'cuisine:Thai' : 'cuisine:Italian', ...(i % 2 === 0 ? ['tag:Vegan'] : []), ...(i % 5 === 0 ? ['tag:Quick'] : [])];
      made.push({ id: uuidV7(), filters });
    }
    await repository.insertMany(made.map(({ id, filters }) => ({ id, recipeId: null, ownerUserId: null, ownerScreenName: 'bench', sourceKey: `test:${id}`, content: recipeContent(), isFeatured: false, filters })));
    // Newest first is id order, descending (ids are time-ordered; within one millisecond, by their random bits).
    const newestFirst = (ids: string[]) => [...ids].sort().reverse();
    const expected = (wanted: string[]) => newestFirst(made.filter((r) => wanted.every((f) => r.filters.includes(f))).map((r) => r.id));

    const thaiVegan = await browseAll('&cuisine=Thai&tags=Vegan');
    const thaiVeganExpected = expected(['cuisine:Thai', 'tag:Vegan']);
    // The seed catalog has its own Thai vegan dishes: compare on the 500 made here.
    expect(thaiVegan.filter((id) => thaiVeganExpected.includes(id))).toEqual(thaiVeganExpected);
    expect(new Set(thaiVegan).size).toBe(thaiVegan.length);

    const quickVegan = await browseAll('&tags=Vegan,Quick');
    expect(quickVegan.filter((id) => made.some((r) => r.id === id))).toEqual(expected(['tag:Vegan', 'tag:Quick']));
    const everything = await browseAll('');
    expect(everything.filter((id) => made.some((r) => r.id === id))).toEqual(newestFirst(made.map((r) => r.id)));
  });

});
