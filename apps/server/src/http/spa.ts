import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@sous/contract/errors';
import { isSpaRoute } from '@sous/contract/spa-routes';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the server, never to the SPA: an unknown one is a JSON 404. */
const serverPrefixes = ['/api/', '/api', '/media/', '/oidc/', '/uploads/'];

/** Landing pages for visitors from social networks: kept out of search results (spec). */
const unindexedPages = new Set(['/tiktok', '/x', '/instagram']);

/**
 * Whether a path of the build folder may be sent. Folders ('/', '/assets/') are pages for the
 * fallback below, not directory listings. Source maps are never sent to users (a build made with
 * SOURCEMAP=true keeps them for an error tracker), nor the compressed copies by their own names.
 */
function isPublicFile(pathName: string): boolean {
  return !pathName.endsWith('/') && !/\.(?:map|br|gz)$/.test(pathName);
}

/**
 * Serves the built SPA with history fallback: any other GET that wants HTML gets index.html, with
 * 200 for a page the app has and 404 for any other address (the app then shows Page Not Found).
 * Hashed assets are cached for a year; index.html is revalidated every time.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  const indexHtml = hasSpa ? readFileSync(indexFile) : undefined;
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies of every text file (apps/web/scripts/precompress.ts):
      // sent as they are to a client that accepts them, with Content-Encoding and Vary.
      preCompressed: true,
      allowedPath: isPublicFile,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // Which copy was sent depends on Accept-Encoding, so a shared cache must key on it too.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isServerPath = serverPrefixes.some((p) => urlPath === p || urlPath.startsWith(p.endsWith('/') ? p : `${p}/`));
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath;
    if (indexHtml && wantsPage) {
      if (unindexedPages.has(urlPath)) reply.header('X-Robots-Tag', 'noindex, nofollow');
      // Still the app, so the visitor sees its Not Found page; the status tells crawlers and tools.
      if (!isSpaRoute(urlPath)) reply.status(404);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ code: ErrorCode.NotFound, message: `No route for ${request.method} ${urlPath}` });
  });
}
