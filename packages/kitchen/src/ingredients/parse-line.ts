/**
 * Reads one ingredient line as cooks write it ("1½ teaspoons finely minced fresh ginger root",
 * "2 (14.5 oz) cans diced tomatoes", "Salt and freshly ground pepper, to taste") into amount,
 * unit, size, package size, food name, preparation and comment, for grocery lists.
 *
 * The reading walks tokens once from left to right (tokens.ts, head.ts, name.ts); no pattern
 * can backtrack, so a 10,000-character paste of anything costs a few milliseconds at most.
 */
import { CONTAINER_UNITS, MEASURE_UNITS, TRAILING_UNITS } from './line-units';
import { readHead } from './head';
import { readName, trailingUnitOf } from './name';
import { cleanLine, tokenize } from './tokens';

export interface ParsedIngredient {
  /** Low end of the amount (or the amount), null when the line has none ("salt to taste"). */
  quantity: number | null;
  /** High end of a range ("2-3 cloves" -> quantity 2, quantityMax 3). */
  quantityMax?: number;
  /**
   * Canonical unit: one of UNITS in ../units.ts or of SHOPPING_UNIT_NAMES in line-units.ts
   * ('qt', 'package', 'jar', 'stick', 'dozen'...), '' for counted items ("2 eggs"). Size words
   * are never units.
   */
  unit: string;
  /** Size word when written: 'small' | 'medium' | 'large' | 'extra-large' | 'jumbo' | 'medium or large'... */
  size?: string;
  /**
   * The size is the unit's, not the food's: "1 big handful holy basil" is one large handful of
   * holy basil, and "large holy basil" is no food. Set for a size before a loose measure
   * (handful, pinch, splash, bunch, sprig, knob, glug...).
   */
  sizeOfUnit?: true;
  /** Package size: "2 (14.5 oz) cans tomatoes" -> {quantity: 14.5, unit: 'oz'}, unit 'can'. */
  packageSize?: { quantity: number; unit: string };
  /** The food as written, without amount, unit, size, preparation or trailing comment: "fresh ginger root". */
  name: string;
  /** Preparation words removed from the name ("chopped", "finely minced", "peeled and diced"). */
  preparation?: string;
  /** The rest ("or more to taste", "for garnish", "optional", "about 2 cups"). */
  comment?: string;
  toTaste: boolean;
  optional: boolean;
}

export function parseIngredientLine(line: string): ParsedIngredient {
  const text = cleanLine(typeof line === 'string' ? line : '');
  const tokens = tokenize(text);
  const head = readHead(text, tokens);
  const packaged = CONTAINER_UNITS.has(head.unit) || head.packageSize !== undefined;
  const wantsAmount = head.quantity === null && head.unit === '';
  const rest = readName(text, tokens, head.next, { packaged, wantsAmount });
  // "Vanilla extract, 2 teaspoons": the amount after the food.
  const quantity = rest.amount ? rest.amount.quantity : head.quantity;
  const quantityMax = rest.amount ? rest.amount.quantityMax : head.quantityMax;
  let unit = rest.amount ? rest.amount.unit : head.unit;
  let { name } = rest;
  const comments = [...head.comments, ...rest.comments];

  // "6 cloves", "2 steaks": the unit word was the food itself.
  const unitToken = head.unitToken === undefined ? undefined : tokens[head.unitToken];
  if (name === '' && unitToken && unit !== '' && !MEASURE_UNITS.has(unit) && !rest.amount) {
    name = unitToken.text;
    unit = '';
  }
  const trailing = unit === '' ? trailingUnit(name) : undefined;
  if (trailing) ({ name, unit } = trailing);
  // "4 well-trimmed 6-ounce steaks": a weight before the food is each one's size.
  let packageSize = head.packageSize;
  if (rest.itemMeasure) {
    const { quantity: each, unit: eachUnit } = rest.itemMeasure;
    if (!packageSize && !MEASURE_UNITS.has(unit)) packageSize = { quantity: each, unit: eachUnit };
    else comments.push(`${String(each)} ${eachUnit}`);
  }

  // "1 eggplant (about 1 pound)": a weight or volume left on its own beside one counted food is its
  // size. Beside several ("4 carrots (about 1 pound)") it is as often the total, so it stays a comment.
  if (!packageSize && unit === '' && quantity === 1 && quantityMax === undefined && comments.length === 1) {
    const aside = eachOnesMeasure(comments[0] ?? '');
    if (aside) {
      packageSize = aside;
      comments.length = 0;
    }
  }

  const preparations = [...head.preparations, ...rest.preparations];
  const size = head.size ?? rest.size;
  const sizeOfUnit = head.sizeOfUnit === true && head.size === size && unit === head.unit;
  return {
    quantity,
    ...(quantityMax === undefined ? {} : { quantityMax }),
    unit,
    ...(size === undefined ? {} : { size }),
    ...(sizeOfUnit ? { sizeOfUnit: true as const } : {}),
    ...(packageSize ? { packageSize } : {}),
    name,
    ...(preparations.length > 0 ? { preparation: preparations.join(', ') } : {}),
    ...(comments.length > 0 ? { comment: comments.join(', ') } : {}),
    toTaste: /\bto taste\b/i.test(text),
    optional: /\boptional(?:ly)?\b/i.test(text),
  };
}

/**
 * "2 celery ribs", "4 garlic cloves", "Lemon slices": the unit that ends the name, taken out.
 * Not in "lemons or lime slices" (which food would it count?) nor "baby back ribs" (ribs are
 * a unit of celery alone).
 */
function trailingUnit(name: string): { name: string; unit: string } | undefined {
  if (/\b(?:or|and)\b/i.test(name)) return undefined;
  const unit = trailingUnitOf(name);
  if (unit === undefined || !TRAILING_UNITS.has(unit)) return undefined;
  if (/\bribs?$/i.test(name) && !/\bcelery ribs?$/i.test(name)) return undefined;
  return { name: name.slice(0, name.lastIndexOf(' ')).trim(), unit };
}

/** "1 pound", "about 8 ounces": a lone measure, not "1 pound total" (all of them) nor "1 pound, trimmed". */
function eachOnesMeasure(comment: string): { quantity: number; unit: string } | undefined {
  if (/\b(?:total|in all|combined|altogether)\b/i.test(comment)) return undefined;
  const aside = parseIngredientLine(comment.replace(/^(?:about|approximately|roughly|around)\s+/i, ''));
  if (aside.quantity === null || aside.name !== '' || !MEASURE_UNITS.has(aside.unit)) return undefined;
  return { quantity: aside.quantity, unit: aside.unit };
}
