import type { Recipe } from '@sous/contract/recipe-api';
import type { TikTokItem } from '@sous/contract/recipe-media';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRecipe, buildUser, type TestUser } from '../../test/factories';
import { testImage } from '../../test/images';
import { local, mediaCalls } from '../../test/media';
import { must } from '../../test/must';
import { importCalls, reviewedRecipe } from '../../test/recipe-import';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { useTikTokStub } from '../../test/tiktok-stub';
import { waitFor } from '../../test/wait-for';

const tiktok = useTikTokStub();
const t = useTestApp(tiktok.settings);
useTestWorker(t);

let cook: TestUser;
beforeAll(async () => {
  cook = await buildUser(t.app);
});

const CAPTION = `Crispy Garlic Noodles 🍜 ready in 15 minutes!
Ingredients:
8 oz spaghetti
4 cloves garlic, minced
2 tbsp butter
Steps:
1. Boil the noodles until al dente.
2. Fry the garlic in the butter, then toss with the noodles.`;

/** The oEmbed requests the stub has had for one video. */
const asked = (videoId: string) => tiktok.stub.requests.filter((url) => url.includes(`/video/${videoId}`)).length;
/** The details jobs recipe-media has queued so far (run or not). */
const detailsJobs = async () => (await t.app.db.kysely.selectFrom('jobs').select('id').where('type', '=', 'fetch-tiktok-details').execute()).length;
const videoOf = async (recipeId: string, videoId: string) =>
  (await mediaCalls(t.app).listed(cook, recipeId)).images.find((item): item is TikTokItem => item.type === 'tiktok' && item.videoId === videoId);

describe("saving a TikTok import hands the video's details to its media", () => {
  it('asks TikTok once: the media has the caption, account and thumbnail the import read; a link a user attaches is still fetched', async () => {
    const videoId = '7391111111111111111';
    tiktok.stub.videos.set(videoId, { caption: CAPTION, author: 'chef.lin', thumbnail: await testImage('jpeg', { width: 360, height: 640 }) });
    const started = await importCalls(t.app).tiktok(cook, { tiktokUrl: `https://www.tiktok.com/@chef.lin/video/${videoId}`, attestRights: true });
    expect(started.statusCode, started.body).toBe(202);
    const status = await importCalls(t.app).settled(cook, started.json<{ importId: string }>().importId);
    expect(status.status).toBe('COMPLETE');
    expect(asked(videoId)).toBe(1);
    const jobsBefore = await detailsJobs();

    const saved = await importCalls(t.app).save(cook, status.importId, reviewedRecipe({ name: 'Garlic Noodles' }));
    expect(saved.statusCode, saved.body).toBe(201);
    const recipe = saved.json<Recipe>();
    // Filled at once, from the import: no job, no second oEmbed request.
    const video = must(await videoOf(recipe.id, videoId), 'the attached video');
    expect(video).toMatchObject({ status: 'ACTIVE', username: 'chef.lin', caption: 'Crispy Garlic Noodles 🍜 ready in 15 minutes!' });
    const served = await t.app.inject({ url: local(must(video.thumbnailUrl, 'a thumbnail')) });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(360);
    expect(await detailsJobs()).toBe(jobsBefore);
    // Saving again attaches nothing and asks nothing.
    expect((await importCalls(t.app).save(cook, status.importId, reviewedRecipe({ name: 'Garlic Noodles II' }))).statusCode).toBe(201);
    expect(await detailsJobs()).toBe(jobsBefore);

    // The same video attached by hand to another recipe is fetched by recipe-media's own job.
    const other = (await buildRecipe(t.app, cook)).id;
    expect((await mediaCalls(t.app).attachTikTok(cook, other, `https://www.tiktok.com/@chef.lin/video/${videoId}`)).statusCode).toBe(201);
    const fetched = await waitFor(async () => {
      const attached = await videoOf(other, videoId);
      return attached?.thumbnailUrl ? attached : null;
    }, 10_000, 'the details of the attached video');
    expect(fetched.caption).toBe(CAPTION);
    expect(await detailsJobs()).toBe(jobsBefore + 1);
    expect(asked(videoId)).toBe(2);
  });

  it('an import whose thumbnail could not be had attaches the video without one, still without asking TikTok', async () => {
    const videoId = '7392222222222222222';
    tiktok.stub.videos.set(videoId, { caption: CAPTION, author: 'chef.lin' });
    const started = await importCalls(t.app).tiktok(cook, { tiktokUrl: `https://www.tiktok.com/@chef.lin/video/${videoId}`, attestRights: true });
    const status = await importCalls(t.app).settled(cook, started.json<{ importId: string }>().importId);
    const jobsBefore = await detailsJobs();
    const saved = await importCalls(t.app).save(cook, status.importId);
    expect(saved.statusCode, saved.body).toBe(201);
    const video = must(await videoOf(saved.json<Recipe>().id, videoId), 'the attached video');
    expect(video).toMatchObject({ username: 'chef.lin', caption: 'Crispy Garlic Noodles 🍜 ready in 15 minutes!', thumbnailUrl: null });
    expect(await detailsJobs()).toBe(jobsBefore);
    expect(asked(videoId)).toBe(1);
  });
});
