/**
 * The head of an ingredient line: everything before the food's name. Amount, range, size,
 * package size and unit in the orders cooks write them: "2 (14.5 oz) cans", "1 28-ounce can",
 * "Four 8-ounce fillets", "1 scant cup", "2 large cloves", "Pinch of", "Juice of 1 lemon",
 * "200g/7oz", "1 tablespoon plus 1 teaspoon". This module reads the start of the line;
 * head-amount.ts what follows an amount, head-unit.ts what follows the unit.
 */
import { readAmount, VAGUE_AMOUNTS } from './amount';
import { readAfterAmount, settlePending } from './head-amount';
import { HeadCursor, type Head } from './head-cursor';
import { readAfterUnit } from './head-unit';
import { AMOUNT_MODIFIERS, LOOSE_UNITS, readSize, readUnit } from './line-units';
import type { Token } from './tokens';

export type { Head } from './head-cursor';

/** Parts of a food a line may name before its amount without "of": "zest 1 lemon", "juice ½ lime". */
const PART_WORDS = new Set(['juice', 'zest', 'rind', 'peel', 'leaves', 'seeds', 'flesh']);

export function readHead(text: string, tokens: readonly Token[]): Head {
  const cursor = new HeadCursor(text, tokens);
  readLabel(cursor);
  readLeadingModifiers(cursor);
  readPartOf(cursor);
  const amount = readAmount(tokens, cursor.i);
  if (amount) {
    cursor.head.quantity = amount.quantity;
    if (amount.quantityMax !== undefined) cursor.head.quantityMax = amount.quantityMax;
    cursor.i = amount.next;
    readAfterAmount(cursor);
  } else {
    readVague(cursor);
    readWithoutAmount(cursor);
  }
  settlePending(cursor);
  // "1 big handful basil", "Small pinch of saffron": a size before a loose measure sizes the measure.
  if (cursor.head.size !== undefined && LOOSE_UNITS.has(cursor.head.unit)) cursor.head.sizeOfUnit = true;
  cursor.head.next = cursor.i;
  return cursor.head;
}

/** Words that make a leading "X:" a label even without an amount after it. */
const LABEL_WORDS = new Set(['optional', 'garnish', 'topping', 'toppings', 'note', 'for', 'to', 'serve', 'serving']);

/**
 * "Optional: 1 jalapeño", "Garnish: parsley", "For the glaze:": a label before the line. "Fresh
 * herbs: oregano or basil" names the food and stays.
 */
function readLabel(cursor: HeadCursor): void {
  for (let k = 1; k <= 3; k++) {
    if (cursor.tokens[k - 1]?.kind !== 'word') return;
    if (cursor.tokens[k]?.text === ':') {
      const labelled = LABEL_WORDS.has(cursor.tokens[0]?.lower ?? '') || readAmount(cursor.tokens, k + 1) !== undefined || k + 1 >= cursor.tokens.length;
      if (!labelled) return;
      cursor.head.comments.push(cursor.slice(0, k).toLowerCase());
      cursor.i = k + 1;
      return;
    }
  }
}

/** "About", "Scant", "Slightly rounded", "Generous", "Up to" before the amount. */
function readLeadingModifiers(cursor: HeadCursor): void {
  const { tokens } = cursor;
  const start = cursor.i;
  let i = start;
  for (;;) {
    const word = tokens[i]?.lower ?? '';
    if (AMOUNT_MODIFIERS.has(word)) i += tokens[i + 1]?.text === '.' ? 2 : 1;
    else if (word === 'up' && tokens[i + 1]?.lower === 'to') i += 2;
    else break;
  }
  if (i === start) return;
  // Only when an amount, a size or a unit follows: "Thin-sliced green onion" keeps its "Thin".
  const follows = readAmount(tokens, i) !== undefined || readSize(tokens, i) !== undefined || readUnit(tokens, i) !== undefined;
  if (follows && tokens[i - 1]?.text !== '-') {
    cursor.head.comments.push(cursor.slice(start, i).toLowerCase());
    cursor.i = i;
  }
}

/** "Juice of 1 lemon", "Leaves from 2 sprigs thyme", "zest 1 lime": the part taken is a preparation. */
function readPartOf(cursor: HeadCursor): void {
  const { tokens } = cursor;
  if (readAmount(tokens, cursor.i)) return;
  if (PART_WORDS.has(cursor.lower()) && cursor.token(1)?.kind === 'number') {
    cursor.head.preparations.push(cursor.lower());
    cursor.i += 1;
    return;
  }
  for (let k = cursor.i; k < cursor.i + 5; k++) {
    const token = tokens[k];
    if (token?.kind !== 'word') return;
    if (k > cursor.i && (token.lower === 'of' || token.lower === 'from')) {
      if (readAmount(tokens, k + 1) && tokens[k + 1]?.lower !== 'a') {
        cursor.head.preparations.push(cursor.slice(cursor.i, k + 1).toLowerCase());
        cursor.i = k + 1;
      }
      return;
    }
  }
}

/** "A few", "Several", "Some": no quantity, the words go to the comment. */
function readVague(cursor: HeadCursor): void {
  const start = cursor.i;
  if ((cursor.lower() === 'a' || cursor.lower() === 'an') && VAGUE_AMOUNTS.has(cursor.lower(1))) cursor.i += 2;
  else if (VAGUE_AMOUNTS.has(cursor.lower()) && cursor.lower() !== 'more') cursor.i += 1;
  if (cursor.i > start) {
    if (cursor.lower() === 'of') cursor.i += 1;
    cursor.head.comments.push(cursor.slice(start, cursor.i).toLowerCase());
  }
}

/** "Pinch of salt", "Small handful parsley", "Slices of bread": a unit without a number. */
function readWithoutAmount(cursor: HeadCursor): void {
  const { tokens } = cursor;
  const size = readSize(tokens, cursor.i);
  let i = size?.next ?? cursor.i;
  const modifierStart = i;
  while (AMOUNT_MODIFIERS.has(tokens[i]?.lower ?? '')) i += 1;
  const unit = readUnit(tokens, i);
  if (!unit) return;
  const after = tokens[unit.next]?.lower;
  const followedByOf = after === 'of' || (after === 'each' && tokens[unit.next + 1]?.lower === 'of');
  if ((!LOOSE_UNITS.has(unit.unit) && !followedByOf) || tokens[unit.next]?.kind !== 'word') return;
  if (size) cursor.head.size = size.size;
  if (i > modifierStart) cursor.head.comments.push(cursor.slice(modifierStart, i).toLowerCase());
  cursor.takeUnit(unit, i);
  readAfterUnit(cursor);
}
