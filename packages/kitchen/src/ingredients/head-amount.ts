/**
 * What may sit between an amount and the food: sizes, modifiers ("scant", "thin"), per-item
 * sizes ("2 (14.5 oz) cans", "1 28-ounce can", "Four 8-ounce fillets", "Five 1-inch thick
 * slices"), "2 x 400 g", the amount's own unit hyphened on ("3-ounce chunk") and the unit.
 */
import { readMeasure, type MeasureRead } from './amount';
import type { HeadCursor } from './head-cursor';
import { endsPackage, readAfterUnit } from './head-unit';
import { AMOUNT_MODIFIERS, compoundSizeEnd, CONTAINER_UNITS, DIMENSION_WORDS, MEASURE_UNITS, PIECE_WORDS, readSize, readUnit } from './line-units';
import { closingIndex } from './tokens';

export function readAfterAmount(cursor: HeadCursor): void {
  const { tokens } = cursor;
  // "2 x 400 g cans"
  if ((cursor.lower() === 'x' || cursor.lower() === '×') && cursor.token(1)?.kind === 'number') {
    const measure = readMeasure(tokens, cursor.i + 1);
    if (measure && MEASURE_UNITS.has(measure.unit)) setPending(cursor, measure, cursor.i + 1);
    if (measure) cursor.i = measure.next;
  }
  // "3-ounce chunk", "1-inch piece": the amount's own unit, hyphened on.
  if (cursor.lower() === '-' && cursor.token()?.start === cursor.token(-1)?.end) {
    const unit = readUnit(tokens, cursor.i + 1);
    if (unit && MEASURE_UNITS.has(unit.unit)) {
      cursor.takeUnit(unit, cursor.i + 1);
      readMeasuredPackage(cursor);
      readAfterUnit(cursor);
      return;
    }
    if (unit?.unit === 'inch') {
      cursor.takeUnit(unit, cursor.i + 1);
      skipPieceWord(cursor);
      return;
    }
  }
  for (let guard = 0; guard < 12 && cursor.i < tokens.length; guard++) {
    if (!readDescriptor(cursor)) break;
  }
  // "1/4 of a red onion", "half of the dough"
  if (cursor.lower() === 'of' && ['a', 'an', 'the'].includes(cursor.lower(1))) {
    cursor.i += 2;
    return;
  }
  const unit = readUnit(tokens, cursor.i);
  // "1-inch thick slices": an inch before "thick" is a dimension, not the unit.
  if (unit && !(unit.unit === 'inch' && DIMENSION_WORDS.has(tokens[unit.next]?.lower ?? ''))) {
    cursor.takeUnit(unit, cursor.i);
    readMeasuredPackage(cursor);
    readAfterUnit(cursor);
  }
}

/** One size, modifier, parenthesis or per-item measure; false when none is here. */
function readDescriptor(cursor: HeadCursor): boolean {
  const size = cursor.head.size === undefined ? readSize(cursor.tokens, cursor.i) : undefined;
  if (size) {
    cursor.head.size = size.size;
    cursor.i = size.next;
    return true;
  }
  const end = modifierEnd(cursor, cursor.i);
  if (end !== undefined) {
    cursor.head.comments.push(cursor.slice(cursor.i, end).toLowerCase());
    cursor.i = end;
    return true;
  }
  if (cursor.lower() === '(' || cursor.lower() === '[') return readParenthesis(cursor);
  if (cursor.token()?.kind === 'number') return readItemMeasure(cursor);
  return false;
}

/**
 * Where modifiers at `index` end ("scant", "very", "thumb-sized", "lengthwise"), when a size,
 * a unit or a number follows them: "2 thick parsnips" keeps "thick" in the name.
 */
function modifierEnd(cursor: HeadCursor, index: number): number | undefined {
  const { tokens } = cursor;
  let i = index;
  for (;;) {
    const compound = compoundSizeEnd(tokens, i);
    if (compound !== undefined && readSize(tokens, i) === undefined) i = compound;
    else if (AMOUNT_MODIFIERS.has(tokens[i]?.lower ?? '')) i += 1;
    else break;
  }
  if (i === index) return undefined;
  const follows = readSize(tokens, i) !== undefined || readUnit(tokens, i) !== undefined || tokens[i]?.kind === 'number';
  return follows ? i : undefined;
}

/** "(14.5 oz)", "(8-ounce)", "(1½ inch thick)", "(about 1 large)". */
function readParenthesis(cursor: HeadCursor): boolean {
  const { tokens } = cursor;
  const close = closingIndex(tokens, cursor.i);
  const inside = cursor.slice(cursor.i + 1, close);
  const measure = readMeasure(tokens, cursor.i + 1);
  // A second size in brackets ("15-ounce (426-g)") is the first one in other units.
  const fresh = cursor.pending === undefined;
  if (fresh && measure && MEASURE_UNITS.has(measure.unit) && measure.quantityMax === undefined && endsPackage(tokens, measure.next, close)) {
    setPending(cursor, measure, cursor.i + 1, close);
  } else if (inside) {
    cursor.head.comments.push(inside);
  }
  cursor.i = Math.min(close + 1, tokens.length);
  return true;
}

/** "1 28-ounce can", "Four 8-ounce fillets", "Five 1-inch thick slices", "One 12- to 15-pound ham". */
function readItemMeasure(cursor: HeadCursor): boolean {
  const { tokens } = cursor;
  const measure = readMeasure(tokens, cursor.i);
  if (!measure) return false;
  let end = measure.next;
  if (measure.unit === 'inch') {
    while (DIMENSION_WORDS.has(tokens[end]?.lower ?? '') || (tokens[end]?.text === '-' && DIMENSION_WORDS.has(tokens[end + 1]?.lower ?? ''))) end += 1;
    cursor.head.comments.push(cursor.slice(cursor.i, end));
  } else if (MEASURE_UNITS.has(measure.unit) && measure.quantityMax === undefined) {
    setPending(cursor, measure, cursor.i, end);
  } else {
    cursor.head.comments.push(cursor.slice(cursor.i, end));
  }
  cursor.i = end;
  return true;
}

function setPending(cursor: HeadCursor, measure: MeasureRead, from: number, to = measure.next): void {
  cursor.pending = { measure, text: cursor.slice(from, to) };
}

/**
 * A size read before the unit is each thing's package size before a count, a container or a
 * piece ("2 (14.5 oz) cans", "1 (1-pound) loaf"); before a measure ("1 ½ (7 ml) tsp") it is a
 * comment.
 */
export function settlePending(cursor: HeadCursor): void {
  if (!cursor.pending) return;
  const { measure, text } = cursor.pending;
  if (!MEASURE_UNITS.has(cursor.head.unit)) cursor.head.packageSize = { quantity: measure.quantity, unit: measure.unit };
  else cursor.head.comments.push(text);
}

/**
 * "19-oz (540 mL) can": a measured amount followed by a container is one container of that
 * size. "3-ounce chunk" and "1-inch piece" drop the piece word.
 */
function readMeasuredPackage(cursor: HeadCursor): void {
  const { head, tokens } = cursor;
  if (!MEASURE_UNITS.has(head.unit) || head.quantityMax !== undefined || cursor.pending) return;
  let i = cursor.i;
  const equivalent = tokens[i]?.text === '(' ? closingIndex(tokens, i) : undefined;
  if (equivalent !== undefined) i = equivalent + 1;
  const container = readUnit(tokens, i);
  if (container && CONTAINER_UNITS.has(container.unit) && head.quantity !== null) {
    if (equivalent !== undefined) head.comments.push(cursor.slice(cursor.i + 1, equivalent));
    head.packageSize = { quantity: head.quantity, unit: head.unit };
    head.quantity = 1;
    cursor.takeUnit(container, i);
    return;
  }
  skipPieceWord(cursor);
}

function skipPieceWord(cursor: HeadCursor): void {
  if (PIECE_WORDS.has(cursor.lower())) {
    cursor.head.comments.push(cursor.lower());
    cursor.i += 1;
  }
}
