/** An ingredient line as the review screen edits it (the contract's strings). */
export interface NormalizedIngredient {
  quantity: string;
  unit: string;
  name: string;
}

/** The units the spec's normalisation recognises after a leading amount (spec 3 §5). */
const KNOWN_UNITS = ['cup', 'tbsp', 'tsp', 'oz', 'g', 'kg', 'lb', 'ml', 'l'] as const;

/** An amount at the start of a line: "1 1/2", "1/2", "1.5", "2-3", "½", "1½". */
const leadingAmount = /^((?:\d+\s+\d+\/\d+)|(?:\d+\/\d+)|(?:\d+(?:[.,]\d+)?\s*[-–]\s*\d+(?:[.,]\d+)?)|(?:\d*[½⅓⅔¼¾⅛⅜⅝⅞])|(?:\d+(?:[.,]\d+)?))(?=\s|$|[a-zA-Z])\s*/;

/** A unit word as written ("cups", "Tbsp.", "lbs") when it is one of the known units, else null. */
function knownUnit(word: string): string | null {
  const bare = word.toLowerCase().replace(/\.$/, '');
  const singular = bare.endsWith('s') && bare.length > 1 ? bare.slice(0, -1) : bare;
  if ((KNOWN_UNITS as readonly string[]).includes(bare) || (KNOWN_UNITS as readonly string[]).includes(singular)) {
    return word.replace(/\.$/, '');
  }
  return null;
}

/** "2 cups flour" as { quantity: '2', unit: 'cups', name: 'flour' }; a line without an amount is all name. */
export function splitIngredientLine(line: string): NormalizedIngredient {
  const text = line.trim().replace(/\s+/g, ' ');
  const amount = leadingAmount.exec(text);
  if (!amount?.[1]) return { quantity: '', unit: '', name: text };
  const quantity = amount[1].trim();
  const rest = text.slice(amount[0].length);
  const [first = '', ...others] = rest.split(' ');
  const unit = knownUnit(first);
  if (unit !== null && others.length > 0) return { quantity, unit, name: others.join(' ') };
  return { quantity, unit: '', name: rest };
}

const text = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
};

const firstOf = (record: Record<string, unknown>, fields: readonly string[]): string => {
  for (const field of fields) {
    const value = text(record[field]);
    if (value) return value;
  }
  return '';
};

/**
 * The spec's ingredient normalisation on review (spec 3 §5): an object with quantity, unit and name
 * is kept; a string is split into its leading amount, a known unit and the rest; other objects are
 * read from their alternate field names (amount, qty; units, measure; ingredient, item). Anything
 * else, or a line with no name, is dropped (null).
 */
export function normalizeIngredient(raw: unknown): NormalizedIngredient | null {
  if (typeof raw === 'string') {
    const line = splitIngredientLine(raw);
    return line.name ? line : null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const name = firstOf(record, ['name', 'ingredient', 'item']);
  if (!name) return null;
  return {
    quantity: firstOf(record, ['quantity', 'amount', 'qty']),
    unit: firstOf(record, ['unit', 'units', 'measure']),
    name,
  };
}

/** Every line of a recipe's ingredients, normalised; lines that cannot be read are left out. */
export function normalizeIngredients(raw: unknown): NormalizedIngredient[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(normalizeIngredient).filter((line): line is NormalizedIngredient => line !== null);
}
