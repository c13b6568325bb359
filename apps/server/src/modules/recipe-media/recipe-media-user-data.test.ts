import { randomBytes } from 'node:crypto';
import type { PublicRecipe } from '@sous/contract/public-recipes';
import type { MediaItem } from '@sous/contract/recipe-media';
import { describe, expect, it } from 'vitest';
import { buildRecipe, buildUser, type TestUser } from '../../test/factories';
import { testImage } from '../../test/images';
import { mediaCalls, shareRecipe, storedKeys } from '../../test/media';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { useTikTokStub } from '../../test/tiktok-stub';

const tiktok = useTikTokStub();
const t = useTestApp(tiktok.settings);
useTestWorker(t);
const media = () => mediaCalls(t.app);

type ExportedMedia = MediaItem & { recipeId: string };
const exportOf = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/user-data/export', headers: user.headers })).json<{ sections: { recipeMedia: ExportedMedia[] } }>().sections.recipeMedia;
const deleteAll = (user: TestUser) => t.app.inject({ method: 'DELETE', url: '/api/user-data/delete-all', headers: user.headers });
const rowsOf = async (userId: string) => (await t.app.db.kysely.selectFrom('recipe_media').select('id').where('user_id', '=', userId).execute()).length;
const named = (prefix: string) => buildUser(t.app, { screenName: `${prefix}_${randomBytes(4).toString('hex')}` });

describe("a user's media in export and delete-all", () => {
  it('exports what they added, and erases it with its files, also on other people’s public recipes', async () => {
    const [ana, ben, cat] = [await named('ana'), await named('ben'), await named('cat')];
    const anaPrivate = (await buildRecipe(t.app, ana)).id;
    const benPublic = await shareRecipe(t.app, ben, (await buildRecipe(t.app, ben)).id);

    const anaOnBen = await media().photo(ana, benPublic, await testImage('jpeg'));
    const anaOwn = await media().photo(ana, anaPrivate, await testImage('png'), 'image/png');
    expect((await media().attachTikTok(ana, benPublic, 'https://www.tiktok.com/@ana/video/7400000000000000001')).statusCode).toBe(201);
    const benOwn = await media().photo(ben, benPublic, await testImage('jpeg'));
    const catOnBen = await media().photo(cat, benPublic, await testImage('jpeg'));
    // Ben chooses Ana's photo for his recipe (only an owner's own photo is featured by itself).
    expect(anaOnBen.isFeatured).toBe(false);
    expect((await media().feature(ben, benPublic, anaOnBen.imageId)).statusCode).toBe(200);

    const exported = await exportOf(ana);
    expect(exported.map((item) => [item.recipeId, item.type, item.isOwn])).toEqual([
      [benPublic, 'image', true],
      [anaPrivate, 'image', true],
      [benPublic, 'tiktok', true],
    ]);
    expect(exported[0]).toMatchObject({ urls: anaOnBen.urls });
    expect(JSON.stringify(exported)).not.toContain(benOwn.imageId);

    expect((await deleteAll(ana)).statusCode).toBe(200);
    expect(await rowsOf(ana.userId)).toBe(0);
    expect(storedKeys(t.app, `recipes/${benPublic}/media/${anaOnBen.imageId}/`)).toEqual([]);
    expect(storedKeys(t.app, `recipes/${anaPrivate}/`)).toEqual([]);
    // Ben's recipe keeps the others' photos and has no featured photo now.
    const left = (await media().listed(null, benPublic)).images.map((item) => item.type === 'image' && item.imageId);
    expect(left).toEqual([benOwn.imageId, catOnBen.imageId]);
    expect((await t.app.inject({ url: `/api/recipes/public/${benPublic}` })).json<PublicRecipe>().featuredImageId).toBeNull();
    expect((await deleteAll(ana)).statusCode).toBe(200);
    expect(anaOwn.status).toBe('ACTIVE');

    // Ben's delete-all takes his public recipe, and with it what Cat added there.
    expect((await deleteAll(ben)).statusCode).toBe(200);
    expect(await rowsOf(ben.userId)).toBe(0);
    expect(await rowsOf(cat.userId)).toBe(0);
    expect(storedKeys(t.app, `recipes/${benPublic}/`)).toEqual([]);
    expect(await exportOf(cat)).toEqual([]);
  });
});
