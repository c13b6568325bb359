// After `vite build`: renders the first screen of the pages people land on into their own HTML
// files (dist/pages/<name>.html, with brotli and gzip copies), so a visitor sees the page as soon as
// the stylesheet arrives instead of after the JavaScript. The server sends one for its exact path;
// every other path gets the empty index.html. Each page also preloads its route's code.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import { firstLoadFiles, landingPages, readManifest } from './first-load';
import { compressBoth } from './precompress';

const webRoot = path.resolve(import.meta.dirname, '..');

/** React 19 puts a page's <title>, preloads and metas first; they belong in the head. */
const leadingHeadTags = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/;

/** Writes dist/pages/<name>.html (and .br, .gz) for every landing page of the build in `dist`. */
export async function prerenderPages(dist: string, log: (line: string) => void = console.log): Promise<void> {
  const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
  try {
    const { renderPage } = (await vite.ssrLoadModule('/src/prerender.tsx')) as typeof import('../src/prerender');
    const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
    const manifest = readManifest(dist);
    const entryFiles = new Set(firstLoadFiles(manifest, []));
    await mkdir(path.join(dist, 'pages'), { recursive: true });
    for (const page of landingPages) {
      const markup = await renderPage(page.path);
      const head = leadingHeadTags.exec(markup)?.[0] ?? '';
      const body = markup.slice(head.length);
      const preloads = firstLoadFiles(manifest, [page.routeModule])
        .filter((file) => !entryFiles.has(file))
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
        .join('');
      const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
      const html = shell
        // The page paints without its scripts, so they need not go before the stylesheet and fonts.
        .replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"')
        .replace(/<title>[^<]*<\/title>/, title ?? '$&')
        .replace('</head>', `${head.replace(/<title>[^<]*<\/title>/, '')}${preloads}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
      if (!html.includes(`<div id="root">${body}</div>`)) throw new Error(`could not place ${page.path} into index.html`);
      const file = path.join(dist, 'pages', `${page.name}.html`);
      const source = Buffer.from(html);
      const { br, gz } = await compressBoth(source);
      await Promise.all([writeFile(file, source), writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      log(`prerendered ${page.path} -> pages/${page.name}.html (${(gz.length / 1000).toFixed(1)} KB gzip)`);
    }
  } finally {
    await vite.close();
  }
}

// `tsx scripts/prerender.ts [dist folder]`, after `vite build`.
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  await prerenderPages(path.resolve(webRoot, process.argv[2] ?? 'dist'));
}
