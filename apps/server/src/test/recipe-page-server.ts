import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A recipe page marked up as recipe sites do: schema.org Recipe data as JSON-LD. */
export function recipePageHtml(recipe: Record<string, unknown>, body = '<h1>A recipe</h1>'): string {
  // As sites write it: '<' escaped in the JSON, so no string can end the script element early.
  const data = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe }).replace(/</g, '\\u003c');
  const title = String(recipe.name).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">${data}</script></head><body>${body}</body></html>`;
}

export const SAMPLE_PAGE_RECIPE = {
  name: 'Tomato Basil Soup',
  description: 'A velvety soup for cold evenings.',
  recipeYield: '4 servings',
  prepTime: 'PT10M',
  cookTime: 'PT30M',
  recipeIngredient: ['2 tbsp olive oil', '1 onion, chopped', '28 oz canned tomatoes', '1 cup fresh basil leaves'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Soften the onion in the oil.' },
    { '@type': 'HowToStep', text: 'Add the tomatoes and simmer for 25 minutes, then blend with the basil.' },
  ],
  keywords: 'soup, vegetarian',
};

export interface PageRoute {
  status?: number;
  type?: string;
  body?: string | Buffer;
  /** Answers a redirect to this address. */
  location?: string;
  /** Sends headers and a little HTML, then a chunk now and then, never ending. */
  endless?: boolean;
}

/**
 * A local web server standing in for recipe sites: each path answers as its route says. Serves
 * on 127.0.0.1 (tests allow loopback for it; the import refuses every other private address).
 */
export async function startPageServer(routes: Record<string, PageRoute>) {
  const hits: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    const route = routes[path];
    if (!route) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    if (route.location) return res.writeHead(route.status ?? 302, { location: route.location }).end();
    res.writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/html; charset=utf-8' });
    if (route.endless) {
      res.write('<!doctype html><html><body>');
      const timer = setInterval(() => res.write('<p>still loading</p>'), 100);
      timers.add(timer);
      res.on('close', () => {
        clearInterval(timer);
        timers.delete(timer);
      });
      return;
    }
    res.end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
