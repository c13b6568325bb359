/**
 * Units as ingredient lines write them: the kitchen units of ../units.ts plus the shopping
 * units a grocery list needs (quarts, packages, jars, sticks of butter, a dozen), and the size
 * and amount words that sit where a unit would and are not one.
 */
import { normalizeUnit } from '../units';
import type { Token } from './tokens';

/** Shopping units Sous adds to UNITS, with the ways lines write them. */
const SHOPPING_UNITS: Readonly<Record<string, string>> = {
  qt: 'qt', qts: 'qt', quart: 'qt', quarts: 'qt',
  pt: 'pt', pts: 'pt', pint: 'pt', pints: 'pt',
  gal: 'gal', gals: 'gal', gallon: 'gal', gallons: 'gal',
  package: 'package', packages: 'package', pkg: 'package', pkgs: 'package', pack: 'package', packs: 'package',
  jar: 'jar', jars: 'jar',
  bottle: 'bottle', bottles: 'bottle',
  box: 'box', boxes: 'box',
  bag: 'bag', bags: 'bag',
  container: 'container', containers: 'container', tub: 'container', tubs: 'container', carton: 'container', cartons: 'container',
  tube: 'tube', tubes: 'tube',
  stick: 'stick', sticks: 'stick',
  dozen: 'dozen', doz: 'dozen',
  pair: 'pair', pairs: 'pair',
  drop: 'drop', drops: 'drop',
  splash: 'splash', splashes: 'splash',
  strip: 'strip', strips: 'strip',
  scoop: 'scoop', scoops: 'scoop',
  loaf: 'loaf', loaves: 'loaf',
  bulb: 'bulb', bulbs: 'bulb',
  wedge: 'wedge', wedges: 'wedge',
  knob: 'knob', knobs: 'knob',
  glug: 'glug', glugs: 'glug',
  ball: 'ball', balls: 'ball',
  bar: 'bar', bars: 'bar',
  square: 'square', squares: 'square',
  shot: 'shot', shots: 'shot',
  rack: 'rack', racks: 'rack',
  stem: 'sprig', stems: 'sprig', branch: 'sprig', branches: 'sprig',
  sachet: 'packet', sachets: 'packet', pkt: 'packet',
  recipe: 'recipe', recipes: 'recipe', batch: 'batch', batches: 'batch',
  // normalizeUnit reads "cl" as millilitres, which is ten times off.
  cl: 'cl', centiliter: 'cl', centiliters: 'cl', centilitre: 'cl', centilitres: 'cl',
  dl: 'dl', deciliter: 'dl', deciliters: 'dl', decilitre: 'dl', decilitres: 'dl',
  mg: 'mg', milligram: 'mg', milligrams: 'mg',
};

/** The units a parse may give beyond UNITS: 'qt', 'package', 'jar', 'stick', 'dozen', 'rack'... */
export const SHOPPING_UNIT_NAMES: readonly string[] = [...new Set(Object.values(SHOPPING_UNITS))];

/** Units that hold a package of the food: a parenthesised amount after them is the package size. */
export const CONTAINER_UNITS: ReadonlySet<string> = new Set(['can', 'package', 'jar', 'bottle', 'box', 'bag', 'container', 'tube', 'packet', 'envelope', 'block', 'bar']);

/** Units of weight and volume: the ones a package size or an alternative amount is written in. */
export const MEASURE_UNITS: ReadonlySet<string> = new Set(['tsp', 'tbsp', 'cup', 'fl oz', 'ml', 'cl', 'dl', 'l', 'g', 'mg', 'kg', 'oz', 'lb', 'qt', 'pt', 'gal']);

/**
 * Units that may follow the food: "2 celery ribs", "4 garlic cloves", "Lemon slices". Not
 * "leaves" ("bay leaves" is the food) nor "sticks" ("fish sticks").
 */
export const TRAILING_UNITS: ReadonlySet<string> = new Set(['clove', 'stalk', 'sprig', 'bulb', 'slice', 'strip']);

/** Words after an inch measure that make it a dimension: "1-inch thick", "4-inch-long". */
export const DIMENSION_WORDS: ReadonlySet<string> = new Set(['thick', 'long', 'wide', 'square', 'round', 'diameter', 'cube', 'cubes', 'high', 'deep']);

/** Nouns after a measured amount that add nothing to buy: "1-inch piece", "3-ounce chunk". */
export const PIECE_WORDS: ReadonlySet<string> = new Set(['piece', 'pieces', 'chunk', 'chunks', 'hunk', 'slab', 'length', 'lengths']);

/**
 * Units that are an amount by themselves, so a line may start with one: "Pinch of salt". A size
 * before one is the measure's own ("a big handful", "a small pinch"), never the food's.
 */
export const LOOSE_UNITS: ReadonlySet<string> = new Set(['pinch', 'dash', 'handful', 'splash', 'bunch', 'sprig', 'drop', 'knob', 'glug']);

/**
 * The canonical unit of one written unit word ("Tablespoons" -> "tbsp", "pkg." -> "package",
 * "sticks" -> "stick"), or undefined when the word is no unit.
 */
export function canonicalUnit(text: string): string | undefined {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed === '') return undefined;
  const shopping = SHOPPING_UNITS[trimmed.toLowerCase()];
  if (shopping !== undefined) return shopping;
  return normalizeUnit(trimmed) || undefined;
}

export interface UnitRead {
  unit: string;
  /** Index of the first token after the unit (and its full stop). */
  next: number;
}

/** Two-word units: "fl oz", "fl. oz.", "fluid ounces". */
function readFluidOunce(tokens: readonly Token[], index: number): number | undefined {
  const first = tokens[index]?.lower;
  if (first !== 'fl' && first !== 'fluid') return undefined;
  let next = index + 1;
  if (tokens[next]?.text === '.') next += 1;
  const second = tokens[next]?.lower;
  return second === 'oz' || second === 'ounce' || second === 'ounces' ? next + 1 : undefined;
}

/** The unit written at `index` ("tbsp.", "fl oz", "Cups"), or undefined. */
export function readUnit(tokens: readonly Token[], index: number): UnitRead | undefined {
  const token = tokens[index];
  if (token?.kind !== 'word') return undefined;
  const fluid = readFluidOunce(tokens, index);
  let next = fluid ?? index + 1;
  const unit = fluid === undefined ? canonicalUnit(token.text) : 'fl oz';
  if (unit === undefined) return undefined;
  if (tokens[next]?.text === '.' && tokens[next - 1]?.end === tokens[next]?.start) next += 1;
  return { unit, next };
}

/** Size words and their canonical spelling. */
const SIZES: Readonly<Record<string, string>> = {
  small: 'small',
  sm: 'small',
  medium: 'medium',
  med: 'medium',
  large: 'large',
  lg: 'large',
  big: 'large',
  jumbo: 'jumbo',
};

export interface SizeRead {
  size: string;
  next: number;
}

/**
 * One size as written: "large", "extra-large", "extra large", "medium-size", "medium-sized",
 * "lg.". Undefined when the token starts no size.
 */
function readOneSize(tokens: readonly Token[], index: number): SizeRead | undefined {
  let i = index;
  let extra = false;
  const first = tokens[i]?.lower;
  if (first === 'extra' || first === 'x') {
    extra = true;
    i += tokens[i + 1]?.text === '-' ? 2 : 1;
  }
  const word = tokens[i]?.lower;
  const size = word === undefined ? undefined : SIZES[word];
  if (size === undefined) return undefined;
  i += 1;
  if (tokens[i]?.text === '.' && (word === 'sm' || word === 'med' || word === 'lg')) i += 1;
  // "medium-size", "medium sized", "large-sized".
  const suffixAt = tokens[i]?.text === '-' ? i + 1 : i;
  const suffix = tokens[suffixAt]?.lower;
  if (suffix === 'size' || suffix === 'sized') i = suffixAt + 1;
  return { size: extra ? `extra-${size}` : size, next: i };
}

/** A size or a choice of sizes: "large", "medium or large", "small to medium". */
export function readSize(tokens: readonly Token[], index: number): SizeRead | undefined {
  const first = readOneSize(tokens, index);
  if (!first) return undefined;
  const joiner = tokens[first.next]?.lower;
  if (joiner === 'or' || joiner === 'to' || joiner === '-') {
    const second = readOneSize(tokens, first.next + 1);
    if (second) return { size: `${first.size} ${joiner === '-' ? 'to' : joiner} ${second.size}`, next: second.next };
  }
  return first;
}

/** Words that qualify an amount ("scant", "heaping") and go to the comment. */
export const AMOUNT_MODIFIERS: ReadonlySet<string> = new Set([
  'about', 'approximately', 'approx', 'around', 'roughly', 'nearly', 'almost', 'generous', 'generously', 'scant', 'heaping', 'heaped',
  'level', 'rounded', 'slightly', 'good', 'thin', 'thick', 'fat', 'very', 'lengthwise', 'crosswise', 'diagonal',
]);

/** "thumb-sized", "bite-size": a compound size that is no size word, read as a modifier. */
export function compoundSizeEnd(tokens: readonly Token[], index: number): number | undefined {
  const suffix = tokens[index + 2]?.lower;
  if (tokens[index]?.kind !== 'word' || tokens[index + 1]?.text !== '-' || (suffix !== 'sized' && suffix !== 'size')) return undefined;
  return index + 3;
}
