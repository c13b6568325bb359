/**
 * bench/ingredient-parser: the ingredient-line parser against 3,000 human-labelled lines
 * (../shared/data/ingredient-lines/cookstr-3000.jsonl, scored as its README.md says). Prints
 * quantity, unit and name accuracy for the first 2,000 lines (development), the last 1,000
 * (hold-out) and the whole file, the parser's speed, and how many quantity and unit misses the
 * labels' own conventions explain (the figures above count them as misses all the same).
 *
 *   npm run bench:ingredient-parser
 *   npx tsx bench/ingredient-parser/run.ts --misses [--holdout] [--limit=40]
 *
 * --misses lists misses of the development lines only (--holdout lists the hold-out's instead:
 * read them only to report, never to tune the parser).
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { canonicalUnit } from '@sous/kitchen/ingredients/line-units';
import { parseIngredientLine, type ParsedIngredient } from '@sous/kitchen/ingredients/parse-line';
import { singular } from '@sous/kitchen/text/words';

const root = resolve(import.meta.dirname, '../..');
const file = resolve(root, '../shared/data/ingredient-lines/cookstr-3000.jsonl');
const DEVELOPMENT = 2000;

interface Labelled {
  input: string;
  name: string;
  quantity: number | [number, number] | null;
  unit: string;
}

type Field = 'quantity' | 'unit' | 'name';
const FIELDS: readonly Field[] = ['quantity', 'unit', 'name'];

function isLabelled(value: unknown): value is Labelled {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  const q = row.quantity;
  const quantityOk = q === null || typeof q === 'number' || (Array.isArray(q) && q.length === 2 && q.every((n) => typeof n === 'number'));
  return typeof row.input === 'string' && typeof row.name === 'string' && typeof row.unit === 'string' && quantityOk;
}

function readRows(): Labelled[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const row: unknown = JSON.parse(line);
      if (!isLabelled(row)) throw new Error(`line ${String(index + 1)} of ${file} is not a labelled row`);
      return row;
    });
}

// ── Scoring rules of the data's README ────────────────────────────────────

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Equal to 2 decimals, or both ends of a range equal; null when the line has none. */
function quantityMatches(label: Labelled['quantity'], parsed: ParsedIngredient): boolean {
  if (label === null) return parsed.quantity === null;
  if (parsed.quantity === null) return false;
  const [low, high] = typeof label === 'number' ? [label, undefined] : label;
  if (round2(low) !== round2(parsed.quantity)) return false;
  if (high === undefined || high === low) return parsed.quantityMax === undefined;
  return parsed.quantityMax !== undefined && round2(high) === round2(parsed.quantityMax);
}

/** Size words are sizes, not units: a label that puts one in the unit expects an empty unit. */
const SIZE_WORDS = new Set(['small', 'medium', 'large', 'medium-size', 'medium-sized', 'large-size', 'large-sized', 'small-size', 'small-sized', 'extra-large', 'extra large', 'jumbo']);

/** A unit after normalising aliases and plurals: "tablespoon" = "tbsp", "c" = "cup", "lbs" = "pound". */
function normalUnit(unit: string): string {
  const trimmed = unit.trim().replace(/\.$/, '');
  if (SIZE_WORDS.has(trimmed.toLowerCase())) return '';
  return canonicalUnit(trimmed) ?? canonicalUnit(singular(trimmed.toLowerCase())) ?? singular(trimmed.toLowerCase());
}

/**
 * The first unit the line writes, which is what a label holds (the data's README): the package
 * size of "1 (28-ounce) can" comes before the can, and a size word before a unit ("2 large
 * cloves") is, by the README's rule, an empty unit. The parser keeps all three apart.
 */
function firstWrittenUnit(parsed: ParsedIngredient): string {
  if (parsed.packageSize) return parsed.packageSize.unit;
  if (parsed.size !== undefined && parsed.unit !== '') return '';
  return parsed.unit;
}

function unitMatches(label: string, parsed: ParsedIngredient): boolean {
  return normalUnit(label) === normalUnit(firstWrittenUnit(parsed));
}

/** Lower-cased, equal or one contains the other. An empty name contains nothing. */
function nameMatches(label: string, parsed: ParsedIngredient): boolean {
  const a = label.toLowerCase().replace(/\s+/g, ' ').trim();
  const b = parsed.name.toLowerCase().replace(/\s+/g, ' ').trim();
  if (a === '' || b === '') return a === b;
  return a.includes(b) || b.includes(a);
}

// ── Run ───────────────────────────────────────────────────────────────────

interface Miss {
  row: Labelled;
  parsed: ParsedIngredient;
}

interface Score {
  lines: number;
  hits: Record<Field, number>;
  misses: Record<Field, Miss[]>;
}

function score(rows: readonly Labelled[]): Score {
  const result: Score = { lines: rows.length, hits: { quantity: 0, unit: 0, name: 0 }, misses: { quantity: [], unit: [], name: [] } };
  for (const row of rows) {
    const parsed = parseIngredientLine(row.input);
    const checks: Record<Field, boolean> = {
      quantity: quantityMatches(row.quantity, parsed),
      unit: unitMatches(row.unit, parsed),
      name: nameMatches(row.name, parsed),
    };
    for (const field of FIELDS) {
      if (checks[field]) result.hits[field] += 1;
      else result.misses[field].push({ row, parsed });
    }
  }
  return result;
}

// ── Misses the data's own conventions explain ─────────────────────────────

/** Written numbers the labels leave out: "One 28-ounce can", "A handful", "Half a cucumber". */
const WRITTEN_NUMBER = /^(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen|half)\b/i;
/** Words the labels put in the unit column that qualify an amount. */
const LABEL_MODIFIERS = new Set(['thin', 'thick', 'scant', 'heaping', 'heaped', 'level', 'rounded', 'generous', 'good', 'fat', 'big', 'very', 'lengthwise', 'thumb-sized', 'inch-thick', 'inch-long']);
const WEIGHTS_AND_VOLUMES = new Set(['oz', 'lb', 'g', 'kg', 'cup', 'tbsp', 'tsp', 'ml', 'l', 'qt', 'pt', 'fl oz']);

/** Why a quantity miss happened, when the labels' conventions explain it. */
function quantityReason({ row, parsed }: Miss): string {
  if (row.quantity === null && parsed.quantity !== null && WRITTEN_NUMBER.test(row.input.trim())) return 'the label leaves a written number out ("One 28-ounce can", "A handful")';
  return 'other';
}

/** Why a unit miss happened, when the labels' conventions explain it. */
function unitReason({ row, parsed }: Miss): string {
  const label = normalUnit(row.unit);
  if (LABEL_MODIFIERS.has(row.unit.toLowerCase())) return 'the label names a modifier as the unit ("scant", "thin")';
  if (SIZE_WORDS.has(row.unit.toLowerCase()) && parsed.unit !== '') return 'a size before a real unit ("2 large cloves", "1 small bunch")';
  if (parsed.packageSize && normalUnit(parsed.packageSize.unit) === label) return 'the label takes the package size ("1 (28-ounce) can")';
  if (parsed.unit === '' && WEIGHTS_AND_VOLUMES.has(label)) return 'a counted food whose label takes a later weight ("1 eggplant (1 pound)")';
  if (parsed.unit === 'dozen') return 'dozen read as a unit';
  return 'other';
}

function reasons(misses: readonly Miss[], reason: (miss: Miss) => string): string {
  const counts = new Map<string, number>();
  for (const miss of misses) counts.set(reason(miss), (counts.get(reason(miss)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([why, n]) => `    ${String(n).padStart(4)}  ${why}`).join('\n');
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

function describe(label: string, s: Score): string {
  return `${label.padEnd(22)} ${FIELDS.map((f) => `${f} ${pct(s.hits[f], s.lines).padStart(6)}`).join('   ')}   (${String(s.lines)} lines)`;
}

function labelText(row: Labelled, field: Field): string {
  if (field === 'quantity') return JSON.stringify(row.quantity);
  return JSON.stringify(field === 'unit' ? row.unit : row.name);
}

function parsedText(parsed: ParsedIngredient, field: Field): string {
  if (field === 'quantity') return parsed.quantityMax === undefined ? JSON.stringify(parsed.quantity) : `[${String(parsed.quantity)}, ${String(parsed.quantityMax)}]`;
  return JSON.stringify(field === 'unit' ? parsed.unit : parsed.name);
}

const rows = readRows();
const development = score(rows.slice(0, DEVELOPMENT));
const holdout = score(rows.slice(DEVELOPMENT));
const whole = score(rows);

const started = performance.now();
const rounds = 5;
for (let r = 0; r < rounds; r++) for (const row of rows) parseIngredientLine(row.input);
const linesPerSecond = (rounds * rows.length) / ((performance.now() - started) / 1000);

console.log(`bench/ingredient-parser on ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
console.log(`data: ${file}`);
console.log(describe('development (1-2000)', development));
console.log(describe('hold-out (2001-3000)', holdout));
console.log(describe('whole file', whole));
console.log(`lines per second: ${linesPerSecond.toFixed(0)}`);
console.log(`\nquantity misses on the whole file, by kind:\n${reasons(whole.misses.quantity, quantityReason)}`);
console.log(`unit misses on the whole file, by kind:\n${reasons(whole.misses.unit, unitReason)}`);

const missesArg = process.argv.includes('--misses');
if (missesArg) {
  const limitArg = process.argv.find((a) => a.startsWith('--limit='));
  const limit = limitArg ? Number(limitArg.slice('--limit='.length)) : 40;
  const shown = process.argv.includes('--holdout') ? holdout : development;
  for (const field of FIELDS) {
    const misses = shown.misses[field];
    console.log(`\n${field} misses: ${String(misses.length)}${misses.length > limit ? ` (first ${String(limit)})` : ''}`);
    for (const { row, parsed } of misses.slice(0, limit)) {
      console.log(`  ${row.input}\n      label ${labelText(row, field)}  parsed ${parsedText(parsed, field)}`);
    }
  }
}
