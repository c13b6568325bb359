/**
 * The rest of an ingredient line after its head: the food's name, with preparation words,
 * bracketed asides, alternatives ("or 2 teaspoons dried"), purposes ("for frying"), sizes and
 * per-item weights taken out of it. The comma-separated tail is tail.ts's.
 */
import { readMeasure, type MeasureRead } from './amount';
import { startsComment } from './comment-words';
import { canonicalUnit, DIMENSION_WORDS, MEASURE_UNITS, readSize } from './line-units';
import { continuesPreparation, isPreparationText, isProduct, prepPhraseEnd, PREP_PARTICIPLES } from './preparation';
import { readTail } from './tail';
import { closingIndex, sliceTokens, type Token } from './tokens';

export interface NameParts {
  name: string;
  preparations: string[];
  comments: string[];
  /** A size written inside the name ("whole large eggs"). */
  size?: string;
  /** A per-item weight or volume before the food ("6-ounce steaks"). */
  itemMeasure?: MeasureRead;
  /** The amount of a line that names the food first ("Vanilla extract, 2 teaspoons"). */
  amount?: MeasureRead;
}

export interface NameOptions {
  /** Keep participles in the name: a can or jar of "diced tomatoes" is a product. */
  packaged: boolean;
  /** The head found no amount: one written after the food is the line's amount. */
  wantsAmount: boolean;
}

/** Adjectives a comma may join before the food: "boneless, skinless chicken", "soft, unsalted butter". */
const COORDINATE_ADJECTIVES = new Set([
  'fresh', 'frozen', 'ripe', 'raw', 'whole', 'young', 'firm', 'soft', 'hard', 'cold', 'hot', 'warm', 'unsalted', 'salted',
  'boneless', 'skinless', 'organic', 'sweet', 'tart', 'crisp', 'lean', 'plain', 'juicy', 'mature', 'small', 'medium', 'large',
]);

/** Words that open an aside rather than another name for the food: "(see Notes)", "(about 1 pound)". */
const ASIDE_WORDS = new Set(['see', 'about', 'for', 'optional', 'from', 'such', 'or', 'available', 'preferably', 'note', 'notes', 'if', 'use', 'plus', 'each', 'approximately', 'approx', 'i', 'e', 'recipe', 'page', 'any']);

/** The longest aside kept inside the name: "fresh Italian (flat-leaf) parsley". */
const INLINE_ASIDE_TOKENS = 5;

class NameReader {
  private readonly comments: string[] = [];
  private readonly preparations: string[] = [];
  private readonly parts: NameParts = { name: '', preparations: this.preparations, comments: this.comments };

  constructor(
    private readonly text: string,
    private readonly tokens: readonly Token[],
    private readonly options: NameOptions,
  ) {}

  private slice(from: number, to: number): string {
    return sliceTokens(this.text, this.tokens, from, to);
  }

  read(from: number): NameParts {
    let start = from;
    let end = this.nameEnd(start);
    // "About ½ cup (6 ounces), crystallized honey": the food comes after the comma.
    if (end === start && end < this.tokens.length && !this.isPreparationPart(end + 1)) {
      start = end + 1;
      end = this.nameEnd(start);
    }
    let kept = this.withoutBrackets(start, end);
    kept = this.cutComment(kept);
    kept = this.withoutTrailingAmount(kept);
    kept = this.withoutPreparation(kept);
    kept = this.withoutLeadingMeasure(kept);
    kept = this.withoutSize(kept);
    if (this.tokens[kept[0] ?? -1]?.lower === 'each') kept = kept.slice(1);
    readTail(this.text, this.tokens, end + 1, this.parts, this.options.wantsAmount);
    this.parts.name = tidyName(this.tokensText(kept.filter((index) => this.tokens[index]?.text !== ',')));
    return this.parts;
  }

  private isPreparationPart(from: number): boolean {
    const to = this.nameEnd(from);
    return isPreparationText(this.tokens, from, to);
  }

  /**
   * The first comma, semicolon, colon or spaced dash outside brackets ends the name, except commas in
   * a list of preparations before it ("drained, chopped capers") or between adjectives
   * ("boneless, skinless chicken thighs").
   */
  private nameEnd(from: number): number {
    const leadingPrep = prepPhraseEnd(this.tokens, from, Math.min(this.tokens.length, from + 24)) ?? from;
    let depth = 0;
    for (let i = leadingPrep; i < this.tokens.length; i++) {
      const token = this.tokens[i];
      if (!token) break;
      if (token.text === '(' || token.text === '[') depth += 1;
      else if ((token.text === ')' || token.text === ']') && depth > 0) depth -= 1;
      else if (depth === 0 && token.text === ',' && this.joinsAdjectives(i)) continue;
      else if (depth === 0 && (token.text === ',' || token.text === ';' || (token.text === ':' && i > from))) return i;
      else if (depth === 0 && token.text === '-' && i > from && this.isDashBetweenWords(i)) return i;
    }
    return this.tokens.length;
  }

  /** "greens - such as", "olives —the Italian kind": a dash spaced on either side, not "11- or 12-inch". */
  private isDashBetweenWords(index: number): boolean {
    const dash = this.tokens[index];
    if (!dash || this.tokens[index - 1]?.kind === 'number' || this.tokens[index + 1]?.kind === 'number') return false;
    return this.text.charAt(dash.start - 1) === ' ' || this.text.charAt(dash.end) === ' ';
  }

  private joinsAdjectives(comma: number): boolean {
    const before = this.tokens[comma - 1];
    const after = this.tokens[comma + 1];
    return before?.kind === 'word' && COORDINATE_ADJECTIVES.has(before.lower) && after?.kind === 'word' && !startsComment(this.tokens, comma + 1) && after.lower !== 'and' && after.lower !== 'or';
  }

  /**
   * Indices of the name part outside brackets. A short aside inside the name stays in it
   * ("fresh Italian (flat-leaf) parsley"); any other bracketed text goes to the comment.
   */
  private withoutBrackets(from: number, to: number): number[] {
    const kept: number[] = [];
    let i = from;
    while (i < to) {
      const text = this.tokens[i]?.text;
      if (text === '(' || text === '[') {
        const close = Math.min(closingIndex(this.tokens, i), to);
        const eachSize = this.eachSize(i + 1, close);
        if (this.isInlineAside(i, close, to)) {
          for (let k = i + 1; k < close; k++) kept.push(k);
        } else if (eachSize) {
          this.parts.itemMeasure = eachSize;
        } else {
          const inside = this.slice(i + 1, close);
          if (inside) this.comments.push(inside);
        }
        i = close + 1;
      } else {
        if (text !== ')' && text !== ']') kept.push(i);
        i += 1;
      }
    }
    return kept;
  }

  /** "4 salmon fillets (6 oz each)": a single weight or volume for each item, the item's size. */
  private eachSize(from: number, close: number): MeasureRead | undefined {
    const measure = readMeasure(this.tokens, from);
    if (!measure || measure.quantityMax !== undefined || !MEASURE_UNITS.has(measure.unit) || this.parts.itemMeasure) return undefined;
    return this.tokens[measure.next]?.lower === 'each' && measure.next + 1 === close ? measure : undefined;
  }

  /** A few plain words in brackets with more of the name after them: "fresh Italian (flat-leaf) parsley". */
  private isInlineAside(open: number, close: number, to: number): boolean {
    const after = this.tokens[close + 1];
    if (close + 1 >= to || after?.kind !== 'word' || startsComment(this.tokens, close + 1)) return false;
    if (close - open - 1 > INLINE_ASIDE_TOKENS || close - open < 2) return false;
    for (let k = open + 1; k < close; k++) {
      const token = this.tokens[k];
      if (!token || (token.kind !== 'word' && token.text !== '-')) return false;
    }
    return !ASIDE_WORDS.has(this.tokens[open + 1]?.lower ?? '');
  }

  /** The name up to the first comment word; the rest is comment. */
  private cutComment(kept: number[]): number[] {
    const at = kept.findIndex((index, position) => position > 0 && startsComment(this.tokens, index) && !this.endsRange(index));
    if (at < 0) return kept;
    const rest = kept.slice(at);
    this.comments.push(this.tokensText(rest));
    return kept.slice(0, at);
  }

  /** "11- or 12-inch": an "or" between two numbers joins a range, it starts no alternative. */
  private endsRange(index: number): boolean {
    const before = this.tokens[index - 1];
    return this.tokens[index]?.lower === 'or' && (before?.kind === 'number' || before?.text === '-');
  }

  /** "brown rice flour 500 mL", "All-purpose flour 2/3 cup": an amount written after the name. */
  private withoutTrailingAmount(kept: number[]): number[] {
    for (let position = 1; position < kept.length; position++) {
      const index = kept[position];
      if (index === undefined || this.tokens[index]?.kind !== 'number') continue;
      const measure = readMeasure(this.tokens, index);
      if (measure && measure.next > (kept[kept.length - 1] ?? 0)) {
        if (this.options.wantsAmount && this.parts.amount === undefined) this.parts.amount = measure;
        else this.comments.push(this.tokensText(kept.slice(position)));
        return kept.slice(0, position);
      }
    }
    return kept;
  }

  /** Takes preparation phrases out of the name, wherever they sit. */
  private withoutPreparation(kept: number[]): number[] {
    const out: number[] = [];
    let position = 0;
    const count = kept.length;
    let hasNameWords = false;
    while (position < count) {
      const index = kept[position] ?? 0;
      const end = this.prepEndAt(kept, position);
      if (end === undefined) {
        out.push(index);
        if (this.tokens[index]?.kind === 'word') hasNameWords = true;
        position += 1;
        continue;
      }
      let endPosition = kept.indexOf(end - 1, position) + 1;
      // "onions cut into rings": after the food, a preparation that goes on takes the rest.
      const nextIndex = kept[endPosition];
      if (hasNameWords && nextIndex !== undefined && continuesPreparation(this.tokens, nextIndex)) endPosition = count;
      this.preparations.push(this.tokensText(kept.slice(position, endPosition)));
      position = endPosition;
    }
    // Nothing but preparation ("2 cups chopped"): keep the words rather than lose the line.
    if (!out.some((index) => this.tokens[index]?.kind === 'word') && this.preparations.length > 0 && count > 0) {
      this.preparations.pop();
      return kept;
    }
    return out;
  }

  /** The end (token index, exclusive) of a preparation phrase at kept[position], within contiguous tokens. */
  private prepEndAt(kept: number[], position: number): number | undefined {
    const index = kept[position];
    if (index === undefined) return undefined;
    // Phrases are short: look a few tokens ahead, never to the end of a long line.
    let stop = index;
    while (stop < index + 24 && kept[position + (stop - index)] === stop) stop += 1;
    const end = prepPhraseEnd(this.tokens, index, stop);
    if (end === undefined) return undefined;
    const bare = end === index + 1 && PREP_PARTICIPLES.has(this.tokens[index]?.lower ?? '');
    if (bare && (this.options.packaged || isProduct(this.tokens, index))) return undefined;
    return end;
  }

  /** "6-ounce steaks", "11- or 12-inch tart crust": a measure before the food describes one item. */
  private withoutLeadingMeasure(kept: number[]): number[] {
    const first = kept[0];
    if (first === undefined || this.tokens[first]?.kind !== 'number') return kept;
    const measure = readMeasure(this.tokens, first);
    if (!measure) return kept;
    const position = kept.indexOf(measure.next - 1) + 1;
    if (position <= 0 || position >= kept.length) return kept;
    let end = position;
    while (end < kept.length && DIMENSION_WORDS.has(this.tokens[kept[end] ?? -1]?.lower ?? '')) end += 1;
    if (measure.unit !== 'inch' && measure.quantityMax === undefined) this.parts.itemMeasure = measure;
    else this.comments.push(this.tokensText(kept.slice(0, end)));
    return kept.slice(end);
  }

  /** "whole large eggs", "inexpensive small fish": a size word inside the name. */
  private withoutSize(kept: number[]): number[] {
    for (let position = 0; position < kept.length - 1; position++) {
      const index = kept[position] ?? -1;
      // "côte de boeuf or big steaks": after "or" or "and" a size is another food's.
      const word = this.tokens[index]?.lower;
      if (word === 'or' || word === 'and') return kept;
      const size = readSize(this.tokens, index);
      if (!size) continue;
      // "medium-grain rice" keeps its word.
      const joined = this.tokens[index - 1]?.text === '-' || this.tokens[size.next]?.text === '-';
      const nextPosition = position + (size.next - index);
      if (joined || kept[nextPosition] !== size.next || this.tokens[size.next]?.kind !== 'word') continue;
      this.parts.size = size.size;
      return [...kept.slice(0, position), ...kept.slice(nextPosition)];
    }
    return kept;
  }

  private tokensText(indices: number[]): string {
    const parts: string[] = [];
    let runStart: number | undefined;
    let previous: number | undefined;
    for (const index of indices) {
      if (runStart !== undefined && previous !== undefined && index !== previous + 1) {
        parts.push(this.slice(runStart, previous + 1));
        runStart = undefined;
      }
      runStart ??= index;
      previous = index;
    }
    if (runStart !== undefined && previous !== undefined) parts.push(this.slice(runStart, previous + 1));
    return parts.join(' ').trim();
  }
}

const EDGE_MARKS = new Set([',', ';', ':', '.', '-', '/', '&', '*']);
const LEADING_WORDS = new Set(['of', 'from', 'and', 'or', 'the']);
const TRAILING_WORDS = new Set(['and', 'or', 'of', 'with', 'in']);

/** Leading "of", dangling "and"/"or" and stray punctuation off the ends of the name's words. */
function tidyName(name: string): string {
  const parts = name.split(' ').filter((part) => part !== '');
  let from = 0;
  let to = parts.length;
  const mark = (part: string | undefined) => part !== undefined && stripEdgeMarks(part, true) === '';
  while (from < to && (mark(parts[from]) || LEADING_WORDS.has(parts[from]?.toLowerCase() ?? ''))) from += 1;
  while (to > from && (mark(parts[to - 1]) || TRAILING_WORDS.has(parts[to - 1]?.toLowerCase() ?? ''))) to -= 1;
  const kept = parts.slice(from, to);
  const first = kept[0];
  const last = kept[kept.length - 1];
  if (first !== undefined) kept[0] = stripEdgeMarks(first, true);
  if (last !== undefined) kept[kept.length - 1] = stripEdgeMarks(kept[kept.length - 1] ?? last, false);
  return kept.join(' ').trim();
}

function stripEdgeMarks(part: string, leading: boolean): string {
  let from = 0;
  let to = part.length;
  if (leading) while (from < to && EDGE_MARKS.has(part.charAt(from))) from += 1;
  else while (to > from && EDGE_MARKS.has(part.charAt(to - 1))) to -= 1;
  return part.slice(from, to);
}

export function readName(text: string, tokens: readonly Token[], from: number, options: NameOptions): NameParts {
  return new NameReader(text, tokens, options).read(from);
}

/** The unit a name's last word is ("2 celery ribs" -> stalk), for the caller to move out of the name. */
export function trailingUnitOf(name: string): string | undefined {
  const last = /(\S+)$/.exec(name)?.[1];
  if (last === undefined || last.length === name.length) return undefined;
  return canonicalUnit(last);
}
