/**
 * Recipe text cut into clean lines, the unit every reader in this folder judges. Pasted text and
 * OCR output carry noise a cook never wrote: control characters, stray symbols at a line's edges,
 * runs of blank lines, page numbers, "Page 2 of 3", copyright and printer footers, "(continued)".
 * Those are dropped here, and each kept line remembers whether a blank line came before it
 * (paragraph breaks decide where a step ends).
 *
 * Every pattern runs on one line at a time and has no nested or overlapping quantifiers, so the
 * cost is linear in the text; the text is read up to IMPORT.textMax characters.
 */
import { IMPORT } from '@sous/contract/recipe-import';
import { startsWithMisreadOne } from '../text/ocr-slips';

export interface TextLine {
  /** The line with spaces collapsed and stray symbols at its edges removed. */
  text: string;
  /** A blank line (or a dropped noise line after a blank) came before it. */
  blankBefore: boolean;
  /**
   * Cut from the line before at a mark the writer put there: a bullet or a pointing emoji between
   * items ("4 salmon fillets • 1 cup cream", separators.ts), an emoji or a step number in a
   * caption, a comma of a one-line list ("1 lemon, parsley"). An item or step of its own, never
   * the rest of a wrapped line.
   */
  separated?: boolean;
}

/** A line as its source cut it, before cleaning: at a line break, or at a writer's mark (`separated`). */
export interface SourceLine {
  text: string;
  separated: boolean;
}

/** Longest line kept: nothing in a recipe needs more (a step is at most 2,000 characters). */
const LINE_MAX = 4000;

/** Symbols OCR leaves at the edges of a line (card borders, specks) that no recipe line starts or ends with. */
const EDGE_JUNK_START = /^[|_~`^=\\{}¦§¬]+/u;
const EDGE_JUNK = new Set('|_~`^=\\{}¦§¬');
/** A line made of nothing but symbols: a rule, a border, a row of dots. */
const SYMBOLS_ONLY = /^[^\p{L}\p{N}]*$/u;

/** "2", "- 2 -", "(3)", "Page 2", "page 2 of 3", "p. 2", "2 of 3", "2/3" alone on a line. */
const PAGE_NUMBER = /^(?:page|pg\.?|p\.)?\s?[-–—([]?\s?\d{1,3}\s?[-–—)\]]?(?:\s?(?:of|\/)\s?\d{1,3})?$/i;
const PAGE_WORD = /^page\s?\d{1,3}\b/i;

/** Footers and card furniture: not the recipe. */
const FOOTER_START = /^(?:©|\(c\)\s|copyright\b|all rights reserved|printed from\b|printed on\b|recipe card\b|from the (?:kitchen|recipe box|desk) of\b)/i;
const FOOTER_ANYWHERE = /all rights reserved|www\.|https?:\/\//i;
/** "(continued)", "cont'd", "Continued on back", "see other side", "over", "PTO". */
const CONTINUED = /^[([]?\s?(?:continued|cont'?d?\.?|cont\.|over|turn over|p\.?t\.?o\.?|see (?:other side|back|reverse)|continued on (?:back|next page|reverse|other side))\s?[)\]]?\.?$/i;

const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029|\f|\v/;

/**
 * The text as clean lines. Text already cut into lines (a caption cut at its emojis) keeps its
 * cuts: a `separated` source line gives a separated first line.
 */
export function textLines(text: string | readonly SourceLine[], maxChars: number = IMPORT.textMax): TextLine[] {
  const source: readonly SourceLine[] =
    typeof text === 'string' ? text.slice(0, maxChars).split(LINE_BREAK).map((raw) => ({ text: raw, separated: false })) : Array.isArray(text) ? text : [];
  const lines: TextLine[] = [];
  let blank = false;
  let budget = maxChars;
  for (const piece of source) {
    if (budget <= 0) break;
    budget -= piece.text.length + 1;
    piece.text.split(LINE_BREAK).forEach((raw, i) => {
      const text = cleanTextLine(raw);
      if (text === '' || SYMBOLS_ONLY.test(text)) {
        blank = true;
        return;
      }
      if (isNoiseLine(text)) return;
      const line: TextLine = { text, blankBefore: blank && lines.length > 0 };
      if (i === 0 && piece.separated) line.separated = true;
      lines.push(line);
      blank = false;
    });
  }
  return lines;
}

/** One line with control and zero-width characters gone, spaces single, junk off its edges. */
export function cleanTextLine(raw: string): string {
  if (raw.trim() === '') return '';
  const text = raw
    .slice(0, LINE_MAX)
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[\p{Cf}\uFFFD]/gu, '')
    .replace(/[\s\u00a0]+/gu, ' ')
    .trim();
  // "| cup kimchi": a one OCR read as a bar is the amount, not a card's border.
  const start = startsWithMisreadOne(text) ? text : text.replace(EDGE_JUNK_START, '');
  // From the end by hand: a pattern anchored at the end would retry at every junk mark in the line.
  let end = start.length;
  while (end > 0 && EDGE_JUNK.has(start.charAt(end - 1))) end -= 1;
  return start.slice(0, end).trim();
}

/** Page numbers, footers and continuation marks. */
export function isNoiseLine(text: string): boolean {
  if (text.length <= 16 && (PAGE_NUMBER.test(text) || CONTINUED.test(text))) return true;
  if (text.length <= 40 && PAGE_WORD.test(text)) return true;
  if (FOOTER_START.test(text)) return true;
  // A URL or an "all rights reserved" line, but not a step that mentions a website in passing.
  return text.length <= 120 && FOOTER_ANYWHERE.test(text) && text.split(' ').length <= 8;
}

/** Whether a line ends a sentence (".", "!", "?", or one of them before a closing bracket or quote). */
export function endsSentence(text: string): boolean {
  return /[.!?…][)\]"'”’]?$/u.test(text.slice(-2));
}

/** The words of a line (letters and digits), for counting. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}
