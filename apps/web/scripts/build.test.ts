import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadFiles, gzipBytes, landingPages, readManifest } from './first-load';
import { prerenderPages } from './prerender';

/**
 * The production build, made once into a temporary folder (a few seconds): what it writes for the
 * server to send, and what the first load of the two busiest pages costs. bench/web-vitals measures
 * the same over the wire, with Lighthouse.
 */
describe('production build', () => {
  const webRoot = path.resolve(import.meta.dirname, '..');
  let dist: string;
  let files: string[];
  /** Source modules by output file, from the bundler's own answer. */
  const modulesOf = new Map<string, string[]>();

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sous-web-build-'));
    // Vitest sets NODE_ENV=test, which Vite would honour with React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const result = await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    await prerenderPages(dist, () => undefined);
    files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    for (const output of [result].flat() as Rolldown.RolldownOutput[]) {
      for (const chunk of output.output) if (chunk.type === 'chunk') modulesOf.set(chunk.fileName, Object.keys(chunk.modules));
    }
  }, 60_000);
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy of every script, stylesheet and the page, with the same bytes', () => {
    const texts = files.filter((file) => /\.(?:js|css|html)$/.test(file) && readFileSync(path.join(dist, file)).length >= 1024);
    expect(texts.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
    expect(texts).toContain('index.html');
    for (const file of texts) {
      const source = readFileSync(path.join(dist, file));
      const br = readFileSync(path.join(dist, `${file}.br`));
      const gz = readFileSync(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(source), file).toBe(true);
      expect(gunzipSync(gz).equals(source), file).toBe(true);
      expect(br.length, file).toBeLessThan(source.length);
    }
  });

  it('writes no source maps and no references to them', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toContain('sourceMappingURL');
    }
  });

  it('ships only the Latin subsets of the two fonts, and the page preloads them', () => {
    const fonts = files.filter((file) => file.endsWith('.woff2')).map((file) => path.basename(file));
    expect(fonts.map((font) => font.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual(
      expect.arrayContaining(['inter-latin-wght-normal', 'fraunces-latin-wght-normal']),
    );
    expect(fonts).toHaveLength(2);
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    for (const font of fonts) {
      expect(html).toMatch(new RegExp(`<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin`));
    }
  });

  it.each([
    ['/', 'index', /with Sous/, 'src/app/routes/HomeRoute.tsx'],
    ['/recipes', 'recipes', /Create a Recipe/, 'src/app/routes/RecipeGeneratorRoute.tsx'],
  ])('prerenders %s with its first screen, its title and its code preloaded behind the stylesheet', (_page, name, heading, route) => {
    const html = readFileSync(path.join(dist, 'pages', `${name}.html`), 'utf8');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toMatch(/<header/);
    expect(root).toMatch(new RegExp(`<h1[^>]*>[\\s\\S]*${heading.source}`));
    // Nothing typed before the code takes over is lost: a request box on the first screen waits for it.
    for (const box of root.match(/<textarea[^>]*>/g) ?? []) expect(box).toContain('readOnly=""');
    if (name === 'recipes') expect(root).toMatch(/<textarea/);
    // The head's title is the page's, once.
    expect(html.match(/<title>/g)).toHaveLength(1);
    const routeFile = readManifest(dist)[route]?.file;
    expect(routeFile).toBeDefined();
    expect(html).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${String(routeFile)}">`);
    expect(html).toMatch(/<script type="module" fetchpriority="low"/);
    expect(gunzipSync(readFileSync(path.join(dist, 'pages', `${name}.html.gz`))).toString()).toBe(html);
  });

  it('keeps the build manifest out of reach of the static server (a dot folder)', () => {
    expect(existsSync(path.join(dist, '.vite', 'manifest.json'))).toBe(true);
  });

  // The route modules of `/` and `/recipes` (app/router.tsx loads them lazily).
  const pages = Object.fromEntries(landingPages.map((page) => [page.path, page.routeModule]));

  it.each(Object.entries(pages))('loads %s without the libraries only sign-in, dialogs and toasts need', (_page, route) => {
    const loaded = firstLoadFiles(readManifest(dist), [route]).flatMap((file) => modulesOf.get(file) ?? []);
    expect(loaded.length).toBeGreaterThan(50);
    for (const lazyOnly of ['oidc-client-ts', '@radix-ui/react-dialog', 'sonner']) {
      expect(loaded.filter((id) => id.includes(`node_modules/${lazyOnly}/`)), lazyOnly).toEqual([]);
    }
  });

  // Issue 10's budget (bench/web-vitals measures the same over the wire).
  const FIRST_LOAD_CEILING_KB = 150;

  it.each(Object.entries(pages))('keeps the first-load JavaScript of %s under its ceiling', (_page, route) => {
    const kb = gzipBytes(dist, firstLoadFiles(readManifest(dist), [route])) / 1000;
    expect(kb).toBeGreaterThan(100);
    expect(kb).toBeLessThanOrEqual(FIRST_LOAD_CEILING_KB);
  });
});
