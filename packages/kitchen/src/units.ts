/**
 * Units and quantities: reading amounts as cooks write them ("1 1/2", "½", "2-3"), converting
 * to grams through the food catalog, and writing amounts back the way a cook measures
 * ("1/3 cup", "2 cloves", "1 1/4 lb", "a pinch").
 */
import type { Food } from './catalog/food-types';
import { normalizeText } from './text/words';

/** Units Sous writes. '' means a count of the food itself ("2 eggs"). */
export const UNITS = [
  'tsp',
  'tbsp',
  'cup',
  'fl oz',
  'ml',
  'l',
  'g',
  'kg',
  'oz',
  'lb',
  'pinch',
  'dash',
  'clove',
  'piece',
  'can',
  'slice',
  'sprig',
  'stalk',
  'bunch',
  'handful',
  'head',
  'fillet',
  'steak',
  'sheet',
  'block',
  'link',
  'packet',
  'envelope',
  'ear',
  'leaf',
  'pod',
  'spear',
  'inch',
  '',
] as const;
export type Unit = (typeof UNITS)[number];

const UNIT_ALIASES: Record<string, Unit> = {
  t: 'tsp',
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  T: 'tbsp',
  tb: 'tbsp',
  tbl: 'tbsp',
  tbs: 'tbsp',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  c: 'cup',
  cup: 'cup',
  cups: 'cup',
  'fl oz': 'fl oz',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
  ml: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cl: 'ml',
  l: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  pinch: 'pinch',
  pinches: 'pinch',
  dash: 'dash',
  dashes: 'dash',
  clove: 'clove',
  cloves: 'clove',
  piece: 'piece',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  can: 'can',
  cans: 'can',
  tin: 'can',
  tins: 'can',
  slice: 'slice',
  slices: 'slice',
  sprig: 'sprig',
  sprigs: 'sprig',
  stalk: 'stalk',
  stalks: 'stalk',
  rib: 'stalk',
  ribs: 'stalk',
  stick: 'stalk',
  bunch: 'bunch',
  bunches: 'bunch',
  handful: 'handful',
  handfuls: 'handful',
  head: 'head',
  heads: 'head',
  fillet: 'fillet',
  fillets: 'fillet',
  steak: 'steak',
  steaks: 'steak',
  sheet: 'sheet',
  sheets: 'sheet',
  block: 'block',
  blocks: 'block',
  link: 'link',
  links: 'link',
  packet: 'packet',
  packets: 'packet',
  envelope: 'envelope',
  envelopes: 'envelope',
  ear: 'ear',
  ears: 'ear',
  leaf: 'leaf',
  leaves: 'leaf',
  pod: 'pod',
  pods: 'pod',
  spear: 'spear',
  spears: 'spear',
  inch: 'inch',
  inches: 'inch',
  '': '',
};

/** The unit a written unit means ("Tablespoons" -> "tbsp"), or undefined when unknown. */
export function normalizeUnit(text: string): Unit | undefined {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed === 'T' || trimmed === 'Tbsp' || trimmed === 'TBSP' || trimmed === 'Tbs') return 'tbsp';
  return UNIT_ALIASES[normalizeText(trimmed).replace(/\s+/g, ' ')];
}

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': ' 1/2',
  '⅓': ' 1/3',
  '⅔': ' 2/3',
  '¼': ' 1/4',
  '¾': ' 3/4',
  '⅛': ' 1/8',
  '⅜': ' 3/8',
  '⅝': ' 5/8',
  '⅞': ' 7/8',
  '⅕': ' 1/5',
  '⅙': ' 1/6',
};

function parseSimple(text: string): number | undefined {
  const t = text.trim();
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (fraction) return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2]);
  if (/^\d*\.?\d+$/.test(t)) return Number(t);
  if (/^(a|an|one)$/i.test(t)) return 1;
  return undefined;
}

/**
 * The number in a written quantity: "2" -> 2, "1 1/2" -> 1.5, "1½" -> 1.5, "0.25" -> 0.25,
 * "a" -> 1. A range ("2-3", "2 to 3") gives its upper end, the amount to have on hand.
 * Undefined for "", "to taste" and other words.
 */
export function parseQuantity(text: string | number): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : undefined;
  let t = text.trim();
  for (const [glyph, ascii] of Object.entries(UNICODE_FRACTIONS)) t = t.split(glyph).join(ascii);
  t = t.replace(/\u2044/g, '/').replace(/\s+/g, ' ').trim();
  if (t === '') return undefined;
  const [, lowText, highText] = /^(.+?)\s*(?:-|–|—|to|or)\s*(.+)$/i.exec(t) ?? [];
  if (lowText !== undefined && highText !== undefined && !/^\d+\s*\/\s*\d+$/.test(t)) {
    const high = parseSimple(highText);
    if (high !== undefined && parseSimple(lowText) !== undefined) return high;
  }
  return parseSimple(t);
}

/** Millilitres in one of each volume unit (US customary). */
export const ML_PER = {
  tsp: 4.92892,
  tbsp: 14.7868,
  cup: 236.588,
  'fl oz': 29.5735,
  ml: 1,
  l: 1000,
  pinch: 4.92892 / 16,
  dash: 4.92892 / 8,
} satisfies Partial<Record<Unit, number>>;
export const GRAMS_PER = { g: 1, kg: 1000, oz: 28.3495, lb: 453.592 } satisfies Partial<Record<Unit, number>>;
/** The same tables looked up by any unit: undefined for units they do not hold. */
const ML_BY_UNIT: Partial<Record<Unit, number>> = ML_PER;
const GRAMS_BY_UNIT: Partial<Record<Unit, number>> = GRAMS_PER;

/** Grams in one millilitre of a food, from its cup, spoon or (for liquids) water's density. */
function gramsPerMl(food: Food): number | undefined {
  if (food.grams.cup) return food.grams.cup / ML_PER.cup;
  if (food.grams.tbsp) return food.grams.tbsp / ML_PER.tbsp;
  if (food.grams.tsp) return food.grams.tsp / ML_PER.tsp;
  if (food.kind === 'liquid') return 1;
  return undefined;
}

/** Typical grams of a bunch, handful or sprig when the catalog has no figure. */
function looseMeasureGrams(unit: Unit, food: Food): number | undefined {
  const leafy = food.kind === 'herb';
  if (unit === 'bunch') return leafy ? 30 : food.kind === 'aromatic' ? 100 : 250;
  if (unit === 'handful') return leafy ? 10 : 30;
  if (unit === 'sprig') return food.pieceName === 'sprig' ? food.grams.piece : 1;
  if (unit === 'leaf') return food.pieceName === 'leaf' ? food.grams.piece : 0.5;
  if (unit === 'inch') return food.id === 'ginger' ? 10 : undefined;
  return undefined;
}

/**
 * Grams of `quantity` `unit` of a food, or undefined when the catalog cannot tell
 * (e.g. "2 heads" of a food without a head weight).
 */
export function toGrams(quantity: number, unit: Unit, food: Food): number | undefined {
  const mass = GRAMS_BY_UNIT[unit];
  if (mass) return quantity * mass;
  const ml = ML_BY_UNIT[unit];
  if (ml) {
    const density = gramsPerMl(food);
    return density === undefined ? undefined : quantity * ml * density;
  }
  if (unit === '' || unit === 'piece' || (food.pieceName !== undefined && unit === food.pieceName)) {
    return food.grams.piece === undefined ? undefined : quantity * food.grams.piece;
  }
  if (unit === 'clove' && food.id === 'garlic') return quantity * (food.grams.piece ?? 3);
  if (unit === 'can') return quantity * 400;
  if (unit === 'fillet' || unit === 'steak') return quantity * (food.grams.piece ?? 170);
  if (unit === 'slice') return food.grams.piece === undefined ? undefined : quantity * food.grams.piece;
  if (unit === 'stalk' || unit === 'head' || unit === 'ear' || unit === 'block' || unit === 'link') {
    return food.grams.piece === undefined ? undefined : quantity * food.grams.piece;
  }
  const loose = looseMeasureGrams(unit, food);
  return loose === undefined ? undefined : quantity * loose;
}

// ── Writing amounts ───────────────────────────────────────────────────────

const FRACTION_TEXT: [number, string][] = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
];

/**
 * A number as a cook reads it: whole part plus one of 1/8, 1/4, 1/3, 1/2, 2/3, 3/4 (only the
 * fractions in `allowed`), e.g. 1.5 -> "1 1/2", 0.34 -> "1/3", 2.96 -> "3". Never "0": the
 * smallest allowed fraction is the floor.
 */
export function formatQuantity(value: number, allowed: readonly number[] = [1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4]): string {
  const candidates: readonly [number, ...number[]] = [0, ...allowed, 1];
  let whole = Math.floor(value);
  let rest = value - whole;
  let best = candidates[0];
  for (const c of candidates) if (Math.abs(rest - c) < Math.abs(rest - best)) best = c;
  if (best === 1) {
    whole += 1;
    rest = 0;
  } else {
    rest = best;
  }
  if (whole === 0 && rest === 0) rest = Math.min(...allowed);
  const fraction = FRACTION_TEXT.find(([v]) => Math.abs(v - rest) < 1e-9)?.[1];
  if (!fraction) return String(whole);
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** An amount ready for a recipe line. `grams` is what the displayed amount weighs. */
export interface Amount {
  quantity: string;
  unit: Unit;
  grams: number;
}

/** How a food is measured in a recipe. */
export type MeasureStyle = 'count' | 'weight' | 'volume' | 'can';

/** Foods bought and used whole, counted rather than measured. */
const COUNTED = new Set([
  'egg',
  'yellow-onion',
  'red-onion',
  'sweet-onion',
  'shallot',
  'garlic',
  'green-onion',
  'leek',
  'lemongrass',
  'carrot',
  'celery',
  'red-bell-pepper',
  'green-bell-pepper',
  'yellow-bell-pepper',
  'jalapeno',
  'serrano-chile',
  'red-chile',
  'green-chile',
  'scotch-bonnet',
  'tomato',
  'potato',
  'russet-potato',
  'red-potato',
  'sweet-potato',
  'zucchini',
  'yellow-squash',
  'eggplant',
  'acorn-squash',
  'cucumber',
  'avocado',
  'corn-on-the-cob',
  'beet',
  'parsnip',
  'turnip',
  'fennel-bulb',
  'lemon',
  'lime',
  'orange',
  'apple',
  'pear',
  'banana',
  'mango',
  'peach',
  'kiwi',
  'fig',
  'plantain',
  'bay-leaf',
  'star-anise',
  'kaffir-lime-leaves',
  'chicken-breast',
  'chicken-thigh',
  'chicken-drumstick',
  'pork-chop',
  'salmon-fillet',
  'cod-fillet',
  'haddock-fillet',
  'halibut-fillet',
  'tilapia-fillet',
  'sea-bass-fillet',
  'snapper-fillet',
  'trout-fillet',
  'mackerel-fillet',
  'swordfish-steak',
  'tuna-steak',
  'duck-breast',
  'anchovy-fillet',
  'flour-tortilla',
  'corn-tortilla',
  'pita-bread',
  'naan',
  'hamburger-bun',
  'english-muffin',
  'bagel',
  'croissant',
  'sandwich-bread',
  'whole-wheat-bread',
  'sourdough-bread',
  'gluten-free-bread',
  'rye-bread',
  'bacon',
  'lasagna-noodles',
  'nori',
  'fresh-rosemary',
  'fresh-thyme',
  'phyllo-dough',
  'puff-pastry',
  'pie-crust',
  'chipotle-in-adobo',
  'portobello-mushrooms',
  'chorizo',
  'italian-sausage',
  'medjool-dates',
  'lobster',
  'bok-choy',
  'gelatin',
  'active-dry-yeast',
  'firm-tofu',
]);

/** Foods that can sensibly be halved when counted ("1/2 red onion"). */
const HALVABLE = new Set([
  'yellow-onion',
  'red-onion',
  'sweet-onion',
  'red-bell-pepper',
  'green-bell-pepper',
  'yellow-bell-pepper',
  'avocado',
  'lemon',
  'lime',
  'orange',
  'cucumber',
  'zucchini',
  'eggplant',
  'jalapeno',
  'mango',
  'apple',
  'pear',
  'banana',
  'fennel-bulb',
  'sweet-potato',
  'firm-tofu',
  'acorn-squash',
  'puff-pastry',
]);

/** Measured by weight on the scale or the package. */
const WEIGHED_KINDS = new Set(['protein']);
const WEIGHED = new Set([
  'spaghetti',
  'short-pasta',
  'whole-wheat-spaghetti',
  'gluten-free-pasta',
  'egg-noodles',
  'rice-noodles',
  'soba-noodles',
  'udon-noodles',
  'glass-noodles',
  'dark-chocolate',
  'paneer',
  'halloumi',
  'goat-cheese',
  'seitan',
  'pecorino-romano',
  'smoked-salmon',
  'prosciutto',
  'pancetta',
  'salami',
  'pepperoni',
  'ham',
  'butternut-squash',
  'pumpkin',
  'spaghetti-squash',
  'celery-root',
  'cassava',
  'green-beans',
  'asparagus',
  'brussels-sprouts',
]);

/** Foods sold in cans; a near-whole number of cans reads better than cups. */
const CANNED = new Set(['chickpeas', 'black-beans', 'kidney-beans', 'pinto-beans', 'cannellini-beans', 'canned-diced-tomatoes', 'coconut-milk', 'crushed-tomatoes', 'canned-tuna']);

/** How a recipe should measure this food. */
export function measureStyle(food: Food): MeasureStyle {
  if (CANNED.has(food.id)) return 'can';
  if (COUNTED.has(food.id) && food.grams.piece) return 'count';
  if (WEIGHED.has(food.id)) return 'weight';
  if (WEIGHED_KINDS.has(food.kind) && !food.grams.cup) return 'weight';
  if (food.kind === 'protein' && ['meat', 'poultry', 'fish', 'shellfish'].some((f) => food.flags.includes(f as never))) return 'weight';
  if (gramsPerMl(food) === undefined) return food.grams.piece ? 'count' : 'weight';
  return 'volume';
}

function weightAmount(grams: number): Amount {
  const oz = grams / GRAMS_PER.oz;
  if (oz >= 15) {
    const lb = Math.max(1, Math.round((grams / GRAMS_PER.lb) * 4) / 4);
    return { quantity: formatQuantity(lb, [1 / 4, 1 / 2, 3 / 4]), unit: 'lb', grams: lb * GRAMS_PER.lb };
  }
  const step = oz >= 4 ? 1 : 0.5;
  const rounded = Math.max(0.5, Math.round(oz / step) * step);
  return { quantity: formatQuantity(rounded, [1 / 2]), unit: 'oz', grams: rounded * GRAMS_PER.oz };
}

function nearest(value: number, steps: readonly [number, ...number[]]): number {
  return steps.reduce((best, s) => (Math.abs(s - value) < Math.abs(best - value) ? s : best), steps[0]);
}

/** Volume amounts climb tsp -> tbsp -> cup; spices stop at tablespoons. `density` is grams per ml. */
function volumeAmount(grams: number, food: Food, density: number): Amount {
  const tsp = grams / density / ML_PER.tsp;
  const spice = food.kind === 'spice' || food.kind === 'herb' || food.kind === 'baking';
  const back = (q: number, unit: keyof typeof ML_PER) => q * ML_PER[unit] * density;
  if (tsp < 1 / 12 && (food.kind === 'spice' || food.id === 'salt')) return { quantity: '1', unit: 'pinch', grams: back(1, 'pinch') };
  if (tsp < 2.75) {
    const q = tsp < 1 ? nearest(tsp, [1 / 8, 1 / 4, 1 / 2, 3 / 4, 1]) : Math.round(tsp * 4) / 4;
    const allowed = [1 / 8, 1 / 4, 1 / 2, 3 / 4];
    return { quantity: formatQuantity(q, allowed), unit: 'tsp', grams: back(q, 'tsp') };
  }
  const tbsp = tsp / 3;
  if (tbsp < 3.75 || (spice && tbsp < 8)) {
    const q = Math.max(1, Math.round(tbsp * 2) / 2);
    return { quantity: formatQuantity(q, [1 / 2]), unit: 'tbsp', grams: back(q, 'tbsp') };
  }
  const cups = tbsp / 16;
  const allowed = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
  const whole = Math.floor(cups);
  const fractional = nearest(cups - whole, [0, ...allowed, 1]);
  const q = cups >= 4 ? Math.round(cups * 2) / 2 : whole + fractional;
  return { quantity: formatQuantity(q, allowed), unit: 'cup', grams: back(q, 'cup') };
}

/** Whole (or half) pieces; `piece` is the grams of one. */
function countAmount(grams: number, food: Food, piece: number): Amount {
  const count = grams / piece;
  let q: number;
  if (food.id === 'garlic') q = Math.max(1, Math.ceil(count - 0.15));
  else if (HALVABLE.has(food.id)) q = Math.max(0.5, Math.round(count * 2) / 2);
  else q = Math.max(1, Math.round(count));
  const unit: Unit = food.pieceName && food.pieceName !== 'can' ? (normalizeUnit(food.pieceName) ?? '') : '';
  return { quantity: formatQuantity(q, [1 / 2]), unit, grams: q * piece };
}

function canAmount(grams: number, food: Food): Amount {
  const can = food.grams.piece ?? 400;
  const cans = grams / can;
  const roundedCans = Math.round(cans * 2) / 2;
  if (roundedCans >= 0.5 && Math.abs(cans - roundedCans) / roundedCans <= 0.2 && roundedCans === Math.round(roundedCans)) {
    return { quantity: formatQuantity(roundedCans), unit: 'can', grams: roundedCans * can };
  }
  const density = gramsPerMl(food);
  return density === undefined ? weightAmount(grams) : volumeAmount(grams, food, density);
}

/**
 * The cook-friendly amount for `grams` of a food: eggs and cloves whole, onions by the half,
 * meat by the pound or ounce, rice by the cup, spices by the spoon, beans by the can.
 * `style` overrides the food's usual measure.
 */
export function amountFor(food: Food, grams: number, style: MeasureStyle = measureStyle(food)): Amount {
  if (style === 'can') return canAmount(grams, food);
  if (style === 'count' && food.grams.piece) return countAmount(grams, food, food.grams.piece);
  const density = style === 'volume' ? gramsPerMl(food) : undefined;
  if (density !== undefined) return volumeAmount(grams, food, density);
  return weightAmount(grams);
}

/** Units written as words take a plural ("2 cups", "3 cloves"); abbreviations do not ("2 tbsp"). */
const WORD_UNITS = new Set<Unit>([
  'cup',
  'pinch',
  'dash',
  'clove',
  'piece',
  'can',
  'slice',
  'sprig',
  'stalk',
  'bunch',
  'handful',
  'head',
  'fillet',
  'steak',
  'sheet',
  'block',
  'link',
  'packet',
  'envelope',
  'ear',
  'leaf',
  'pod',
  'spear',
  'inch',
]);

/** The unit as a recipe line writes it for this quantity: ("cup", "2") -> "cups". */
export function unitLabel(unit: Unit, quantity: string): string {
  const value = parseQuantity(quantity);
  if (!WORD_UNITS.has(unit) || value === undefined || value <= 1) return unit;
  if (unit === 'pinch' || unit === 'bunch' || unit === 'inch') return `${unit}es`;
  if (unit === 'leaf') return 'leaves';
  return `${unit}s`;
}

// ── Times ─────────────────────────────────────────────────────────────────

/**
 * Minutes in a written duration: "20 minutes" -> 20, "1 hour 10 minutes" -> 70, "1.5 hours"
 * -> 90, "1-2 hours" -> 120 (upper end), "PT45M" -> 45, "45" -> 45. Undefined when no time
 * can be read.
 */
export function parseMinutes(text: string | number): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : undefined;
  const t = normalizeText(text).trim();
  const iso = /^pt(?:(\d+)h)?(?:(\d+)m)?$/.exec(t);
  if (iso && (iso[1] || iso[2])) return Number(iso[1] ?? 0) * 60 + Number(iso[2] ?? 0);
  let total = 0;
  let found = false;
  const pattern = /(\d+(?:\.\d+)?)(?:\s*(?:-|to)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|h|minutes?|mins?|m)?\b/g;
  for (const match of t.matchAll(pattern)) {
    const value = Number(match[2] ?? match[1]);
    const unit = match[3] ?? 'min';
    total += unit.startsWith('h') ? value * 60 : value;
    found = true;
  }
  return found ? Math.round(total) : undefined;
}

/** A duration as the recipe card shows it: 45 -> "45 minutes", 70 -> "1 hour 10 minutes". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  const hourText = hours === 0 ? '' : `${hours} hour${hours === 1 ? '' : 's'}`;
  const minuteText = rest === 0 && hours > 0 ? '' : `${rest} minute${rest === 1 ? '' : 's'}`;
  return [hourText, minuteText].filter(Boolean).join(' ');
}

/** Counts written as words, as cooks and diners write them ("two eggs", "a dozen", "family of five"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, eighteen: 18, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  dozen: 12, half: 0.5, couple: 2, pair: 2,
};

/** A count written as digits, a fraction or a word: "6" -> 6, "1/2" -> 0.5, "five" -> 5; else undefined. */
export function parseCount(word: string): number | undefined {
  if (/^\d+(?:\.\d+)?$/.test(word)) return Number(word);
  const fraction = /^(\d+)\/(\d+)$/.exec(word);
  if (fraction) return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2]);
  return NUMBER_WORDS[word];
}
