import { randomBytes } from 'node:crypto';
import type { ErrorBody } from '@sous/contract/errors';
import type { PublicListResponse, PublicRecipe } from '@sous/contract/public-recipes';
import type { Recipe } from '@sous/contract/recipe-api';
import { MEDIA_MESSAGES, type ImageItem, type PresignResponse, type TikTokItem } from '@sous/contract/recipe-media';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidV7 } from '../../platform/ids';
import { buildRecipe, buildUser, recipeContent, type TestUser } from '../../test/factories';
import { hostileFiles, testImage } from '../../test/images';
import { mediaCalls, shareRecipe, storedKeys } from '../../test/media';
import { must } from '../../test/must';
import { useTestApp } from '../../test/test-app';
import { useTikTokStub } from '../../test/tiktok-stub';
import { useTestWorker } from '../../test/test-worker';

const tiktok = useTikTokStub();
const t = useTestApp(tiktok.settings);
useTestWorker(t);
const media = () => mediaCalls(t.app);

const screenName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;
let videoCounter = 7_300_000_000_000_000_000n;
const tiktokLink = () => `https://www.tiktok.com/@chef/video/${String(++videoCounter)}`;

type Role = 'visitor' | 'nameless' | 'named' | 'owner';
type Scope = 'public' | 'private';

/** The spec 2 §6 cast: a visitor, a user without a screen name, one with, and the recipes' owner. */
const cast = {} as Record<Exclude<Role, 'visitor'>, TestUser>;
const recipes = {} as Record<Scope, string>;
const caller = (role: Role) => (role === 'visitor' ? null : cast[role]);

beforeAll(async () => {
  cast.owner = await buildUser(t.app, { screenName: screenName('owner') });
  cast.named = await buildUser(t.app, { screenName: screenName('named') });
  cast.nameless = await buildUser(t.app);
  recipes.private = (await buildRecipe(t.app, cast.owner, { name: 'Private Pie' })).id;
  recipes.public = await shareRecipe(t.app, cast.owner, (await buildRecipe(t.app, cast.owner, { name: 'Shared Stew' })).id);
});

const matrix = <T>(rows: [Role, Scope, T][]) => rows.map(([role, scope, expected]) => ({ role, scope, expected }));

describe('who may add media (spec 2 §6)', () => {
  const adding = matrix<number | 'SCREEN_NAME_REQUIRED'>([
    ['visitor', 'public', 401],
    ['visitor', 'private', 401],
    ['nameless', 'public', 'SCREEN_NAME_REQUIRED'],
    ['nameless', 'private', 404],
    ['named', 'public', 200],
    ['named', 'private', 404],
    ['owner', 'public', 200],
    ['owner', 'private', 200],
  ]);

  it('presign: signed in, a screen name on public recipes, the owner alone on private ones', async () => {
    for (const { role, scope, expected } of adding) {
      const answer = await media().presign(caller(role), recipes[scope], { contentType: 'image/jpeg', recipeId: recipes[scope], scope, isOwner: true });
      const where = `${role} on ${scope}`;
      if (expected === 'SCREEN_NAME_REQUIRED') {
        expect([answer.statusCode, answer.json()], where).toEqual([400, { code: 'SCREEN_NAME_REQUIRED', message: 'You need to set a screen name before uploading images.' }]);
      } else {
        expect(answer.statusCode, where).toBe(expected);
      }
      if (expected === 200) {
        const upload = answer.json<PresignResponse>();
        expect(upload).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, maxBytes: 10 * 1024 * 1024 });
        expect(new URL(upload.uploadUrl).pathname).toMatch(new RegExp(`^/uploads/recipes/${recipes[scope]}/media/${upload.imageId}/[0-9a-f-]{36}\\.jpg$`));
      }
      if (expected === 401) expect(answer.json<ErrorBody>().code, where).toBe('UNAUTHORIZED');
      if (expected === 404) expect(answer.json(), where).toEqual({ code: 'NOT_FOUND', message: 'Recipe not found' });
    }
  });

  it('attach a TikTok: the same rules', async () => {
    for (const { role, scope, expected } of adding) {
      const answer = await media().attachTikTok(caller(role), recipes[scope], tiktokLink());
      const where = `${role} on ${scope}`;
      if (expected === 'SCREEN_NAME_REQUIRED') {
        expect([answer.statusCode, answer.json()], where).toEqual([400, { code: 'SCREEN_NAME_REQUIRED', message: MEDIA_MESSAGES.screenNameRequired }]);
      } else {
        expect(answer.statusCode, where).toBe(expected === 200 ? 201 : expected);
      }
      if (expected === 200) expect(answer.json<TikTokItem>(), where).toMatchObject({ type: 'tiktok', status: 'ACTIVE', scope, isOwn: true });
    }
  });

  it('a private recipe needs no screen name: its owner adds to it without one', async () => {
    const mine = (await buildRecipe(t.app, cast.nameless)).id;
    expect((await media().presign(cast.nameless, mine)).statusCode).toBe(200);
    const video = await media().attachTikTok(cast.nameless, mine, tiktokLink());
    expect(video.statusCode).toBe(201);
    expect(video.json<TikTokItem>()).toMatchObject({ scope: 'private', userScreenName: null });
  });

  it('an unknown recipe, and a recipe id in the body that is not the address, are refused', async () => {
    expect((await media().presign(cast.owner, 'no-such-recipe')).statusCode).toBe(404);
    const mismatch = await media().presign(cast.owner, recipes.public, { contentType: 'image/jpeg', recipeId: recipes.private });
    expect([mismatch.statusCode, mismatch.json<ErrorBody>().message]).toEqual([400, MEDIA_MESSAGES.recipeMismatch]);
  });
});

describe('who may read, feature and remove (spec 2 §6)', () => {
  const photos = {} as Record<Scope, ImageItem>;
  const videos = {} as Record<Scope, string>;

  beforeAll(async () => {
    for (const scope of ['public', 'private'] as const) {
      photos[scope] = await media().photo(cast.owner, recipes[scope], await testImage('jpeg'));
      const video = await media().attachTikTok(cast.owner, recipes[scope], tiktokLink());
      videos[scope] = video.json<TikTokItem>().videoId;
    }
  });

  it("list and details: everyone on a public recipe, the owner alone on a private one", async () => {
    const reading = matrix<number>([
      ['visitor', 'public', 200],
      ['visitor', 'private', 404],
      ['nameless', 'public', 200],
      ['nameless', 'private', 404],
      ['named', 'public', 200],
      ['named', 'private', 404],
      ['owner', 'public', 200],
      ['owner', 'private', 200],
    ]);
    for (const { role, scope, expected } of reading) {
      const where = `${role} on ${scope}`;
      const list = await media().list(caller(role), recipes[scope]);
      const details = await media().details(caller(role), recipes[scope], photos[scope].imageId);
      expect([list.statusCode, details.statusCode], where).toEqual([expected, expected]);
      if (expected !== 200) continue;
      const listed = list.json<{ images: (ImageItem | TikTokItem)[] }>().images;
      expect(listed.map((item) => (item.type === 'image' ? item.imageId : item.videoId)), where).toEqual(expect.arrayContaining([photos[scope].imageId, videos[scope]]));
      expect(details.json<ImageItem>(), where).toMatchObject({ imageId: photos[scope].imageId, status: 'ACTIVE', isOwn: role === 'owner' });
      // The uploader's id is never published.
      expect(list.body, where).not.toContain(cast.owner.userId);
    }
  });

  it('set featured: the recipe owner only', async () => {
    const featuring = matrix<number>([
      ['visitor', 'public', 401],
      ['visitor', 'private', 401],
      ['nameless', 'public', 403],
      ['nameless', 'private', 404],
      ['named', 'public', 403],
      ['named', 'private', 404],
      ['owner', 'public', 200],
      ['owner', 'private', 200],
    ]);
    for (const { role, scope, expected } of featuring) {
      const answer = await media().feature(caller(role), recipes[scope], photos[scope].imageId);
      expect(answer.statusCode, `${role} on ${scope}`).toBe(expected);
      if (expected === 403) expect(answer.json()).toEqual({ code: 'FORBIDDEN', message: MEDIA_MESSAGES.ownerOnlyFeatured });
      if (expected === 200) expect(answer.json()).toEqual({ featuredImageId: photos[scope].imageId });
    }
  });

  it('delete a photo and remove a TikTok: who added it only', async () => {
    const removing = matrix<number>([
      ['visitor', 'public', 401],
      ['visitor', 'private', 401],
      ['nameless', 'public', 403],
      ['nameless', 'private', 404],
      ['named', 'public', 403],
      ['named', 'private', 404],
      ['owner', 'public', 204],
      ['owner', 'private', 204],
    ]);
    for (const { role, scope, expected } of removing) {
      const photo = await media().remove(caller(role), recipes[scope], photos[scope].imageId);
      const video = await media().removeTikTok(caller(role), recipes[scope], videos[scope]);
      expect([photo.statusCode, video.statusCode], `${role} on ${scope}`).toEqual([expected, expected]);
      if (expected === 403) expect(photo.json()).toEqual({ code: 'FORBIDDEN', message: MEDIA_MESSAGES.notYourMedia });
    }
    for (const scope of ['public', 'private'] as const) {
      expect((await media().details(cast.owner, recipes[scope], photos[scope].imageId)).statusCode).toBe(404);
      expect((await media().removeTikTok(cast.owner, recipes[scope], videos[scope])).statusCode).toBe(404);
      expect(storedKeys(t.app, `recipes/${recipes[scope]}/media/${photos[scope].imageId}/`)).toEqual([]);
    }
  });
});

describe('the featured photo (spec 2 §4)', () => {
  let owner: TestUser;
  let publicId = '';
  const publicRecipe = async () => (await t.app.inject({ url: `/api/recipes/public/${publicId}` })).json<PublicRecipe>();

  beforeAll(async () => {
    owner = await buildUser(t.app, { screenName: screenName('chef') });
    publicId = await shareRecipe(t.app, owner, (await buildRecipe(t.app, owner, { name: 'Photo Soup' })).id);
  });

  it('the first ACTIVE photo becomes featured; the owner may choose another; deleting it clears it', async () => {
    expect(await publicRecipe()).toMatchObject({ featuredImageId: null, featuredImageUrl: null, imageUrl: null });

    const first = await media().photo(owner, publicId, await testImage('jpeg'));
    expect(first).toMatchObject({ status: 'ACTIVE', isFeatured: true });
    expect((await media().listed(null, publicId)).featuredImageId).toBe(first.imageId);
    const urls = must(first.urls, 'the renditions');
    expect(await publicRecipe()).toMatchObject({ featuredImageId: first.imageId, featuredImageUrl: urls.large, imageUrl: urls.medium });
    const newest = (await t.app.inject({ url: '/api/recipes/public?limit=48' })).json<PublicListResponse>();
    expect(newest.recipes.find((card) => card.publicRecipeId === publicId)).toMatchObject({ featuredImageUrl: urls.large, imageUrl: urls.medium });

    const second = await media().photo(cast.named, publicId, await testImage('png'), 'image/png');
    expect(second).toMatchObject({ status: 'ACTIVE', isFeatured: false });
    expect(second.userScreenName).toMatch(/^named_/);

    // Any ACTIVE photo, also one another cook added.
    expect((await media().feature(owner, publicId, second.imageId)).json()).toEqual({ featuredImageId: second.imageId });
    expect((await media().details(null, publicId, first.imageId)).json<ImageItem>().isFeatured).toBe(false);
    expect((await publicRecipe()).featuredImageId).toBe(second.imageId);
    const listed = await media().listed(null, publicId);
    expect(listed.images.filter((item) => item.type === 'image' && item.isFeatured).map((item) => item.type === 'image' && item.imageId)).toEqual([second.imageId]);

    // Its uploader deletes it: the recipe has no featured photo any more.
    expect((await media().remove(cast.named, publicId, second.imageId)).statusCode).toBe(204);
    expect(await publicRecipe()).toMatchObject({ featuredImageId: null, featuredImageUrl: null, imageUrl: null });
    expect((await media().listed(null, publicId)).featuredImageId).toBeNull();

    // So the next photo to become ACTIVE is featured automatically again.
    const third = await media().photo(owner, publicId, await testImage('webp'), 'image/webp');
    expect(third.isFeatured).toBe(true);
  });

  it("another cook's photo is never featured by itself: a seed recipe keeps its drawing, a cook's recipe waits for its owner", async () => {
    const cards = async () => (await t.app.inject({ url: '/api/recipes/public?type=featured&limit=48' })).json<PublicListResponse>().recipes;
    const seed = must((await cards()).at(-1), 'a seed recipe');
    const onSeed = await media().photo(cast.named, seed.publicRecipeId, await testImage('jpeg'));
    expect(onSeed).toMatchObject({ status: 'ACTIVE', isFeatured: false });
    expect((await media().listed(null, seed.publicRecipeId)).featuredImageId).toBeNull();
    expect((await t.app.inject({ url: `/api/recipes/public/${seed.publicRecipeId}` })).json<PublicRecipe>()).toMatchObject({ featuredImageId: null, featuredImageUrl: null, imageUrl: null });
    expect((await cards()).find((card) => card.publicRecipeId === seed.publicRecipeId)).toMatchObject({ featuredImageUrl: null, imageUrl: null });
    // Nobody owns a seed recipe, so nobody may feature a photo on it either.
    expect((await media().feature(cast.named, seed.publicRecipeId, onSeed.imageId)).statusCode).toBe(403);

    const cook = await buildUser(t.app, { screenName: screenName('cook') });
    const shared = await shareRecipe(t.app, cook, (await buildRecipe(t.app, cook, { name: 'Waiting Stew' })).id);
    const visitorsPhoto = await media().photo(cast.named, shared, await testImage('png'), 'image/png');
    expect(visitorsPhoto.isFeatured).toBe(false);
    expect((await t.app.inject({ url: `/api/recipes/public/${shared}` })).json<PublicRecipe>().featuredImageId).toBeNull();
    const ownersPhoto = await media().photo(cook, shared, await testImage('jpeg'));
    expect(ownersPhoto.isFeatured).toBe(true);
    expect((await t.app.inject({ url: `/api/recipes/public/${shared}` })).json<PublicRecipe>().featuredImageId).toBe(ownersPhoto.imageId);
  });

  it('only an ACTIVE photo can be featured', async () => {
    const pending = (await media().presign(owner, publicId)).json<PresignResponse>();
    const answer = await media().feature(owner, publicId, pending.imageId);
    expect([answer.statusCode, answer.json()]).toEqual([409, { code: 'CONFLICT', message: MEDIA_MESSAGES.featuredNeedsActive }]);
    expect((await media().feature(owner, publicId, 'not-an-image')).statusCode).toBe(404);
  });

  it('a private recipe gets its first photo as featured too', async () => {
    const recipe = (await buildRecipe(t.app, owner)).id;
    const photo = await media().photo(owner, recipe, await testImage('jpeg'));
    expect(photo.isFeatured).toBe(true);
    expect((await media().listed(owner, recipe)).featuredImageId).toBe(photo.imageId);
  });

  it('a private recipe shows its featured photo to its owner: on its page and in the collection, as a public one does', async () => {
    const bare = await buildRecipe(t.app, owner, { name: 'Bare Toast' });
    expect(bare).toMatchObject({ featuredImageId: null, featuredImageUrl: null, imageUrl: null });
    const recipe = (await buildRecipe(t.app, owner, { name: 'Photo Pie' })).id;
    const photo = await media().photo(owner, recipe, await testImage('jpeg'));
    const urls = must(photo.urls, 'the renditions');
    const expected = { featuredImageId: photo.imageId, featuredImageUrl: urls.large, imageUrl: urls.medium };

    expect((await t.app.inject({ url: `/api/recipes/${recipe}`, headers: owner.headers })).json<Recipe>()).toMatchObject(expected);
    const collection = (await t.app.inject({ url: '/api/recipes', headers: owner.headers })).json<Recipe[]>();
    expect(collection.find((r) => r.id === recipe)).toMatchObject(expected);
    expect(collection.find((r) => r.id === bare.id)).toMatchObject({ featuredImageId: null, featuredImageUrl: null, imageUrl: null });
    const edited = await t.app.inject({ method: 'PUT', url: `/api/recipes/${recipe}`, headers: owner.headers, payload: { name: 'Photo Pie, Again' } });
    expect(edited.json<Recipe>()).toMatchObject({ name: 'Photo Pie, Again', ...expected });

    expect((await media().remove(owner, recipe, photo.imageId)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/recipes/${recipe}`, headers: owner.headers })).json<Recipe>()).toMatchObject({ featuredImageId: null, featuredImageUrl: null, imageUrl: null });
  });
});

describe("a private recipe's media goes with it once it is gone for good", () => {
  const later = (hours: number) => new Date(Date.now() + hours * 3600_000);
  const mediaRowsOf = async (recipeId: string) => (await t.app.db.kysely.selectFrom('recipe_media').select('id').where('recipe_id', '=', recipeId).execute()).length;
  const withMedia = async (recipeId: string) => {
    const photo = await media().photo(cast.owner, recipeId, await testImage('jpeg'));
    expect(photo.status).toBe('ACTIVE');
    expect((await media().attachTikTok(cast.owner, recipeId, tiktokLink())).statusCode).toBe(201);
    expect(await mediaRowsOf(recipeId)).toBe(2);
    expect(storedKeys(t.app, `recipes/${recipeId}/`).length).toBeGreaterThanOrEqual(3);
    return photo;
  };

  it('deleted for good: its photos, TikToks and files go at once', async () => {
    const recipe = (await buildRecipe(t.app, cast.owner, { name: 'Short-Lived Pie' })).id;
    await withMedia(recipe);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/recipes/${recipe}`, headers: cast.owner.headers })).statusCode).toBe(204);
    expect(await mediaRowsOf(recipe)).toBe(0);
    expect(storedKeys(t.app, `recipes/${recipe}/`)).toEqual([]);
  });

  it('removed: its photos wait for Undo (a day), and go with the recipe when the purge takes it', async () => {
    const recipe = (await buildRecipe(t.app, cast.owner, { name: 'Second Thoughts Soup' })).id;
    const photo = await withMedia(recipe);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/recipes/${recipe}`, headers: cast.owner.headers, payload });

    expect((await put({ isDeleted: true })).statusCode).toBe(200);
    await t.app.recipes.purgeExpired(later(23));
    expect(await mediaRowsOf(recipe)).toBe(2);
    expect((await put({ isDeleted: false })).json<Recipe>()).toMatchObject({ isDeleted: false, featuredImageId: photo.imageId, expiresAt: null });
    expect((await media().details(cast.owner, recipe, photo.imageId)).json<ImageItem>()).toMatchObject({ status: 'ACTIVE', urls: photo.urls });

    expect((await put({ isDeleted: true })).statusCode).toBe(200);
    await t.app.recipes.purgeExpired(later(25));
    expect((await t.app.db.kysely.selectFrom('recipes').select('id').where('id', '=', recipe).execute()).length).toBe(0);
    expect(await mediaRowsOf(recipe)).toBe(0);
    expect(storedKeys(t.app, `recipes/${recipe}/`)).toEqual([]);
  });

  it('never saved: its photos go with it when its 48 hours are up', async () => {
    const [recipe = ''] = await t.app.recipes.storeGenerated({ id: uuidV7(), owner: { userId: cast.owner.userId, deviceKey: null } }, [recipeContent({ name: 'Unsaved Tart' })]);
    await withMedia(recipe);
    await t.app.recipes.purgeExpired(later(47));
    expect(await mediaRowsOf(recipe)).toBe(2);
    await t.app.recipes.purgeExpired(later(49));
    expect(await mediaRowsOf(recipe)).toBe(0);
    expect(storedKeys(t.app, `recipes/${recipe}/`)).toEqual([]);
  });
});

describe('what each viewer sees', () => {
  it("a PENDING upload is its uploader's alone; a REJECTED one is hidden, its uploader learns why", async () => {
    const pending = (await media().presign(cast.named, recipes.public)).json<PresignResponse>();
    const own = await media().listed(cast.named, recipes.public);
    expect(own.images).toContainEqual(expect.objectContaining({ imageId: pending.imageId, status: 'PENDING', urls: null, isOwn: true }));
    for (const other of [null, cast.owner]) {
      expect((await media().listed(other, recipes.public)).images.map((item) => item.type === 'image' && item.imageId)).not.toContain(pending.imageId);
      expect((await media().details(other, recipes.public, pending.imageId)).statusCode).toBe(404);
    }

    const rejected = await media().photo(cast.named, recipes.public, hostileFiles.html);
    expect(rejected).toMatchObject({ status: 'REJECTED', urls: null, rejectionReason: MEDIA_MESSAGES.rejected.notAnImage });
    expect((await media().listed(cast.named, recipes.public)).images.map((item) => item.type === 'image' && item.imageId)).not.toContain(rejected.imageId);
    expect((await media().details(cast.owner, recipes.public, rejected.imageId)).statusCode).toBe(404);
  });

  it('the owner of a public recipe cannot delete what another cook added; that cook can', async () => {
    const theirs = await media().photo(cast.named, recipes.public, await testImage('jpeg'));
    const folder = `recipes/${recipes.public}/media/${theirs.imageId}/`;
    expect(storedKeys(t.app, folder).sort()).toEqual([`${folder}large.webp`, `${folder}medium.webp`, `${folder}thumbnail.webp`]);
    expect((await media().remove(cast.owner, recipes.public, theirs.imageId)).statusCode).toBe(403);
    expect((await media().details(null, recipes.public, theirs.imageId)).statusCode).toBe(200);
    expect((await media().remove(cast.named, recipes.public, theirs.imageId)).statusCode).toBe(204);
    expect(storedKeys(t.app, folder)).toEqual([]);
    expect((await media().remove(cast.named, recipes.public, theirs.imageId)).statusCode).toBe(404);
  });

  it('a withdrawn public recipe takes its media with it, whoever added them', async () => {
    const owner = await buildUser(t.app, { screenName: screenName('gone') });
    const recipe = (await buildRecipe(t.app, owner)).id;
    const publicId = await shareRecipe(t.app, owner, recipe);
    const theirs = await media().photo(cast.named, publicId, await testImage('jpeg'));
    expect(theirs.status).toBe('ACTIVE');
    expect((await media().attachTikTok(cast.named, publicId, tiktokLink())).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/recipes/share/${recipe}`, headers: owner.headers })).statusCode).toBe(204);
    expect((await media().list(null, publicId)).statusCode).toBe(404);
    expect(storedKeys(t.app, `recipes/${publicId}/`)).toEqual([]);
    const exported = (await t.app.inject({ url: '/api/user-data/export', headers: cast.named.headers })).json<{ sections: { recipeMedia: { recipeId: string }[] } }>();
    expect(exported.sections.recipeMedia.map((item) => item.recipeId)).not.toContain(publicId);
  });
});
