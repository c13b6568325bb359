/**
 * A recipe written as text (pasted, or OCR'd from photos of recipe cards, pages joined in order)
 * read into an ImportedRecipe for the review screen.
 *
 * How: the text becomes clean lines (text-lines.ts: noise, page numbers and footers dropped); the
 * title is the first line that reads like one; then the lines are split into sections at their
 * headings ("Ingredients", "Directions", "Method"... headings.ts). Metadata lines ("Serves 4",
 * "Prep: 15 min", "Tags: ...", meta.ts) are taken out wherever they stand, and so is metadata
 * after the title or a sentence of the story on its line ("A cosy soup. Serves 4 | Ready in 40
 * min"), the rest of the line kept; later copies of the
 * title (page breaks) are dropped. Without an ingredients heading, lines are told apart by shape
 * (line-shape.ts): an amount or a food at the start and short is an ingredient, a sentence starting
 * with a cooking verb a step. Steps are assembled by steps.ts, ingredients by ingredient-line.ts.
 * Sub-section headings ("For the sauce:") are skipped. Notes sections join the description;
 * nutrition sections are dropped.
 *
 * The text is data only: nothing in it is ever followed, only sorted into fields. Every stage
 * walks the lines once with bounded lookahead: a card costs well under a millisecond, and the
 * worst 20,000 characters (random text, where every line is parsed as an ingredient) about 15;
 * lists and strings are cut to the contract's RECIPE_LIMITS, never refused.
 */
import { RECIPE_LIMITS } from '@sous/contract/recipe';
import type { ImportedRecipe } from '@sous/contract/recipe-import';
import { readHeading, isSubheading, type SectionKind } from './headings';
import { readIngredients } from './ingredient-list';
import { hasLeadingAmount, isIngredientLike, isStepLike, readStepMarker } from './line-shape';
import { addTag, displayTimes, headerTags, readDietLine, readMetaLine, splitMetaSentences, splitMetaTail, type Meta } from './meta';
import { listLine, splitInlineList } from './inline-list';
import { joinWrapped, readSteps } from './steps';
import { cutAtSeparators, LEADING_POINTER } from './separators';
import { endsSentence, textLines, wordCount, type SourceLine, type TextLine } from './text-lines';
import { readTitle, titleKey } from './title';

type BlockKind = 'preamble' | SectionKind;

interface Block {
  kind: BlockKind;
  lines: TextLine[];
}

export function parseRecipeText(text: string): ImportedRecipe {
  return readRecipeText(text, { title: true });
}

/**
 * The reading itself. `title: false` when the caller found the name elsewhere (a caption's first
 * sentence, a page's data): then no line is taken for a title and the name is ''.
 */
export function readRecipeText(text: string | readonly SourceLine[], options: { title: boolean }): ImportedRecipe {
  const lines = expandLists(cutLines(textLines(text)));
  const meta: Meta = { tags: [] };
  const title = options.title ? readTitle(lines) : undefined;
  if (title) for (const tag of headerTags(title.name)) addTag(meta, tag);
  if (title?.meta !== undefined) readMetaLine(title.meta, meta);
  const blocks = splitBlocks(lines, title, meta);

  const description: string[] = [];
  const ingredientLines: TextLine[] = [];
  const stepLines: TextLine[] = [];
  const hasIngredientHeading = blocks.some((block) => block.kind === 'ingredients');
  for (const block of blocks) {
    switch (block.kind) {
      case 'preamble':
        if (hasIngredientHeading) description.push(...paragraphs(block.lines));
        else sortByShape(block.lines, description, ingredientLines, stepLines);
        break;
      case 'ingredients':
        sortIngredientBlock(block.lines, ingredientLines, stepLines);
        break;
      case 'instructions':
        stepLines.push(...block.lines);
        break;
      case 'notes':
        description.push(...paragraphs(block.lines));
        break;
      case 'nutrition':
        break;
    }
  }

  return {
    name: (title?.name ?? '').slice(0, RECIPE_LIMITS.nameMax).trim(),
    description: description.join('\n\n').slice(0, RECIPE_LIMITS.descriptionMax).trim(),
    servings: meta.servings ?? 1,
    ...displayTimes(meta.prepMinutes, meta.cookMinutes, meta.totalMinutes),
    ingredients: readIngredients(ingredientLines),
    instructions: readSteps(stepLines),
    tags: meta.tags,
    sourceUrl: null,
  };
}

/**
 * "serves 2 • 4 salmon fillets • 1 cup cream", "Sear it. ➡️ Add the garlic.": one line per piece,
 * each piece after a mark separated from the one before (separators.ts).
 */
function cutLines(lines: readonly TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    const pieces = cutAtSeparators(line.text);
    if (!pieces) return [line];
    const led = LEADING_POINTER.test(line.text);
    return pieces.map((text, i): TextLine => (i === 0 ? { ...line, text, separated: line.separated === true || led } : { text, blankBefore: false, separated: true }));
  });
}

/** "2 eggs, 1 cup flour, 1 tsp salt" on one line: one line per ingredient (inline-list.ts). */
function expandLists(lines: readonly TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    const items = readHeading(line.text) || isStepLike(line.text) ? undefined : listLine(line.text);
    return items ? items.map((text, i) => ({ text, blankBefore: i === 0 && line.blankBefore, separated: true })) : [line];
  });
}

/** Lines cut at headings into blocks, with metadata, diet labels and repeated titles taken out. */
function splitBlocks(lines: readonly TextLine[], title: ReturnType<typeof readTitle>, meta: Meta): Block[] {
  const blocks: Block[] = [{ kind: 'preamble', lines: [] }];
  let block = blocks[0] as Block;
  const key = title ? titleKey(title.name) : undefined;
  lines.forEach((original, index) => {
    let line = original;
    if (title && index === title.index) return;
    if (key !== undefined && key !== '' && index > (title?.index ?? 0) && line.text.length < key.length + 40 && titleKey(line.text) === key) return;
    const heading = readHeading(line.text);
    // "Note: best made a day ahead." is a one-line note: the section around it goes on.
    if (heading?.kind === 'notes' && heading.inline !== '') {
      blocks.push({ kind: 'notes', lines: [{ text: heading.inline, blankBefore: false }] });
      const resumed: Block = { kind: block.kind, lines: [] };
      blocks.push(resumed);
      block = resumed;
      return;
    }
    if (heading) {
      block = { kind: heading.kind, lines: [] };
      blocks.push(block);
      if (heading.meta !== '') readMetaLine(heading.meta.replace(/^[([]|[)\]]$/g, ''), meta);
      if (heading.inline !== '' && !readMetaLine(heading.inline, meta)) {
        // "Ingredients: 2 eggs, 1 cup flour, ...": one line per ingredient.
        const items = heading.kind === 'ingredients' ? splitInlineList(heading.inline, true) : undefined;
        for (const text of items ?? [heading.inline]) block.lines.push({ text, blankBefore: false, separated: items !== undefined });
      }
      return;
    }
    if (block.kind === 'nutrition') return;
    // "Mix. ➡️ Bake 20 min.": a sentence cut from a step is a step, not a cooking time.
    const cutStep = line.separated === true && endsSentence(line.text) && isStepLike(line.text);
    if (!cutStep && readMetaLine(line.text, meta)) return;
    // "A cosy soup for cold nights. Serves 6 | Ready in 40 min": the text stays, its metadata is read.
    if (block.kind === 'preamble' || block.kind === 'notes') {
      const kept = splitMetaTail(line.text, meta, true)?.head ?? splitMetaSentences(line.text, meta);
      if (kept !== undefined) line = { ...line, text: kept };
    }
    if (block.kind !== 'instructions') {
      const diet = readDietLine(line.text);
      if (diet) {
        for (const tag of diet) addTag(meta, tag);
        return;
      }
    }
    block.lines.push(line);
  });
  return blocks;
}

/**
 * Lines before any heading when the recipe has no ingredients heading: description, then
 * ingredients, then steps, told apart by shape. A verb-led sentence before the first ingredient is
 * still the story when ingredients follow it; with none to follow, it starts the method.
 */
function sortByShape(lines: readonly TextLine[], description: string[], ingredients: TextLine[], steps: TextLine[]): void {
  const ingredientish = lines.map((line) => isIngredientLike(line.text) && !isStepLike(line.text));
  // Whether an ingredient line comes at or after each index (one backward pass).
  const ingredientAhead: boolean[] = new Array<boolean>(lines.length + 1).fill(false);
  for (let i = lines.length - 1; i >= 0; i--) ingredientAhead[i] = (ingredientish[i] ?? false) || (ingredientAhead[i + 1] ?? false);
  let stage: 'description' | 'ingredients' | 'steps' = 'description';
  const intro: TextLine[] = [];
  lines.forEach((line, i) => {
    const step = isStepLike(line.text);
    if (stage === 'description') {
      // "Filling" before the first ingredient: a sub-heading, not the story.
      if (isSubheading(line.text) && ingredientish[i + 1]) return;
      if (ingredientish[i]) stage = 'ingredients';
      else if (step && (readStepMarker(line.text)?.numbered === true || !ingredientAhead[i + 1])) stage = 'steps';
      else {
        intro.push(line);
        return;
      }
    }
    if (stage === 'ingredients' && step && !ingredientish[i]) stage = 'steps';
    if (stage === 'ingredients') {
      if (!isSubheading(line.text)) ingredients.push(line);
    } else {
      steps.push(line);
    }
  });
  description.push(...paragraphs(intro));
}

/**
 * Lines under an ingredients heading. Sub-headings are skipped; a step-like line or a sentence
 * with no amount starts the method (a card without a method heading).
 */
function sortIngredientBlock(lines: readonly TextLine[], ingredients: TextLine[], steps: TextLine[]): void {
  let spilled = false;
  for (const line of lines) {
    if (spilled) {
      steps.push(line);
      continue;
    }
    if (isSubheading(line.text)) {
      ingredients.push({ text: '', blankBefore: true });
      continue;
    }
    const amount = hasLeadingAmount(line.text);
    const words = wordCount(line.text);
    // A sentence among the ingredients ("The night before, soak the beans.") starts the method.
    const sentence = endsSentence(line.text) && words >= 6;
    if (!amount && ((isStepLike(line.text) && (words >= 4 || endsSentence(line.text))) || sentence || readStepMarker(line.text)?.numbered === true)) {
      spilled = true;
      steps.push(line);
      continue;
    }
    ingredients.push(line);
  }
}

/** Lines as paragraphs: wrapped lines joined, blank lines between paragraphs. */
function paragraphs(lines: readonly TextLine[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const line of lines) {
    if (line.blankBefore && current !== '') {
      out.push(current);
      current = '';
    }
    current = joinWrapped(current, line.text);
  }
  if (current !== '') out.push(current);
  return out;
}
