/**
 * Ingredients written on one line, as captions and quick notes do: "Ingredients: 2 eggs, 1 cup
 * flour, ½ tsp salt and 1 tbsp sugar". The line is cut at commas, semicolons and list marks, and
 * at "and"/"&"/"+" before an amount; a piece without an amount of its own belongs to the one
 * before ("1 onion, chopped"). A single scan; the pieces are judged by their first words only.
 */
import { hasLeadingAmount } from './line-shape';

/**
 * The pieces, or undefined when fewer than two of them start with an amount (then it is one
 * ingredient, or prose). With `bare`, a list with no amounts at all ("pasta, garlic, butter") is
 * cut at its commas too, when every piece is a few words.
 */
export function splitInlineList(text: string, bare = false): string[] | undefined {
  if (text.length > 2000) return undefined;
  const pieces = text
    .replace(/[.!]$/, '')
    .split(/[;•·|]|,\s|\s(?:and|&|\+)\s(?=[\d½¼¾⅓⅔⅛]|a\s|an\s)/u)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  const items: string[] = [];
  let led = 0;
  for (const piece of pieces) {
    const last = items.at(-1);
    if (hasLeadingAmount(piece) || last === undefined) {
      if (hasLeadingAmount(piece)) led += 1;
      items.push(piece);
    } else {
      items[items.length - 1] = `${last}, ${piece}`;
    }
  }
  if (led >= 2) return items;
  const short = pieces.length >= 2 && pieces.every((piece) => piece.split(' ').length <= 5 && !/[.!?]$/.test(piece));
  return bare && led === 0 && short ? pieces : undefined;
}

/**
 * A line that is a whole ingredient list: "2 eggs, 1 cup flour, 1 tsp salt" or, after a label,
 * "Base: 1/2 cup oats, 1/2 cup milk". Its first piece must start with an amount, so a step that
 * lists amounts ("Add 1 cup flour, 2 eggs and the salt") stays a step. Undefined otherwise.
 */
export function listLine(line: string): string[] | undefined {
  if (line.length > 2000 || !line.includes(',')) return undefined;
  const label = /^[\p{L}' ]{2,30}:\s?/u.exec(line);
  const body = label ? line.slice(label[0].length) : line;
  // Cheap test first: at least two pieces start with a digit or a fraction.
  if ((body.match(/(?:^|,\s)[\d½¼¾⅓⅔⅛]/gu) ?? []).length < 2 || !hasLeadingAmount(body)) return undefined;
  return splitInlineList(body);
}
