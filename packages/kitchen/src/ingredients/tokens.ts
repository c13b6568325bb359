/**
 * An ingredient line cleaned and cut into tokens that remember where they sit, so the parser
 * can slice the name and comments out of the text exactly as the cook wrote them. Every
 * pattern here is linear: no nested or overlapping quantifiers, whatever the line holds.
 */

const UNICODE_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/** Bullets, list dashes and check boxes a copied list starts a line with. */
const LEADING_BULLETS = /^[\s•·▪▫●○◦‣∙*>\-–—~☐▢□✓✔]+/u;

/**
 * The line with control and zero-width characters removed, fraction glyphs spelled with a
 * slash ("1½" -> "1 1/2"), every dash a hyphen, bullets gone and spaces single.
 */
export function cleanLine(line: string): string {
  return line
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\p{Cf}/gu, '')
    .replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/gu, (glyph, offset: number, all: string) => {
      const fraction = UNICODE_FRACTIONS[glyph] ?? glyph;
      // A digit right before a glyph is the whole part of a mixed number ("1½"); a digit or
      // glyph right after it must not join its denominator ("½¼").
      const before = /\d/.test(all.charAt(offset - 1)) ? ' ' : '';
      const after = /[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/u.test(all.charAt(offset + 1)) ? ' ' : '';
      return `${before}${fraction}${after}`;
    })
    .replace(/[\u2044\u2215]/g, '/')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/(\d) ?\/ ?(\d)/g, '$1/$2')
    .replace(LEADING_BULLETS, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export type TokenKind = 'number' | 'word' | 'punct';

export interface Token {
  /** The token as written. */
  text: string;
  /** Lower case, for comparisons. */
  lower: string;
  kind: TokenKind;
  /** Offsets in the cleaned line: text.slice(start, end) is the token. */
  start: number;
  end: number;
  /** For numbers: the value (fractions divided out). */
  value?: number;
}

/**
 * Numbers (12, 1.5, .5, 1/2, 1,5 as a decimal comma, 1,000), words (letters with inner
 * apostrophes: "za'atar") and single punctuation marks. Digits and letters split, so "200g"
 * and "3lbs" read as an amount and a unit.
 */
const TOKEN = /(\d{1,9},\d{3}(?!\d)|\d{1,9},\d{1,2}(?!\d)|\d{0,9}\.\d{1,9}|\d{1,9}\/\d{1,9}|\d{1,9})|([\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*)|(\S)/gu;

function numberValue(text: string): number | undefined {
  if (/^\d+,\d{3}$/.test(text)) return Number(text.replace(',', ''));
  const plain = text.replace(',', '.');
  const slash = plain.indexOf('/');
  if (slash >= 0) {
    const denominator = Number(plain.slice(slash + 1));
    return denominator === 0 ? undefined : Number(plain.slice(0, slash)) / denominator;
  }
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const [whole, digits, letters] = match;
    const start = match.index;
    const token: Token = { text: whole, lower: whole.toLowerCase(), kind: 'punct', start, end: start + whole.length };
    if (digits !== undefined) {
      const value = numberValue(digits);
      // "1/0" is not a number; it stays punctuation-like text in the name.
      if (value !== undefined) {
        token.kind = 'number';
        token.value = value;
      } else {
        token.kind = 'word';
      }
    } else if (letters !== undefined) {
      token.kind = 'word';
    }
    tokens.push(token);
  }
  return tokens;
}

/** Whether a space (or the line's start) comes right before this token. */
export function spaceBefore(text: string, token: Token): boolean {
  return token.start === 0 || text.charAt(token.start - 1) === ' ';
}

/** Whether the token is joined to the one before it with nothing between ("28-ounce": "-" and "ounce"). */
export function touchesPrevious(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const previous = tokens[index - 1];
  return token !== undefined && previous !== undefined && previous.end === token.start;
}

/** The text from token `from` to token `to` (exclusive) as written, or '' when empty. */
export function sliceTokens(text: string, tokens: readonly Token[], from: number, to: number): string {
  const first = tokens[from];
  const last = tokens[to - 1];
  return first && last && to > from ? text.slice(first.start, last.end) : '';
}

/** Index of the bracket closing the one at `open`, or the end of the tokens when it is never closed. */
export function closingIndex(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i]?.text;
    if (t === '(' || t === '[') depth += 1;
    else if (t === ')' || t === ']') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return tokens.length;
}
