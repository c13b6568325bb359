/**
 * Amounts at a position in an ingredient line's tokens: "2", "1 1/2", "1-1/2", ".5", "one",
 * "a", "half a", "a couple of", "twenty-four", and ranges ("2-3", "2 to 3", "2 or 3",
 * "1/2-3/4", "4- to 5-pound").
 */
import { NUMBER_WORDS } from '../units';
import { readUnit } from './line-units';
import type { Token } from './tokens';

export interface NumberRead {
  value: number;
  next: number;
}

export interface AmountRead {
  quantity: number;
  quantityMax?: number;
  next: number;
}

/** Words that make "a" vague rather than one: "a few", "a little", "a bit of". */
const VAGUE_AFTER_A = new Set(['few', 'little', 'bit', 'some', 'touch', 'smidgen']);
/** Words that stand for no number: "few sprigs", "several drops", "some cilantro". */
export const VAGUE_AMOUNTS: ReadonlySet<string> = new Set(['few', 'several', 'some', 'many', 'more', 'little', 'bit']);
/** NUMBER_WORDS entries that are read with their own rules below, not as plain counts. */
const SPECIAL_WORDS = new Set(['dozen', 'half', 'couple', 'pair']);

function isFraction(token: Token | undefined): token is Token & { value: number } {
  return token?.kind === 'number' && token.text.includes('/') && token.value !== undefined && token.value < 1;
}

/** "and a half", "and 1/2": the fraction after a whole number, or undefined. */
function readAndFraction(tokens: readonly Token[], index: number): NumberRead | undefined {
  if (tokens[index]?.lower !== 'and') return undefined;
  const next = tokens[index + 1];
  if (isFraction(next)) return { value: next.value, next: index + 2 };
  if ((next?.lower === 'a' || next?.lower === 'one') && tokens[index + 2]?.lower === 'half') return { value: 0.5, next: index + 3 };
  return undefined;
}

function readDigits(tokens: readonly Token[], index: number, token: Token & { value: number }): NumberRead {
  let value = token.value;
  let next = index + 1;
  if (Number.isInteger(value)) {
    const after = tokens[next];
    if (isFraction(after) && after.start > token.end) {
      // "1 1/2"
      value += after.value;
      next += 1;
    } else if (after?.text === '-' && after.start === token.end && isFraction(tokens[next + 1])) {
      // "1-1/2", as typed where no fraction glyph is at hand
      value += tokens[next + 1]?.value ?? 0;
      next += 2;
    } else {
      const andFraction = readAndFraction(tokens, next);
      if (andFraction) return { value: value + andFraction.value, next: andFraction.next };
    }
  }
  return { value, next };
}

function readWordNumber(tokens: readonly Token[], index: number, word: string): NumberRead | undefined {
  const after = tokens[index + 1]?.lower;
  if (word === 'half' || word === 'quarter') {
    const value = word === 'half' ? 0.5 : 0.25;
    // "half a lemon", "half of the"
    const skip = after === 'a' || after === 'an' || after === 'of' ? 1 : 0;
    return { value, next: index + 1 + skip };
  }
  if (word === 'couple') return { value: 2, next: index + (after === 'of' ? 2 : 1) };
  const count = NUMBER_WORDS[word];
  if (count === undefined || SPECIAL_WORDS.has(word)) return undefined;
  // "twenty-four"
  if (count >= 20 && count % 10 === 0 && tokens[index + 1]?.text === '-') {
    const ones = NUMBER_WORDS[tokens[index + 2]?.lower ?? ''];
    if (ones !== undefined && ones < 10) return { value: count + ones, next: index + 3 };
  }
  const andFraction = readAndFraction(tokens, index + 1);
  if (andFraction) return { value: count + andFraction.value, next: andFraction.next };
  return { value: count, next: index + 1 };
}

/**
 * One number at `index`: digits, a fraction, a mixed number or a number word. "a"/"an" count
 * as one only when `allowArticle` (the start of an amount, not the end of a range).
 */
export function readNumber(tokens: readonly Token[], index: number, allowArticle = true): NumberRead | undefined {
  const token = tokens[index];
  if (!token) return undefined;
  if (token.kind === 'number' && token.value !== undefined) return readDigits(tokens, index, { ...token, value: token.value });
  if (token.kind !== 'word') return undefined;
  const word = token.lower;
  if (word === 'a' || word === 'an') {
    if (!allowArticle) return undefined;
    const after = tokens[index + 1]?.lower ?? '';
    if (VAGUE_AFTER_A.has(after)) return undefined;
    if (after === 'half' || after === 'quarter' || after === 'couple') return readWordNumber(tokens, index + 1, after);
    return { value: 1, next: index + 1 };
  }
  return readWordNumber(tokens, index, word);
}

/** Words and marks that join the two ends of a range. */
const RANGE_JOINERS = new Set(['-', 'to', 'or', '~']);

/** An amount at `index`, with its range when one is written. Undefined when none starts there. */
export function readAmount(tokens: readonly Token[], index: number): AmountRead | undefined {
  const low = readNumber(tokens, index);
  if (!low) return undefined;
  let joiner = low.next;
  // "4- to 5-pound": a hyphen left hanging before the joining word.
  if (tokens[joiner]?.text === '-' && RANGE_JOINERS.has(tokens[joiner + 1]?.lower ?? '')) joiner += 1;
  if (!RANGE_JOINERS.has(tokens[joiner]?.lower ?? '')) return { quantity: low.value, next: low.next };
  const high = readNumber(tokens, joiner + 1, false);
  if (!high || high.value <= low.value) return { quantity: low.value, next: low.next };
  // "1 or 2 cups" is a range, but "1 cup or 2 tablespoons" never reaches here: the unit
  // comes first. "2 or 3 (optional)" still is.
  return { quantity: low.value, quantityMax: high.value, next: high.next };
}

export interface MeasureRead extends AmountRead {
  unit: string;
}

/**
 * An amount with its unit: "14.5 oz", "8-ounce", "12- to 15-pound", "about 2 cups". Undefined
 * when the tokens at `index` are not one.
 */
export function readMeasure(tokens: readonly Token[], index: number): MeasureRead | undefined {
  let i = index;
  const first = tokens[i]?.lower;
  if (first === 'about' || first === 'approximately' || first === 'approx' || first === 'around' || first === 'roughly') {
    i += tokens[i + 1]?.text === '.' ? 2 : 1;
  }
  if (tokens[i]?.kind !== 'number') return undefined;
  const amount = readAmount(tokens, i);
  if (!amount) return undefined;
  const unitAt = tokens[amount.next]?.text === '-' ? amount.next + 1 : amount.next;
  const unit = readUnit(tokens, unitAt);
  if (!unit) return undefined;
  return { ...amount, unit: unit.unit, next: unit.next };
}
