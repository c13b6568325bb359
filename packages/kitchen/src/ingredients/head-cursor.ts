/**
 * Where the head reader stands in a line's tokens, and what it has read so far. The readers of
 * head.ts, head-amount.ts and head-unit.ts move it forward; none ever moves back past a token.
 */
import type { MeasureRead } from './amount';
import type { UnitRead } from './line-units';
import { sliceTokens, type Token } from './tokens';

/** Everything before the food's name. */
export interface Head {
  quantity: number | null;
  quantityMax?: number;
  unit: string;
  /** Where the unit word sits, so an empty name can take it back ("6 cloves"). */
  unitToken?: number;
  size?: string;
  /**
   * The size is the unit's, not the food's: a loose measure ("1 big handful basil", "a small pinch
   * of salt") is a big handful of ordinary basil.
   */
  sizeOfUnit?: boolean;
  packageSize?: { quantity: number; unit: string };
  comments: string[];
  preparations: string[];
  /** Index of the first token of the name. */
  next: number;
}

export class HeadCursor {
  readonly head: Head = { quantity: null, unit: '', comments: [], preparations: [], next: 0 };
  /** Index of the next token to read. */
  i = 0;
  /** A size read before the unit ("2 (14.5 oz) cans"): a package size unless the unit is a measure. */
  pending?: { measure: MeasureRead; text: string };

  constructor(
    readonly text: string,
    readonly tokens: readonly Token[],
  ) {}

  /** The text of tokens `from` to `to` (exclusive). */
  slice(from: number, to: number): string {
    return sliceTokens(this.text, this.tokens, from, to);
  }

  /** The lower-case token `offset` tokens ahead, '' past the end. */
  lower(offset = 0): string {
    return this.tokens[this.i + offset]?.lower ?? '';
  }

  token(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }

  takeUnit(unit: UnitRead, at: number): void {
    this.head.unit = unit.unit;
    this.head.unitToken = at;
    this.i = unit.next;
  }
}
