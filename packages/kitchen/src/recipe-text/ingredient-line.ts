/**
 * One ingredient line of an imported recipe as {quantity, unit, name}. The amount and unit come
 * from the grocery parser (ingredients/parse-line.ts), which knows ranges, fractions, number words
 * and package sizes; the name is the rest of the line as the cook wrote it, preparation and notes
 * included ("onion, finely chopped"), because the review screen shows the cook's recipe, not a
 * shopping list. OCR's misreadings of amounts and units are undone first (text/ocr-slips.ts), British metric
 * spoons read as spoons ("2 x 15ml spoons" -> 2 tbsp) and a food written before a dash and its
 * amount turned round ("Onion - 1 small" -> "1 small Onion"). A line with no amount at all ("Salt
 * and pepper to taste") is its own name and is not parsed.
 */
import { RECIPE_LIMITS } from '@sous/contract/recipe';
import { readHead } from '../ingredients/head';
import { parseIngredientLine } from '../ingredients/parse-line';
import { cleanLine, tokenize } from '../ingredients/tokens';
import { mendLeadingAmount } from '../text/ocr-slips';
import { formatQuantity, parseQuantity } from '../units';
import { hasLeadingAmount } from './line-shape';
import { memoByLine } from './memo';

export interface ImportedIngredient {
  quantity: string;
  unit: string;
  name: string;
}

/** The line read as an ingredient, or undefined when nothing is left to name. */
export function readIngredient(line: string): ImportedIngredient | undefined {
  const read = readRemembered(line);
  return read && { ...read };
}

const readRemembered = memoByLine(readLine, 1000);

function readLine(line: string): ImportedIngredient | undefined {
  // "1. 2 cups flour": a list number before the amount is not part of it.
  const text = amountFirst(cleanLine(metricSpoons(mendLeadingAmount(line).replace(/^\d{1,2}[.)]\s(?=[\d½¼¾⅓⅔])/u, ''))));
  if (text === '') return undefined;
  if (!/[\d½¼¾⅓⅔⅛⅜⅝⅞]/u.test(text) && !hasLeadingAmount(text)) {
    return { quantity: '', unit: '', name: text.slice(0, RECIPE_LIMITS.ingredientNameMax).trim() };
  }
  const tokens = tokenize(text);
  const head = readHead(text, tokens);
  const parsed = parseIngredientLine(text);
  let quantity = quantityText(parsed.quantity, parsed.quantityMax, tokens.some((t) => t.kind === 'number' && /[.,]/.test(t.text)));
  let unit = head.unit;
  let name: string;
  const nameStart = tokens[head.next]?.start;
  if (head.quantity === null && parsed.quantity !== null) {
    // "Vanilla extract, 2 teaspoons": the amount after the food.
    unit = parsed.unit;
    name = [parsed.name, parsed.preparation].filter(Boolean).join(', ');
  } else if (nameStart === undefined || (parsed.name !== '' && head.unit !== parsed.unit && parsed.unit === '')) {
    // "6 cloves": the unit word was the food.
    unit = parsed.unit;
    name = parsed.name;
  } else if (head.preparations.length > 0) {
    // "Juice of 2 limes": the amount belongs to the limes, not the juice; the line stays whole.
    return { quantity: '', unit: '', name: text.slice(0, RECIPE_LIMITS.ingredientNameMax).trim() };
  } else {
    name = text.slice(nameStart);
  }
  // "2 large onions" keeps its size on the food; "1 big handful basil" is a handful, its size no part of the basil.
  if (head.size !== undefined && head.quantity !== null && head.sizeOfUnit !== true) name = `${head.size} ${name}`;
  if (head.packageSize) {
    // "2 (15 oz) cans beans, drained" -> "beans (15 oz), drained": the size stays with the food.
    const size = ` (${formatAmount(head.packageSize.quantity)} ${head.packageSize.unit})`;
    const comma = name.indexOf(',');
    name = comma < 0 ? `${name}${size}` : `${name.slice(0, comma)}${size}${name.slice(comma)}`;
  }
  const notes = head.comments.filter((comment) => /^(?:plus|optional|or|divided|heaped|heaping|scant|rounded|generous|level)\b/.test(comment));
  if (notes.length > 0) name = `${name}, ${notes.join(', ')}`;
  // A list written as sentences ends its last item with a period: "1 tbsp chopped parsley."
  name = name.replace(/^[,;:\-\s]+/, '').replace(/\s+/g, ' ').replace(/(?<!\b(?:oz|lb|lbs|tbsp|tsp|etc|approx|pkg))\.$/i, '').trim();
  if (name === '') return undefined;
  // "Pinch of salt": one pinch.
  if (quantity === '' && unit !== '') quantity = '1';
  return {
    quantity: quantity.slice(0, RECIPE_LIMITS.quantityMax),
    unit: unit.slice(0, RECIPE_LIMITS.unitMax),
    name: name.slice(0, RECIPE_LIMITS.ingredientNameMax).trim(),
  };
}

/** "Eggs – 3", "Onion - 1 small, finely chopped": the food, a dash, then its amount. */
const FOOD_DASH_AMOUNT = /^([^\d,–—-]{2,40}?)\s[-–—]\s(?=[\d½¼¾⅓⅔⅛])/u;

/** A food written before its amount and a dash, turned round: "Onion - 1 small, chopped" -> "1 small Onion, chopped". */
function amountFirst(line: string): string {
  const match = FOOD_DASH_AMOUNT.exec(line);
  if (!match) return line;
  const food = (match[1] ?? '').trim();
  const right = line.slice(match[0].length);
  const tokens = tokenize(right);
  const head = readHead(right, tokens);
  if (head.quantity === null) return line;
  const at = tokens[head.next]?.start ?? right.length;
  const rest = right.slice(at).replace(/^[,;\s]+/, '').trim();
  return `${right.slice(0, at).trim()} ${food}${rest === '' ? '' : `, ${rest}`}`;
}

/** British cards measure in metric spoons: "2 x 15ml spoons" is 2 tbsp, "1 x 5ml spoon" 1 tsp. */
const METRIC_SPOONS = /^([\d½¼¾⅓⅔⅛/.]{1,6})\s?[x×]\s?(15|5)\s?ml\s(?:level\s|heaped\s|rounded\s)?spoon(?:s|fuls?)?\b/iu;

function metricSpoons(line: string): string {
  return line.replace(METRIC_SPOONS, (_whole, amount: string, ml: string) => `${amount} ${ml === '15' ? 'tbsp' : 'tsp'}`);
}

/** 1.5 -> "1 1/2", 0.75 -> "3/4", 2 and 3 -> "2-3", 0.6 -> "0.6"; decimals stay decimals when the line wrote them so. */
function quantityText(low: number | null, high: number | undefined, writtenAsDecimal: boolean): string {
  if (low === null) return '';
  const lowText = formatAmount(low, writtenAsDecimal);
  return high === undefined ? lowText : `${lowText}-${formatAmount(high, writtenAsDecimal)}`;
}

function formatAmount(value: number, decimal = false): string {
  if (Number.isInteger(value)) return String(value);
  const fraction = formatQuantity(value);
  if (!decimal && Math.abs((parseQuantity(fraction) ?? -1) - value) < 1e-6) return fraction;
  return String(Math.round(value * 1000) / 1000);
}
