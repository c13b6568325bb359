import { BROWSE_CUISINES, BROWSE_TAGS } from '@sous/contract/preferences';
import type { PublicListResponse, PublicRecipe } from '@sous/contract/public-recipes';
import type { Recipe } from '@sous/contract/recipe-api';
import { describe, expect, it } from 'vitest';
import { uuidV7 } from '../../platform/ids';
import { buildRecipe, buildUser, recipeContent, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const list = async (query: string, headers: Record<string, string> = {}) => {
  const answer = await t.app.inject({ url: `/api/recipes/public?${query}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<PublicListResponse>();
};

/** Every page of a browse, following nextToken; answers the ids in order. */
async function browseAll(filters: string): Promise<string[]> {
  const ids: string[] = [];
  let token: string | null = null;
  do {
    const page: PublicListResponse = await list(`type=browse&limit=12${filters}${token ? `&nextToken=${encodeURIComponent(token)}` : ''}`);
    expect(page.recipes.length).toBeLessThanOrEqual(12);
    ids.push(...page.recipes.map((r) => r.publicRecipeId));
    token = page.nextToken;
  } while (token);
  return ids;
}

const share = (user: TestUser, recipeId: string) => t.app.inject({ method: 'POST', url: '/api/recipes/share', headers: user.headers, payload: { recipeId } });

describe('the seed catalog', () => {
  it('a fresh install has at least 60 featured recipes by the brand account, and every filter finds some', async () => {
    const featured = await list('type=featured&limit=48');
    expect(featured.recipes.length).toBe(48);
    expect(featured.recipes.every((r) => r.isFeatured && r.ownerScreenName === 'sous')).toBe(true);
    // A card carries what the card shows, not the whole recipe.
    expect(featured.recipes[0]).not.toHaveProperty('ingredients');
    const all = await browseAll('');
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all).size).toBe(all.length);
    for (const cuisine of BROWSE_CUISINES) {
      const page = await list(`type=browse&cuisine=${encodeURIComponent(cuisine)}`);
      expect(page.recipes.length, cuisine).toBeGreaterThan(0);
    }
    for (const tag of BROWSE_TAGS) {
      const page = await list(`type=browse&tags=${encodeURIComponent(tag)}`);
      expect(page.recipes.length, tag).toBeGreaterThan(0);
      // The tag is on the card, so the filter matches what the cook sees.
      expect(page.recipes.every((r) => r.tags.includes(tag)), tag).toBe(true);
    }
  });

  it('the newest list answers 3 by default', async () => {
    expect((await list('')).recipes).toHaveLength(3);
  });
});

describe('sharing', () => {
  it('needs a signed-in owner with a screen name; sharing again answers the same id', async () => {
    const nameless = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, nameless);
    const refused = await share(nameless, recipe.id);
    expect([refused.statusCode, refused.json()]).toEqual([400, { code: 'SCREEN_NAME_REQUIRED', message: 'You need a screen name to share recipes. Would you like to set one now?' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/recipes/share', payload: { recipeId: recipe.id } })).statusCode).toBe(401);

    const owner = await buildUser(t.app, { screenName: `cook_${Date.now().toString(36)}` });
    const stranger = await buildUser(t.app, { screenName: `other_${Date.now().toString(36)}` });
    const mine = await buildRecipe(t.app, owner, { name: 'Grandma’s Lentil Soup' });
    expect((await share(stranger, mine.id)).statusCode).toBe(404);

    const first = await share(owner, mine.id);
    expect(first.statusCode).toBe(200);
    const { publicRecipeId } = first.json<{ publicRecipeId: string }>();
    expect((await share(owner, mine.id)).json()).toEqual({ publicRecipeId });
    expect((await t.app.inject({ url: `/api/recipes/share/${mine.id}`, headers: owner.headers })).json()).toEqual({ publicRecipeId });

    const seen = (await t.app.inject({ url: `/api/recipes/public/${publicRecipeId}` })).json<PublicRecipe>();
    expect(seen).toMatchObject({ publicRecipeId, name: 'Grandma’s Lentil Soup', isOwner: false, isFeatured: false, totalTime: '55 minutes' });
    expect(seen.ownerScreenName).toMatch(/^cook_/);
    expect(seen).not.toHaveProperty('ownerUserId');
    expect((await t.app.inject({ url: `/api/recipes/public/${publicRecipeId}`, headers: owner.headers })).json()).toMatchObject({ isOwner: true });
  });

  it('the public copy follows edits, and making the recipe private again takes the page down', async () => {
    const owner = await buildUser(t.app, { screenName: `edit_${Date.now().toString(36)}` });
    const recipe = await buildRecipe(t.app, owner, { name: 'Plain Rice' });
    const { publicRecipeId } = (await share(owner, recipe.id)).json<{ publicRecipeId: string }>();
    await t.app.inject({ method: 'PUT', url: `/api/recipes/${recipe.id}`, headers: owner.headers, payload: { name: 'Perfect Jasmine Rice' } });
    expect((await t.app.inject({ url: `/api/recipes/public/${publicRecipeId}` })).json()).toMatchObject({ name: 'Perfect Jasmine Rice' });

    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/recipes/share/${recipe.id}`, headers: owner.headers });
    expect(withdrawn.statusCode).toBe(204);
    const gone = await t.app.inject({ url: `/api/recipes/public/${publicRecipeId}` });
    expect([gone.statusCode, gone.json()]).toEqual([404, { code: 'NOT_FOUND', message: 'Recipe not found' }]);
  });

  it('share status and Make private: 401 for a visitor, 404 for another user, and neither changes anything', async () => {
    const owner = await buildUser(t.app, { screenName: `roles_${Date.now().toString(36)}` });
    const other = await buildUser(t.app, { screenName: `nosy_${Date.now().toString(36)}` });
    const recipe = await buildRecipe(t.app, owner);
    const { publicRecipeId } = (await share(owner, recipe.id)).json<{ publicRecipeId: string }>();
    const url = `/api/recipes/share/${recipe.id}`;

    for (const method of ['GET', 'DELETE'] as const) {
      const visitor = await t.app.inject({ method, url });
      expect([method, visitor.statusCode, visitor.json<{ code: string }>().code]).toEqual([method, 401, 'UNAUTHORIZED']);
      const stranger = await t.app.inject({ method, url, headers: other.headers });
      expect([method, stranger.statusCode, stranger.json()]).toEqual([method, 404, { code: 'NOT_FOUND', message: 'Recipe not found' }]);
    }
    // Still public, and still the owner's to withdraw.
    expect((await t.app.inject({ url: `/api/recipes/public/${publicRecipeId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: owner.headers })).json()).toEqual({ publicRecipeId });
  });

  it('removing a shared recipe from the collection takes its public page down', async () => {
    const owner = await buildUser(t.app, { screenName: `gone_${Date.now().toString(36)}` });
    const recipe = await buildRecipe(t.app, owner);
    const { publicRecipeId } = (await share(owner, recipe.id)).json<{ publicRecipeId: string }>();
    await t.app.inject({ method: 'PUT', url: `/api/recipes/${recipe.id}`, headers: owner.headers, payload: { isDeleted: true } });
    expect((await t.app.inject({ url: `/api/recipes/public/${publicRecipeId}` })).statusCode).toBe(404);
  });

  it('sharing a recipe that was never saved saves it, so its link outlives the 48 hours', async () => {
    const owner = await buildUser(t.app, { screenName: `fresh_${Date.now().toString(36)}` });
    const [recipeId = ''] = await t.app.recipes.storeGenerated({ id: uuidV7(), owner: { userId: owner.userId, deviceKey: null } }, [recipeContent({ name: 'Just Made Dal' })]);
    expect((await t.app.inject({ url: `/api/recipes/${recipeId}`, headers: owner.headers })).json<Recipe>()).toMatchObject({ isSaved: false });
    const { publicRecipeId } = (await share(owner, recipeId)).json<{ publicRecipeId: string }>();
    expect((await t.app.inject({ url: `/api/recipes/${recipeId}`, headers: owner.headers })).json<Recipe>()).toMatchObject({ isSaved: true, expiresAt: null });
    expect((await t.app.inject({ url: '/api/recipes', headers: owner.headers })).json<Recipe[]>().map((r) => r.id)).toContain(recipeId);

    await t.app.recipes.purgeExpired(new Date(Date.now() + 49 * 3600_000));
    expect((await t.app.inject({ url: `/api/recipes/public/${publicRecipeId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/recipes/share/${recipeId}`, headers: owner.headers })).json()).toEqual({ publicRecipeId });
  });

  it('a shared recipe purged when its time is up takes its public page with it', async () => {
    const owner = await buildUser(t.app, { screenName: `lapse_${Date.now().toString(36)}` });
    const recipe = await buildRecipe(t.app, owner, { name: 'Forgotten Flan' });
    const { publicRecipeId } = (await share(owner, recipe.id)).json<{ publicRecipeId: string }>();
    // Unsaved again after sharing, it expires like any unsaved recipe.
    expect((await t.app.inject({ method: 'PUT', url: `/api/recipes/${recipe.id}`, headers: owner.headers, payload: { isSaved: false } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/recipes/public/${publicRecipeId}` })).statusCode).toBe(200);

    await t.app.recipes.purgeExpired(new Date(Date.now() + 49 * 3600_000));
    expect((await t.app.inject({ url: `/api/recipes/${recipe.id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/recipes/public/${publicRecipeId}` })).statusCode).toBe(404);
    const cards = (await list('limit=48')).recipes.map((card) => card.publicRecipeId);
    expect(cards).not.toContain(publicRecipeId);
  });

  it('Save to My Recipes copies a public recipe into the viewer\'s collection', async () => {
    const owner = await buildUser(t.app, { screenName: `src_${Date.now().toString(36)}` });
    const viewer = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, owner, { name: 'Shakshuka' });
    const { publicRecipeId } = (await share(owner, recipe.id)).json<{ publicRecipeId: string }>();
    expect((await t.app.inject({ method: 'POST', url: `/api/recipes/public/${publicRecipeId}/save` })).statusCode).toBe(401);
    const saved = await t.app.inject({ method: 'POST', url: `/api/recipes/public/${publicRecipeId}/save`, headers: viewer.headers });
    expect(saved.statusCode).toBe(200);
    const copy = saved.json<Recipe>();
    expect(copy).toMatchObject({ name: 'Shakshuka', userId: viewer.userId, isSaved: true, isDeleted: false, expiresAt: null });
    expect(copy.id).not.toBe(recipe.id);
    const collection = (await t.app.inject({ url: '/api/recipes', headers: viewer.headers })).json<Recipe[]>();
    expect(collection.map((r) => r.id)).toContain(copy.id);
  });
});

describe('browse', () => {
  it('refuses a cursor edited by hand or carried to other filters, and unknown filters', async () => {
    const page = await list('type=browse&cuisine=Italian&limit=2');
    const token = page.nextToken ?? '';
    expect(token).not.toBe('');
    const carried = await t.app.inject({ url: `/api/recipes/public?type=browse&cuisine=Thai&limit=2&nextToken=${encodeURIComponent(token)}` });
    expect([carried.statusCode, carried.json<{ code: string }>().code]).toEqual([400, 'INVALID_CURSOR']);
    // Any byte changed by hand, or one cut off.
    const bytes = Buffer.from(token, 'base64url');
    for (const at of [0, 20, bytes.length - 1]) {
      const edited = Buffer.from(bytes);
      edited[at] = (edited[at] ?? 0) ^ 1;
      const tampered = await t.app.inject({ url: `/api/recipes/public?type=browse&cuisine=Italian&limit=2&nextToken=${edited.toString('base64url')}` });
      expect([at, tampered.statusCode]).toEqual([at, 400]);
    }
    const cut = await t.app.inject({ url: `/api/recipes/public?type=browse&cuisine=Italian&limit=2&nextToken=${bytes.subarray(0, -1).toString('base64url')}` });
    expect(cut.statusCode).toBe(400);
    const followed = await t.app.inject({ url: `/api/recipes/public?type=browse&cuisine=Italian&limit=2&nextToken=${encodeURIComponent(token)}` });
    expect(followed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/recipes/public?type=browse&nextToken=garbage' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/recipes/public?type=browse&cuisine=Martian' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/recipes/public?type=browse&tags=Vegan,Crunchy' })).statusCode).toBe(400);
  });

  it('the cursor is opaque: the recipe it stops at is not in it, in any encoding', async () => {
    const page = await list('type=browse&limit=2');
    const token = page.nextToken ?? '';
    const lastId = page.recipes.at(-1)?.publicRecipeId ?? '';
    expect(lastId).not.toBe('');
    const decoded = Buffer.from(token, 'base64url');
    expect(token).not.toContain(lastId);
    expect(decoded.toString('latin1')).not.toContain(lastId);
    expect(decoded.toString('hex')).not.toContain(lastId.replace(/-/g, ''));
  });

  it("a private recipe never shows on the public pages, and delete-all takes the user's public copies", async () => {
    const owner = await buildUser(t.app, { screenName: `priv_${Date.now().toString(36)}` });
    const secret = await buildRecipe(t.app, owner, { name: 'Secret Family Ragu' });
    const shared = await buildRecipe(t.app, owner, { name: 'Open Sesame Noodles' });
    const { publicRecipeId } = (await share(owner, shared.id)).json<{ publicRecipeId: string }>();
    const names = (await browseAll('')).length;
    expect(names).toBeGreaterThan(0);
    expect((await t.app.inject({ url: `/api/recipes/public/${secret.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user-data/delete-all', headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/recipes/public/${publicRecipeId}` })).statusCode).toBe(404);
  });
});
