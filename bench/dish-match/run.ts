/**
 * bench/dish-match: requests that name a dish, sent to the built-in composer. Reports the share
 * that gives the named dish, the share with a constraint break (independent checks: the
 * allergen/diet checker and a word scan), the share with an unused or unlisted ingredient, and
 * recipes per second.
 *
 *   npm run bench:dish-match            (or: npx tsx bench/dish-match/run.ts [--list])
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { checkRecipe } from '@sous/kitchen/checker/check-recipe';
import { compose } from '@sous/kitchen/composer/compose';
import { constraintsFor } from '@sous/kitchen/reader/constraints';
import { readPrompt } from '@sous/kitchen/reader/read-prompt';
import { allergenWords, unlistedFoods, unusedIngredients } from '@sous/kitchen/testing/independent-checks';
import { REQUESTS, WITH_PREFERENCES, type DishRequest } from './requests';

const root = resolve(import.meta.dirname, '../..');
const list = process.argv.includes('--list');

/** Every test file's text, to prove the requests are not from a test list. */
function testTexts(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.') || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) testTexts(path, out);
    else if (/\.(test|spec|unit\.test)\.tsx?$/.test(entry)) out.push(readFileSync(path, 'utf8').toLowerCase());
  }
  return out;
}
const tests = testTexts(join(root, 'packages')).concat(testTexts(join(root, 'apps')), testTexts(join(root, 'e2e')));
const all: DishRequest[] = [...REQUESTS, ...WITH_PREFERENCES];
const inTests = all.filter(([prompt]) => tests.some((t) => t.includes(`'${prompt.toLowerCase()}'`) || t.includes(`"${prompt.toLowerCase()}"`)));

let named = 0;
let broken = 0;
let inconsistent = 0;
let recipes = 0;
let refused = 0;
const unmatched = new Map<string, number>();
const started = performance.now();
const rows: string[] = [];
for (const [prompt, names, preferences = {}] of all) {
  const result = compose({ prompt, preferences, count: 1 });
  const recipe = result.recipes[0];
  if (result.unmatchedDish) unmatched.set(result.unmatchedDish, (unmatched.get(result.unmatchedDish) ?? 0) + 1);
  if (!recipe) {
    refused++;
    rows.push(`NONE  ${prompt}`);
    continue;
  }
  recipes++;
  const title = recipe.name.toLowerCase();
  const isNamed = names.some((n) => title.includes(n.toLowerCase()));
  if (isNamed) named++;
  const constraints = constraintsFor(readPrompt(prompt), preferences);
  const breaks = [...checkRecipe(recipe, constraints).map((v) => v.reason), ...allergenWords(recipe, constraints.allergies)];
  if (breaks.length) broken++;
  const loose = [...unusedIngredients(recipe).map((n) => `unused: ${n}`), ...unlistedFoods(recipe).map((n) => `unlisted: ${n}`)];
  if (loose.length) inconsistent++;
  rows.push(`${isNamed ? 'ok   ' : 'MISS '} ${prompt.replace(/\n/g, ' / ')} -> ${recipe.name}${breaks.length ? `  BREAK ${breaks.join('; ')}` : ''}${loose.length ? `  LOOSE ${loose.join('; ')}` : ''}`);
}
const seconds = (performance.now() - started) / 1000;
// Throughput on its own, without the independent checks.
const timed = performance.now();
for (const [prompt, , preferences = {}] of all) compose({ prompt, preferences, count: 1 });
const composeSeconds = (performance.now() - timed) / 1000;

if (list) console.log(rows.join('\n'));
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
console.log(`bench/dish-match on ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
console.log(`requests: ${String(all.length)} (${String(inTests.length)} also in a test list${inTests.length ? `: ${inTests.map((r) => r[0]).join(', ')}` : ''})`);
console.log(`recipes: ${String(recipes)}, no recipe: ${String(refused)}`);
console.log(`named dish in the title: ${pct(named, all.length)} (${String(named)})`);
console.log(`constraint break: ${pct(broken, recipes)} (${String(broken)})`);
console.log(`unused or unlisted ingredient: ${pct(inconsistent, recipes)} (${String(inconsistent)})`);
console.log(`recipes per second: ${(all.length / composeSeconds).toFixed(0)} (with checks: ${(all.length / seconds).toFixed(0)})`);
console.log(`unmatched dishes recorded: ${String(unmatched.size)}`);
