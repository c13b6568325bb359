import type { Food } from '../catalog/food-types';
import { formatQuantity, measureStyle, type MeasureStyle } from '../units';
import { massForShopper } from './measures';

/** What a shopper needs of one food, in whichever measures are known. */
export interface Need {
  grams?: number;
  ml?: number;
  count?: number;
}

/** A size a food is sold in, in the rule's measure ('any' fits every amount: a jar of cumin). */
interface Pack {
  /** In the rule's measure; 'any' fits every amount, 'can' is the food's own can. */
  size: number | 'any' | 'can';
  label: string;
  /** How several of the largest pack read ('{n} dozen'); `{n} × label` by default. */
  many?: string;
}

interface PackageRule {
  applies(food: Food): boolean;
  measure: keyof Need;
  packs: readonly [Pack, ...Pack[]];
}

/** Grams in a bunch of fresh herbs, as stores sell them. */
export const BUNCH_GRAMS = 30;
export const isFreshHerb = (food: Food): boolean => food.kind === 'herb' && food.section === 'Produce';

const idIs = (...ids: string[]) => (food: Food) => ids.includes(food.id);
const idHas = (...words: string[]) => (food: Food) => words.some((word) => food.id.includes(word));
const inSection = (...sections: Food['section'][]) => (food: Food) => sections.includes(food.section);
const PASTA_WORDS = ['pasta', 'spaghetti', 'macaroni', 'lasagna', 'penne', 'fettuccine', 'linguine', 'orzo'];
const JARRED_WORDS = ['paste', 'pickle', 'caper', 'olive', 'salsa', 'tahini', 'miso', 'gochujang', 'doubanjiang', 'jam', 'honey', 'mayonnaise', 'mustard', 'chutney', 'pesto'];
const LOAVES = ['sandwich-bread', 'whole-wheat-bread', 'sourdough-bread', 'gluten-free-bread', 'rye-bread'];
/** A can's drained weight when the catalog counts the food by the can, else a 15 oz can's. */
const canGrams = (food: Food) => (food.pieceName === 'can' && food.grams.piece ? food.grams.piece : 425);
const poured = (food: Food) => ['liquid', 'sauce', 'acid', 'condiment'].includes(food.kind);

/** The sizes stores usually sell, first rule that applies wins. */
const PACKAGE_RULES: readonly PackageRule[] = [
  { applies: idIs('egg'), measure: 'count', packs: [{ size: 6, label: 'half dozen' }, { size: 12, label: '1 dozen', many: '{n} dozen' }] },
  { applies: idIs('garlic'), measure: 'count', packs: [{ size: 10, label: '1 head', many: '{n} heads' }] },
  { applies: idIs('celery', 'green-onion'), measure: 'count', packs: [{ size: 8, label: '1 bunch', many: '{n} bunches' }] },
  // Juice is bought as fruit: about 3 tablespoons a lemon, 2 a lime.
  { applies: idIs('lemon-juice'), measure: 'ml', packs: [{ size: 45, label: '1 lemon', many: '{n} lemons' }] },
  { applies: idIs('lime-juice'), measure: 'ml', packs: [{ size: 30, label: '1 lime', many: '{n} limes' }] },
  { applies: idIs('butter', 'unsalted-butter'), measure: 'grams', packs: [{ size: 113, label: '1 stick' }, { size: 454, label: '1 lb (4 sticks)', many: '{n} lb' }] },
  { applies: (food) => food.section === 'Dairy & Eggs' && /milk|cream|half-and-half/.test(food.id) && !food.id.includes('cheese'), measure: 'ml', packs: [{ size: 237, label: 'half pint' }, { size: 473, label: '1 pint' }, { size: 946, label: '1 quart' }, { size: 1893, label: 'half gallon' }, { size: 3785, label: '1 gallon', many: '{n} gallons' }] },
  { applies: idHas('stock', 'broth'), measure: 'ml', packs: [{ size: 946, label: '1 carton (32 oz)', many: '{n} cartons (32 oz)' }] },
  { applies: idHas('tofu'), measure: 'grams', packs: [{ size: 396, label: '1 block (14 oz)', many: '{n} blocks (14 oz)' }] },
  { applies: idIs('anchovy-fillet'), measure: 'grams', packs: [{ size: 'any', label: '1 tin' }] },
  { applies: (food) => measureStyle(food) === 'can' || food.section === 'Canned Goods', measure: 'grams', packs: [{ size: 'can', label: '1 can (15 oz)', many: '{n} cans (15 oz)' }] },
  { applies: idHas('flour'), measure: 'grams', packs: [{ size: 907, label: '2 lb bag' }, { size: 2268, label: '5 lb bag' }] },
  { applies: (food) => food.id.includes('sugar') && food.kind === 'sweetener', measure: 'grams', packs: [{ size: 907, label: '2 lb bag' }, { size: 1814, label: '4 lb bag' }] },
  { applies: (food) => PASTA_WORDS.some((word) => food.id.includes(word)), measure: 'grams', packs: [{ size: 454, label: '1 lb box', many: '{n} lb boxes' }] },
  { applies: idHas('noodle', 'ramen', 'udon', 'soba'), measure: 'grams', packs: [{ size: 400, label: '1 pack (14 oz)', many: '{n} packs (14 oz)' }] },
  { applies: inSection('Grains & Pasta'), measure: 'grams', packs: [{ size: 907, label: '2 lb bag' }] },
  { applies: (food) => food.kind === 'spice' || food.section === 'Spices & Seasonings', measure: 'grams', packs: [{ size: 'any', label: '1 jar' }] },
  { applies: isFreshHerb, measure: 'grams', packs: [{ size: BUNCH_GRAMS, label: '1 bunch', many: '{n} bunches' }] },
  { applies: idIs('ricotta', 'cottage-cheese', 'mascarpone'), measure: 'grams', packs: [{ size: 425, label: '1 tub (15 oz)', many: '{n} tubs (15 oz)' }] },
  { applies: (food) => food.kind === 'cheese', measure: 'grams', packs: [{ size: 227, label: '8 oz block' }, { size: 454, label: '1 lb block' }] },
  { applies: inSection('Nuts & Seeds'), measure: 'grams', packs: [{ size: 113, label: '4 oz bag' }, { size: 227, label: '8 oz bag' }, { size: 454, label: '1 lb bag' }] },
  { applies: (food) => food.section === 'Oils & Vinegars' && food.kind === 'fat', measure: 'ml', packs: [{ size: 500, label: '1 bottle (16.9 oz)' }, { size: 1000, label: '1 bottle (1 liter)', many: '{n} bottles (1 liter)' }] },
  { applies: (food) => JARRED_WORDS.some((word) => food.id.includes(word)), measure: 'grams', packs: [{ size: 'any', label: '1 jar' }] },
  { applies: idIs(...LOAVES), measure: 'grams', packs: [{ size: 'any', label: '1 loaf' }] },
  { applies: idIs('baguette'), measure: 'grams', packs: [{ size: 250, label: '1 baguette', many: '{n} baguettes' }] },
  { applies: idIs('hamburger-bun', 'hot-dog-bun'), measure: 'count', packs: [{ size: 8, label: 'pack of 8', many: '{n} packs of 8' }] },
  { applies: idHas('tortilla', 'pita', 'naan'), measure: 'count', packs: [{ size: 10, label: 'pack of 10' }, { size: 20, label: 'pack of 20' }] },
  { applies: idHas('chips'), measure: 'grams', packs: [{ size: 'any', label: '1 bag' }] },
  { applies: inSection('Frozen'), measure: 'grams', packs: [{ size: 'any', label: '1 bag' }] },
  // Whatever else is poured comes in a bottle; the rest of the dry shelves in a package.
  { applies: (food) => poured(food) && food.section !== 'Produce', measure: 'ml', packs: [{ size: 'any', label: '1 bottle' }] },
  { applies: inSection('Pantry', 'International', 'Baking', 'Bakery', 'Condiments & Sauces', 'Canned Goods'), measure: 'grams', packs: [{ size: 'any', label: '1 package' }] },
];

/** Recipe amounts are estimates: a pack within a tenth of the need is enough. */
export const SLACK = 0.1;

/** The fewest packs that hold `need`: the smallest one that is enough, or several of the largest. */
function packsFor(need: number, packs: readonly [Pack, ...Pack[]], food: Food): string {
  const sizeOf = (pack: Pack) => (pack.size === 'any' ? need : pack.size === 'can' ? canGrams(food) : pack.size);
  const fits = packs.find((pack) => sizeOf(pack) >= need * (1 - SLACK));
  if (fits) return fits.label;
  const largest = packs[packs.length - 1] ?? packs[0];
  const size = sizeOf(largest);
  const count = String(Math.ceil(need / size - SLACK));
  return largest.many ? largest.many.replace('{n}', count) : `${count} × ${largest.label}`;
}

/** Produce big enough to be bought whole (a pineapple, a cabbage) rather than weighed. */
const WHOLE_PRODUCE_GRAMS = 150;

/** How a shopper measures a food: recipes measure spinach by the cup, a shopper weighs it. */
export function shoppingStyle(food: Food): MeasureStyle {
  const style = measureStyle(food);
  if (food.kind === 'cheese') return 'weight';
  if (food.section !== 'Produce' || style !== 'volume' || ['acid', 'liquid'].includes(food.kind)) return style;
  return (food.grams.piece ?? 0) >= WHOLE_PRODUCE_GRAMS ? 'count' : 'weight';
}

/**
 * What to put in the basket for a food ("1 dozen", "2 cans (15 oz)", "1 jar"), from the sizes
 * stores usually sell; counted meat by its weight ("about 2 lb" for 4 chicken breasts). Undefined
 * when the amount on the list is itself what to buy (3 loose onions, 8 oz green beans).
 */
export function purchaseSuggestion(food: Food, need: Need, shown: { unit: string }): string | undefined {
  for (const rule of PACKAGE_RULES) {
    if (!rule.applies(food)) continue;
    const amount = need[rule.measure];
    if (amount !== undefined) return packsFor(amount, rule.packs, food);
    if (rule.packs.some((pack) => pack.size === 'any')) return rule.packs[0].label;
  }
  const weighed = shown.unit === 'oz' || shown.unit === 'lb';
  if (food.section === 'Meat & Seafood' && need.grams !== undefined && !weighed) {
    const { quantity, unit } = massForShopper(need.grams);
    return `about ${formatQuantity(quantity, [1 / 4, 1 / 2, 3 / 4])} ${unit}`;
  }
  return undefined;
}
