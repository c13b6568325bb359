import type { Food } from '../catalog/food-types';
import { formatQuantity, measureStyle } from '../units';
import { massForShopper } from './measures';

/** What a shopper needs of one food, in whichever measures are known. */
export interface Need {
  grams?: number;
  ml?: number;
  count?: number;
}

/** A size a food is sold in, in the rule's measure ('any' fits every amount: a jar of cumin). */
interface Pack {
  size: number | 'any';
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

const idHas = (...words: string[]) => (food: Food) => words.some((word) => food.id.includes(word));
const inSection = (...sections: Food['section'][]) => (food: Food) => sections.includes(food.section);
const PASTA_WORDS = ['pasta', 'noodle', 'spaghetti', 'macaroni', 'lasagna', 'penne', 'fettuccine', 'linguine', 'orzo', 'ramen', 'udon', 'soba'];

/** The sizes stores usually sell, first rule that applies wins. */
const PACKAGE_RULES: readonly PackageRule[] = [
  { applies: (food) => food.id === 'egg', measure: 'count', packs: [{ size: 6, label: 'half dozen' }, { size: 12, label: '1 dozen', many: '{n} dozen' }] },
  { applies: (food) => food.id === 'garlic', measure: 'count', packs: [{ size: 10, label: '1 head', many: '{n} heads' }] },
  { applies: (food) => food.id === 'celery' || food.id === 'green-onion', measure: 'count', packs: [{ size: 8, label: '1 bunch', many: '{n} bunches' }] },
  { applies: (food) => food.id === 'butter' || food.id === 'unsalted-butter', measure: 'grams', packs: [{ size: 113, label: '1 stick' }, { size: 454, label: '1 lb (4 sticks)' }] },
  { applies: (food) => food.section === 'Dairy & Eggs' && /milk|cream|half-and-half/.test(food.id) && !food.id.includes('cheese'), measure: 'ml', packs: [{ size: 473, label: '1 pint' }, { size: 946, label: '1 quart' }, { size: 1893, label: 'half gallon' }, { size: 3785, label: '1 gallon' }] },
  { applies: idHas('stock', 'broth'), measure: 'ml', packs: [{ size: 946, label: '32 oz carton' }] },
  { applies: (food) => measureStyle(food) === 'can' || food.section === 'Canned Goods', measure: 'grams', packs: [{ size: 425, label: '1 can (15 oz)', many: '{n} cans (15 oz)' }] },
  { applies: idHas('flour'), measure: 'grams', packs: [{ size: 907, label: '2 lb bag' }, { size: 2268, label: '5 lb bag' }] },
  { applies: (food) => food.id.includes('sugar') && food.kind === 'sweetener', measure: 'grams', packs: [{ size: 907, label: '2 lb bag' }, { size: 1814, label: '4 lb bag' }] },
  { applies: (food) => food.section === 'Grains & Pasta' && PASTA_WORDS.some((word) => food.id.includes(word)), measure: 'grams', packs: [{ size: 454, label: '1 lb box' }] },
  { applies: inSection('Grains & Pasta'), measure: 'grams', packs: [{ size: 907, label: '2 lb bag' }] },
  { applies: (food) => food.kind === 'spice' || food.section === 'Spices & Seasonings', measure: 'grams', packs: [{ size: 'any', label: '1 jar' }] },
  { applies: isFreshHerb, measure: 'grams', packs: [{ size: BUNCH_GRAMS, label: '1 bunch', many: '{n} bunches' }] },
  { applies: (food) => food.kind === 'cheese', measure: 'grams', packs: [{ size: 227, label: '8 oz block' }, { size: 454, label: '1 lb block' }] },
  { applies: inSection('Nuts & Seeds'), measure: 'grams', packs: [{ size: 113, label: '4 oz bag' }, { size: 227, label: '8 oz bag' }, { size: 454, label: '1 lb bag' }] },
  { applies: (food) => food.section === 'Oils & Vinegars' && food.kind === 'fat', measure: 'ml', packs: [{ size: 500, label: '16.9 oz bottle' }, { size: 1000, label: '1 liter bottle' }] },
  { applies: inSection('Oils & Vinegars', 'Condiments & Sauces'), measure: 'grams', packs: [{ size: 'any', label: '1 bottle' }] },
  { applies: idHas('tortilla'), measure: 'count', packs: [{ size: 10, label: 'pack of 10' }, { size: 20, label: 'pack of 20' }] },
  { applies: idHas('bread'), measure: 'grams', packs: [{ size: 'any', label: '1 loaf' }] },
  { applies: inSection('Frozen'), measure: 'grams', packs: [{ size: 'any', label: '1 bag' }] },
];

/** Recipe amounts are estimates: a pack within a tenth of the need is enough. */
export const SLACK = 0.1;

/** The fewest packs that hold `need`: the smallest one that is enough, or several of the largest. */
function packsFor(need: number, packs: readonly [Pack, ...Pack[]]): string {
  const fits = packs.find((pack) => pack.size === 'any' || pack.size >= need * (1 - SLACK));
  if (fits) return fits.label;
  const largest = packs[packs.length - 1] ?? packs[0];
  const size = largest.size === 'any' ? need : largest.size;
  const count = String(Math.ceil(need / size - SLACK));
  return largest.many ? largest.many.replace('{n}', count) : `${count} × ${largest.label}`;
}

/**
 * What to put in the basket for a food ("1 dozen", "2 × 15 oz can", "1 jar", "about 1 1/2 lb"),
 * from the sizes stores usually sell; loose produce and meat by count or weight. Undefined when
 * the amount itself is the purchase and the catalog knows no better.
 */
export function purchaseSuggestion(food: Food, need: Need): string | undefined {
  for (const rule of PACKAGE_RULES) {
    if (!rule.applies(food)) continue;
    const amount = need[rule.measure];
    if (amount !== undefined) return packsFor(amount, rule.packs);
    if (rule.packs.some((pack) => pack.size === 'any')) return rule.packs[0].label;
  }
  if (food.section === 'Produce' && need.count !== undefined) return `${formatQuantity(Math.ceil(need.count - 0.05))} loose`;
  if ((food.section === 'Produce' || food.section === 'Meat & Seafood') && need.grams !== undefined) {
    const { quantity, unit } = massForShopper(need.grams);
    return `about ${formatQuantity(quantity, [1 / 4, 1 / 2, 3 / 4])} ${unit}`;
  }
  return undefined;
}
