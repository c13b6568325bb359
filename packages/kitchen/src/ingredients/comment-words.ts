/**
 * Words that begin the comment inside a food's name: purposes ("for frying", "to serve"),
 * hedges ("if desired", "as needed", "preferably"), examples ("such as") and alternatives
 * ("or more", "or 2 teaspoons dried").
 */
import { readAmount } from './amount';
import type { Token } from './tokens';

const COMMENT_WORDS = new Set(['for', 'preferably', 'optional', 'optionally', 'divided', 'see', 'note', 'approximately', 'including', 'plus', '+', 'if']);
const AFTER_TO = new Set(['taste', 'serve', 'garnish', 'cover', 'finish', 'drizzle', 'sprinkle', 'brush', 'grease', 'coat', 'dust', 'season', 'fry']);
const AFTER_AS = new Set(['needed', 'desired', 'required', 'necessary', 'you', 'garnish']);
const AFTER_OR = new Set(['more', 'less', 'to', 'as', 'other', 'any']);

/** Whether the word at `i` begins the comment inside the name part: "for frying", "such as", "or 2 teaspoons dried". */
export function startsComment(tokens: readonly Token[], i: number): boolean {
  const word = tokens[i]?.lower ?? '';
  const next = tokens[i + 1]?.lower ?? '';
  if (COMMENT_WORDS.has(word)) return true;
  if (word === 'to') return AFTER_TO.has(next);
  if (word === 'as') return AFTER_AS.has(next);
  if (word === 'such') return next === 'as';
  if (word === 'at') return next === 'room';
  if (word === 'or') return AFTER_OR.has(next) || readAmount(tokens, i + 1) !== undefined;
  if (word === 'about') return readAmount(tokens, i + 1) !== undefined;
  return false;
}
