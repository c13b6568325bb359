import { RECIPE_TEXT_CASES } from '@sous/kitchen/recipe-text/fixtures/cases';
import { parseRecipeText } from '@sous/kitchen/recipe-text/parse-recipe-text';
import Tesseract from 'tesseract.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testImage } from '../../test/images';
import { renderRecipeCard, renderRecipeCardPages, SAMPLE_CARD_TEXT } from '../../test/recipe-cards';
import { must } from '../../test/must';
import { waitFor } from '../../test/wait-for';
import { OcrImageError, OcrTimeoutError, type OcrResult } from './ocr';
import { createTesseractOcr } from './tesseract-ocr';

/** The lines a reader must get exactly right: the title, ingredient lines with fractions, a step. */
const KEY_LINES = [
  "Grandma's Banana Bread",
  '1/3 cup melted butter',
  '3/4 cup sugar',
  '1 teaspoon baking soda',
  '1 1/2 cups all-purpose flour',
  '2. Mix the butter into the mashed bananas.',
];
const SHORT_CARD = 'Quick Salad\n\n2 cups lettuce\n1 tablespoon olive oil\n\n1. Toss and serve.';

/** A recipe of the parser's fixtures, with what a careful reader takes from it. */
const fixture = (id: string) => must(RECIPE_TEXT_CASES.find((c) => c.id === id), `recipe text case ${id}`);
/** The fields OCR and the parser must get right between them. */
const recipeFields = ({ name, servings, ingredients, instructions }: ReturnType<typeof parseRecipeText>) => ({ name, servings, ingredients, instructions });

const linesOf = (result: OcrResult) => result.text.split('\n').map((line) => line.trim()).filter(Boolean);
const elapsedSince = (start: number) => performance.now() - start;

/**
 * What the engine does, in order: the real tesseract.js worker, with its start, recognitions and
 * terminations recorded, so a test can tell a page ran on the engine and that the engine was stopped.
 */
const engineLog: string[] = [];
const count = (event: string) => engineLog.filter((entry) => entry === event).length;
/**
 * Holds the next recognition back (for good, when it never settles), as a page the engine needs
 * long for would: a timeout test then does not depend on how fast this machine reads.
 */
let holdNextRecognition: Promise<void> | undefined;

// Every read costs about a second of CPU (more on a busy machine), and the engine ~0.5 s to start.
describe('reading photographed recipe cards with tesseract', { timeout: 60_000 }, () => {
  const ocr = createTesseractOcr();

  beforeAll(() => {
    const createWorker = Tesseract.createWorker.bind(Tesseract);
    vi.spyOn(Tesseract, 'createWorker').mockImplementation(async (...args) => {
      const worker = await createWorker(...args);
      const recognize = worker.recognize.bind(worker);
      const terminate = worker.terminate.bind(worker);
      worker.recognize = async (...call) => {
        engineLog.push('recognize');
        const hold = holdNextRecognition;
        holdNextRecognition = undefined;
        if (hold) await hold;
        return recognize(...call);
      };
      worker.terminate = (...call) => {
        engineLog.push('terminate');
        return terminate(...call);
      };
      engineLog.push('start');
      return worker;
    });
  });
  afterAll(async () => {
    await ocr.close();
    vi.restoreAllMocks();
  });

  it('refuses bytes that are not an image with a typed error, without starting the engine', async () => {
    const jpeg = await renderRecipeCard(SHORT_CARD, { format: 'jpeg' });
    await expect(ocr.read(Buffer.from('GIF89a not really'), {})).rejects.toBeInstanceOf(OcrImageError);
    await expect(ocr.read(jpeg.subarray(0, 2000), {})).rejects.toMatchObject({ code: 'OCR_NOT_AN_IMAGE', problem: 'unreadable' });
    expect(engineLog).toEqual([]);
  });

  it('reads a printed card: the title, ingredient lines and a step come out exactly', async () => {
    const result = await ocr.read(await renderRecipeCard(SAMPLE_CARD_TEXT), {});
    expect(linesOf(result)).toEqual(expect.arrayContaining(KEY_LINES));
    expect(result.confidence).toBeGreaterThan(80);
    expect(count('start')).toBe(1);
  });

  it('reads a two-page card page by page, in order, into the recipe it holds', async () => {
    const recipe = fixture('chocolate-chip-cookies-wrapped');
    const pages = await renderRecipeCardPages(recipe.text, 2, { format: 'jpeg' });
    expect(pages).toHaveLength(2);
    const texts: string[] = [];
    for (const page of pages) texts.push((await ocr.read(page, {})).text);
    expect(texts[0]).toMatch(/^Chewy Chocolate Chip Cookies/);
    expect(texts[0]).not.toMatch(/DIRECTIONS/);
    expect(texts[1]).toMatch(/DIRECTIONS/);
    expect(recipeFields(parseRecipeText(texts.join('\n\n')))).toEqual(recipeFields(recipe.expected));
    expect(count('start')).toBe(1);
  });

  it('reads a card photographed sideways upright, with one recognition', async () => {
    const recipe = fixture('teriyaki-salmon-what-to-do');
    const card = await renderRecipeCard(recipe.text, { rotate: 90, format: 'jpeg', noise: true });
    const before = count('recognize');
    const result = await ocr.read(card, {});
    expect(recipeFields(parseRecipeText(result.text))).toEqual(recipeFields(recipe.expected));
    expect(count('recognize') - before).toBe(1);
  });

  it('reads a card upside down, line for line', async () => {
    const result = await ocr.read(await renderRecipeCard(SAMPLE_CARD_TEXT, { rotate: 180 }), {});
    expect(linesOf(result)).toEqual(expect.arrayContaining(KEY_LINES));
  });

  it('reads a faded card (grey ink on grey paper) into the recipe it holds', async () => {
    const recipe = fixture('cheddar-scones-dash-heading');
    const result = await ocr.read(await renderRecipeCard(recipe.text, { lowContrast: true, noise: true, format: 'jpeg' }), {});
    expect(recipeFields(parseRecipeText(result.text))).toEqual(recipeFields(recipe.expected));
  });

  it('reads a photo with no text as empty text, not an error', async () => {
    const result = await ocr.read(await testImage('jpeg', { width: 800, height: 600 }), {});
    expect(result.text).toBe('');
  });

  it('gives up on a page at its timeout, stops the engine, and reads the next page on a fresh one', async () => {
    // A page the engine is still reading at the timeout: it is on the engine well before it.
    // Never released: the engine is stopped while the page is on it, so the page never reaches tesseract.
    holdNextRecognition = new Promise(() => {});
    const page = await renderRecipeCard(SAMPLE_CARD_TEXT);
    const started = count('start');
    const begin = performance.now();
    await expect(ocr.read(page, { timeoutMs: 2500 })).rejects.toBeInstanceOf(OcrTimeoutError);
    expect(elapsedSince(begin)).toBeLessThan(3500);
    expect(engineLog.slice(-2)).toEqual(['recognize', 'terminate']);

    const result = await ocr.read(await renderRecipeCard(SHORT_CARD), {});
    expect(linesOf(result)).toEqual(expect.arrayContaining(['Quick Salad', '2 cups lettuce', '1. Toss and serve.']));
    expect(count('start')).toBe(started + 1);
  });

  it('stops at once when the caller aborts the page on the engine, and reads the next page', async () => {
    const controller = new AbortController();
    const reason = new Error('lease lost');
    const recognising = count('recognize');
    const reading = ocr.read(await renderRecipeCard(SAMPLE_CARD_TEXT), { signal: controller.signal });
    await waitFor(() => count('recognize') > recognising, 20_000, 'the page to reach the engine');
    const begin = performance.now();
    controller.abort(reason);
    await expect(reading).rejects.toBe(reason);
    expect(elapsedSince(begin)).toBeLessThan(500);
    expect(engineLog.at(-1)).toBe('terminate');

    const result = await ocr.read(await renderRecipeCard(SHORT_CARD), {});
    expect(linesOf(result)).toContain('Quick Salad');
  });

  it('drops a page aborted while it waits its turn, leaving the page on the engine alone', async () => {
    const controller = new AbortController();
    const recognising = count('recognize');
    const [card, short] = await Promise.all([renderRecipeCard(SAMPLE_CARD_TEXT), renderRecipeCard(SHORT_CARD)]);
    const first = ocr.read(card, {});
    const waiting = ocr.read(short, { signal: controller.signal });
    await waitFor(() => count('recognize') > recognising, 20_000, 'the first page to reach the engine');
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(linesOf(await first)).toEqual(expect.arrayContaining(KEY_LINES));
    expect(count('recognize')).toBe(recognising + 1);
    expect(engineLog.at(-1)).toBe('recognize');
  });
});
