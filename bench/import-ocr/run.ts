/**
 * bench/import-ocr: photo import's reading half, in process. Every short recipe text of the
 * parser's fixtures (`card: true`) is rendered as a card (one or two pages), plain and as harder
 * photos (turned 90°, 180° and 270°, and faded grey-on-grey), read by the OCR
 * platform piece page by page, and parsed by the recipe-text parser. Prints seconds per page
 * (p50, p95), recognitions per page, and the share of ingredient lines and steps read exactly
 * right, against the parser on the original text (the ceiling OCR can reach). README.md says how.
 *
 *   npm run bench:import-ocr
 *   npx tsx bench/import-ocr/run.ts --misses      # list what was read wrong, card by card
 *   npx tsx bench/import-ocr/run.ts --only=banana-bread-card
 *   npx tsx bench/import-ocr/run.ts --serif --plain   # cards in a serif font; plain photos only
 */
import type { ImportedRecipe } from '@sous/contract/recipe-import';
import { RECIPE_TEXT_CASES, type RecipeTextCase } from '@sous/kitchen/recipe-text/fixtures/cases';
import { parseRecipeText } from '@sous/kitchen/recipe-text/parse-recipe-text';
import Tesseract from 'tesseract.js';
import { prepareImage } from '../../apps/server/src/platform/ocr/prepare-image';
import { createTesseractOcr, englishLangPath } from '../../apps/server/src/platform/ocr/tesseract-ocr';
import { renderRecipeCard, renderRecipeCardPages, type RecipeCardOptions } from '../../apps/server/src/test/recipe-cards';
import { describeMachine } from '../support/machine';

const showMisses = process.argv.includes('--misses');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const font = process.argv.includes('--serif') ? 'serif' : 'sans';
const plainOnly = process.argv.includes('--plain');
/** A card longer than this many lines is photographed as two pages (front and back). */
const LINES_PER_PAGE = 26;

// Counts the engine's recognitions (a turned page may need more than one), calling through.
let recognitions = 0;
const createWorker = Tesseract.createWorker.bind(Tesseract);
Tesseract.createWorker = async (...args) => {
  const worker = await createWorker(...args);
  const recognize = worker.recognize.bind(worker);
  worker.recognize = (...call) => {
    recognitions++;
    return recognize(...call);
  };
  return worker;
};

/** Seconds of one read, and how many recognitions it took. */
async function timedRead(ocr: ReturnType<typeof createTesseractOcr>, image: Buffer) {
  const before = recognitions;
  const begin = performance.now();
  const result = await ocr.read(image, {});
  return { seconds: (performance.now() - begin) / 1000, recognitions: recognitions - before, text: result.text };
}

/**
 * What turned photos cost: one card read at each turn (median of three), a photo with no text
 * (no direction to guess: every turn is tried), and what a recognition of a page the wrong way up
 * costs on the bare engine (what a wrong guess would add).
 */
async function rotationCost(ocr: ReturnType<typeof createTesseractOcr>, text: string) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  console.log('\nturned photos (one card, median of 3 reads):');
  for (const rotate of [0, 90, 180, 270] as const) {
    const image = await renderRecipeCard(text, { rotate, font });
    const runs = [await timedRead(ocr, image), await timedRead(ocr, image), await timedRead(ocr, image)];
    console.log(`  turned ${String(rotate).padStart(3)}°: ${median(runs.map((run) => run.seconds)).toFixed(2)} s, ${runs[0]?.recognitions ?? 0} recognition(s)`);
  }
  // Clean paper: a page of camera grain alone costs the engine ~45 s for one turn (and no more).
  const blank = await timedRead(ocr, await renderRecipeCard('', { font }));
  console.log(`  blank card, no text at all: ${blank.seconds.toFixed(2)} s, ${blank.recognitions} recognitions`);
  const worker = await createWorker('eng', Tesseract.OEM.LSTM_ONLY, { langPath: englishLangPath, gzip: true, cacheMethod: 'none', errorHandler: () => {} });
  try {
    await worker.setParameters({ user_defined_dpi: '300' });
    for (const rotate of [0, 90, 180] as const) {
      const page = await prepareImage(await renderRecipeCard(text, { rotate, font }));
      const begin = performance.now();
      const { data } = await worker.recognize(page.png);
      console.log(`  bare engine on the card turned ${String(rotate).padStart(3)}° as it is: ${((performance.now() - begin) / 1000).toFixed(2)} s, confidence ${data.confidence}`);
    }
  } finally {
    await worker.terminate();
  }
}

interface Variant {
  name: string;
  options: RecipeCardOptions;
}
const PLAIN: Variant = { name: 'plain', options: { format: 'png' } };
/** Every card is read as each of these photos too, so their figures compare like with like. */
const HARDER: Variant[] = [
  { name: 'turned 90°', options: { rotate: 90, format: 'jpeg', noise: true } },
  { name: 'turned 180°', options: { rotate: 180, format: 'jpeg', noise: true } },
  { name: 'turned 270°', options: { rotate: 270, format: 'jpeg', noise: true } },
  { name: 'faded', options: { lowContrast: true, noise: true, format: 'jpeg' } },
];

interface Score {
  ingredients: number;
  ingredientsRight: number;
  steps: number;
  stepsRight: number;
  misses: string[];
}

const key = (line: ImportedRecipe['ingredients'][number]) => `${line.quantity}|${line.unit}|${line.name}`;

/** Expected lines found exactly (each parsed line used once), wherever they stand in the list. */
function score(expected: ImportedRecipe, parsed: ImportedRecipe): Score {
  const misses: string[] = [];
  const parsedIngredients = parsed.ingredients.map(key);
  let ingredientsRight = 0;
  for (const line of expected.ingredients.map(key)) {
    const at = parsedIngredients.indexOf(line);
    if (at >= 0) {
      ingredientsRight++;
      parsedIngredients.splice(at, 1);
    } else misses.push(`  ingredient ${line}`);
  }
  const parsedSteps = [...parsed.instructions];
  let stepsRight = 0;
  for (const step of expected.instructions) {
    const at = parsedSteps.indexOf(step);
    if (at >= 0) {
      stepsRight++;
      parsedSteps.splice(at, 1);
    } else misses.push(`  step ${JSON.stringify(step)}`);
  }
  if (misses.length > 0) {
    misses.push(...parsedIngredients.map((line) => `    read instead: ingredient ${line}`));
    misses.push(...parsedSteps.map((step) => `    read instead: step ${JSON.stringify(step)}`));
  }
  return { ingredients: expected.ingredients.length, ingredientsRight, steps: expected.instructions.length, stepsRight, misses };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const share = (right: number, total: number) => `${((100 * right) / Math.max(1, total)).toFixed(1)}% (${right}/${total})`;

function total(scores: Score[]) {
  return scores.reduce(
    (sum, s) => ({ ingredients: sum.ingredients + s.ingredients, ingredientsRight: sum.ingredientsRight + s.ingredientsRight, steps: sum.steps + s.steps, stepsRight: sum.stepsRight + s.stepsRight }),
    { ingredients: 0, ingredientsRight: 0, steps: 0, stepsRight: 0 },
  );
}

interface PageRun {
  seconds: number;
  recognitions: number;
}

const cases: RecipeTextCase[] = RECIPE_TEXT_CASES.filter((c) => c.card && (!only || c.id === only));
console.log(`import-ocr on ${describeMachine()}`);
console.log(`${cases.length} card recipes of RECIPE_TEXT_CASES in ${font}, each read plain${plainOnly ? '' : ', turned 90°, 180° and 270°, and faded'}\n`);

const ocr = createTesseractOcr();
try {
  // The engine's start (~0.5 s, once per process) is measured apart from the pages.
  const startBegin = performance.now();
  await ocr.read(await renderRecipeCard('Warm up'), {});
  const startSeconds = (performance.now() - startBegin) / 1000;

  const pages: Record<string, PageRun[]> = {};
  const scores: Record<string, Score[]> = { 'source text (no OCR)': [] };
  const missesByCard: string[] = [];
  for (const recipe of cases) {
    const sourceScore = score(recipe.expected, parseRecipeText(recipe.text));
    scores['source text (no OCR)']?.push(sourceScore);
    const pageCount = recipe.text.trim().split('\n').length > LINES_PER_PAGE ? 2 : 1;
    for (const variant of plainOnly ? [PLAIN] : [PLAIN, ...HARDER]) {
      const options = { ...variant.options, font } as const;
      const images = pageCount === 1 ? [await renderRecipeCard(recipe.text, options)] : await renderRecipeCardPages(recipe.text, pageCount, options);
      const texts: string[] = [];
      for (const image of images) {
        const before = recognitions;
        const begin = performance.now();
        texts.push((await ocr.read(image, {})).text);
        (pages[variant.name] ??= []).push({ seconds: (performance.now() - begin) / 1000, recognitions: recognitions - before });
      }
      const result = score(recipe.expected, parseRecipeText(texts.join('\n\n')));
      (scores[variant.name] ??= []).push(result);
      if (result.misses.length > 0) missesByCard.push(`${recipe.id} (${variant.name}, ${pageCount} page${pageCount > 1 ? 's' : ''}):`, ...result.misses);
    }
    process.stdout.write('.');
  }
  process.stdout.write('\n\n');

  console.log(`engine start: ${startSeconds.toFixed(2)} s (first page of the process, not counted below)`);
  const all = Object.values(pages).flat();
  for (const [name, runs] of [...Object.entries(pages), ['all pages', all] as const]) {
    const seconds = runs.map((run) => run.seconds).sort((a, b) => a - b);
    const tries = runs.reduce((sum, run) => sum + run.recognitions, 0);
    console.log(
      `${name.padEnd(12)} ${String(runs.length).padStart(3)} pages: ${percentile(seconds, 50).toFixed(2)} s p50, ${percentile(seconds, 95).toFixed(2)} s p95, ` +
        `max ${percentile(seconds, 100).toFixed(2)} s; ${(tries / Math.max(1, runs.length)).toFixed(2)} recognitions a page`,
    );
  }
  console.log('\nread exactly right (quantity, unit and name of a line; the whole text of a step):');
  const ocrScores = Object.entries(scores).filter(([name]) => name !== 'source text (no OCR)').flatMap(([, list]) => list);
  for (const [name, list] of [...Object.entries(scores), ['all photos', ocrScores] as const]) {
    const sum = total(list);
    console.log(`${name.padEnd(22)} ingredient lines ${share(sum.ingredientsRight, sum.ingredients).padEnd(18)} steps ${share(sum.stepsRight, sum.steps)}`);
  }
  if (cases[0] && !only) await rotationCost(ocr, cases[0].text);
  if (showMisses) console.log(`\n${missesByCard.join('\n')}`);
} finally {
  await ocr.close();
}
