import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@sous/contract/errors';
import { isSpaRoute } from '@sous/contract/spa-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withHead } from './page-heads';

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

/** One HTML page as built, with the compressed copies the build wrote beside it. */
interface BuiltPage {
  raw: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

function readPage(file: string): BuiltPage {
  const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return { raw: readFileSync(file), br: copy('.br'), gz: copy('.gz') };
}

/**
 * The pages the build prerendered (dist/pages/<name>.html; 'index' is '/'), by the path they
 * answer. Any other page gets the empty index.html.
 */
function readPrerenderedPages(webDistDir: string): Map<string, BuiltPage> {
  const folder = path.join(webDistDir, 'pages');
  const pages = new Map<string, BuiltPage>();
  if (!existsSync(folder)) return pages;
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.html'))) {
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, readPage(path.join(folder, file)));
  }
  return pages;
}

/** Sends a page in the best encoding the client accepts. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: BuiltPage) {
  const accepts = request.headers['accept-encoding'] ?? '';
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (page.br && /\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (page.gz && /\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(page.gz);
  return reply.send(page.raw);
}

/**
 * Serves the built SPA with history fallback: any other GET that wants HTML gets index.html, with
 * 200 for a page the app has and 404 for any other address (the app then shows Page Not Found).
 * Hashed assets are cached for a year; index.html is revalidated every time.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  const indexPage = hasSpa ? readPage(indexFile) : undefined;
  const prerendered = readPrerenderedPages(webDistDir);
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
    if (indexPage && wantsPage) {
      if (unindexedPages.has(urlPath)) reply.header('X-Robots-Tag', 'noindex, nofollow');
      // A page a module describes (a public recipe) carries its own title, preview tags and JSON-LD.
      const head = isSpaRoute(urlPath) ? await app.pageHeads.find(urlPath, request) : null;
      if (head) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(withHead(indexPage.raw.toString(), head));
      // Still the app, so the visitor sees its Not Found page; the status tells crawlers and tools.
      if (!isSpaRoute(urlPath)) reply.status(404);
      return sendPage(request, reply, prerendered.get(urlPath) ?? indexPage);
    }
    return reply.status(404).send({ code: ErrorCode.NotFound, message: `No route for ${request.method} ${urlPath}` });
  });
}
