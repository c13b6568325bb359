import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPageHeads } from './page-heads';
import { registerSpa } from './spa';

/**
 * The built SPA as the server sends it: precompressed copies chosen by Accept-Encoding, source
 * maps and the compressed copies never sent by their own names. A small build folder is written
 * here with the layout apps/web's build produces (assets/x.js, x.js.br, x.js.gz, x.js.map).
 */
describe('SPA static files', () => {
  const homePage = '<!doctype html><title>Sous</title><div id="root"><h1>Cook something better tonight</h1></div>';
  const generatorPage = '<!doctype html><title>Create a Recipe</title><div id="root"><h1>Create a Recipe</h1></div>';
  const script = `export const greeting = ${JSON.stringify('hello from Sous '.repeat(200))};\n`;
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sous-spa-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Sous</title><div id="root"></div>');
    const file = path.join(dist, 'assets', 'index-abc123.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    writeFileSync(`${file}.map`, '{"version":3,"sources":["secret/src/main.tsx"],"mappings":""}');
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'pages', 'index.html'), homePage);
    writeFileSync(path.join(dist, 'pages', 'index.html.br'), brotliCompressSync(homePage));
    writeFileSync(path.join(dist, 'pages', 'recipes.html'), generatorPage);
    app = Fastify();
    registerPageHeads(app);
    await registerSpa(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a prerendered page for its exact path, compressed when it can, and the empty shell elsewhere', async () => {
    const home = await get('/', 'gzip, br');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(homePage);
    // No gzip copy was written: a gzip-only client gets the page itself.
    const plain = await get('/', 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(homePage);
    expect((await get('/recipes')).body).toBe(generatorPage);
    expect((await get('/recipes?from=dashboard')).body).toBe(generatorPage);
    for (const other of ['/dashboard', '/recipes/featured', '/no-such-page']) {
      expect((await get(other)).body, other).toBe('<!doctype html><title>Sous</title><div id="root"></div>');
    }
  });

  it('sends the brotli copy of a script to a client that accepts br', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.payload).toBe(script);
  });

  it('never sends a source map', async () => {
    for (const encoding of [undefined, 'gzip, br']) {
      const res = await get('/assets/index-abc123.js.map', encoding);
      expect(res.payload).not.toContain('secret/src/main.tsx');
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('never sends a compressed copy by its own name', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      const res = await get(url, 'gzip, br');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('answers a page of the app with index.html and 200', async () => {
    for (const url of ['/', '/dashboard', '/recipes/0190abcd', '/import/tiktok/review/v1?x=1', '/pricing/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.payload).toContain('<div id="root">');
    }
  });

  it('answers any other page address with index.html and 404, so the app shows Page Not Found', async () => {
    for (const url of ['/no-such-page', '/recipes/a/b', '/dashboards', '/import/review']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.payload).toContain('<div id="root">');
    }
  });

  it('keeps an unknown /api path a JSON 404', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
