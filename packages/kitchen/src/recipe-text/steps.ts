/**
 * The method of a recipe as one string per step. Steps are found three ways, as cooks write them:
 * numbered ("1.", "2)", "Step 3:") or bulleted, where a marker starts each step and the lines
 * without one continue it (OCR wraps long steps over several lines); paragraphs separated by blank
 * lines, one step each; or, in one unbroken block, a line ending a sentence ends a step. Numbers
 * and bullets are stripped; a word hyphenated across a line break is joined ("tempera-" "ture").
 * Numbered steps run together on one line ("1) Soften the onion. 2) Add the garlic.") are cut
 * where the next number of the sequence stands, never at a number that breaks the sequence or is
 * an amount ("Heat to 350°F. 2 cups stock", "3. tbsp").
 */
import { RECIPE_LIMITS } from '@sous/contract/recipe';
import { canonicalUnit } from '../ingredients/line-units';
import { isSubheading } from './headings';
import { readStepMarker } from './line-shape';
import { endsSentence, type TextLine } from './text-lines';

export function readSteps(input: readonly TextLine[]): string[] {
  const lines = splitRunTogether(input);
  const markers = lines.map((line) => readStepMarker(line.text));
  const marked = markers.some((marker) => marker !== undefined);
  // Paragraph mode: blank lines split the block and some paragraph runs over several lines.
  const paragraphs = lines.filter((line, i) => i > 0 && line.blankBefore).length;
  const wrapped = lines.some((line, i) => i > 0 && !line.blankBefore);
  const byParagraph = !marked && paragraphs > 0 && wrapped;

  const steps: string[] = [];
  let current = '';
  const flush = () => {
    const step = tidyStep(current);
    if (step !== '' && steps.length < RECIPE_LIMITS.instructionsMax) steps.push(step);
    current = '';
  };
  lines.forEach((line, index) => {
    const marker = markers[index];
    if (marker) {
      flush();
      current = marker.rest;
      return;
    }
    // "For the sauce:" alone on a line groups the steps after it; it is not a step itself.
    if (isSubheading(line.text) && (line.blankBefore || current === '' || endsSentence(current))) {
      flush();
      return;
    }
    let startsNew: boolean;
    if (current === '' || line.separated === true) startsNew = true;
    else if (/^\p{Ll}/u.test(line.text)) startsNew = false;
    else if (marked) startsNew = line.blankBefore && endsSentence(current);
    else if (byParagraph) startsNew = line.blankBefore;
    else startsNew = endsSentence(current) || line.blankBefore;
    if (startsNew) {
      flush();
      current = line.text;
    } else {
      current = joinWrapped(current, line.text);
    }
  });
  flush();
  return steps;
}

/** Two pieces of one wrapped line: "tempera-" + "ture" -> "temperature", else joined by a space. */
export function joinWrapped(before: string, after: string): string {
  if (before === '') return after;
  if (/\p{L}-$/u.test(before.slice(-2)) && /^\p{Ll}/u.test(after)) return `${before.slice(0, -1)}${after}`;
  return `${before} ${after}`;
}

/** A step with its spaces tidied, cut to the contract's length at a word boundary. */
function tidyStep(text: string): string {
  const step = text.replace(/\s+/g, ' ').trim();
  if (step.length <= RECIPE_LIMITS.instructionMax) return step;
  const cut = step.slice(0, RECIPE_LIMITS.instructionMax);
  const space = cut.lastIndexOf(' ');
  return (space > RECIPE_LIMITS.instructionMax - 200 ? cut.slice(0, space) : cut).trim();
}

/** The number a line's step marker gives it: "1.", "2)", "(3)", "Step 4:", "5 -". */
const LEADING_NUMBER = /^(?:step\s?(\d{1,3})|\(?(\d{1,3})\s?[.):\-–—])/i;
/** A step number inside a line, after a space: "2) Add", "3. Stir", "Step 4: Bake", "step 5 Serve". */
const INLINE_NUMBER = /(?<=\s)(step\s?)?\(?(\d{1,3})([.):]?)\s(?=(\p{L}+))/giu;

/**
 * Lines cut where a numbered step runs on into the next: "1) Soften the onion, 8 min. 2) Add the
 * garlic." -> two lines. A cut needs the number that continues the sequence (from the line's own
 * marker, or the last number seen on the lines before), a "." or ")" after it (or "Step" before
 * it), and a word after it that is not a unit. One scan per line.
 */
function splitRunTogether(lines: readonly TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  let expected: number | undefined;
  for (const line of lines) {
    const lead = LEADING_NUMBER.exec(line.text);
    if (lead) expected = Number(lead[1] ?? lead[2]) + 1;
    if (expected === undefined || !/\d[.):]?\s/.test(line.text.slice(1))) {
      out.push(line);
      continue;
    }
    let start = 0;
    let blankBefore = line.blankBefore;
    for (const match of line.text.matchAll(INLINE_NUMBER)) {
      const [, step, digits, mark, word] = match;
      if (Number(digits) !== expected || (step === undefined && mark !== '.' && mark !== ')')) continue;
      if (canonicalUnit(word ?? '') !== undefined) continue;
      const piece = line.text.slice(start, match.index).trim();
      if (piece !== '') {
        out.push({ text: piece, blankBefore, separated: start === 0 ? line.separated : true });
        blankBefore = false;
      }
      start = match.index;
      expected += 1;
    }
    out.push({ text: line.text.slice(start).trim(), blankBefore, separated: start === 0 ? line.separated : true });
  }
  return out;
}
