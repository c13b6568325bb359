/**
 * The head of an ingredient line: everything before the food's name. Amount, range, size,
 * package size and unit in the orders cooks write them: "2 (14.5 oz) cans", "1 28-ounce can",
 * "Four 8-ounce fillets", "1 scant cup", "2 large cloves", "Pinch of", "Juice of 1 lemon",
 * "200g/7oz", "1 tablespoon plus 1 teaspoon".
 */
import { readAmount, readMeasure, VAGUE_AMOUNTS, type MeasureRead } from './amount';
import { AMOUNT_MODIFIERS, compoundSizeEnd, CONTAINER_UNITS, LOOSE_UNITS, MEASURE_UNITS, readSize, readUnit, type UnitRead } from './line-units';
import type { Token } from './tokens';

export interface Head {
  quantity: number | null;
  quantityMax?: number;
  unit: string;
  /** Where the unit word sits, so an empty name can take it back ("6 cloves"). */
  unitToken?: number;
  size?: string;
  packageSize?: { quantity: number; unit: string };
  comments: string[];
  preparations: string[];
  /** Index of the first token of the name. */
  next: number;
}

/** Words after an inch measure that make it a dimension: "1-inch thick", "4-inch-long". */
export const DIMENSION_WORDS: ReadonlySet<string> = new Set(['thick', 'long', 'wide', 'square', 'round', 'diameter', 'cube', 'cubes', 'high', 'deep']);
/** Nouns after a measured amount that add nothing to buy: "1-inch piece", "3-ounce chunk". */
const PIECE_WORDS = new Set(['piece', 'pieces', 'chunk', 'chunks', 'hunk', 'slab', 'length', 'lengths']);

/** Parts of a food a line may name before its amount without "of": "zest 1 lemon", "juice ½ lime". */
const PART_WORDS = new Set(['juice', 'zest', 'rind', 'peel', 'leaves', 'seeds', 'flesh']);

/** How many of the smaller unit make one of the larger: "lb oz" -> 16. */
const SMALLER_PARTS: Readonly<Record<string, number>> = { 'lb oz': 16, 'kg g': 1000, 'l ml': 1000 };

class HeadReader {
  readonly head: Head = { quantity: null, unit: '', comments: [], preparations: [], next: 0 };
  i = 0;
  /** A package size read before the unit: kept only if the unit turns out to be a count or a container. */
  private pending?: { measure: MeasureRead; text: string };

  constructor(
    private readonly text: string,
    private readonly tokens: readonly Token[],
  ) {}

  private slice(from: number, to: number): string {
    const first = this.tokens[from];
    const last = this.tokens[to - 1];
    return first && last ? this.text.slice(first.start, last.end) : '';
  }

  private lower(offset = 0): string {
    return this.tokens[this.i + offset]?.lower ?? '';
  }

  read(): Head {
    this.readLabel();
    this.readLeadingModifiers();
    this.readPartOf();
    const amount = readAmount(this.tokens, this.i);
    if (amount) {
      this.head.quantity = amount.quantity;
      if (amount.quantityMax !== undefined) this.head.quantityMax = amount.quantityMax;
      this.i = amount.next;
      this.readAfterAmount();
    } else {
      this.readVague();
      this.readWithoutAmount();
    }
    this.settlePending();
    this.head.next = this.i;
    return this.head;
  }

  /** "Optional:", "Garnish:", "For the glaze:": a label before the line. */
  private readLabel(): void {
    for (let k = 1; k <= 3; k++) {
      if (this.tokens[k - 1]?.kind !== 'word') return;
      if (this.tokens[k]?.text === ':') {
        this.head.comments.push(this.slice(0, k).toLowerCase());
        this.i = k + 1;
        return;
      }
    }
  }

  /** "About", "Scant", "Slightly rounded", "Generous", "Up to" before the amount. */
  private readLeadingModifiers(): void {
    const start = this.i;
    let i = this.i;
    for (;;) {
      const word = this.tokens[i]?.lower ?? '';
      if (AMOUNT_MODIFIERS.has(word)) i += this.tokens[i + 1]?.text === '.' ? 2 : 1;
      else if (word === 'up' && this.tokens[i + 1]?.lower === 'to') i += 2;
      else break;
    }
    if (i === start) return;
    // Only when an amount, a size or a unit follows: "Thin-sliced green onion" keeps its "Thin".
    const saved = this.i;
    this.i = i;
    const follows = readAmount(this.tokens, i) !== undefined || readSize(this.tokens, i) !== undefined || readUnit(this.tokens, i) !== undefined;
    if (follows && this.tokens[i - 1]?.text !== '-') {
      this.head.comments.push(this.slice(start, i).toLowerCase());
    } else {
      this.i = saved;
    }
  }

  /** "Juice of 1 lemon", "Leaves from 2 sprigs thyme", "zest 1 lime": the part taken is a preparation. */
  private readPartOf(): void {
    if (readAmount(this.tokens, this.i)) return;
    if (PART_WORDS.has(this.lower()) && this.tokens[this.i + 1]?.kind === 'number') {
      this.head.preparations.push(this.lower());
      this.i += 1;
      return;
    }
    for (let k = this.i; k < this.i + 5; k++) {
      const token = this.tokens[k];
      if (token?.kind !== 'word') return;
      if (k > this.i && (token.lower === 'of' || token.lower === 'from')) {
        const amount = readAmount(this.tokens, k + 1);
        if (amount && this.tokens[k + 1]?.lower !== 'a') {
          this.head.preparations.push(this.slice(this.i, k + 1).toLowerCase());
          this.i = k + 1;
        }
        return;
      }
    }
  }

  /** "A few", "Several", "Some": no quantity, the words go to the comment. */
  private readVague(): void {
    const start = this.i;
    if ((this.lower() === 'a' || this.lower() === 'an') && VAGUE_AMOUNTS.has(this.lower(1))) this.i += 2;
    else if (VAGUE_AMOUNTS.has(this.lower()) && this.lower() !== 'more') this.i += 1;
    if (this.i > start) {
      if (this.lower() === 'of') this.i += 1;
      this.head.comments.push(this.slice(start, this.i).toLowerCase());
    }
  }

  /** "Pinch of salt", "Small handful parsley", "Slices of bread": a unit without a number. */
  private readWithoutAmount(): void {
    const start = this.i;
    const size = readSize(this.tokens, this.i);
    let i = size?.next ?? this.i;
    const modifierStart = i;
    while (AMOUNT_MODIFIERS.has(this.tokens[i]?.lower ?? '')) i += 1;
    const unit = readUnit(this.tokens, i);
    if (!unit) return;
    const followedByOf = this.tokens[unit.next]?.lower === 'of' || (this.tokens[unit.next]?.lower === 'each' && this.tokens[unit.next + 1]?.lower === 'of');
    if (!LOOSE_UNITS.has(unit.unit) && !followedByOf) return;
    if (this.tokens[unit.next]?.kind !== 'word') return;
    if (size) this.head.size = size.size;
    if (i > modifierStart) this.head.comments.push(this.slice(modifierStart, i).toLowerCase());
    this.i = start === i ? i : i;
    this.takeUnit(unit, i);
    this.readAfterUnit();
  }

  private takeUnit(unit: UnitRead, at: number): void {
    this.head.unit = unit.unit;
    this.head.unitToken = at;
    this.i = unit.next;
  }

  /** Everything between the amount and the name. */
  private readAfterAmount(): void {
    // "2 x 400 g cans"
    if ((this.lower() === 'x' || this.lower() === '×') && this.tokens[this.i + 1]?.kind === 'number') {
      const measure = readMeasure(this.tokens, this.i + 1);
      if (measure && MEASURE_UNITS.has(measure.unit)) this.setPending(measure, this.i + 1);
      if (measure) this.i = measure.next;
    }
    // "3-ounce chunk", "1-inch piece": the amount's own unit, hyphened on.
    if (this.lower() === '-' && this.tokens[this.i]?.start === this.tokens[this.i - 1]?.end) {
      const unit = readUnit(this.tokens, this.i + 1);
      if (unit && MEASURE_UNITS.has(unit.unit)) {
        this.takeUnit(unit, this.i + 1);
        this.readMeasuredPackage();
        this.readAfterUnit();
        return;
      }
      if (unit?.unit === 'inch') {
        this.takeUnit(unit, this.i + 1);
        this.skipPieceWord();
        return;
      }
    }
    for (let guard = 0; guard < 12 && this.i < this.tokens.length; guard++) {
      if (!this.readDescriptor()) break;
    }
    const unit = readUnit(this.tokens, this.i);
    if (unit && this.isUnitHere(unit)) {
      this.takeUnit(unit, this.i);
      this.readMeasuredPackage();
      this.readAfterUnit();
    }
  }

  /** A unit word is a unit here unless it is the whole name ("6 cloves") — decided later — or a dimension. */
  private isUnitHere(unit: UnitRead): boolean {
    if (unit.unit === 'inch' && DIMENSION_WORDS.has(this.tokens[unit.next]?.lower ?? '')) return false;
    return true;
  }

  /** One size, modifier, parenthesis or per-item measure; false when none is here. */
  private readDescriptor(): boolean {
    const size = this.head.size === undefined ? readSize(this.tokens, this.i) : undefined;
    if (size) {
      this.head.size = size.size;
      this.i = size.next;
      return true;
    }
    const modifierEnd = this.modifierEnd(this.i);
    if (modifierEnd !== undefined) {
      this.head.comments.push(this.slice(this.i, modifierEnd).toLowerCase());
      this.i = modifierEnd;
      return true;
    }
    if (this.lower() === '(' || this.lower() === '[') return this.readParenthesis();
    if (this.tokens[this.i]?.kind === 'number') return this.readItemMeasure();
    return false;
  }

  /**
   * Where modifiers at `index` end ("scant", "very", "thumb-sized", "lengthwise"), when a size,
   * a unit or a number follows them: "2 thick parsnips" keeps "thick" in the name.
   */
  private modifierEnd(index: number): number | undefined {
    let i = index;
    for (;;) {
      const compound = compoundSizeEnd(this.tokens, i);
      if (compound !== undefined && readSize(this.tokens, i) === undefined) i = compound;
      else if (AMOUNT_MODIFIERS.has(this.tokens[i]?.lower ?? '')) i += 1;
      else break;
    }
    if (i === index) return undefined;
    const follows = readSize(this.tokens, i) !== undefined || readUnit(this.tokens, i) !== undefined || this.tokens[i]?.kind === 'number';
    return follows ? i : undefined;
  }

  /** "(14.5 oz)", "(8-ounce)", "(1½ inch thick)", "(about 1 large)". */
  private readParenthesis(): boolean {
    const close = closingIndex(this.tokens, this.i);
    const inside = this.slice(this.i + 1, close);
    const measure = readMeasure(this.tokens, this.i + 1);
    // A second size in brackets ("15-ounce (426-g)") is the first one in other units.
    const fresh = this.pending === undefined;
    if (fresh && measure && MEASURE_UNITS.has(measure.unit) && measure.quantityMax === undefined && endsPackage(this.tokens, measure.next, close)) {
      this.setPending(measure, this.i + 1, close);
    } else if (inside) {
      this.head.comments.push(inside);
    }
    this.i = Math.min(close + 1, this.tokens.length);
    return true;
  }

  /** "1 28-ounce can", "Four 8-ounce fillets", "Five 1-inch thick slices", "One 12- to 15-pound ham". */
  private readItemMeasure(): boolean {
    const measure = readMeasure(this.tokens, this.i);
    if (!measure) return false;
    let end = measure.next;
    if (measure.unit === 'inch') {
      while (DIMENSION_WORDS.has(this.tokens[end]?.lower ?? '') || (this.tokens[end]?.text === '-' && DIMENSION_WORDS.has(this.tokens[end + 1]?.lower ?? ''))) end += 1;
      this.head.comments.push(this.slice(this.i, end));
    } else if (MEASURE_UNITS.has(measure.unit) && measure.quantityMax === undefined) {
      this.setPending(measure, this.i, end);
    } else {
      this.head.comments.push(this.slice(this.i, end));
    }
    this.i = end;
    return true;
  }

  private setPending(measure: MeasureRead, from: number, to = measure.next): void {
    this.pending = { measure, text: this.slice(from, to) };
  }

  /** A per-item size stays a package size before a count, a container or a piece ("2 (14.5 oz) cans"), not before a measure. */
  private settlePending(): void {
    if (!this.pending) return;
    const { measure, text } = this.pending;
    // "1 (1-pound) loaf": the size of each counted thing; "1 ½ (7 ml) tsp" is another measure.
    if (!MEASURE_UNITS.has(this.head.unit)) {
      this.head.packageSize = { quantity: measure.quantity, unit: measure.unit };
    } else {
      this.head.comments.push(text);
    }
  }

  /**
   * "19-oz (540 mL) can": a measured amount followed by a container is one container of that
   * size. "3-ounce chunk" and "1-inch piece" drop the piece word.
   */
  private readMeasuredPackage(): void {
    if (!MEASURE_UNITS.has(this.head.unit) || this.head.quantityMax !== undefined || this.pending) return;
    let i = this.i;
    const equivalent = this.tokens[i]?.text === '(' ? closingIndex(this.tokens, i) : undefined;
    if (equivalent !== undefined) i = equivalent + 1;
    const container = readUnit(this.tokens, i);
    if (container && CONTAINER_UNITS.has(container.unit) && this.head.quantity !== null) {
      if (equivalent !== undefined) this.head.comments.push(this.slice(this.i + 1, equivalent));
      this.head.packageSize = { quantity: this.head.quantity, unit: this.head.unit };
      this.head.quantity = 1;
      this.takeUnit(container, i);
      return;
    }
    this.skipPieceWord();
  }

  private skipPieceWord(): void {
    if (PIECE_WORDS.has(this.lower())) {
      this.head.comments.push(this.lower());
      this.i += 1;
    }
  }

  /** After the unit: its package size or equivalent in parentheses, alternatives, "plus ...", "of". */
  private readAfterUnit(): void {
    for (let guard = 0; guard < 6; guard++) {
      const word = this.lower();
      if (word === '(' || word === '[') {
        this.readUnitParenthesis();
      } else if (word === '/' && this.isAmountAt(this.i + 1)) {
        this.readAlternatives();
      } else if ((word === 'plus' || word === '+' || word === '&') && this.isAmountAt(this.i + 1)) {
        this.readPlus();
      } else if (this.tokens[this.i]?.kind === 'number' && this.readSmallerUnit()) {
        continue;
      } else if (word === 'of' || (word === 'each' && this.lower(1) === 'of')) {
        this.i += word === 'of' ? 1 : 2;
        return;
      } else {
        return;
      }
    }
  }

  private isAmountAt(index: number): boolean {
    const token = this.tokens[index];
    return token?.kind === 'number' || token?.text === '<' || token?.text === '~' || (token !== undefined && readMeasure(this.tokens, index) !== undefined);
  }

  /** "cans (15.5 oz/440g)": the package size of a container, an equivalent amount otherwise. */
  private readUnitParenthesis(): void {
    const close = closingIndex(this.tokens, this.i);
    const measure = readMeasure(this.tokens, this.i + 1);
    const isPackage = measure && CONTAINER_UNITS.has(this.head.unit) && MEASURE_UNITS.has(measure.unit) && measure.quantityMax === undefined && !this.head.packageSize;
    if (measure && isPackage && endsPackage(this.tokens, measure.next, close)) {
      this.head.packageSize = { quantity: measure.quantity, unit: measure.unit };
      const rest = this.slice(measure.next, close).replace(/^[\s/;,]+/, '');
      if (rest && rest.toLowerCase() !== 'each') this.head.comments.push(rest);
    } else {
      const inside = this.slice(this.i + 1, close);
      if (inside) this.head.comments.push(inside);
    }
    this.i = Math.min(close + 1, this.tokens.length);
  }

  /** "200g/7oz", "454 g/1 lb/4 cups", "6 g/<¼ oz/1 teaspoon": the same amount in other units. */
  private readAlternatives(): void {
    const start = this.i + 1;
    let i = this.i;
    while (this.tokens[i]?.text === '/') {
      let j = i + 1;
      while (this.tokens[j]?.text === '<' || this.tokens[j]?.text === '~' || this.tokens[j]?.text === '>') j += 1;
      const measure = readMeasure(this.tokens, j);
      if (!measure) break;
      i = measure.next;
    }
    if (i > this.i) {
      this.head.comments.push(this.slice(start, i));
      this.i = i;
    }
  }

  /**
   * "1 lb 8 oz", "3lbs 4oz", "1 kg 200 g": a weight in two units is one amount in the larger.
   * True when one was read.
   */
  private readSmallerUnit(): boolean {
    const measure = readMeasure(this.tokens, this.i);
    const parts = measure ? SMALLER_PARTS[`${this.head.unit} ${measure.unit}`] : undefined;
    if (!measure || parts === undefined || this.head.quantity === null || measure.quantityMax !== undefined || this.head.quantityMax !== undefined) return false;
    this.head.quantity += measure.quantity / parts;
    this.i = measure.next;
    return true;
  }

  /** "1 tablespoon plus 1 teaspoon": the second amount goes to the comment. */
  private readPlus(): void {
    const measure = readMeasure(this.tokens, this.i + 1);
    if (!measure) return;
    this.head.comments.push(this.slice(this.i, measure.next));
    this.i = measure.next;
  }
}

/** Index of the bracket closing the one at `open`, or the end of the tokens when it is never closed. */
export function closingIndex(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i]?.text;
    if (t === '(' || t === '[') depth += 1;
    else if (t === ')' || t === ']') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return tokens.length;
}

/** Whether only other units of the same amount (or "each") follow a package size inside its brackets. */
function endsPackage(tokens: readonly Token[], from: number, close: number): boolean {
  const next = tokens[from];
  if (from >= close || !next) return true;
  return next.text === '/' || next.text === ';' || next.text === ',' || next.text === '[' || next.text === '(' || next.lower === 'each' || next.lower === 'or' || next.kind === 'number';
}

export function readHead(text: string, tokens: readonly Token[]): Head {
  return new HeadReader(text, tokens).read();
}
