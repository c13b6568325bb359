import { randomBytes } from 'node:crypto';
import { MEDIA_MESSAGES, type PresignResponse } from '@sous/contract/recipe-media';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRecipe, buildUser, type TestUser } from '../../test/factories';
import { hostileFiles, pixelBombPng, testImage } from '../../test/images';
import { local, mediaCalls, storedKeys } from '../../test/media';
import { must } from '../../test/must';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { waitFor } from '../../test/wait-for';

const t = useTestApp();
useTestWorker(t);
const media = () => mediaCalls(t.app);

let cook: TestUser;
let recipeId = '';
beforeAll(async () => {
  cook = await buildUser(t.app);
  recipeId = (await buildRecipe(t.app, cook)).id;
});

const folderOf = (imageId: string) => `recipes/${recipeId}/media/${imageId}/`;
const statusInDatabase = async (imageId: string) =>
  (await t.app.db.kysely.selectFrom('recipe_media').select('status').where('id', '=', imageId).executeTakeFirst())?.status;

/** Runs the recurring sweep once, as a worker would. */
async function sweep(): Promise<void> {
  const job = must(t.app.jobs.definitions().find((definition) => definition.type === 'sweep-recipe-media'), 'the sweep job');
  await job.handler(undefined, { jobId: 'test', attempt: 1, signal: new AbortController().signal, log: t.app.log });
}

describe('a photo upload', () => {
  it('becomes ACTIVE with three upright WebP renditions, no EXIF left, and the original deleted', async () => {
    const photo = await testImage('jpeg', { width: 2400, height: 1200, orientation: 6, withExif: true });
    const item = await media().photo(cook, recipeId, photo);
    expect(item).toMatchObject({ status: 'ACTIVE', contentType: 'image/jpeg', scope: 'private', isOwn: true, rejectionReason: null });
    const urls = must(item.urls, 'the renditions');
    const expected = { thumbnail: [320, 640], medium: [800, 1600], large: [1200, 2400] };
    for (const [name, [width, height]] of Object.entries(expected)) {
      const url = urls[name as keyof typeof urls];
      expect(url).toBe(`${t.config.PUBLIC_URL}/media/${folderOf(item.imageId)}${name}.webp`);
      const served = await t.app.inject({ url: local(url) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height], name).toEqual(['webp', width, height]);
      expect(metadata.exif, name).toBeUndefined();
      expect(served.rawPayload.includes('Sous test'), name).toBe(false);
    }
    expect(storedKeys(t.app, folderOf(item.imageId)).sort()).toEqual(['large', 'medium', 'thumbnail'].map((name) => `${folderOf(item.imageId)}${name}.webp`));
  });

  it('PNG and WebP are accepted as themselves', async () => {
    expect((await media().photo(cook, recipeId, await testImage('png'), 'image/png')).status).toBe('ACTIVE');
    expect((await media().photo(cook, recipeId, await testImage('webp'), 'image/webp')).status).toBe('ACTIVE');
  });
});

describe('what is not a photo is REJECTED and nothing of it is kept', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, string][] = [
    ['an HTML page named .jpg', () => hostileFiles.html, 'image/jpeg', MEDIA_MESSAGES.rejected.notAnImage],
    ['an SVG with script named .jpg', () => hostileFiles.svg, 'image/jpeg', MEDIA_MESSAGES.rejected.notAnImage],
    ['a PNG declared as JPEG', () => testImage('png'), 'image/jpeg', MEDIA_MESSAGES.rejected.typeMismatch],
    ['a JPEG declared as WebP', () => testImage('jpeg'), 'image/webp', MEDIA_MESSAGES.rejected.typeMismatch],
    ['a pixel bomb (a PNG header claiming 30000 × 30000)', () => pixelBombPng(), 'image/png', MEDIA_MESSAGES.rejected.tooManyPixels],
    ['a truncated JPEG', async () => (await testImage('jpeg', { width: 800, height: 600 })).subarray(0, 400), 'image/jpeg', MEDIA_MESSAGES.rejected.unreadable],
  ];
  for (const [what, bytes, declared, reason] of cases) {
    it(what, async () => {
      const item = await media().photo(cook, recipeId, await bytes(), declared);
      expect(item).toMatchObject({ status: 'REJECTED', urls: null, rejectionReason: reason });
      expect(storedKeys(t.app, folderOf(item.imageId))).toEqual([]);
      expect((await media().listed(cook, recipeId)).images.map((listed) => listed.type === 'image' && listed.imageId)).not.toContain(item.imageId);
    });
  }
});

describe('the upload URL', () => {
  it('is only given for JPEG, PNG or WebP under 10 MB', async () => {
    for (const contentType of ['image/gif', 'image/svg+xml', 'text/html', 'application/octet-stream', 'image/jpeg\nx']) {
      const answer = await media().presign(cook, recipeId, { contentType });
      expect([answer.statusCode, answer.json()], contentType).toEqual([400, { code: 'VALIDATION_FAILED', message: 'Please select a JPEG, PNG, or WebP image file.' }]);
    }
    const big = await media().presign(cook, recipeId, { contentType: 'image/jpeg', size: 11 * 1024 * 1024 });
    expect([big.statusCode, big.json()]).toEqual([400, { code: 'VALIDATION_FAILED', message: 'Image must be smaller than 10MB.' }]);
    expect((await media().presign(cook, recipeId, { contentType: 'Image/JPEG; charset=binary' })).statusCode).toBe(200);
  });

  it('refuses an 11 MB body, another content type and an altered URL, storing nothing', async () => {
    const upload = (await media().presign(cook, recipeId)).json<PresignResponse>();
    const jpeg = await testImage('jpeg');
    const tooBig = await media().put(upload, Buffer.concat([jpeg, randomBytes(11 * 1024 * 1024)]));
    expect([tooBig.statusCode, tooBig.json<{ code: string }>().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await media().put(upload, hostileFiles.html, { 'content-type': 'text/html' })).statusCode).toBe(415);

    const url = new URL(upload.uploadUrl);
    const altered = (change: (copy: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return local(copy.href);
    };
    const attempts = [
      altered((copy) => {
        copy.searchParams.set('ct', 'text/html');
      }),
      altered((copy) => {
        copy.searchParams.set('max', String(100 * 1024 * 1024));
      }),
      altered((copy) => {
        copy.searchParams.set('exp', String(Number(copy.searchParams.get('exp')) + 86_400));
      }),
      altered((copy) => (copy.pathname = copy.pathname.replace(recipeId, 'someone-elses-recipe'))),
      altered((copy) => (copy.pathname = copy.pathname.replace(/\.jpg$/, '.html'))),
    ];
    for (const target of attempts) {
      const contentType = target.includes('ct=text') ? 'text/html' : 'image/jpeg';
      const answer = await media().put(upload, jpeg, { 'content-type': contentType }, target);
      expect([answer.statusCode, answer.json<{ code: string }>().code], target).toEqual([403, 'INVALID_SIGNATURE']);
    }
    expect(storedKeys(t.app, folderOf(upload.imageId))).toEqual([]);
    expect(storedKeys(t.app, 'recipes/someone-elses-recipe/')).toEqual([]);
    expect((await media().details(cook, recipeId, upload.imageId)).json()).toMatchObject({ status: 'PENDING' });

    // The untouched URL still takes the real photo once.
    expect((await media().put(upload, jpeg)).statusCode).toBe(200);
    expect((await media().settled(cook, recipeId, upload.imageId)).status).toBe('ACTIVE');
  });

  it('is limited to 20 in 10 minutes per user, with the spec text', async () => {
    const busy = await buildUser(t.app);
    const own = (await buildRecipe(t.app, busy)).id;
    for (let i = 0; i < 20; i++) expect((await media().presign(busy, own)).statusCode).toBe(200);
    const refused = await media().presign(busy, own);
    expect([refused.statusCode, refused.json()]).toEqual([429, { code: 'RATE_LIMITED', message: "You've uploaded too many images recently. Please wait a moment and try again." }]);
    // Another cook is not affected.
    expect((await media().presign(cook, recipeId)).statusCode).toBe(200);
  });
});

describe('the sweep', () => {
  it('processes an upload nobody polled', async () => {
    const presigned = (await media().presign(cook, recipeId)).json<PresignResponse>();
    expect((await media().put(presigned, await testImage('jpeg'))).statusCode).toBe(200);
    await sweep();
    await waitFor(async () => (await statusInDatabase(presigned.imageId)) === 'ACTIVE', 20_000, 'the swept upload to be processed');
  });

  it('forgets an upload that never came once its URL has expired', async () => {
    const presigned = (await media().presign(cook, recipeId)).json<PresignResponse>();
    await sweep();
    expect(await statusInDatabase(presigned.imageId)).toBe('PENDING');
    await t.app.db.kysely.updateTable('recipe_media').set({ upload_expires_at: new Date(Date.now() - 3600_000).toISOString() }).where('id', '=', presigned.imageId).execute();
    await sweep();
    expect(await statusInDatabase(presigned.imageId)).toBeUndefined();
    expect((await media().details(cook, recipeId, presigned.imageId)).statusCode).toBe(404);
  });

  it('rejects processing that lost its job, and removes its files', async () => {
    const presigned = (await media().presign(cook, recipeId)).json<PresignResponse>();
    // As if its processing was queued two hours ago and the job vanished.
    await t.app.db.kysely.updateTable('recipe_media').set({ queued_at: new Date(Date.now() - 2 * 3600_000).toISOString() }).where('id', '=', presigned.imageId).execute();
    expect((await media().put(presigned, await testImage('jpeg'))).statusCode).toBe(200);
    await sweep();
    expect((await media().details(cook, recipeId, presigned.imageId)).json()).toMatchObject({ status: 'REJECTED', rejectionReason: MEDIA_MESSAGES.rejected.processingFailed });
    expect(storedKeys(t.app, folderOf(presigned.imageId))).toEqual([]);
  });
});

describe('an expired upload URL', () => {
  const short = useTestApp({ UPLOAD_URL_TTL_SECONDS: '1' });

  it('is refused with 403 SIGNATURE_EXPIRED', async () => {
    const user = await buildUser(short.app);
    const recipe = (await buildRecipe(short.app, user)).id;
    const presigned = (await mediaCalls(short.app).presign(user, recipe)).json<PresignResponse>();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const answer = await mediaCalls(short.app).put(presigned, await testImage('jpeg'));
    expect([answer.statusCode, answer.json()]).toEqual([403, { code: 'SIGNATURE_EXPIRED', message: 'The upload URL has expired' }]);
    expect(storedKeys(short.app, `recipes/${recipe}/`)).toEqual([]);
  });
});
