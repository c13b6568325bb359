/**
 * Ingredients written on one line, as captions and quick notes do: "Ingredients: 2 eggs, 1 cup
 * flour, ½ tsp salt and 1 tbsp sugar". The line is cut at commas, semicolons and list marks, and
 * at "and"/"&"/"+" before an amount. A piece that is only an amount ("1 cup" + "2 tbsp flour",
 * "1" and "1/2 cups sugar") belongs to the one after it; a piece without an amount belongs to the
 * one before when it says how that one is prepared or measured ("1 onion, chopped", "2 cups
 * flour, plus 2 tbsp for dusting"), and is an ingredient of its own when it names a food
 * ("1 lemon, parsley") or follows an ingredients label. A single scan; each piece is judged by
 * its first words only.
 */
import { readHead } from '../ingredients/head';
import { cleanLine, tokenize } from '../ingredients/tokens';
import { CONTINUATION_START } from './ingredient-list';
import { hasLeadingAmount, isIngredientLike } from './line-shape';

/** Where a line may be cut: list marks, ", ", and "and"/"&"/"+" before an amount. Captured, to be kept. */
const SEPARATOR = /([;•·|]|,\s|\s(?:and|&|\+)\s(?=[\d½¼¾⅓⅔⅛]|an?\s))/u;
/** Words that go on describing the piece before (its preparation, size or a note), unless the piece names a food. */
const DESCRIBES = /^(?:(?:[\p{L}]+ed|skin|skinless|boneless|bone|ripe|whole|cold|warm|hot|large|small|medium|extra|more|each|juice|zest|stems?|leaves|fresh|freshly|temperature|about|approx|roughly|ideally|or|plus|to|for|at|such|if|preferably|divided|optional|cut|into|in|with|without|then)\b|\()/iu;

/**
 * The pieces, or undefined when fewer than two of them start with an amount (then it is one
 * ingredient, or prose). With `bare` (the line follows an ingredients label), one amount is
 * enough and every piece that does not describe the one before is an ingredient; a list with no
 * amounts at all ("pasta, garlic, butter") is cut at its commas when every piece is a few words.
 */
export function splitInlineList(text: string, bare = false): string[] | undefined {
  if (text.length > 2000) return undefined;
  const parts = text.replace(/[.!]$/, '').split(SEPARATOR);
  const pieces: string[] = [];
  const items: string[] = [];
  let led = 0;
  let open = false;
  for (let k = 0; k < parts.length; k += 2) {
    const piece = (parts[k] ?? '').trim();
    if (piece === '') continue;
    pieces.push(piece);
    const separator = k === 0 ? '' : (parts[k - 1] ?? '');
    const last = items.at(-1);
    const amount = hasLeadingAmount(piece);
    if (last !== undefined && open) {
      // "1 cup" + "2 tbsp flour": one amount of one food.
      items[items.length - 1] = `${last}${separator === ', ' ? ', ' : separator}${piece}`;
    } else if (last !== undefined && amount && moreOfTheSame(piece)) {
      // "1 cup cream and 2 tbsp for serving": more of the food before.
      items[items.length - 1] = `${last}${separator === ', ' ? ', ' : separator}${piece}`;
    } else if (last === undefined || amount || (!describes(piece) && (bare || isIngredientLike(piece)))) {
      items.push(piece);
    } else {
      items[items.length - 1] = `${last}, ${piece}`;
    }
    if (amount) led += 1;
    open = amount && amountOnly(items.at(-1) ?? '');
  }
  if (led >= 2 || (bare && led === 1 && items.length >= 2)) return items;
  const short = pieces.length >= 2 && pieces.every((piece) => piece.split(' ').length <= 5 && !/[.!?]$/.test(piece));
  return bare && led === 0 && short ? pieces : undefined;
}

function describes(piece: string): boolean {
  // "dried oregano", "fresh basil", "red onion": a word that may describe is part of a food's name.
  return CONTINUATION_START.test(piece) || (DESCRIBES.test(piece) && !isIngredientLike(piece));
}

/** "1 cup", "1", "2 x 15ml": an amount with nothing after it. */
function amountOnly(piece: string): boolean {
  const clean = cleanLine(piece.slice(0, 120));
  const tokens = tokenize(clean);
  const head = readHead(clean, tokens);
  return head.quantity !== null && head.next >= tokens.length;
}

/** "2 tbsp for serving", "1 tbsp extra": an amount of no food of its own. */
function moreOfTheSame(piece: string): boolean {
  const clean = cleanLine(piece.slice(0, 120));
  const tokens = tokenize(clean);
  const head = readHead(clean, tokens);
  return head.quantity !== null && /^(?:for|to|extra|more)$/.test(tokens[head.next]?.lower ?? '');
}

/**
 * A line that is a whole ingredient list: "2 eggs, 1 cup flour, 1 tsp salt", "• 1 tsp cumin and
 * 1 tsp paprika" or, after a label, "Base: 1/2 cup oats, 1/2 cup milk". Its first piece must
 * start with an amount, so a step that lists amounts ("Add 1 cup flour, 2 eggs and the salt")
 * stays a step. Undefined otherwise.
 */
export function listLine(line: string): string[] | undefined {
  if (line.length > 2000) return undefined;
  const unmarked = line.replace(/^[•·▪●◦‣∙*\-–—~]\s?/u, '');
  const label = /^[\p{L}' ]{2,30}:\s?/u.exec(unmarked);
  const body = label ? unmarked.slice(label[0].length) : unmarked;
  // Cheap test first: at least two pieces start with a digit or a fraction.
  if ((body.match(/(?:^|,\s|\s(?:and|&|\+)\s)[\d½¼¾⅓⅔⅛]/gu) ?? []).length < 2 || !hasLeadingAmount(body)) return undefined;
  return splitInlineList(body);
}
