import type { ImportStatusResponse, PresignMultipleResponse } from '@sous/contract/recipe-import';
import type { App } from '../app';
import type { TestUser } from './factories';
import { local } from './media';
import { waitFor } from './wait-for';

type Caller = TestUser | null;
const headersOf = (user: Caller) => user?.headers ?? {};

/** A reviewed recipe as the review screen saves it. */
export const reviewedRecipe = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lemon Garlic Chicken',
  description: 'Bright and quick.',
  servings: 4,
  prepTime: '10 minutes',
  cookTime: '25 minutes',
  tags: ['dinner'],
  ingredients: [
    { quantity: '1 1/2', unit: 'lb', name: 'chicken thighs' },
    { quantity: '3', unit: 'clove', name: 'garlic, minced' },
    { quantity: '2', unit: 'tbsp', name: 'olive oil' },
  ],
  instructions: ['Brown the chicken.', 'Add the garlic and lemon, then roast for 20 minutes.'],
  ...overrides,
});

/** A recipe as a person would paste it. */
export const PASTED_RECIPE = `Lemon Garlic Chicken

Serves 4
Prep time: 10 minutes
Cook time: 25 minutes

Ingredients
1 1/2 lb chicken thighs
3 cloves garlic, minced
2 tbsp olive oil
1 lemon, juiced

Directions
1. Brown the chicken in the oil, 6 minutes a side.
2. Add the garlic and lemon juice, then roast at 400°F for 20 minutes.
`;

/** The import calls of spec 3 §7 (and the web and text ones) as a browser makes them; `null` is a visitor. */
export function importCalls(app: App) {
  const calls = {
    presign: (user: Caller, files: object[], extra: object = { isMultiPage: true }) =>
      app.inject({ method: 'POST', url: '/api/recipe-import/presign-multiple', headers: headersOf(user), payload: { files, ...extra } }),
    presignOne: (user: Caller, file: object) => app.inject({ method: 'POST', url: '/api/recipe-import/presign', headers: headersOf(user), payload: file }),
    start: (user: Caller, importId: string) => app.inject({ method: 'POST', url: `/api/recipe-import/${importId}/start`, headers: headersOf(user) }),
    status: (user: Caller, importId: string) => app.inject({ url: `/api/recipe-import/status/${importId}`, headers: headersOf(user) }),
    statusOfVideo: (user: Caller, videoId: string) => app.inject({ url: `/api/recipe-import/status?videoId=${encodeURIComponent(videoId)}`, headers: headersOf(user) }),
    list: (user: Caller, query = '') => app.inject({ url: `/api/recipe-import${query}`, headers: headersOf(user) }),
    tiktok: (user: Caller, payload: object) => app.inject({ method: 'POST', url: '/api/import/tiktok', headers: headersOf(user), payload }),
    web: (user: Caller, url: string) => app.inject({ method: 'POST', url: '/api/recipe-import/web', headers: headersOf(user), payload: { url, attestRights: true } }),
    text: (user: Caller, text: string) => app.inject({ method: 'POST', url: '/api/recipe-import/text', headers: headersOf(user), payload: { text } }),
    save: (user: Caller, importId: string, payload: object = reviewedRecipe()) =>
      app.inject({ method: 'POST', url: `/api/recipe-import/${importId}/recipe`, headers: headersOf(user), payload }),

    /** PUTs bytes to a signed upload URL with the type it was signed for. */
    put: (uploadUrl: string, bytes: Buffer, contentType: string) => app.inject({ method: 'PUT', url: local(uploadUrl), headers: { 'content-type': contentType }, payload: bytes }),

    /** Presigns pages and uploads them in order; answers the presign answer. */
    async upload(user: TestUser, pages: { bytes: Buffer; contentType?: string; filename?: string }[]): Promise<PresignMultipleResponse> {
      const files = pages.map((page, index) => ({ contentType: page.contentType ?? 'image/png', filename: page.filename ?? `page-${index + 1}.png`, size: page.bytes.length }));
      const presigned = await calls.presign(user, files);
      if (presigned.statusCode !== 200) throw new Error(`presign answered ${presigned.statusCode}: ${presigned.body}`);
      const answer = presigned.json<PresignMultipleResponse>();
      for (const [index, page] of pages.entries()) {
        const put = await calls.put(answer.uploadUrls[index] ?? '', page.bytes, files[index]?.contentType ?? 'image/png');
        if (put.statusCode !== 200) throw new Error(`the upload answered ${put.statusCode}: ${put.body}`);
      }
      return answer;
    },

    async statusOf(user: TestUser, importId: string): Promise<ImportStatusResponse> {
      const answer = await calls.status(user, importId);
      if (answer.statusCode !== 200) throw new Error(`status answered ${answer.statusCode}: ${answer.body}`);
      return answer.json<ImportStatusResponse>();
    },

    /** Polls the status as the browser does until the import is COMPLETE or FAILED. */
    settled: (user: TestUser, importId: string, timeoutMs = 20_000): Promise<ImportStatusResponse> =>
      waitFor(
        async () => {
          const status = await calls.statusOf(user, importId);
          return status.status === 'COMPLETE' || status.status === 'FAILED' ? status : null;
        },
        timeoutMs,
        `import ${importId} to finish`,
      ),
  };
  return calls;
}
