/**
 * A recipe's title: the first line before any section heading that reads like a dish's name: short,
 * not a sentence, not an amount, not a step, not metadata, standing on its own (not the start or
 * the middle of a wrapped paragraph). A story paragraph may come first ("My grandmother made this
 * every Sunday..."); the title is then the short line after it. "Recipe: X" and "Title: X" lose
 * their label; metadata written after the name on its line ("SHAKSHUKA serves 2 prep 10 min",
 * "Lentil Soup | Serves 6") is handed back to be read, not named; a title in capitals
 * ("GRANDMA'S APPLE PIE", as cards print them) is written in title case. No title gives '' (the
 * review screen fills 'Imported Recipe').
 */
import { readHeading } from './headings';
import { hasLeadingAmount, isIngredientLike, isStepLike, readStepMarker } from './line-shape';
import { readDietLine, readMetaLine, splitMetaTail } from './meta';
import { endsSentence, wordCount, type TextLine } from './text-lines';

export interface Title {
  name: string;
  /** Index of the title's line in the lines read. */
  index: number;
  /** Metadata written after the name on its line ("Serves 4 | Prep 10 min"), for readMetaLine. */
  meta?: string;
}

/** How far into the text a title may stand. */
const SEARCH_LINES = 30;
const LABEL = /^(?:(?:recipe name|recipe title|recipe|title|name|dish)\s?[:\-–]|recipe for\b)\s?/i;
const CONNECTOR_END = /\b(?:and|or|the|a|an|of|to|with|for|in|my|this|our|your|is|was|but|from|at|on|by)$/i;

export function readTitle(lines: readonly TextLine[]): Title | undefined {
  const limit = Math.min(lines.length, SEARCH_LINES);
  for (let i = 0; i < limit; i++) {
    const line = lines[i];
    if (!line) break;
    const heading = readHeading(line.text);
    if (heading?.kind === 'notes' && heading.inline !== '') continue;
    if (heading) return undefined;
    // Read at most 400 characters: the name is cut at 200 anyway, and tidying stays cheap.
    const tidy = tidyTitle(line.text.slice(0, 400));
    if (tidy === '' || readMetaLine(tidy, { tags: [] }) || readDietLine(tidy)) continue;
    // "SHAKSHUKA serves 2-3 prep 10 min": the name, then its metadata.
    const split = splitMetaTail(tidy, { tags: [] });
    const text = split ? tidyTitle(split.head) : tidy;
    const labelled = LABEL.test(line.text.replace(/^[#*\s]+/, ''));
    if (text !== '' && (labelled || titleLike(lines, i, text))) return { name: titleCase(text), index: i, ...(split ? { meta: split.tail } : {}) };
    // An ingredient or a step before any title: the text has none.
    if (isIngredientLike(text) || readStepMarker(text)?.numbered === true) return undefined;
  }
  return undefined;
}

function titleLike(lines: readonly TextLine[], i: number, text: string): boolean {
  const line = lines[i];
  const previous = lines[i - 1];
  const next = lines[i + 1];
  if (!line || text.length > 100 || wordCount(text) > 14 || wordCount(text) === 0) return false;
  if (/[.,;:]$/.test(text) || CONNECTOR_END.test(text) || /^\p{Ll}/u.test(text)) return false;
  // Inside a wrapped paragraph: the line before runs on into it, or it runs on into the next.
  if (previous && !line.blankBefore && line.separated !== true && !endsSentence(previous.text) && wordCount(previous.text) > 6) return false;
  if (next && !next.blankBefore && next.separated !== true && /^\p{Ll}/u.test(next.text)) return false;
  if (hasLeadingAmount(text) || isStepLike(text) || readStepMarker(text) !== undefined) return false;
  // A sentence in the middle ("This cake. It is good") is prose.
  return !/[.!?]\s\p{Lu}/u.test(text);
}

/** The title without markdown marks, a "Recipe:" label or a trailing page mark. */
function tidyTitle(text: string): string {
  return text
    .replace(/^[#*\s]+|[*\s]+$/g, '')
    .replace(LABEL, '')
    .replace(/\s?[-–—(]\s?(?:page|p\.?)\s?\d{1,3}\)?$/i, '')
    .trim();
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'de', 'la', 'le', 'al', 'con', 'e']);

/** "GRANDMA'S APPLE PIE" -> "Grandma's Apple Pie"; a title with any lower case stays as written. */
export function titleCase(text: string): string {
  if (/\p{Ll}/u.test(text) || !/\p{Lu}/u.test(text)) return text;
  let first = true;
  return text.toLowerCase().replace(/[\p{L}'’]+/gu, (word) => {
    const keep = !first && SMALL_WORDS.has(word);
    first = false;
    return keep ? word : word.charAt(0).toUpperCase() + word.slice(1);
  });
}

/** A line's words for comparing with the title: "Apple Pie (continued)" and "APPLE PIE - page 2" match "Apple Pie". */
export function titleKey(text: string): string {
  if (text.length > 160) return '';
  const words = tidyTitle(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  while (words.length > 1 && /^(?:continued|cont|contd|page|pg|p|of|\d{1,3})$/.test(words.at(-1) ?? '')) words.pop();
  return words.join(' ');
}
