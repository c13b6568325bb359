/**
 * Section headings of a recipe: "Ingredients", "Directions", "Method", "Notes"... in any case,
 * with or without a colon or dash, with OCR's usual misreadings ("lngredients", "INGRED1ENTS",
 * "Directlons"). A heading is recognised only when the line starts with it and what follows is
 * nothing, a separator (then the rest is the section's first line: "Method: Mix and bake."), or
 * a bracket or "for" (then the rest is metadata: "Ingredients (serves 4)"). "Method is simple"
 * is a sentence, not a heading.
 *
 * Sub-section headings ("For the sauce:", "Topping", "CRUST") group lines inside a section; the
 * parser skips them (the contract's lists are flat, and a heading is not an ingredient or a step).
 */
import { editDistance } from '../ingredients/edit-distance';
import { memoByLine } from './memo';

export type SectionKind = 'ingredients' | 'instructions' | 'notes' | 'nutrition';

const HEADINGS: Readonly<Record<string, SectionKind>> = {
  ingredients: 'ingredients',
  ingredient: 'ingredients',
  'ingredient list': 'ingredients',
  'ingredients list': 'ingredients',
  'the ingredients': 'ingredients',
  'you will need': 'ingredients',
  'what you need': 'ingredients',
  'what you ll need': 'ingredients',
  'what you will need': 'ingredients',
  'you need': 'ingredients',
  'what i used': 'ingredients',
  'you ll need': 'ingredients',
  'shopping list': 'ingredients',
  directions: 'instructions',
  direction: 'instructions',
  instructions: 'instructions',
  instruction: 'instructions',
  'cooking instructions': 'instructions',
  'cooking directions': 'instructions',
  method: 'instructions',
  'the method': 'instructions',
  preparation: 'instructions',
  'preparation method': 'instructions',
  steps: 'instructions',
  'step by step': 'instructions',
  'to make': 'instructions',
  'to make it': 'instructions',
  'how to make': 'instructions',
  'how to make it': 'instructions',
  'how to': 'instructions',
  procedure: 'instructions',
  'what to do': 'instructions',
  notes: 'notes',
  note: 'notes',
  tips: 'notes',
  'tips and notes': 'notes',
  'cook s notes': 'notes',
  'cooks notes': 'notes',
  'cook s note': 'notes',
  'chef s notes': 'notes',
  'recipe notes': 'notes',
  'recipe note': 'notes',
  'serving suggestions': 'notes',
  'serving suggestion': 'notes',
  variations: 'notes',
  storage: 'notes',
  'make ahead': 'notes',
  nutrition: 'nutrition',
  'nutrition facts': 'nutrition',
  'nutrition information': 'nutrition',
  'nutrition info': 'nutrition',
  'nutritional information': 'nutrition',
  'nutrition per serving': 'nutrition',
};
/** Headings long enough that one misread letter cannot turn another word into them. */
const FUZZY_HEADINGS = Object.keys(HEADINGS).filter((key) => key.length >= 7 && !key.includes(' '));

export interface Heading {
  kind: SectionKind;
  /** Text after "Heading:" on the same line: the section's first line. */
  inline: string;
  /** Text after "Heading" in brackets or after "for": metadata ("(serves 4)", "for 6 people"). */
  meta: string;
}

/** The heading a line is, or undefined. */
export const readHeading = memoByLine(heading);

function heading(line: string): Heading | undefined {
  // Markdown marks and bullets before a heading: "## Ingredients", "**Method**", "• Steps".
  const text = line.slice(0, 200).replace(/^[#*•>\-–—\s]+/u, '');
  const phrase = (/^[\p{L}0-9|'’ ]{0,40}/u.exec(text)?.[0] ?? '').trimEnd();
  const rest = text.slice(phrase.length).replace(/^\*+/, '').trim();
  let kind = headingKind(phrase);
  if (kind === undefined) {
    // "Ingredients for the cake", "INGREDIENTS FOR 4 SERVINGS": a heading, then its metadata.
    const forAt = phrase.toLowerCase().indexOf(' for ');
    kind = forAt > 0 ? headingKind(phrase.slice(0, forAt)) : undefined;
    return kind === undefined ? undefined : { kind, inline: '', meta: text.slice(forAt).trim() };
  }
  if (rest === '') return { kind, inline: '', meta: '' };
  const first = rest.charAt(0);
  if (':;.-–—=>»'.includes(first)) {
    return { kind, inline: rest.replace(/^[:;.\-–—=>»\s]+/u, '').trim(), meta: '' };
  }
  if (first === '(' || first === '[') return { kind, inline: '', meta: rest };
  return undefined;
}

/** The section a heading's words name, tolerating one misread letter in long words. */
function headingKind(phrase: string): SectionKind | undefined {
  if (phrase.length < 4) return undefined;
  const key = ocrKey(phrase);
  const exact = HEADINGS[key];
  if (exact) return exact;
  if (key.includes(' ') || key.length < 7) return undefined;
  for (const candidate of FUZZY_HEADINGS) {
    if (Math.abs(candidate.length - key.length) <= 1 && editDistance(candidate, key, 1) <= 1) return HEADINGS[candidate];
  }
  return undefined;
}

/** Lower case with OCR's letter-for-digit swaps undone and apostrophes as spaces: "lNGRED1ENTS" -> "ingredients". */
function ocrKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/[1|!]/g, 'i')
    .replace(/0/g, 'o')
    .replace(/5/g, 's')
    .replace(/['’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^l(?=n)/, 'i');
}

/** Words that name a part of a dish, used alone or last as a sub-section heading ("Topping", "Cream Cheese Frosting"). */
const PART_WORDS = new Set([
  'sauce', 'sauces', 'dressing', 'topping', 'toppings', 'filling', 'fillings', 'crust', 'pastry', 'dough', 'glaze', 'frosting',
  'icing', 'marinade', 'garnish', 'garnishes', 'batter', 'base', 'assembly', 'streusel', 'crumble', 'syrup', 'salsa', 'rub',
  'seasoning', 'meringue', 'ganache', 'custard', 'broth', 'curry paste', 'spice mix', 'spice blend', 'to serve', 'to finish',
  'for serving', 'for garnish', 'cake', 'cookies', 'meatballs', 'slaw', 'pickles', 'vinaigrette', 'gravy', 'stuffing',
]);

/**
 * Whether a line is a sub-section heading: "For the sauce:", "Sauce:", "TOPPING", "Topping",
 * "Cream Cheese Frosting", "To make the dressing". A line with an amount is an ingredient, and a
 * line with text after its colon ("Garnish: parsley") is read as that text.
 */
export const isSubheading = memoByLine(subheading);

function subheading(line: string): boolean {
  if (line.length > 64) return false;
  const text = line.replace(/^[#*•>\-–—\s]+/u, '').replace(/\*+$/, '').trim();
  if (text === '' || text.length > 60 || /\d/.test(text)) return false;
  const words = text.replace(/:$/, '').trim().split(' ');
  if (words.length > 6) return false;
  const key = text.toLowerCase().replace(/:$/, '').replace(/['’]/g, "'").trim();
  if (text.endsWith(':')) return !/[.,;!?]/.test(key);
  if (/^(?:for|to make|make) (?:the |a |an |your )?\S/.test(key)) return words.length <= 5 && !/[.,;!?]/.test(key);
  const withoutThe = key.replace(/^the /, '');
  // "Topping", "SAUCE", "The dressing"; "salsa" in lower case is an item of a list.
  if (PART_WORDS.has(withoutThe)) return /^\p{Lu}/u.test(text);
  const lastTwo = words.slice(-2).join(' ').toLowerCase();
  const last = (words.at(-1) ?? '').toLowerCase();
  // "Cream Cheese Frosting", "LEMON GLAZE": written as a heading, ending in a part word.
  const headingCase = words.every((word) => /^[\p{Lu}&]/u.test(word) || /^(?:and|or|of|the|for|with)$/.test(word));
  return headingCase && words.length <= 4 && (PART_WORDS.has(last) || PART_WORDS.has(lastTwo));
}
