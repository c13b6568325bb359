import type { StoreAisle } from '@sous/contract/grocery';
import { findFoodById } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { matchFood } from '../ingredients/match-food';
import { parseIngredientLine } from '../ingredients/parse-line';
import { phraseKey } from '../text/words';
import { toGrams, UNITS, type Unit } from '../units';
import { aisleOf, groupByAisle } from './aisles';
import { massForShopper, measureOf, volumeForShopper, type Measure } from './measures';
import { BUNCH_GRAMS, isFreshHerb, purchaseSuggestion, shoppingStyle, SLACK, type Need } from './purchase';

/** An ingredient line of a recipe; `foodId` is the catalog food when Sous wrote the line. */
export interface IngredientLine {
  quantity: string;
  unit: string;
  name: string;
  foodId?: string;
}

/** One thing to buy, merged from every line that asks for the same food. */
export interface GroceryLine {
  name: string;
  quantity: number | null;
  unit: string;
  aisle: StoreAisle;
  foodId?: string;
  suggestion?: string;
}

/** One line read: its food (when the catalog knows it), the name to show and the amount. */
interface Portion {
  food: Food | undefined;
  name: string;
  amount: Measure | undefined;
}

const BUTTER_STICK_GRAMS = 113;
const isUnit = (unit: string): unit is Unit => (UNITS as readonly string[]).includes(unit);

function portionOf(line: IngredientLine): Portion {
  const parsed = parseIngredientLine([line.quantity, line.unit, line.name].filter((part) => part.trim() !== '').join(' '));
  const food = (line.foodId === undefined ? undefined : findFoodById(line.foodId)) ?? matchFood(parsed.name);
  // A range is bought at its top: "2-3 cloves" means have 3.
  const quantity = parsed.quantityMax ?? parsed.quantity;
  const name = food?.name ?? (parsed.name.trim() || line.name.trim());
  if (quantity === null || quantity <= 0) return { food, name, amount: undefined };
  // "2 (14.5 oz) cans" is 29 oz of the food.
  const amount = parsed.packageSize ? measureOf(quantity * parsed.packageSize.quantity, parsed.packageSize.unit) : measureOf(quantity, parsed.unit);
  return { food, name, amount };
}

/** Grams of a measure of this food, or undefined when the catalog cannot tell. */
function gramsOf(amount: Measure, food: Food): number | undefined {
  if (amount.dimension === 'mass') return amount.grams;
  if (amount.dimension === 'volume') return toGrams(amount.ml, 'ml', food);
  // A stick of butter is a quarter pound; the recipe units have no stick.
  if (amount.unit === 'stick' && food.kind === 'fat') return amount.count * BUTTER_STICK_GRAMS;
  return isUnit(amount.unit) ? toGrams(amount.count, amount.unit, food) : undefined;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The amount a shopper buys of `grams` of a food, measured the way the food is sold. */
function shopperAmountOfGrams(food: Food, grams: number): { quantity: number; unit: string; need: Need } {
  const density = toGrams(1, 'ml', food);
  const piece = food.grams.piece;
  const need: Need = { grams, ml: density ? grams / density : undefined, count: piece ? grams / piece : undefined };
  // Fresh herbs are bought by the bunch, however the recipes measure them.
  if (isFreshHerb(food)) return { quantity: Math.max(1, Math.ceil(grams / BUNCH_GRAMS - SLACK)), unit: 'bunch', need };
  const style = shoppingStyle(food);
  if (style === 'count' && piece) {
    // "6 sea bass fillets", not "6 fillet sea bass fillet".
    const unit = food.pieceName && food.pieceName !== 'can' && !food.name.endsWith(food.pieceName) ? food.pieceName : '';
    return { quantity: Math.max(1, Math.ceil(grams / piece - 0.05)), unit, need };
  }
  if (style === 'can') return { quantity: Math.max(1, Math.ceil(grams / (piece ?? 400) - 0.1)), unit: 'can', need };
  if (style === 'volume' && density) return { ...volumeForShopper(grams / density), need };
  return { ...massForShopper(grams), need };
}

/** One measure summed in its own dimension, rounded for a shopper. */
function shopperAmountOfMeasure(amount: Measure): { quantity: number; unit: string; need: Need } {
  if (amount.dimension === 'mass') return { ...massForShopper(amount.grams), need: { grams: amount.grams } };
  if (amount.dimension === 'volume') return { ...volumeForShopper(amount.ml), need: { ml: amount.ml } };
  return { quantity: Math.ceil(amount.count - 0.05), unit: amount.unit, need: amount.unit === '' ? { count: amount.count } : {} };
}

/** Adds measures of one dimension (and one count unit). */
function sum(amounts: Measure[]): Measure[] {
  const totals = new Map<string, Measure>();
  for (const amount of amounts) {
    const key = amount.dimension === 'count' ? `count:${amount.unit}` : amount.dimension;
    const total = totals.get(key);
    if (!total) totals.set(key, amount);
    else if (total.dimension === 'mass' && amount.dimension === 'mass') totals.set(key, { dimension: 'mass', grams: total.grams + amount.grams });
    else if (total.dimension === 'volume' && amount.dimension === 'volume') totals.set(key, { dimension: 'volume', ml: total.ml + amount.ml });
    else if (total.dimension === 'count' && amount.dimension === 'count') totals.set(key, { ...total, count: total.count + amount.count });
  }
  return [...totals.values()];
}

/** The name to show: "eggs" for several, "egg" for one. */
function nameFor(name: string, food: Food | undefined, quantity: number | null, unit: string): string {
  return food && unit === '' && quantity !== null && quantity > 1 ? food.plural : name;
}

/** The lines of one food (or one unknown name), merged into as few items as the units allow. */
function mergeOne(portions: [Portion, ...Portion[]]): GroceryLine[] {
  const { food, name } = portions[0];
  const aisle = aisleOf(food);
  const foodId = food?.id;
  const amounts = portions.flatMap((portion) => (portion.amount ? [portion.amount] : []));
  const item = (quantity: number | null, unit: string, need: Need): GroceryLine => ({
    name: nameFor(name, food, quantity, unit),
    quantity: quantity === null ? null : round2(quantity),
    unit,
    aisle,
    ...(foodId ? { foodId } : {}),
    ...(food ? withSuggestion(purchaseSuggestion(food, need, { unit })) : {}),
  });
  // Only "to taste" lines: one item without an amount.
  if (amounts.length === 0) return [item(null, '', {})];
  const totals = sum(amounts);
  // One kind of measure: add it up as it is (3 eggs, 1 1/2 cups).
  const [only] = totals;
  if (totals.length === 1 && only && !(food && only.dimension !== 'count')) {
    const { quantity, unit, need } = shopperAmountOfMeasure(only);
    const grams = food && gramsOf(only, food);
    return [item(quantity, unit, food && grams ? shopperAmountOfGrams(food, grams).need : need)];
  }
  // A known food in any measures the catalog can weigh: one amount in the way it is sold.
  if (food) {
    const grams = amounts.map((amount) => gramsOf(amount, food));
    if (grams.every((value) => value !== undefined)) {
      const { quantity, unit, need } = shopperAmountOfGrams(food, grams.reduce((a, b) => a + b, 0));
      return [item(quantity, unit, need)];
    }
  }
  // Measures that cannot be converted stay side by side (1 cup and 2 bunches).
  return totals.map((total) => {
    const { quantity, unit, need } = shopperAmountOfMeasure(total);
    return item(quantity, unit, need);
  });
}

const withSuggestion = (suggestion: string | undefined) => (suggestion ? { suggestion } : {});

/**
 * Every ingredient line of the chosen recipes merged into one shopping list: lines for the same
 * catalog food add up across recipes (converting between weights, volumes and counts where the
 * catalog knows the food's density or piece weight), amounts rounded up to what a shopper buys.
 */
export function mergeIngredients(lines: readonly IngredientLine[]): GroceryLine[] {
  const groups = new Map<string, [Portion, ...Portion[]]>();
  for (const line of lines) {
    const portion = portionOf(line);
    // Tap water is not shopped for.
    if (portion.food?.id === 'water') continue;
    const key = portion.food?.id ?? phraseKey(portion.name);
    if (key === '') continue;
    const group = groups.get(key);
    if (group) group.push(portion);
    else groups.set(key, [portion]);
  }
  return [...groups.values()].flatMap(mergeOne);
}

/** The merged list as the categories of a grocery list: by store aisle (premium) or in one section. */
export function groceryCategories(lines: readonly IngredientLine[], { bySection }: { bySection: boolean }): { name: string; items: Omit<GroceryLine, 'aisle'>[] }[] {
  const items = mergeIngredients(lines);
  const shown: GroceryLine[] = bySection ? items : items.map(({ suggestion: _suggestion, ...item }) => item);
  return groupByAisle(shown, bySection).map((group) => ({
    name: group.name,
    items: group.items.map(({ aisle: _aisle, ...item }) => item),
  }));
}
