/**
 * The method of a recipe as one string per step. Steps are found three ways, as cooks write them:
 * numbered ("1.", "2)", "Step 3:") or bulleted, where a marker starts each step and the lines
 * without one continue it (OCR wraps long steps over several lines); paragraphs separated by blank
 * lines, one step each; or, in one unbroken block, a line ending a sentence ends a step. Numbers
 * and bullets are stripped; a word hyphenated across a line break is joined ("tempera-" "ture").
 */
import { RECIPE_LIMITS } from '@sous/contract/recipe';
import { isSubheading } from './headings';
import { readStepMarker } from './line-shape';
import { endsSentence, type TextLine } from './text-lines';

export function readSteps(lines: readonly TextLine[]): string[] {
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
    if (current === '') startsNew = true;
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
