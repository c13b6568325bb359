/// <reference types="node" />
/**
 * Builds `src/catalog/foods.json` from `catalog-source.ts` and USDA SR28.
 *
 *   npx tsx packages/kitchen/scripts/build-catalog.ts [path/to/usda-sr28]
 *
 * The SR28 folder defaults to `../shared/data/usda-sr28` relative to the repository root. Fails
 * (exit 1) when an NDB number is unknown, a description does not match, a piece measure is
 * missing, or two foods claim the same name or alias.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DietFlag, Food, FoodWeights, Nutrients } from '../src/catalog/food-types';
import { FOOD_SOURCES, type FoodSource } from './catalog-source';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const sr28Dir = resolve(process.argv[2] ?? resolve(repoRoot, '../shared/data/usda-sr28'));
const outFile = resolve(here, '../src/catalog/foods.json');

/** SR28 files: `^`-separated, text in `~`, CRLF, Latin-1. */
function readTable(file: string): string[][] {
  return readFileSync(resolve(sr28Dir, file), 'latin1')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('^').map((field) => field.replace(/^~|~$/g, '')));
}

interface Measure {
  amount: number;
  desc: string;
  grams: number;
}

const descriptions = new Map(readTable('FOOD_DES.txt').map((row) => [row[0] ?? '', row[2] ?? '']));
const nutrientRows = new Map(readTable('ABBREV.txt').map((row) => [row[0] ?? '', row]));
const measures = new Map<string, Measure[]>();
for (const row of readTable('WEIGHT.txt')) {
  const ndb = row[0] ?? '';
  const list = measures.get(ndb) ?? [];
  list.push({ amount: Number(row[2]), desc: (row[3] ?? '').toLowerCase(), grams: Number(row[4]) });
  measures.set(ndb, list);
}

const problems: string[] = [];
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const num = (field: string | undefined) => (field === undefined || field === '' ? 0 : Number(field));

function nutrientsOf(ndb: string): Nutrients {
  const row = nutrientRows.get(ndb);
  if (!row) throw new Error(`no ABBREV row for ${ndb}`);
  // ABBREV field order: NDB_No, Shrt_Desc, Water, Energ_Kcal, Protein, Lipid_Tot, Ash, Carbohydrt, Fiber_TD, Sugar_Tot, ..., Sodium (15)
  return {
    kcal: round(num(row[3]), 1),
    protein: round(num(row[4]), 2),
    fat: round(num(row[5]), 2),
    carbs: round(num(row[7]), 2),
    fibre: round(num(row[8]), 2),
    sugar: round(num(row[9]), 2),
    sodium: round(num(row[15]), 1),
  };
}

const perOne = (m: Measure) => m.grams / (m.amount || 1);
const UNUSUAL_CUP = /whipped|melted|crushed|pureed|mashed|packed\)|in shell|yields|unsifted/;

function pickCup(list: Measure[]): number | undefined {
  const cups = list.filter((m) => /^cups?\b/.test(m.desc));
  const best =
    cups.find((m) => m.desc === 'cup') ??
    cups.find((m) => /chopped|diced|sliced|pieces/.test(m.desc) && !UNUSUAL_CUP.test(m.desc)) ??
    cups.find((m) => !UNUSUAL_CUP.test(m.desc)) ??
    cups[0];
  return best ? perOne(best) : undefined;
}

function weightsOf(source: FoodSource): FoodWeights {
  const list = measures.get(source.ndb) ?? [];
  let cup = source.cup ?? pickCup(list);
  // Brown sugar and the like: a packed spoon is how recipes measure.
  const spoon = (pattern: RegExp) => {
    const spoons = list.filter((m) => pattern.test(m.desc));
    return spoons.find((m) => /\bpacked/.test(m.desc)) ?? spoons[0];
  };
  const tbspMeasure = spoon(/^(tbsp|tablespoon)/);
  const tspMeasure = spoon(/^(tsp|teaspoon)/);
  let tbsp = tbspMeasure ? perOne(tbspMeasure) : undefined;
  let tsp = tspMeasure ? perOne(tspMeasure) : undefined;
  // Fill the spoon and cup measures from each other: 1 cup = 16 tbsp = 48 tsp.
  if (tbsp === undefined && tsp !== undefined) tbsp = tsp * 3;
  if (cup === undefined && tbsp !== undefined) cup = tbsp * 16;
  if (tbsp === undefined && cup !== undefined) tbsp = cup / 16;
  if (tsp === undefined && tbsp !== undefined) tsp = tbsp / 3;

  let piece: number | undefined;
  if (typeof source.piece === 'number') piece = source.piece;
  else if (typeof source.piece === 'string') {
    const fragment = source.piece.toLowerCase();
    const match = list.find((m) => m.desc.startsWith(fragment)) ?? list.find((m) => m.desc.includes(fragment));
    if (match) piece = perOne(match);
    else problems.push(`${source.name}: no SR28 measure like "${source.piece}" for ${source.ndb} (${list.map((m) => m.desc).join('; ')})`);
  }
  const weights: FoodWeights = {};
  if (cup !== undefined) weights.cup = round(cup, 1);
  if (tbsp !== undefined) weights.tbsp = round(tbsp, 2);
  if (tsp !== undefined) weights.tsp = round(tsp, 2);
  if (piece !== undefined) weights.piece = round(piece, 1);
  return weights;
}

/** English plural of the last word, for names the source leaves to the rule. */
export function pluralOf(name: string): string {
  if (/(s|x|z|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const ANIMAL: DietFlag[] = ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatin'];
const FLAG_NEEDS_ALLERGEN = { fish: 'Fish', shellfish: 'Shellfish', dairy: 'Dairy', egg: 'Eggs' } as const;

function buildFood(source: FoodSource): Food | undefined {
  const description = descriptions.get(source.ndb);
  if (!description) {
    problems.push(`${source.name}: NDB ${source.ndb} is not in FOOD_DES`);
    return undefined;
  }
  if (!description.toLowerCase().includes(source.expect.toLowerCase())) {
    problems.push(`${source.name}: NDB ${source.ndb} is "${description}", expected "${source.expect}"`);
    return undefined;
  }
  const flags = new Set(source.flags ?? []);
  if (ANIMAL.some((flag) => flags.has(flag))) flags.add('animal');
  const allergens = source.allergens ?? [];
  for (const [flag, allergen] of Object.entries(FLAG_NEEDS_ALLERGEN)) {
    if (flags.has(flag as DietFlag) && !allergens.includes(allergen)) problems.push(`${source.name}: flag ${flag} without allergen ${allergen}`);
  }
  if (allergens.includes('Wheat') && !allergens.includes('Gluten')) problems.push(`${source.name}: Wheat without Gluten`);

  const food: Food = {
    id: slug(source.name),
    name: source.name,
    plural: source.plural ?? pluralOf(source.name),
    aliases: source.aliases ?? [],
    section: source.section,
    kind: source.kind,
    allergens,
    flags: [...flags],
    ndb: source.ndb,
    source: description,
    per100g: nutrientsOf(source.ndb),
    grams: weightsOf(source),
  };
  if (source.proxy) food.proxy = source.proxy;
  if (source.pieceName) food.pieceName = source.pieceName;
  return food;
}

const foods = FOOD_SOURCES.map(buildFood).filter((food): food is Food => food !== undefined);

// Every name, plural and alias must lead to exactly one food.
const owners = new Map<string, string>();
for (const food of foods) {
  for (const term of new Set([food.name, food.plural, ...food.aliases].map((t) => t.toLowerCase()))) {
    const owner = owners.get(term);
    if (owner && owner !== food.id) problems.push(`"${term}" belongs to both ${owner} and ${food.id}`);
    owners.set(term, food.id);
  }
}
const ids = new Set<string>();
for (const food of foods) {
  if (ids.has(food.id)) problems.push(`duplicate id ${food.id}`);
  ids.add(food.id);
}

if (problems.length > 0) {
  console.error(`Catalog not written, ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}

writeFileSync(outFile, `[\n${foods.map((food) => JSON.stringify(food)).join(',\n')}\n]\n`);
console.log(`Wrote ${foods.length} foods to ${outFile}`);
