/**
 * A small HTML tokenizer for reading recipe pages without a DOM: one pass from left to right with
 * indexOf, emitting open tags (name and attributes), close tags and text. Comments, doctypes and
 * processing instructions are skipped; the contents of raw-text elements (script, style,
 * textarea, title) come out as one text token, found by searching for their closing tag. Nothing
 * ever moves back, so a 3 MB page costs one scan (no pattern runs over the whole page).
 *
 * It is not a full HTML5 parser and need not be: the readers only need attributes (itemprop,
 * itemtype, type, content) and text in document order.
 */

export type HtmlToken =
  | { kind: 'open'; name: string; attrs: Readonly<Record<string, string>>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string; raw: boolean };

/** Elements whose content is text up to their closing tag, never markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'plaintext', 'noscript']);
/** Elements that never have content or a closing tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** Longest tag read: attributes beyond it are ignored (a tag is never this long in a real page). */
const TAG_MAX = 20_000;

/** Calls `visit` with every token of `html` in order; `visit` returning false stops the walk. */
export function walkHtml(html: string, visit: (token: HtmlToken) => boolean | undefined, lower: string = html.toLowerCase()): void {
  const length = html.length;
  let pos = 0;
  while (pos < length) {
    const lt = html.indexOf('<', pos);
    const textEnd = lt < 0 ? length : lt;
    if (textEnd > pos && visit({ kind: 'text', text: html.slice(pos, textEnd), raw: false }) === false) return;
    if (lt < 0) return;
    const next = html.charAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      pos = end < 0 ? length : end + 3;
    } else if (next === '!' || next === '?') {
      const end = html.indexOf('>', lt + 2);
      pos = end < 0 ? length : end + 1;
    } else if (next === '/') {
      const end = html.indexOf('>', lt + 2);
      const name = tagName(lower, lt + 2, end < 0 ? length : end);
      pos = end < 0 ? length : end + 1;
      if (name !== '' && visit({ kind: 'close', name }) === false) return;
    } else if ((next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z')) {
      const open = readOpenTag(html, lower, lt);
      pos = open.end;
      if (visit({ kind: 'open', name: open.name, attrs: open.attrs, selfClosing: open.selfClosing }) === false) return;
      if (RAW_TEXT.has(open.name) && !open.selfClosing) {
        const close = lower.indexOf(`</${open.name}`, pos);
        const contentEnd = close < 0 ? length : close;
        if (visit({ kind: 'text', text: html.slice(pos, contentEnd), raw: true }) === false) return;
        const closeEnd = close < 0 ? length : html.indexOf('>', close);
        pos = closeEnd < 0 ? length : closeEnd + 1;
        if (visit({ kind: 'close', name: open.name }) === false) return;
      }
    } else {
      // A "<" that starts no tag ("1 < 2") is text.
      if (visit({ kind: 'text', text: '<', raw: false }) === false) return;
      pos = lt + 1;
    }
  }
}

const GT = 62;
const SLASH = 47;
const EQUALS = 61;

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 12;
}

/** Lower-case tag name starting at `from` (letters, digits, "-", ":"). */
function tagName(lower: string, from: number, limit: number): string {
  let end = from;
  while (end < limit && end - from < 64) {
    const code = lower.charCodeAt(end);
    const ok = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45 || code === 58;
    if (!ok) break;
    end += 1;
  }
  return lower.slice(from, end);
}

/** An open tag at `lt`: its name, attributes (names lower case, values entity-decoded) and where it ends. */
function readOpenTag(html: string, lower: string, lt: number): { name: string; attrs: Record<string, string>; selfClosing: boolean; end: number } {
  const name = tagName(lower, lt + 1, html.length);
  const attrs: Record<string, string> = {};
  const limit = Math.min(html.length, lt + TAG_MAX);
  let i = lt + 1 + name.length;
  let selfClosing = false;
  while (i < limit) {
    const code = html.charCodeAt(i);
    if (code === GT) return { name, attrs, selfClosing, end: i + 1 };
    if (code === SLASH) {
      selfClosing = html.charCodeAt(i + 1) === GT;
      i += 1;
      continue;
    }
    if (isSpace(code)) {
      i += 1;
      continue;
    }
    // An attribute name, then optionally "=" and a value (quoted or bare).
    const nameStart = i;
    while (i < limit && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== EQUALS && html.charCodeAt(i) !== GT && html.charCodeAt(i) !== SLASH) i += 1;
    const attrName = lower.slice(nameStart, i);
    while (i < limit && isSpace(html.charCodeAt(i))) i += 1;
    let value = '';
    if (html.charCodeAt(i) === EQUALS) {
      i += 1;
      while (i < limit && isSpace(html.charCodeAt(i))) i += 1;
      const quote = html.charAt(i);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const valueEnd = close < 0 || close > limit ? limit : close;
        value = html.slice(i + 1, valueEnd);
        i = valueEnd + 1;
      } else {
        const valueStart = i;
        while (i < limit && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== GT) i += 1;
        value = html.slice(valueStart, i);
      }
    }
    if (attrName !== '' && !(attrName in attrs)) attrs[attrName] = decodeEntities(value);
  }
  // No ">" within reach: the rest of the tag is skipped.
  const gt = html.indexOf('>', limit);
  return { name, attrs, selfClosing, end: gt < 0 ? html.length : gt + 1 };
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ', shy: '',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', bull: '•', middot: '·', deg: '°', frac12: '½', frac14: '¼', frac34: '¾', frac13: '⅓', frac23: '⅔',
  frac18: '⅛', frasl: '⁄', times: '×', divide: '÷', minus: '−', plusmn: '±', copy: '©', reg: '®', trade: '™', cent: '¢',
  pound: '£', euro: '€', yen: '¥', sect: '§', para: '¶', prime: '′', Prime: '″', acute: '´', uml: '¨', cedil: '¸',
  aacute: 'á', agrave: 'à', acirc: 'â', auml: 'ä', atilde: 'ã', aring: 'å', aelig: 'æ', ccedil: 'ç', eacute: 'é', egrave: 'è',
  ecirc: 'ê', euml: 'ë', iacute: 'í', igrave: 'ì', icirc: 'î', iuml: 'ï', ntilde: 'ñ', oacute: 'ó', ograve: 'ò', ocirc: 'ô',
  ouml: 'ö', otilde: 'õ', oslash: 'ø', uacute: 'ú', ugrave: 'ù', ucirc: 'û', uuml: 'ü', yacute: 'ý', yuml: 'ÿ', szlig: 'ß',
  Aacute: 'Á', Agrave: 'À', Acirc: 'Â', Auml: 'Ä', Atilde: 'Ã', Aring: 'Å', AElig: 'Æ', Ccedil: 'Ç', Eacute: 'É', Egrave: 'È',
  Ecirc: 'Ê', Euml: 'Ë', Iacute: 'Í', Ntilde: 'Ñ', Oacute: 'Ó', Ouml: 'Ö', Oslash: 'Ø', Uacute: 'Ú', Uuml: 'Ü', oelig: 'œ',
};

/** "&amp;" -> "&", "&#39;" -> "'", "&#x2F;" -> "/", "&frac12;" -> "½"; unknown entities stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body.charAt(1) === 'x' || body.charAt(1) === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // Control characters, surrogates and code points beyond Unicode are dropped.
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
      return code < 32 && code !== 9 && code !== 10 && code !== 13 ? '' : String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * The script elements of a page, found by searching for "<script" alone (no other tag is read):
 * each one's attributes and its content up to "</script". For JSON-LD, faster than a full walk.
 */
export function scriptBlocks(html: string, lower: string = html.toLowerCase()): { attrs: Readonly<Record<string, string>>; content: string }[] {
  const blocks: { attrs: Readonly<Record<string, string>>; content: string }[] = [];
  let pos = 0;
  for (;;) {
    const start = lower.indexOf('<script', pos);
    if (start < 0) return blocks;
    const open = readOpenTag(html, lower, start);
    if (open.name !== 'script') {
      pos = start + 7;
      continue;
    }
    const close = lower.indexOf('</script', open.end);
    const end = close < 0 ? html.length : close;
    blocks.push({ attrs: open.attrs, content: open.selfClosing ? '' : html.slice(open.end, end) });
    pos = end + 1;
  }
}
