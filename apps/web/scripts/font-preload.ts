// Adds <link rel="preload"> for the web fonts the build emits, so the browser fetches them with
// the CSS instead of after it. styles.css declares only the Latin subsets, so these are all the
// fonts a page can use.
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** Preload tags for the .woff2 files among the emitted file names. */
export function fontPreloadTags(fileNames: Iterable<string>, base = '/'): HtmlTagDescriptor[] {
  return [...fileNames]
    .filter((name) => name.endsWith('.woff2'))
    .sort()
    .map((name) => ({
      tag: 'link',
      // Fonts are always fetched in CORS mode: without crossorigin the preload would be wasted.
      attrs: { rel: 'preload', href: `${base}${name}`, as: 'font', type: 'font/woff2', crossorigin: '' },
      injectTo: 'head',
    }));
}

/** Vite plugin: preload every emitted font in index.html (build only). */
export function fontPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'sous-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return fontPreloadTags(Object.keys(context.bundle ?? {}), base);
      },
    },
  };
}
