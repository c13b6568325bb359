/**
 * Ingredients written on one line, as captions and quick notes do: "Ingredients: 2 eggs, 1 cup
 * flour, ½ tsp salt and 1 tbsp sugar". The line is cut at commas, semicolons and list marks, and
 * at "and"/"&"/"+" before an amount; a piece without an amount of its own belongs to the one
 * before ("1 onion, chopped"). A single scan; the pieces are judged by their first words only.
 */
import { hasLeadingAmount } from './line-shape';

/** The pieces, or undefined when fewer than two of them start with an amount (then it is one ingredient, or prose). */
export function splitInlineList(text: string): string[] | undefined {
  if (text.length > 2000) return undefined;
  const pieces = text
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
  return led >= 2 ? items : undefined;
}
