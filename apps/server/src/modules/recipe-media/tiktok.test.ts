import { randomBytes } from 'node:crypto';
import { MEDIA_MESSAGES, type TikTokItem } from '@sous/contract/recipe-media';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRecipe, buildUser, type TestUser } from '../../test/factories';
import { hostileFiles, testImage } from '../../test/images';
import { local, mediaCalls, shareRecipe, storedKeys } from '../../test/media';
import { must } from '../../test/must';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { useTikTokStub } from '../../test/tiktok-stub';
import { waitFor } from '../../test/wait-for';

const tiktok = useTikTokStub();
const t = useTestApp(tiktok.settings);
useTestWorker(t);
const media = () => mediaCalls(t.app);

let owner: TestUser;
let other: TestUser;
let publicId = '';
beforeAll(async () => {
  owner = await buildUser(t.app, { screenName: `tok_${randomBytes(4).toString('hex')}` });
  other = await buildUser(t.app, { screenName: `tik_${randomBytes(4).toString('hex')}` });
  publicId = await shareRecipe(t.app, owner, (await buildRecipe(t.app, owner, { name: 'Viral Noodles' })).id);
});

const videoOf = async (recipeId: string, videoId: string) =>
  (await media().listed(null, recipeId)).images.find((item): item is TikTokItem => item.type === 'tiktok' && item.videoId === videoId);

describe('attaching a TikTok video', () => {
  it('is ACTIVE at once; caption, account and thumbnail follow from oEmbed, the thumbnail stored as our own WebP', async () => {
    tiktok.stub.videos.set('7311111111111111111', { caption: 'Noodles in 10 minutes #food', author: 'chef.lin', thumbnail: await testImage('jpeg', { width: 400, height: 600 }) });
    const answer = await media().attachTikTok(owner, publicId, 'https://www.tiktok.com/@chef.lin/video/7311111111111111111?is_from_webapp=1&sender_device=pc');
    expect(answer.statusCode).toBe(201);
    const attached = answer.json<TikTokItem>();
    expect(attached.userScreenName).toMatch(/^tok_/);
    expect(attached).toMatchObject({
      type: 'tiktok',
      videoId: '7311111111111111111',
      status: 'ACTIVE',
      contentType: 'video/tiktok',
      scope: 'public',
      tiktokUrl: 'https://www.tiktok.com/@chef.lin/video/7311111111111111111',
      username: 'chef.lin',
      isOwn: true,
    });

    const filled = await waitFor(async () => {
      const video = await videoOf(publicId, '7311111111111111111');
      return video?.thumbnailUrl ? video : null;
    }, 10_000, 'the TikTok details');
    expect(filled.caption).toBe('Noodles in 10 minutes #food');
    expect(tiktok.stub.requests).toContain('https://www.tiktok.com/@chef.lin/video/7311111111111111111');
    const thumbnailUrl = must(filled.thumbnailUrl, 'a thumbnail');
    expect(thumbnailUrl.startsWith(`${t.config.PUBLIC_URL}/media/recipes/${publicId}/media/`)).toBe(true);
    const served = await t.app.inject({ url: local(thumbnailUrl) });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
  });

  it('answers 409 for a video this recipe has already, however the link is written; another recipe may have it', async () => {
    const link = 'https://www.tiktok.com/@someone/video/7322222222222222222';
    expect((await media().attachTikTok(owner, publicId, link)).statusCode).toBe(201);
    for (const again of [link, `${link}?lang=en`, 'https://www.tiktok.com/@another.name/video/7322222222222222222']) {
      const answer = await media().attachTikTok(other, publicId, again);
      expect([answer.statusCode, answer.json()], again).toEqual([409, { code: 'CONFLICT', message: 'This TikTok video is already attached to this recipe.' }]);
    }
    const elsewhere = (await buildRecipe(t.app, owner)).id;
    expect((await media().attachTikTok(owner, elsewhere, link)).statusCode).toBe(201);
  });

  it('refuses links that are not TikTok videos, with the spec texts', async () => {
    const cases: [string, string][] = [
      ['', 'Please enter a TikTok URL'],
      ['   ', 'Please enter a TikTok URL'],
      ['http://www.tiktok.com/@a/video/1', 'Invalid TikTok URL. The URL must be from TikTok (https://www.tiktok.com/)'],
      ['https://vm.tiktok.com/ZMabc123/', MEDIA_MESSAGES.tiktokInvalid],
      ['https://www.tiktok.com.evil.example/@a/video/1', MEDIA_MESSAGES.tiktokInvalid],
      ['https://www.youtube.com/watch?v=1', MEDIA_MESSAGES.tiktokInvalid],
      ['https://www.tiktok.com/@chef.lin', MEDIA_MESSAGES.tiktokNoVideo],
    ];
    for (const [link, message] of cases) {
      const answer = await media().attachTikTok(owner, publicId, link);
      expect([answer.statusCode, answer.json()], JSON.stringify(link)).toEqual([400, { code: 'VALIDATION_FAILED', message }]);
    }
    const missing = await t.app.inject({ method: 'POST', url: `/api/recipes/${publicId}/media/tiktok`, headers: owner.headers, payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});

describe('when TikTok does not help', () => {
  it('a video TikTok does not show (404) is attached without caption or thumbnail', async () => {
    const answer = await media().attachTikTok(owner, publicId, 'https://www.tiktok.com/@private/video/7333333333333333333');
    expect(answer.statusCode).toBe(201);
    await waitFor(() => tiktok.stub.requests.some((link) => link.endsWith('/7333333333333333333')), 10_000, 'the oEmbed request');
    expect(await videoOf(publicId, '7333333333333333333')).toMatchObject({ status: 'ACTIVE', caption: null, thumbnailUrl: null, username: 'private' });
  });

  it('an unreachable TikTok is tried again, then the video stays attached without them', async () => {
    tiktok.stub.videos.set('7344444444444444444', { status: 503 });
    expect((await media().attachTikTok(owner, publicId, 'https://www.tiktok.com/@busy/video/7344444444444444444')).statusCode).toBe(201);
    await waitFor(() => tiktok.stub.requests.filter((link) => link.endsWith('/7344444444444444444')).length >= 2, 15_000, 'two oEmbed attempts');
    expect(await videoOf(publicId, '7344444444444444444')).toMatchObject({ status: 'ACTIVE', caption: null, thumbnailUrl: null });
  });

  it('a thumbnail on a host outside TikTok, or one that is not an image, is not kept', async () => {
    tiktok.stub.videos.set('7355555555555555555', { caption: 'Elsewhere', author: 'a', thumbnail: 'https://attacker.example/pixel.png' });
    tiktok.stub.videos.set('7366666666666666666', { caption: 'Not a picture', author: 'b', thumbnail: hostileFiles.svg });
    for (const id of ['7355555555555555555', '7366666666666666666']) {
      expect((await media().attachTikTok(owner, publicId, `https://www.tiktok.com/@x/video/${id}`)).statusCode).toBe(201);
      const video = await waitFor(async () => {
        const found = await videoOf(publicId, id);
        return found?.caption ? found : null;
      }, 10_000, 'the caption');
      expect(video.thumbnailUrl, id).toBeNull();
    }
  });
});

describe('removing a TikTok video', () => {
  it('only who attached it may; its stored thumbnail goes with it', async () => {
    tiktok.stub.videos.set('7377777777777777777', { caption: 'Bye', author: 'c', thumbnail: await testImage('jpeg') });
    expect((await media().attachTikTok(other, publicId, 'https://www.tiktok.com/@c/video/7377777777777777777')).statusCode).toBe(201);
    await waitFor(async () => (await videoOf(publicId, '7377777777777777777'))?.thumbnailUrl, 10_000, 'the thumbnail');
    const item = await t.app.db.kysely.selectFrom('recipe_media').select('id').where('tiktok_video_id', '=', '7377777777777777777').executeTakeFirstOrThrow();
    const folder = `recipes/${publicId}/media/${item.id}/`;
    expect(storedKeys(t.app, folder)).toEqual([`${folder}thumbnail.webp`]);

    expect((await media().removeTikTok(owner, publicId, '7377777777777777777')).statusCode).toBe(403);
    expect((await media().removeTikTok(other, publicId, '7377777777777777777')).statusCode).toBe(204);
    expect(await videoOf(publicId, '7377777777777777777')).toBeUndefined();
    expect(storedKeys(t.app, folder)).toEqual([]);
    expect((await media().removeTikTok(other, publicId, '7377777777777777777')).statusCode).toBe(404);
  });
});
