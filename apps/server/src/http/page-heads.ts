import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a page says about itself to link previews and search engines, before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address (og:url and the canonical link). */
  url: string;
  type: 'website' | 'article';
  image?: string;
  /** A schema.org object, sent as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** Answers the head of a page whose path matched, or null to leave the page as built. */
export type PageHeadProvider = (match: RegExpExecArray, request: FastifyRequest) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules add the heads of their public pages; the SPA fallback puts them into the page. */
    pageHeads: ReturnType<typeof createPageHeads>;
  }
}

function createPageHeads() {
  const providers: { pattern: RegExp; provider: PageHeadProvider }[] = [];
  return {
    add(pattern: RegExp, provider: PageHeadProvider): void {
      providers.push({ pattern, provider });
    },
    /** The head of the first provider that matches `path` and answers one. */
    async find(path: string, request: FastifyRequest): Promise<PageHead | null> {
      for (const { pattern, provider } of providers) {
        const match = pattern.exec(path);
        const head = match && (await provider(match, request));
        if (head) return head;
      }
      return null;
    },
  };
}

export function registerPageHeads(app: FastifyInstance): void {
  app.decorate('pageHeads', createPageHeads());
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON that cannot close its <script> element or start a comment, whatever the strings hold. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The built page with `head` in place of its own title and description: Open Graph and Twitter
 * card tags, the canonical link and JSON-LD. Every value is escaped (recipe names are user text).
 */
export function withHead(html: string, head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', 'Sous'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`] : []),
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    // A function, so '$&' and the like in user text are not read as replacement patterns.
    .replace('</head>', () => `  ${tags}\n  </head>`);
}
