import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ImageItem, MediaListResponse, PresignResponse } from '@sous/contract/recipe-media';
import type { App } from '../app';
import type { TestUser } from './factories';
import { waitFor } from './wait-for';

type Caller = TestUser | null;
const headersOf = (user: Caller) => user?.headers ?? {};

/** The path and query of an absolute URL the app made, for `app.inject`. */
export const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The media calls of spec 2 §7 as a browser makes them; `null` is a visitor. */
export function mediaCalls(app: App) {
  const calls = {
    presign: (user: Caller, recipeId: string, body: Record<string, unknown> = { contentType: 'image/jpeg' }) =>
      app.inject({ method: 'POST', url: `/api/recipes/${recipeId}/images/presign`, headers: headersOf(user), payload: body }),
    list: (user: Caller, recipeId: string) => app.inject({ url: `/api/recipes/${recipeId}/images`, headers: headersOf(user) }),
    details: (user: Caller, recipeId: string, imageId: string) => app.inject({ url: `/api/recipes/${recipeId}/images/${imageId}`, headers: headersOf(user) }),
    remove: (user: Caller, recipeId: string, imageId: string) =>
      app.inject({ method: 'DELETE', url: `/api/recipes/${recipeId}/images/${imageId}`, headers: headersOf(user) }),
    feature: (user: Caller, recipeId: string, imageId: string) =>
      app.inject({ method: 'POST', url: `/api/recipes/${recipeId}/images/${imageId}/featured`, headers: headersOf(user) }),
    attachTikTok: (user: Caller, recipeId: string, tiktokUrl: string) =>
      app.inject({ method: 'POST', url: `/api/recipes/${recipeId}/media/tiktok`, headers: headersOf(user), payload: { tiktokUrl } }),
    removeTikTok: (user: Caller, recipeId: string, videoId: string) =>
      app.inject({ method: 'DELETE', url: `/api/recipes/${recipeId}/media/tiktok/${videoId}`, headers: headersOf(user) }),

    /** PUTs bytes to a signed upload URL with the headers it asks for (or others). */
    put: (upload: PresignResponse, bytes: Buffer, headers: Record<string, string> = upload.headers, target = local(upload.uploadUrl)) =>
      app.inject({ method: 'PUT', url: target, headers, payload: bytes }),

    /** Presigns as `declaredType` and uploads `bytes`; answers the presign answer. */
    async upload(user: TestUser, recipeId: string, bytes: Buffer, declaredType = 'image/jpeg'): Promise<PresignResponse> {
      const presigned = await calls.presign(user, recipeId, { contentType: declaredType, recipeId });
      if (presigned.statusCode !== 200) throw new Error(`presign answered ${presigned.statusCode}: ${presigned.body}`);
      const upload = presigned.json<PresignResponse>();
      const put = await calls.put(upload, bytes);
      if (put.statusCode !== 200) throw new Error(`the upload answered ${put.statusCode}: ${put.body}`);
      return upload;
    },

    /** Polls the image as its uploader until it is no longer PENDING (what the browser's polling does). */
    async settled(user: TestUser, recipeId: string, imageId: string): Promise<ImageItem> {
      return waitFor(
        async () => {
          const item = (await calls.details(user, recipeId, imageId)).json<ImageItem>();
          return item.status === 'PENDING' ? null : item;
        },
        20_000,
        `image ${imageId} to be processed`,
      );
    },

    /** Uploads a photo and waits until it is processed. */
    async photo(user: TestUser, recipeId: string, bytes: Buffer, declaredType = 'image/jpeg'): Promise<ImageItem> {
      const upload = await calls.upload(user, recipeId, bytes, declaredType);
      return calls.settled(user, recipeId, upload.imageId);
    },

    async listed(user: Caller, recipeId: string): Promise<MediaListResponse> {
      const answer = await calls.list(user, recipeId);
      if (answer.statusCode !== 200) throw new Error(`list answered ${answer.statusCode}: ${answer.body}`);
      return answer.json<MediaListResponse>();
    },
  };
  return calls;
}

/** Makes `user`'s recipe public; answers its publicRecipeId. */
export async function shareRecipe(app: App, user: TestUser, recipeId: string): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/api/recipes/share', headers: user.headers, payload: { recipeId } });
  if (answer.statusCode !== 200) throw new Error(`share answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<{ publicRecipeId: string }>().publicRecipeId;
}

/** Every stored file's key under a prefix of the local object store. */
export function storedKeys(app: App, prefix = ''): string[] {
  const root = path.join(app.config.DATA_DIR, 'objects');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => key.startsWith(prefix) && !key.startsWith('.tmp/'));
}
