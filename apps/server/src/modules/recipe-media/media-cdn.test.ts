import { randomBytes } from 'node:crypto';
import type { PublicListResponse, PublicRecipe } from '@sous/contract/public-recipes';
import { describe, expect, it } from 'vitest';
import { buildRecipe, buildUser } from '../../test/factories';
import { testImage } from '../../test/images';
import { local, mediaCalls, shareRecipe } from '../../test/media';
import { must } from '../../test/must';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';

const cdn = 'https://cdn.example.com/sous-media';
const t = useTestApp({ PUBLIC_MEDIA_BASE_URL: `${cdn}/` });
useTestWorker(t);

describe('PUBLIC_MEDIA_BASE_URL', () => {
  it('rewrites every media URL the API presents, and the page may load images from it', async () => {
    const owner = await buildUser(t.app, { screenName: `cdn_${randomBytes(4).toString('hex')}` });
    const publicId = await shareRecipe(t.app, owner, (await buildRecipe(t.app, owner)).id);
    const media = mediaCalls(t.app);
    const photo = await media.photo(owner, publicId, await testImage('jpeg'));
    const folder = `${cdn}/recipes/${publicId}/media/${photo.imageId}/`;
    expect(photo.urls).toEqual({ thumbnail: `${folder}thumbnail.webp`, medium: `${folder}medium.webp`, large: `${folder}large.webp` });
    expect((await media.listed(null, publicId)).images[0]).toMatchObject({ urls: photo.urls });

    const recipe = (await t.app.inject({ url: `/api/recipes/public/${publicId}` })).json<PublicRecipe>();
    expect([recipe.featuredImageUrl, recipe.imageUrl]).toEqual([`${folder}large.webp`, `${folder}medium.webp`]);
    const cards = (await t.app.inject({ url: '/api/recipes/public?limit=48' })).json<PublicListResponse>();
    expect(cards.recipes.find((card) => card.publicRecipeId === publicId)?.featuredImageUrl).toBe(`${folder}large.webp`);
    const exported = (await t.app.inject({ url: '/api/user-data/export', headers: owner.headers })).json<{ sections: { recipeMedia: { urls: unknown }[] } }>();
    expect(exported.sections.recipeMedia[0]?.urls).toEqual(photo.urls);

    // The CDN fronts /media: the same key is served there.
    expect((await t.app.inject({ url: `/media/${local(must(photo.urls, 'urls').large).slice('/sous-media/'.length)}` })).headers['content-type']).toBe('image/webp');
    const page = await t.app.inject({ url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
  });
});
