import type { Recipe } from '@sous/contract/recipe-api';
import { IMPORT, IMPORT_MESSAGES, type ImportStatusResponse } from '@sous/contract/recipe-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories';
import { must } from '../../test/must';
import { importCalls } from '../../test/recipe-import';
import { recipePageHtml, SAMPLE_PAGE_RECIPE, startPageServer } from '../../test/recipe-page-server';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';

const SCRIPTED_NAME = 'Pie <script>alert(document.cookie)</script>';

let pages: Awaited<ReturnType<typeof startPageServer>>;
beforeAll(async () => {
  pages = await startPageServer({
    '/soup': { body: recipePageHtml(SAMPLE_PAGE_RECIPE) },
    '/moved': { status: 301, location: '/soup' },
    '/scripted': { body: recipePageHtml({ ...SAMPLE_PAGE_RECIPE, name: SCRIPTED_NAME, description: '<img src=x onerror=alert(1)>' }) },
    '/latin1': { type: 'text/html; charset=iso-8859-1', body: Buffer.from(recipePageHtml({ ...SAMPLE_PAGE_RECIPE, name: 'Crème brûlée' }), 'latin1') },
    '/to-private': { location: 'http://10.0.0.1/recipe' },
    '/to-metadata': { location: 'http://169.254.169.254/latest/meta-data/' },
    '/huge': { body: `<!doctype html><p>${'x'.repeat(20 * 1024 * 1024)}</p>` },
    '/endless': { endless: true },
    '/json': { type: 'application/json', body: JSON.stringify(SAMPLE_PAGE_RECIPE) },
    '/no-recipe': { body: '<!doctype html><title>Blog</title><p>We went to the beach and had a lovely time.</p>' },
    '/gone': { status: 404, body: '<h1>Gone</h1>' },
  });
});
afterAll(async () => {
  await pages.close();
});
// Loopback is allowed for the stand-in only; every other private address stays refused.
const t = useTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true', OUTBOUND_TIMEOUT_MS: '1500' });
useTestWorker(t);
const calls = () => importCalls(t.app);

let cook: TestUser;
beforeAll(async () => {
  cook = await buildUser(t.app);
});

async function importPage(url: string): Promise<ImportStatusResponse> {
  const answer = await calls().web(cook, url);
  expect(answer.statusCode, answer.body).toBe(202);
  return calls().settled(cook, answer.json<{ importId: string }>().importId);
}

describe('importing a recipe web page', () => {
  it("reads the page's schema.org Recipe, following a redirect, and saves it with its address", async () => {
    const status = await importPage(`${pages.origin}/moved#comments`);
    expect(status).toMatchObject({ type: 'web', status: 'COMPLETE', url: `${pages.origin}/moved` });
    const recipe = must(status.recipeData, 'the recipe');
    expect(recipe.name).toBe('Tomato Basil Soup');
    expect(recipe.ingredients).toHaveLength(4);
    expect(recipe.instructions).toHaveLength(2);
    expect(recipe.sourceUrl).toBe(`${pages.origin}/soup`);
    const saved = (await calls().save(cook, status.importId, { ...recipe, tags: ['soup'], nutritionFacts: undefined })).json<Recipe>();
    expect(saved).toMatchObject({ source: 'web', sourceUrl: `${pages.origin}/soup`, importId: status.importId, tiktokVideo: null });
  });

  it('script in the JSON-LD never comes out as markup: the recipe holds plain text only', async () => {
    const status = await importPage(`${pages.origin}/scripted`);
    const recipe = must(status.recipeData, 'the recipe');
    expect(recipe.name).toMatch(/^Pie\b/);
    expect(recipe.ingredients).toHaveLength(4);
    expect(JSON.stringify(status)).not.toMatch(/<\s*(script|img)|onerror/i);
  });

  it('reads the charset the page declares', async () => {
    expect((await importPage(`${pages.origin}/latin1`)).recipeData?.name).toBe('Crème brûlée');
  });

  it('never fetches private, link-local or metadata addresses, directly or after a redirect', async () => {
    for (const url of [
      'http://10.0.0.1/recipe',
      'http://192.168.1.1/',
      'http://172.16.5.4/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://0.0.0.0/',
      `${pages.origin}/to-private`,
      `${pages.origin}/to-metadata`,
    ]) {
      expect(await importPage(url), url).toMatchObject({ status: 'FAILED', statusMessage: IMPORT_MESSAGES.failed.webUnavailable, recipeData: null });
    }
  });

  it('refuses a 20 MB page, a page that never ends, a page that is not HTML, and an error page', async () => {
    for (const path of ['/huge', '/endless', '/json', '/gone']) {
      const started = Date.now();
      expect(await importPage(`${pages.origin}${path}`), path).toMatchObject({ status: 'FAILED', statusMessage: IMPORT_MESSAGES.failed.webUnavailable });
      expect(Date.now() - started, path).toBeLessThan(IMPORT.webPageTimeoutMs);
    }
  });

  it('a page without a recipe fails with the message inviting a paste', async () => {
    expect(await importPage(`${pages.origin}/no-recipe`)).toMatchObject({ status: 'FAILED', statusMessage: IMPORT_MESSAGES.failed.webNoRecipe });
  });

  it('refuses a blank address and anything but http(s) without user-info, fetching nothing', async () => {
    const hits = pages.hits.length;
    const refuse = async (url: string, message: string) => {
      const answer = await calls().web(cook, url);
      expect([answer.statusCode, answer.json()], url).toEqual([400, { code: 'VALIDATION_FAILED', message }]);
    };
    await refuse(' ', IMPORT_MESSAGES.urlRequired);
    for (const url of ['ftp://example.com/recipe', 'file:///etc/passwd', 'javascript:alert(1)', `http://user:pass@127.0.0.1:${pages.port}/soup`, 'https://', 'http://exa mple.com/']) {
      await refuse(url, IMPORT_MESSAGES.urlInvalid);
    }
    expect(pages.hits.length).toBe(hits);
  });
});
