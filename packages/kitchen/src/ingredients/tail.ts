/**
 * The comma-separated tail of an ingredient line, after the food's name: preparations
 * ("finely chopped", "peeled and diced", "then cut into wedges"), comments ("at room
 * temperature", "for serving", "optional") and, for a line that names the food first, its
 * amount ("Vanilla extract, 2 teaspoons").
 */
import { readMeasure, type MeasureRead } from './amount';
import { isPreparationText } from './preparation';
import { closingIndex, sliceTokens, type Token } from './tokens';

/** Where the tail's parts go. */
export interface TailParts {
  preparations: string[];
  comments: string[];
  amount?: MeasureRead;
}

/** Reads the parts from token `from` to the end, split at commas, semicolons and colons outside brackets. */
export function readTail(text: string, tokens: readonly Token[], from: number, parts: TailParts, wantsAmount: boolean): void {
  let start = from;
  let depth = 0;
  for (let i = from; i <= tokens.length; i++) {
    const mark = tokens[i]?.text;
    if (mark === '(' || mark === '[') depth += 1;
    else if ((mark === ')' || mark === ']') && depth > 0) depth -= 1;
    const ends = i === tokens.length || (depth === 0 && (mark === ',' || mark === ';' || mark === ':'));
    if (!ends) continue;
    addPart(text, tokens, start, i, parts, wantsAmount);
    start = i + 1;
  }
}

function addPart(text: string, tokens: readonly Token[], from: number, to: number, parts: TailParts, wantsAmount: boolean): void {
  let start = from;
  let end = to;
  // "Vanilla extract, 2 teaspoons": the amount of a line that names the food first.
  if (wantsAmount && parts.amount === undefined && tokens[start]?.kind === 'number') {
    const measure = readMeasure(tokens, start);
    if (measure && (measure.next >= end || tokens[measure.next]?.text === '(')) {
      parts.amount = measure;
      start = measure.next;
    }
  }
  // "(optional)" as its own part loses its brackets.
  if (tokens[start]?.text === '(' && closingIndex(tokens, start) === end - 1) {
    start += 1;
    end -= 1;
  }
  while (start < end && tokens[start]?.text === '-') start += 1;
  // "rinsed (optional)": brackets after a preparation are a comment.
  let open = start + 1;
  while (open < end && tokens[open]?.text !== '(') open += 1;
  if (open < end && isPreparationText(tokens, start, open)) {
    parts.preparations.push(sliceTokens(text, tokens, start, open).trim());
    const close = Math.min(closingIndex(tokens, open), end);
    const inside = sliceTokens(text, tokens, open + 1, close).trim();
    if (inside) parts.comments.push(inside);
    if (close + 1 < end) addPart(text, tokens, close + 1, end, parts, false);
    return;
  }
  const part = sliceTokens(text, tokens, start, end).trim();
  if (!part) return;
  if (isPreparationText(tokens, start, end)) parts.preparations.push(part);
  else parts.comments.push(part);
}
