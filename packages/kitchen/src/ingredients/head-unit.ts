/**
 * What may follow a unit before the food: its package size or an equivalent in brackets
 * ("cans (15.5 oz/440g)", "1 cup (240 ml)"), the same amount in other units ("200g/7oz"), a
 * second amount ("1 tablespoon plus 1 teaspoon"), a smaller unit ("1 lb 8 oz") and "of".
 */
import { readMeasure } from './amount';
import type { HeadCursor } from './head-cursor';
import { CONTAINER_UNITS, MEASURE_UNITS } from './line-units';
import { closingIndex, type Token } from './tokens';

/** How many of the smaller unit make one of the larger: "lb oz" -> 16. */
const SMALLER_PARTS: Readonly<Record<string, number>> = { 'lb oz': 16, 'kg g': 1000, 'l ml': 1000 };

export function readAfterUnit(cursor: HeadCursor): void {
  for (let guard = 0; guard < 6; guard++) {
    const word = cursor.lower();
    if (word === '(' || word === '[') {
      readUnitParenthesis(cursor);
    } else if (word === '/' && isAmountAt(cursor, cursor.i + 1)) {
      readAlternatives(cursor);
    } else if ((word === 'plus' || word === '+' || word === '&') && isAmountAt(cursor, cursor.i + 1)) {
      readPlus(cursor);
    } else if (cursor.token()?.kind === 'number' && readSmallerUnit(cursor)) {
      continue;
    } else if (word === 'of' || (word === 'each' && cursor.lower(1) === 'of')) {
      cursor.i += word === 'of' ? 1 : 2;
      return;
    } else {
      return;
    }
  }
}

function isAmountAt(cursor: HeadCursor, index: number): boolean {
  const token = cursor.tokens[index];
  return token?.kind === 'number' || token?.text === '<' || token?.text === '~' || (token !== undefined && readMeasure(cursor.tokens, index) !== undefined);
}

/** Whether only other units of the same amount (or "each") follow a package size inside its brackets. */
export function endsPackage(tokens: readonly Token[], from: number, close: number): boolean {
  const next = tokens[from];
  if (from >= close || !next) return true;
  return next.text === '/' || next.text === ';' || next.text === ',' || next.text === '[' || next.text === '(' || next.lower === 'each' || next.lower === 'or' || next.kind === 'number';
}

/** "cans (15.5 oz/440g)": the package size of a container, an equivalent amount otherwise. */
function readUnitParenthesis(cursor: HeadCursor): void {
  const { head, tokens } = cursor;
  const close = closingIndex(tokens, cursor.i);
  const measure = readMeasure(tokens, cursor.i + 1);
  const isPackage = measure && CONTAINER_UNITS.has(head.unit) && MEASURE_UNITS.has(measure.unit) && measure.quantityMax === undefined && !head.packageSize;
  if (measure && isPackage && endsPackage(tokens, measure.next, close)) {
    head.packageSize = { quantity: measure.quantity, unit: measure.unit };
    const rest = cursor.slice(measure.next, close).replace(/^[\s/;,]+/, '');
    if (rest && rest.toLowerCase() !== 'each') head.comments.push(rest);
  } else {
    const inside = cursor.slice(cursor.i + 1, close);
    if (inside) head.comments.push(inside);
  }
  cursor.i = Math.min(close + 1, tokens.length);
}

/** "200g/7oz", "454 g/1 lb/4 cups", "6 g/<¼ oz/1 teaspoon": the same amount in other units. */
function readAlternatives(cursor: HeadCursor): void {
  const { tokens } = cursor;
  const start = cursor.i + 1;
  let i = cursor.i;
  while (tokens[i]?.text === '/') {
    let j = i + 1;
    while (tokens[j]?.text === '<' || tokens[j]?.text === '~' || tokens[j]?.text === '>') j += 1;
    const measure = readMeasure(tokens, j);
    if (!measure) break;
    i = measure.next;
    // "1kg/2lb 4oz": an alternative in two units.
    const smaller = readMeasure(tokens, i);
    if (smaller && SMALLER_PARTS[`${measure.unit} ${smaller.unit}`] !== undefined) i = smaller.next;
  }
  if (i > cursor.i) {
    cursor.head.comments.push(cursor.slice(start, i));
    cursor.i = i;
  }
}

/**
 * "1 lb 8 oz", "3lbs 4oz", "1 kg 200 g": a weight in two units is one amount in the larger.
 * True when one was read.
 */
function readSmallerUnit(cursor: HeadCursor): boolean {
  const { head } = cursor;
  const measure = readMeasure(cursor.tokens, cursor.i);
  const parts = measure ? SMALLER_PARTS[`${head.unit} ${measure.unit}`] : undefined;
  if (!measure || parts === undefined || head.quantity === null || measure.quantityMax !== undefined || head.quantityMax !== undefined) return false;
  head.quantity += measure.quantity / parts;
  cursor.i = measure.next;
  return true;
}

/** "1 tablespoon plus 1 teaspoon": the second amount goes to the comment. */
function readPlus(cursor: HeadCursor): void {
  const measure = readMeasure(cursor.tokens, cursor.i + 1);
  if (!measure) return;
  cursor.head.comments.push(cursor.slice(cursor.i, measure.next));
  cursor.i = measure.next;
}
