import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch, type HostResolver } from '../../platform/net/guarded-fetch';
import { recipePageHtml, SAMPLE_PAGE_RECIPE, startPageServer } from '../../test/recipe-page-server';
import { fetchRecipePage } from './web-page';

/**
 * The recipe-page fetch on the real guarded client, with host names mapped to chosen addresses
 * (as DNS would answer them): what a page's address leads to decides, not how it is written.
 */
let pages: Awaited<ReturnType<typeof startPageServer>>;
beforeAll(async () => {
  pages = await startPageServer({
    '/soup': { body: recipePageHtml(SAMPLE_PAGE_RECIPE) },
    '/to-internal': { location: 'http://internal.test/admin' },
    '/to-loopback': { location: 'http://127.0.0.1/' },
  });
});
afterAll(async () => {
  await pages.close();
});

const strict = createGuardedFetch({ OUTBOUND_TIMEOUT_MS: 2000, OUTBOUND_MAX_BYTES: 5 * 1024 * 1024, OUTBOUND_ALLOW_LOOPBACK: false });
const withStandIn = createGuardedFetch({ OUTBOUND_TIMEOUT_MS: 2000, OUTBOUND_MAX_BYTES: 5 * 1024 * 1024, OUTBOUND_ALLOW_LOOPBACK: true });
const names: Record<string, string> = {
  'recipes.test': '127.0.0.1',
  'internal.test': '10.20.30.40',
  'router.test': '192.168.0.1',
  'metadata.test': '169.254.169.254',
  'mapped.test': '::ffff:10.0.0.1',
};
const lookup: HostResolver = (hostname) => {
  const address = names[hostname];
  return address ? Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }]) : Promise.reject(new Error(`no such host ${hostname}`));
};
const options = { signal: new AbortController().signal, timeoutMs: 2000, lookup };

describe('fetching a recipe page', () => {
  it('reads a public page (the stand-in, reached through a name)', async () => {
    const page = await fetchRecipePage(withStandIn, `http://recipes.test:${pages.port}/soup`, options);
    expect(page).toMatchObject({ url: `http://recipes.test:${pages.port}/soup` });
    expect('html' in page && page.html).toContain('Tomato Basil Soup');
  });

  it('refuses names that resolve to private, link-local or mapped addresses', async () => {
    for (const host of ['internal.test', 'router.test', 'metadata.test', 'mapped.test']) {
      expect(await fetchRecipePage(withStandIn, `http://${host}/recipe`, options), host).toEqual({ failure: 'OUTBOUND_BLOCKED' });
    }
  });

  it('refuses a redirect to a name that resolves to a private address, or to loopback', async () => {
    const hits = pages.hits.length;
    expect(await fetchRecipePage(withStandIn, `http://recipes.test:${pages.port}/to-internal`, options)).toEqual({ failure: 'OUTBOUND_BLOCKED' });
    expect(await fetchRecipePage(strict, `http://recipes.test:${pages.port}/soup`, options)).toEqual({ failure: 'OUTBOUND_BLOCKED' });
    expect(pages.hits.length).toBe(hits + 1);
  });

  it('refuses loopback outright when loopback is not allowed (as in production)', async () => {
    for (const url of [`${pages.origin}/soup`, `http://localhost:${pages.port}/soup`, `http://[::1]:${pages.port}/soup`, `http://127.1:${pages.port}/soup`, `http://2130706433:${pages.port}/soup`]) {
      expect(await fetchRecipePage(strict, url, { signal: new AbortController().signal, timeoutMs: 2000 }), url).toEqual({ failure: 'OUTBOUND_BLOCKED' });
    }
  });
});
