/**
 * Text out of HTML, for recipes read from web pages: a fragment (a JSON-LD string, an itemprop's
 * content) becomes plain text, and a whole page becomes its visible lines. Markup never survives:
 * tags are removed, the contents of script and style are dropped, entities are decoded, and tags
 * that were only written as entities ("&lt;b&gt;") are removed after decoding too. Block elements
 * (p, li, br, h1...) end lines. Built on the one-pass tokenizer in html-tokens.ts.
 */
import { decodeEntities, VOID_ELEMENTS, walkHtml } from './html-tokens';

/** Elements that end a line of text. */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre',
  'section', 'summary', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul', 'caption', 'label', 'legend', 'option',
]);
/** Elements whose text is never the recipe: code, styles, menus, page furniture. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'canvas', 'select', 'textarea', 'title', 'head']);
const FURNITURE = new Set(['nav', 'header', 'footer', 'aside', 'form', 'button', 'dialog', 'menu']);

/** A fragment as lines of plain text: tags out, entities decoded, then tags written as entities out. */
export function htmlToLines(fragment: string): string[] {
  const once = stripTags(fragment);
  const text = decodeEntities(once);
  const twice = text.includes('<') ? decodeEntities(stripTags(text)) : text;
  return twice
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** A fragment as one line of plain text. */
export function htmlToText(fragment: string): string {
  return htmlToLines(fragment).join(' ');
}

/** The text of a fragment with tags removed (not decoded), hidden elements dropped, blocks as line breaks. */
function stripTags(fragment: string): string {
  if (!fragment.includes('<')) return fragment;
  const parts: string[] = [];
  const hidden: string[] = [];
  walkHtml(fragment, (token) => {
    if (token.kind === 'open') {
      if (HIDDEN.has(token.name) && !token.selfClosing && !VOID_ELEMENTS.has(token.name)) hidden.push(token.name);
      if (BLOCK_ELEMENTS.has(token.name)) parts.push('\n');
    } else if (token.kind === 'close') {
      if (hidden.at(-1) === token.name) hidden.pop();
      if (BLOCK_ELEMENTS.has(token.name)) parts.push('\n');
    } else if (hidden.length === 0 && !token.raw) {
      parts.push(token.text);
    }
    return undefined;
  });
  return parts.join('');
}

export interface PageText {
  /** Visible lines, page furniture (nav, header, footer, aside, forms) and hidden elements left out. */
  lines: string[];
  /** The first h1's text, '' when none. */
  h1: string;
}

/** Characters of visible text kept from a page: far more than any recipe. */
const PAGE_TEXT_MAX = 200_000;

/** The visible text of a page as lines, and its first heading. */
export function pageText(html: string, lower?: string): PageText {
  const parts: string[] = [];
  const skipped: string[] = [];
  let size = 0;
  let h1: string[] | undefined;
  let h1Done = false;
  walkHtml(html, (token) => {
    if (token.kind === 'open') {
      const container = !token.selfClosing && !VOID_ELEMENTS.has(token.name);
      if (container && (HIDDEN.has(token.name) || FURNITURE.has(token.name))) skipped.push(token.name);
      if (token.name === 'h1' && !h1Done && container) h1 = [];
      if (BLOCK_ELEMENTS.has(token.name)) parts.push('\n');
    } else if (token.kind === 'close') {
      const at = skipped.lastIndexOf(token.name);
      if (at >= 0) skipped.length = at;
      if (token.name === 'h1' && h1) h1Done = true;
      if (BLOCK_ELEMENTS.has(token.name)) parts.push('\n');
    } else if (!token.raw) {
      // The title may sit in a header; it is read even there.
      if (h1 && !h1Done) h1.push(token.text);
      if (skipped.length === 0) {
        parts.push(token.text);
        size += token.text.length;
        // Enough text read, and the title with it: the rest of the page is not needed.
        if (size >= PAGE_TEXT_MAX && (h1Done || !h1)) return false;
      }
    }
    return undefined;
  }, lower);
  const lines = decodeEntities(parts.join(''))
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '');
  return { lines, h1: h1 ? htmlToText(h1.join('')) : '' };
}
