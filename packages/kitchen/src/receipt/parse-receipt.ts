/**
 * A grocery receipt, as OCR reads a photo of it, into pantry items (issue 16): each food with its
 * quantity, an inventory unit and category (spec 3 §3), and the catalog food when there is one.
 *
 * What it keeps: food and drink a kitchen stores. What it drops: the store's header, prices,
 * totals, tax, payment, change, coupons and loyalty lines, item numbers and barcodes, footers, and
 * household goods, bag fees and deposits (a pantry has no place for paper towels). Counts and
 * weights come from the item's line or the line after or before it ("2 @ 0.99", "1.25 lb @
 * 2.99/lb", "0,826 kg x 1,80 €/kg", "QTY 3"), package sizes from the name ("16OZ", "GAL", "12CT").
 * The same food twice on one receipt is one item with the quantities added. A text that is not a
 * receipt (no prices, or a recipe) gives [].
 *
 * Linear in the text: it reads at most `RECEIPT_LIMITS.chars` characters and `lines` lines, each
 * line once with patterns that cannot backtrack, and calls the catalog's fuzzy match a bounded
 * number of times, so a 20,000-character paste of anything takes milliseconds.
 */
import { INVENTORY, type InventoryCategory, type InventoryUnit } from '@sous/contract/inventory';
import { phraseKey } from '../text/words';
import { addQuantities, toInventoryAmount, type InventoryAmount } from './quantities';
import { readReceiptLine, type LineRead, type ReceiptAmount } from './read-line';
import { newReadContext, NOT_FOOD, resolveFood, writeName, type FoodReading, type ReadContext } from './resolve-food';

export interface ReceiptItem {
  /** A food name a cook recognises: "Bananas", "Whole milk", "Large eggs"; 1 to 80 characters. */
  name: string;
  /** Above 0. */
  quantity: number;
  unit: InventoryUnit;
  category: InventoryCategory;
  /** The catalog food, when the line names one. */
  foodId?: string;
  /** The receipt line or lines the item came from, joined by newlines. */
  line: string;
}

/** How much of a text is read. */
export const RECEIPT_LIMITS = { chars: 30_000, lines: 1_000 } as const;

/** An item line with what its neighbours added. */
interface Candidate {
  reading: FoodReading | typeof NOT_FOOD | undefined;
  lines: string[];
  price: number | undefined;
  count: number | undefined;
  measured: ReceiptAmount | undefined;
  size: ReceiptAmount | undefined;
  /** A count or weight is known (its own or a detail line's): the next detail line is another item's. */
  detailed: boolean;
}

const hasAmount = (read: LineRead) => read.count !== undefined || read.measured !== undefined || read.size !== undefined;
const isPriced = (read: LineRead) => read.price !== undefined || read.unitPrice !== undefined;

export function parseReceipt(text: string): ReceiptItem[] {
  if (typeof text !== 'string') return [];
  const reads = text.slice(0, RECEIPT_LIMITS.chars).split(/\r\n|\r|\n/).slice(0, RECEIPT_LIMITS.lines).map(readReceiptLine);
  if (!looksLikeReceipt(reads)) return [];
  const candidates = readCandidates(reads, newReadContext());
  return mergeSameFood(candidates.flatMap((candidate) => toItem(candidate) ?? []));
}

/** An item and the reading its name is written from (written again when a second line adds to it). */
interface Read {
  item: ReceiptItem;
  reading: FoodReading;
}

/** Prices on two lines, or on one above a total: a recipe or a letter has neither. */
function looksLikeReceipt(reads: readonly LineRead[]): boolean {
  const priced = reads.filter(isPriced).length;
  return priced >= 2 || (priced >= 1 && reads.some((read) => read.kind === 'stop'));
}

/** The next line with something on it after `index`, or undefined. */
function nextContent(reads: readonly LineRead[], index: number): { read: LineRead; index: number } | undefined {
  for (let i = index + 1; i < reads.length; i++) {
    const read = reads[i];
    if (read && read.kind !== 'blank') return { read, index: i };
  }
  return undefined;
}

/** How far ahead a detail line looks for the item it may belong to. */
const LOOK_AHEAD = 4;

/** The next item line within a few lines after `index`, before the totals. */
function nextItem(reads: readonly LineRead[], index: number): LineRead | undefined {
  for (let i = index + 1; i < Math.min(reads.length, index + 1 + LOOK_AHEAD); i++) {
    const read = reads[i];
    if (read?.kind === 'stop') return undefined;
    if (read?.kind === 'item') return read;
  }
  return undefined;
}

/** What a detail line charges: pieces or weight times the unit price. */
function detailTotal(detail: LineRead): number | undefined {
  if (detail.unitPrice === undefined) return undefined;
  return (detail.measured?.quantity ?? detail.count ?? 1) * detail.unitPrice;
}

const close = (a: number | undefined, b: number | undefined) => a !== undefined && b !== undefined && Math.abs(a - b) <= 0.015 + 0.01 * b;

function attach(candidate: Candidate, detail: LineRead): void {
  candidate.count ??= detail.count;
  candidate.measured ??= detail.measured;
  candidate.size ??= detail.size;
  candidate.price ??= detail.price;
  candidate.detailed = true;
  candidate.lines.push(detail.raw);
}

/**
 * A name on one line and the rest on the next ("BNLS SKNLS CHKN" / "BRST 7.49", "CHEDDAR" / "SHARP
 * 8OZ"): read together when together they name a catalog food, the next line names none alone,
 * and this one names none or the same.
 */
function joinsNext(line: LineRead, next: LineRead, context: ReadContext): FoodReading | undefined {
  const joined = resolveFood([...line.words, ...next.words], context);
  if (joined === undefined || joined === NOT_FOOD || !joined.food) return undefined;
  const after = resolveFood(next.words, context);
  if (after === NOT_FOOD || after?.food) return undefined;
  const alone = resolveFood(line.words, context);
  if (alone === NOT_FOOD) return undefined;
  return alone === undefined || !alone.food || alone.food === joined.food ? joined : undefined;
}

/** The item lines with their details, prices and broken names put together, in receipt order. */
function readCandidates(reads: readonly LineRead[], context: ReadContext): Candidate[] {
  const candidates: Candidate[] = [];
  const firstPriced = reads.findIndex((read) => (read.kind === 'item' || read.kind === 'detail' || read.kind === 'price') && (isPriced(read) || hasAmount(read)));
  // Names in one column and prices in another: OCR reads the names first.
  const columns = reads.filter((read) => read.kind === 'price').length >= 2;
  let last: Candidate | undefined;
  let pending: LineRead | undefined;
  let sawContent = false;
  for (let i = 0; i < reads.length; i++) {
    const read = reads[i];
    if (!read || read.kind === 'blank') continue;
    const first = !sawContent;
    sawContent = true;
    if (read.kind === 'stop') {
      if (candidates.length > 0) break;
      last = undefined;
      continue;
    }
    if (read.kind === 'skip') continue;
    if (read.kind === 'price') {
      if (last && last.price === undefined) {
        last.price = read.price ?? read.unitPrice;
        last.lines.push(read.raw);
      }
      continue;
    }
    if (read.kind === 'detail') {
      const total = detailTotal(read);
      const following = nextItem(reads, i);
      const fitsLast = last !== undefined && !last.detailed && close(total, last.price);
      const fitsNext = following !== undefined && !hasAmount(following) && close(total, following.price);
      // The line before's, unless the line after is the one it adds up to ("1.25 lb @ 2.99/lb" / "APPLES 3.74").
      if (last && !last.detailed && (fitsLast || !fitsNext)) {
        attach(last, read);
      } else {
        pending = read;
      }
      continue;
    }
    // An item line.
    const bare = read.price === undefined && read.unitPrice === undefined && !hasAmount(read);
    const next = bare ? nextContent(reads, i) : undefined;
    const joined = next?.read.kind === 'item' ? joinsNext(read, next.read, context) : undefined;
    // Before the first price, a bare name is the store's header, unless its count or price follows.
    const followed = next !== undefined && (next.read.kind === 'detail' || next.read.kind === 'price');
    if (!joined && bare && !followed && (first || (i < firstPriced && !columns))) continue;
    const line = joined && next ? next.read : read;
    const candidate: Candidate = {
      reading: joined ?? resolveFood(read.words, context),
      lines: joined ? [read.raw, line.raw] : [read.raw],
      price: line.price,
      count: line.count,
      measured: line.measured,
      size: line.size,
      detailed: line.count !== undefined || line.measured !== undefined,
    };
    if (joined && next) i = next.index;
    if (pending) {
      if (!candidate.detailed) attach(candidate, pending);
      pending = undefined;
    }
    candidates.push(candidate);
    last = candidate;
  }
  return candidates;
}

/** The amount in an inventory unit: a weight as weighed, a package size times the count, else pieces. */
function amountOf(candidate: Candidate, reading: FoodReading): InventoryAmount {
  const count = candidate.count ?? 1;
  const pieces: InventoryAmount = { quantity: count, unit: 'pcs' };
  if (candidate.measured) return toInventoryAmount(candidate.measured.quantity, candidate.measured.unit) ?? pieces;
  const size = candidate.size;
  if (!size) return pieces;
  if (size.unit === 'pcs') return { quantity: size.quantity * count, unit: 'pcs' };
  // A pint or quart of berries or tomatoes is a basket, not a volume.
  if ((size.unit === 'pt' || size.unit === 'qt') && reading.category === 'Produce') return pieces;
  return toInventoryAmount(size.quantity * count, size.unit) ?? pieces;
}

function toItem(candidate: Candidate): Read | undefined {
  const reading = candidate.reading;
  if (reading === undefined || reading === NOT_FOOD || reading.words.length === 0) return undefined;
  const amount = amountOf(candidate, reading);
  const name = nameOf(reading, amount);
  if (name.length < INVENTORY.itemNameMin) return undefined;
  const item: ReceiptItem = {
    name,
    quantity: amount.quantity,
    unit: amount.unit,
    category: reading.category,
    ...(reading.food ? { foodId: reading.food.id } : {}),
    line: candidate.lines.join('\n'),
  };
  return { item, reading };
}

const nameOf = (reading: FoodReading, amount: InventoryAmount) => writeName(reading, amount.unit !== 'pcs' || amount.quantity !== 1, INVENTORY.itemNameMax);

/** Characters of source lines an item keeps before it stops adding the lines merged into it. */
const MAX_SOURCE = 500;

/** Two lines of the same food become one item when their units add up (pieces and pieces, g and kg...). */
function mergeSameFood(reads: readonly Read[]): ReceiptItem[] {
  const merged: Read[] = [];
  const byKey = new Map<string, number[]>();
  for (const read of reads) {
    const key = read.item.foodId ?? phraseKey(read.item.name);
    const same = byKey.get(key) ?? [];
    const into = same.find((index) => merged[index] && addQuantities(merged[index].item, read.item));
    const existing = into === undefined ? undefined : merged[into];
    const sum = existing && addQuantities(existing.item, read.item);
    if (into !== undefined && existing && sum) {
      // The source lines stay a short note: a paste of one line a thousand times is one item.
      const line = existing.item.line.length < MAX_SOURCE ? `${existing.item.line}\n${read.item.line}` : existing.item.line;
      const item = { ...existing.item, ...sum, name: nameOf(existing.reading, sum), line };
      merged[into] = { item, reading: existing.reading };
      continue;
    }
    byKey.set(key, [...same, merged.length]);
    merged.push(read);
  }
  return merged.map((read) => read.item);
}
