/**
 * One receipt line read into what a till prints on it: the words of the name, the price at its
 * end, a count ("2 @ 0.99", "QTY 3", "2 x 1,29"), a weighed amount ("1.25 lb @ 2.99/lb",
 * "0,826 kg x 1,80 €/kg"), a package size in the name ("16OZ", "GAL", "12CT", "DZ"), and whether
 * it is a line no item comes from (totals, payment, header, coupons). OCR slips in numbers ("2.9O",
 * "l.25"), units ("2.31 Ib", "8 0Z", text/ocr-slips.ts) and words ("M1LK") are mended first.
 *
 * Linear: one pass of a tokenizer whose patterns cannot backtrack, then one walk over the tokens.
 */
import { mendNumbers, mendUnits } from '../text/ocr-slips';
import { normalizeText } from '../text/words';

/** A receipt unit: an inventory unit, or one converted into one later ('gal', 'qt', 'fl oz'...). */
export interface ReceiptAmount {
  quantity: number;
  unit: string;
}

export type LineKind = 'blank' | 'skip' | 'stop' | 'price' | 'detail' | 'item';

export interface LineRead {
  kind: LineKind;
  /** The line as printed (trimmed), for the item's `line`. */
  raw: string;
  /** Name words as written, in order (lower case, accents removed). */
  words: string[];
  /** The amount the line charges (its last price that is not a unit price). */
  price?: number | undefined;
  /** A price per piece or per unit after '@' or 'x' ("@ 2.99/lb", "3 @ 2/5.00" gives 2.50). */
  unitPrice?: number | undefined;
  /** Pieces bought: "2 @", "QTY 3", "2 x", "3 AVOCADOS", "2 EA". */
  count?: number | undefined;
  /** A weighed amount: "1.25 lb @ ...", "0,826 kg x ...", "NET WT 2.1 LB". */
  measured?: ReceiptAmount | undefined;
  /** A package size in the name ("16OZ", "GAL", "12CT" as 12 pcs, "DZ" as 12 pcs). */
  size?: ReceiptAmount | undefined;
  /** Whether a summary or payment word made this a line of the receipt's machinery. */
  receiptWord: boolean;
}

/** Longest line read: a receipt line is short; anything longer is cut. */
const MAX_LINE = 160;
/** A line of plain printable ASCII needs none of the Unicode clean-up. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

// ── Cleaning ──────────────────────────────────────────────────────────────

/** "M1LK", "0NI0NS", "BANANA5": a word with digits OCR took for letters (letters first). */
const DIGITED_WORD = /^[A-Za-z][A-Za-z015]{2,}$/;

function mendWord(chunk: string): string {
  if (DIGITED_WORD.test(chunk) && /\d/.test(chunk) && /[A-Za-z].*[A-Za-z]/.test(chunk)) {
    return chunk.replace(/0/g, 'O').replace(/1/g, 'I').replace(/5/g, 'S');
  }
  return chunk;
}

/**
 * The line without control characters, with typographic marks plain and OCR slips mended: words
 * here, numbers and units ("2.9O", "l.25", "2.31 Ib", "0.59/|b", "8 0Z") by text/ocr-slips.ts.
 */
export function cleanReceiptLine(line: string): string {
  const cut = line.slice(0, MAX_LINE * 2);
  const plain = PRINTABLE_ASCII.test(cut)
    ? cut
    : cut
        .normalize('NFKC')
        .replace(/\p{Cf}/gu, '')
        .replace(/[\p{Cc}\p{Z}]/gu, ' ')
        .replace(/[\u2010-\u2015\u2212]/g, '-')
        .replace(/[×]/g, ' x ')
        .replace(/[\u2018\u2019\u02bc`´]/g, "'");
  const words = plain
    .split(' ')
    .filter((chunk) => chunk !== '')
    .map(mendWord)
    .join(' ');
  return mendUnits(mendNumbers(words)).slice(0, MAX_LINE).trim();
}

// ── Tokens ────────────────────────────────────────────────────────────────

interface Token {
  kind: 'num' | 'word' | 'sym';
  text: string;
  lower: string;
  value: number;
  /** Digits after the decimal mark ("1.25" -> 2), 0 for whole numbers. */
  decimals: number;
  start: number;
  end: number;
}

/** Numbers (a dot or comma as the decimal mark, ".59" too), words (with inner ' or -), single marks. */
const TOKEN = /(\d{1,12}(?:[.,]\d{1,6})?|\.\d{1,3}(?!\d))|([\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*)|(\S)/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // exec on the one pattern (matchAll would copy and compile it for every line), and plain
  // assignments: spreading and destructuring here cost ten times the matching.
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const whole = match[0];
    const digits = match[1];
    const start = match.index;
    let kind: Token['kind'] = 'sym';
    let value = 0;
    let decimals = 0;
    if (digits !== undefined) {
      kind = 'num';
      const mark = Math.max(digits.indexOf('.'), digits.indexOf(','));
      value = Number(mark < 0 ? digits : `0${digits.replace(',', '.')}`);
      decimals = mark < 0 ? 0 : digits.length - mark - 1;
    } else if (match[2] !== undefined) {
      kind = 'word';
    }
    const lower = PRINTABLE_ASCII.test(whole) ? whole.toLowerCase() : normalizeText(whole);
    tokens.push({ kind, text: whole, lower, value, decimals, start, end: start + whole.length });
  }
  return tokens;
}


// ── Units ─────────────────────────────────────────────────────────────────

type UnitKind = 'measure' | 'pack' | 'dozen' | 'count';

/**
 * Units as receipts print them. `measure`: a weight or volume. `pack`: pieces in one package
 * ("12 CT", "6 PK"). `dozen`: twelve pieces each. `count`: how many were bought ("2 EA", "3 bunches").
 */
const RECEIPT_UNITS = new Map<string, { unit: string; kind: UnitKind }>(Object.entries({
  ...Object.fromEntries(['g', 'gr', 'grs', 'gram', 'grams', 'gramm'].map((w) => [w, { unit: 'g', kind: 'measure' as const }])),
  ...Object.fromEntries(['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'].map((w) => [w, { unit: 'kg', kind: 'measure' as const }])),
  ...Object.fromEntries(['mg'].map((w) => [w, { unit: 'mg', kind: 'measure' as const }])),
  ...Object.fromEntries(['oz', 'ozs', 'ounce', 'ounces'].map((w) => [w, { unit: 'oz', kind: 'measure' as const }])),
  ...Object.fromEntries(['lb', 'lbs', 'pound', 'pounds'].map((w) => [w, { unit: 'lb', kind: 'measure' as const }])),
  ...Object.fromEntries(['ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres'].map((w) => [w, { unit: 'ml', kind: 'measure' as const }])),
  ...Object.fromEntries(['l', 'lt', 'ltr', 'liter', 'liters', 'litre', 'litres'].map((w) => [w, { unit: 'l', kind: 'measure' as const }])),
  cl: { unit: 'cl', kind: 'measure' as const },
  dl: { unit: 'dl', kind: 'measure' as const },
  ...Object.fromEntries(['gal', 'gals', 'gallon', 'gallons'].map((w) => [w, { unit: 'gal', kind: 'measure' as const }])),
  ...Object.fromEntries(['qt', 'qts', 'quart', 'quarts'].map((w) => [w, { unit: 'qt', kind: 'measure' as const }])),
  ...Object.fromEntries(['pt', 'pts', 'pint', 'pints'].map((w) => [w, { unit: 'pt', kind: 'measure' as const }])),
  floz: { unit: 'fl oz', kind: 'measure' as const },
  ...Object.fromEntries(['ct', 'cnt', 'count', 'pk', 'pck', 'pack', 'pak'].map((w) => [w, { unit: 'pcs', kind: 'pack' as const }])),
  ...Object.fromEntries(['dz', 'doz', 'dozen'].map((w) => [w, { unit: 'pcs', kind: 'dozen' as const }])),
  ...Object.fromEntries(
    ['ea', 'each', 'pc', 'pcs', 'piece', 'pieces', 'st', 'stk', 'stuck', 'bunch', 'bunches', 'bnch', 'head', 'heads', 'jar', 'jars', 'btl', 'btls', 'bottle', 'bottles',
      'can', 'cans', 'box', 'boxes', 'bag', 'bags', 'loaf', 'loaves', 'tub', 'tubs', 'basket', 'baskets', 'carton', 'cartons'].map((w) => [w, { unit: 'pcs', kind: 'count' as const }]),
  ),
}));
const OUNCE_WORDS: ReadonlySet<string> = new Set(['oz', 'ounce', 'ounces']);

/** The unit written at `index` ("lb", "fl oz", "#" for pounds), and the index after it. */
function readUnit(tokens: readonly Token[], index: number): { unit: string; kind: UnitKind; next: number } | undefined {
  const token = tokens[index];
  if (!token) return undefined;
  if (token.text === '#') return { unit: 'lb', kind: 'measure', next: index + 1 };
  if (token.kind !== 'word') return undefined;
  if ((token.lower === 'fl' || token.lower === 'fluid') && OUNCE_WORDS.has(tokens[index + 1]?.lower ?? '')) {
    return { unit: 'fl oz', kind: 'measure', next: index + 2 };
  }
  const found = RECEIPT_UNITS.get(token.lower);
  if (!found) return undefined;
  // "oz." and "lb." end with a full stop.
  const next = tokens[index + 1]?.text === '.' ? index + 2 : index + 1;
  return { unit: found.unit, kind: found.kind, next };
}

/**
 * A set of phrases of one to three words, looked up by every run of one to three consecutive
 * words of a line: a few set lookups a word, however many phrases there are.
 */
export class PhraseSet {
  private readonly keys: ReadonlySet<string>;
  /** First words of the phrases: most words start none, and cost one lookup. */
  private readonly starts: ReadonlySet<string>;
  constructor(phrases: readonly string[]) {
    this.keys = new Set(phrases.map((phrase) => phrase.toLowerCase()));
    this.starts = new Set([...this.keys].map((key) => key.split(' ')[0] ?? ''));
  }
  /** Whether one of the phrases sits among `words` as consecutive words. */
  in(words: readonly string[]): boolean {
    for (let i = 0; i < words.length; i++) {
      let key = words[i] ?? '';
      if (!this.starts.has(key)) continue;
      if (this.keys.has(key)) return true;
      for (let k = i + 1; k < Math.min(words.length, i + 3); k++) {
        key = `${key} ${words[k] ?? ''}`;
        if (this.keys.has(key)) return true;
      }
    }
    return false;
  }
}

// ── Machinery words ───────────────────────────────────────────────────────

/** Words of the lines that end the items: the totals. */
const TOTAL_WORDS: ReadonlySet<string> = new Set([
  'total', 'subtotal', 'sub-total', 'totals', 'summe', 'zwischensumme', 'gesamt', 'gesamtbetrag', 'totaal', 'balance', 'montant', 'importe',
]);
const TOTAL_PHRASES = new PhraseSet(['amount due', 'zu zahlen', 'to pay', 'sub total', 'total due', 'balance due']);

/**
 * Words of the lines no item comes from: tax, payment, change, cards, loyalty, coupons, the
 * header's store, cashier and register, the footer's policies and thanks.
 */
const RECEIPT_WORDS: ReadonlySet<string> = new Set([
  'tax', 'taxes', 'taxable', 'vat', 'mwst', 'ust', 'tva', 'iva', 'btw', 'gst', 'hst', 'pst', 'cash', 'change', 'tender', 'tendered', 'visa', 'mastercard', 'amex', 'discover',
  'debit', 'credit', 'card', 'auth', 'authorization', 'approval', 'approved', 'aid', 'tvr', 'tsi', 'arqc', 'ref', 'refund', 'return', 'returns', 'returned', 'policy',
  'exchange', 'exchanges', 'receipt', 'receipts', 'thank', 'thanks', 'welcome', 'cashier', 'clerk', 'operator', 'register', 'lane', 'terminal', 'trans', 'transaction',
  'tran', 'trx', 'store', 'manager', 'mgr', 'phone', 'tel', 'fax', 'www', 'http', 'https', 'com', 'survey', 'feedback', 'points', 'rewards', 'reward', 'loyalty',
  'member', 'membership', 'savings', 'saved', 'save', 'saving', 'coupon', 'coupons', 'discount', 'disc', 'promo', 'promotion', 'sold', 'due', 'paid', 'payment',
  'pay', 'contactless', 'pin', 'signature', 'verified', 'account', 'acct', 'invoice', 'customer', 'cust', 'guest', 'ticket', 'supermarket', 'grocery',
  'grocers', 'wholesale', 'inc', 'llc', 'ltd', 'gmbh', 'bonus', 'rebate', 'voucher', 'giftcard', 'ebt', 'snap', 'wic', 'tip', 'gratuity', 'merchant', 'mid', 'tid',
  'swiped', 'inserted', 'items', 'steuer', 'netto', 'brutto', 'beleg', 'kasse', 'bon', 'danke', 'filiale', 'kundenbeleg', 'betrag', 'ruckgeld', 'rueckgeld',
  'gegeben', 'girocard', 'kartenzahlung', 'maestro', 'zahlung', 'datum', 'uhrzeit', 'vielen', 'einkauf', 'kassierer', 'bediener', 'markt', 'cheers', 'visit',
  'hours', 'open', 'daily', 'opening', 'survey', 'chance', 'win', 'sweepstakes', 'shopping', 'shopped', 'purchase', 'purchased', 'qualifying', 'regular', 'price',
]);
const RECEIPT_PHRASES = new PhraseSet(['you saved', 'your savings', 'card savings', 'gift card', 'store coupon', 'you save', 'number of', 'item count', 'ec karte']);

/** Lines that only name a store department ("PRODUCE", "MEAT & SEAFOOD"). */
const DEPARTMENT_WORDS: ReadonlySet<string> = new Set([
  'produce', 'dairy', 'meat', 'meats', 'seafood', 'deli', 'bakery', 'frozen', 'grocery', 'beverages', 'household', 'health', 'beauty', 'general', 'merchandise',
  'pharmacy', 'refrigerated', 'floral', 'and', 'food', 'foods', 'snacks', 'pantry', 'department', 'dept',
]);

/** Dates, clock times, phone numbers, web and mail addresses, a state and ZIP, a street address. */
const MACHINERY_PATTERNS: readonly RegExp[] = [
  /\b(?:\d{1,4}\/\d{1,2}\/\d{2,4}|\d{1,2}\.\d{1,2}\.\d{2,4}|\d{2,4}-\d{1,2}-\d{1,4})\b/,
  /\b\d{1,2}:\d{2}\b/,
  /\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b/,
  /www\.|https?:|\.com\b|\.de\b|\.co\.uk\b|[a-z]@[a-z]/i,
  /\b[A-Z]{2},? \d{5}(?:-\d{4})?$/,
  /^\d{1,6} [\w .'-]{0,40}\b(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|hwy|highway|pkwy|parkway|plaza|strasse|str)\b\.?$/i,
  /\b(?:store|st|str|reg|trn|tr|op|tran|trans|term|lane|cashier|ksse)\s?#/i,
  /[*=_~-]{5,}/,
];

// ── Reading a line ────────────────────────────────────────────────────────

const TIMES = new Set(['x', '*', '@']);
const QUANTITY_WORDS = new Set(['qty', 'quantity', 'menge', 'anz', 'qte']);
const CURRENCY_WORDS = new Set(['eur', 'euro', 'usd', 'gbp', 'chf', 'dollars']);
const CURRENCY_MARKS = new Set(['$', '€', '£']);
/** Tax and price flags printed after a price ("N", "F", "FT", "TX"). */
const FLAG_WORDS = new Set(['ft', 'tf', 'nf', 'fn', 'tx', 'nt', 'sc', 'fs', 'eur', 'usd', 'gbp', 'lb', 'kg', 'ea', 'each']);

export function readReceiptLine(line: string): LineRead {
  const raw = line.trim().slice(0, MAX_LINE);
  const text = cleanReceiptLine(line);
  const tokens = tokenize(text);
  const empty: LineRead = { kind: 'blank', raw, words: [], receiptWord: false };
  if (!tokens.some((t) => t.kind !== 'sym')) return empty;

  const lowerWords = tokens.filter((t) => t.kind === 'word').map((t) => t.lower);
  const isTotal = lowerWords.some((w) => TOTAL_WORDS.has(w)) || TOTAL_PHRASES.in(lowerWords);
  const isMachinery = lowerWords.some((w) => RECEIPT_WORDS.has(w)) || RECEIPT_PHRASES.in(lowerWords);
  const departmentOnly = lowerWords.length > 0 && lowerWords.every((w) => DEPARTMENT_WORDS.has(w)) && !tokens.some((t) => t.kind === 'num');

  const read = readTokens(tokens);
  const kind = ((): LineKind => {
    if (isTotal) return 'stop';
    if (isMachinery || departmentOnly || read.negative || MACHINERY_PATTERNS.some((pattern) => pattern.test(text))) return 'skip';
    if (read.words.length > 0) return 'item';
    if (read.count !== undefined || read.measured !== undefined || read.size !== undefined) return 'detail';
    return read.price !== undefined || read.unitPrice !== undefined ? 'price' : 'skip';
  })();
  return {
    kind,
    raw,
    words: read.words,
    price: read.price,
    unitPrice: read.unitPrice,
    count: read.count,
    measured: read.measured,
    size: read.size,
    receiptWord: isTotal || isMachinery,
  };
}

interface TokenRead {
  words: string[];
  price: number | undefined;
  unitPrice: number | undefined;
  count: number | undefined;
  measured: ReceiptAmount | undefined;
  size: ReceiptAmount | undefined;
  negative: boolean;
}

/** Walks the tokens once: amounts, prices and the name's words. */
function readTokens(tokens: readonly Token[]): TokenRead {
  const words: { text: string; index: number }[] = [];
  const prices: { value: number; index: number; unit: boolean }[] = [];
  let count: number | undefined;
  let measured: ReceiptAmount | undefined;
  let size: ReceiptAmount | undefined;
  let unitPrice: number | undefined;
  let negative = false;
  /** Past '@' or 'x': what follows is the unit price. */
  let after = false;
  let weighed = false;
  /** The pieces of a "4 FOR 1.00" deal. */
  let deal: number | undefined;
  const setSize = (amount: ReceiptAmount) => {
    size ??= amount;
  };
  const notePrice = (value: number, index: number) => {
    const isUnit = after && unitPrice === undefined;
    if (isUnit) unitPrice = value;
    prices.push({ value, index, unit: isUnit });
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    const next = tokens[i + 1];
    const previous = tokens[i - 1];
    if (t.kind === 'num') {
      // "2%": part of the name ("2% milk").
      if (next?.text === '%') {
        if (!after) words.push({ text: `${t.text}%`, index: i });
        i += 1;
        continue;
      }
      // "80/20", "2/5.00", "1/2 GAL".
      const over = tokens[i + 2];
      if (next?.text === '/' && over?.kind === 'num' && next.start === t.end) {
        if (after) {
          // "3 @ 2/5.00": two for 5.00.
          if (t.decimals === 0 && t.value > 0 && unitPrice === undefined) unitPrice = over.value / t.value;
          prices.push({ value: over.value, index: i + 2, unit: true });
          i += 2;
          continue;
        }
        const fractionUnit = t.decimals === 0 && over.decimals === 0 && over.value > 0 ? readUnit(tokens, i + 3) : undefined;
        if (fractionUnit) {
          // "1/2 GAL", "3/4 LB" are fractions; "2/40OZ", "2/1GAL" two packs of 40 oz, of 1 gallon.
          const fraction = t.value === 1 || (over.value <= 8 && t.value < over.value);
          const amount = { quantity: fraction ? t.value / over.value : t.value * over.value, unit: fractionUnit.unit };
          if (fractionUnit.kind === 'measure') setSize(amount);
          i = fractionUnit.next - 1;
          continue;
        }
        if (t.decimals === 0 && over.decimals === 0 && t.value <= 100 && over.value <= 100) words.push({ text: `${t.text}/${over.text}`, index: i });
        i += 2;
        continue;
      }
      const unit = readUnit(tokens, i + 1);
      // "2.99 ea": a price per piece, not 2.99 pieces.
      if (unit && unit.kind !== 'measure' && t.decimals > 0) {
        if (unitPrice === undefined) unitPrice = t.value;
        prices.push({ value: t.value, index: i, unit: true });
        i = unit.next - 1;
        continue;
      }
      if (unit) {
        const afterUnit = tokens[unit.next];
        if (!after) {
          const amount = { quantity: t.value, unit: unit.unit };
          const timed = afterUnit !== undefined && (TIMES.has(afterUnit.lower) || afterUnit.text === '@');
          if (unit.kind === 'measure' && (timed || weighed)) measured = amount;
          else if (unit.kind === 'measure') setSize(amount);
          else if (unit.kind === 'pack') setSize({ quantity: t.value, unit: 'pcs' });
          else if (unit.kind === 'dozen') setSize({ quantity: t.value * 12, unit: 'pcs' });
          else count ??= t.value;
          if (timed) after = true;
        }
        i = unit.next - 1;
        continue;
      }
      // "2.99/lb", "1,80 €/kg": a price per unit.
      if (next?.text === '/' || (next && CURRENCY_MARKS.has(next.text) && tokens[i + 2]?.text === '/')) {
        if (unitPrice === undefined && (after || t.decimals > 0)) unitPrice = t.value;
        prices.push({ value: t.value, index: i, unit: true });
        continue;
      }
      const currency = (previous !== undefined && CURRENCY_MARKS.has(previous.text)) || (next !== undefined && CURRENCY_MARKS.has(next.text));
      if (t.decimals === 2 || (currency && t.decimals === 0)) {
        notePrice(t.value, i);
        // "3.00-" and "-3.00": money off.
        if ((next?.text === '-' && next.start === t.end) || (previous?.text === '-' && previous.end === t.start)) negative = true;
        continue;
      }
      if (t.decimals === 0) {
        const timesNext = next !== undefined && (TIMES.has(next.lower) || next.text === '@');
        if (timesNext && !after && t.value >= 1 && t.value <= 999) {
          count = t.value;
          continue;
        }
        // Item numbers, PLUs and barcodes, and the flag letters glued to them ("4011KF").
        if (t.text.length >= 4) {
          if (next?.kind === 'word' && next.start === t.end && next.text.length <= 2) i += 1;
          continue;
        }
        if (!after && words.length === 0 && count === undefined && next?.kind === 'word' && t.value >= 1 && t.value <= 50 && previous === undefined) {
          count = t.value;
        }
      }
      continue;
    }
    if (t.kind === 'word') {
      if ((t.lower === 'x' || t.lower === 'o') && previous?.kind === 'num') {
        // "2 x 1,29": two at 1,29 ("o" is OCR's x now and then).
        if (count === undefined && measured === undefined && previous.decimals === 0) count = previous.value;
        after = true;
        continue;
      }
      // "LIMES 4 FOR 1.00": a deal of so many for a price.
      if (t.lower === 'for' && previous?.kind === 'num' && previous.decimals === 0 && previous.value > 0 && next?.kind === 'num' && !after) {
        unitPrice = next.value / previous.value;
        deal = previous.value;
        after = true;
        continue;
      }
      if (QUANTITY_WORDS.has(t.lower)) {
        const at = tokens[i + 1]?.text === ':' ? i + 2 : i + 1;
        const value = tokens[at];
        if (value?.kind === 'num' && value.decimals === 0) {
          count = value.value;
          i = at;
        }
        continue;
      }
      if (t.lower === 'wt' || t.lower === 'net' || t.lower === 'gewicht') {
        weighed = true;
        continue;
      }
      if (after) continue;
      if (t.lower === 'dz' || t.lower === 'doz' || t.lower === 'dozen') {
        setSize({ quantity: 12, unit: 'pcs' });
        continue;
      }
      if (t.lower === 'gal' || t.lower === 'gallon') {
        const half = previous?.lower === 'half' || previous?.lower === 'hlf' || previous?.lower === 'hf';
        if (half) words.pop();
        setSize({ quantity: half ? 0.5 : 1, unit: 'gal' });
        continue;
      }
      if (t.lower === 'hg' || t.lower === 'qt' || t.lower === 'pt') {
        setSize(t.lower === 'hg' ? { quantity: 0.5, unit: 'gal' } : { quantity: 1, unit: t.lower });
        continue;
      }
      if (CURRENCY_WORDS.has(t.lower)) continue;
      words.push({ text: t.lower, index: i });
      continue;
    }
    // Marks
    if (t.text === '@' || (t.text === '*' && previous?.kind === 'num' && next?.kind === 'num')) {
      after = true;
      continue;
    }
    if (t.text === '&' || t.text === '+') {
      if (!after) words.push({ text: 'and', index: i });
    }
  }

  // A price is the line's when only flags follow it: "$3.99 a bag which felt steep" is prose.
  const charged = prices.filter((p) => !p.unit && !tokens.slice(p.index + 1).some((t) => t.kind === 'word' && t.text.length > 3 && !CURRENCY_WORDS.has(t.lower)));
  const last = charged[charged.length - 1];
  const lastPrice = prices[prices.length - 1];
  // Words after the last price are flags ("1.36 N", "4,99 A", "2.50 FT"), unless long.
  const cut = lastPrice?.index ?? Number.POSITIVE_INFINITY;
  const nameWords = words
    .filter((w) => w.text.length > 1 && !(w.index > cut && (w.text.length <= 2 || FLAG_WORDS.has(w.text))))
    .map((w) => w.text);
  const dropTrailingAnd = nameWords[nameWords.length - 1] === 'and' ? nameWords.slice(0, -1) : nameWords;
  const cleanedWords = dropTrailingAnd[0] === 'and' ? dropTrailingAnd.slice(1) : dropTrailingAnd;
  // "4 FOR 1.00" charged 1.00 is four; charged 0.50 it is two.
  if (deal !== undefined && count === undefined && unitPrice !== undefined && unitPrice > 0) {
    const pieces = last ? last.value / unitPrice : deal;
    if (Math.abs(pieces - Math.round(pieces)) < 0.05 && Math.round(pieces) >= 1) count = Math.round(pieces);
  }
  return { words: cleanedWords, price: last?.value, unitPrice, count, measured, size, negative };
}
