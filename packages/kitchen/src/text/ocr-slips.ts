/**
 * OCR's misreadings of amounts and units, undone the same way for every reader of scanned text:
 * the recipe-text parser (photos of recipe cards) and the receipt parser (photos of till slips).
 *
 * - Numbers written with letters: "2O0" -> "200", "1O" -> "10", "2.9O" -> "2.90", "l.25" -> "1.25",
 *   "O,99" -> "0,99", "$l2.99" -> "$12.99", "l/2" -> "1/2" (`mendNumbers`).
 * - Units misread right after a number: "2.31 Ib" and "1 |b" -> lb, "2 1b" -> lb, "8 0z" and "8 Oz"
 *   -> oz, "2 thsp" and "2 tbps" -> tbsp, "1 tsn" -> tsp, "0.59/Ib" -> "0.59/lb" (`mendUnits`).
 * - A recipe line's leading amount: "l cup" -> "1 cup", "I 1/2 cups" -> "1 1/2 cups", "O.5 tsp" ->
 *   "0.5 tsp", "« 1 tsp" -> "• 1 tsp", and a half read as "%", "%%", "Y2" or "V2" before a unit
 *   ("% cup", "1 Y2 cups", "1% cups") (`mendLeadingAmount`, which also runs the two above). Card
 *   readers keep a leading "|" that stands for a one (`startsWithMisreadOne`).
 *
 * Only tokens in an amount's or a unit's place change: a unit slip must follow a number ("Ibiza"
 * and "Oz" in a name stay), a number slip must hold a digit and sit alone (a word like "lO" or
 * "Oil" stays), and a letter that may be a unit after a number stays ("1.5l", "2o"). A receipt's
 * "%" is a fat content ("2% MILK"), so halves are read only at a recipe line's start. (Tesseract
 * reads ¼ and ¾ as "%" too: a "%" is taken for the commonest of the three, a half.) Every
 * pattern here is linear in the text: no nested or overlapping quantifiers.
 */

/** Letters OCR gives for digits inside a number. */
const DIGIT_FOR: Readonly<Record<string, string>> = { O: '0', o: '0', I: '1', l: '1', '|': '1' };

/** A run of digits and digit-like letters, with one decimal mark or slash inside, standing alone. */
const NUMBERISH = /(?<![\p{L}\p{N}])[\dOoIl|]{1,8}(?:[.,/][\dOoIl|]{1,4})?(?![\p{N}])/gu;

/**
 * Numbers OCR wrote with letters, anywhere in the text: O and o are zeros, I, l and | ones. A run
 * changes only when it holds a digit and starts with one or has a decimal mark or a slash, and a
 * letter at its end changes only before a space, a mark or the end ("1Oz", "1lb" keep theirs: a
 * unit follows), and then only an O ("2.9O", "1OO"; "2o" stays) or a fraction's one ("1/l"):
 * "1.5l" is litres.
 */
export function mendNumbers(text: string): string {
  return text.replace(NUMBERISH, (run: string, offset: number, all: string) => {
    if (!/\d/.test(run) || !/[OoIl|]/.test(run)) return run;
    const marked = /[.,/]/.test(run);
    if (!marked && !/^\d/.test(run)) return run;
    const letterFollows = /^\p{L}/u.test(all.slice(offset + run.length, offset + run.length + 1));
    let body = run;
    let end = '';
    const last = run.charAt(run.length - 1);
    if (/[OoIl|]/.test(last)) {
      // "2.9O" and "1OO" end in zeros; "1.5l", "2o" and "1O" before "z" end in a unit; "1/l" is a fraction.
      const zero = (last === 'O' || last === 'o') && !letterFollows && !/^\d+o$/.test(run);
      const one = !zero && last !== 'o' && last !== 'O' && run.charAt(run.length - 2) === '/' && !letterFollows;
      if (!zero && !one) {
        body = run.slice(0, -1);
        end = last;
        if (!/[OoIl|]/.test(body)) return run;
      }
    }
    return `${body.replace(/[OoIl|]/g, (letter) => DIGIT_FOR[letter] ?? letter)}${end}`;
  });
}

/** Units OCR misreads, by the misreading (lower case): what a cook or a till wrote. */
const UNIT_SLIPS: Readonly<Record<string, string>> = {
  ib: 'lb', ibs: 'lbs', '|b': 'lb', '|bs': 'lbs', '1b': 'lb', '1bs': 'lbs',
  '0z': 'oz', '0zs': 'oz', oz: 'oz',
  thsp: 'tbsp', tbps: 'tbsp', tbsb: 'tbsp', tosp: 'tbsp', lbsp: 'tbsp', ibsp: 'tbsp', tb5p: 'tbsp', thsps: 'tbsp', tbpsp: 'tbsp',
  tsn: 'tsp', tps: 'tsp', isp: 'tsp', lsp: 'tsp', t5p: 'tsp', tsb: 'tsp',
};
/** Misreadings that are also digits, taken only after a space ("2 1b"; "21b" may be 21 somethings). */
const DIGIT_SLIPS = new Set(['1b', '1bs']);

/** A number (digits, a fraction glyph, a decimal or a fraction), then a space or a slash, then a short token. */
const NUMBER_THEN_TOKEN = /(?<![\p{L}\p{N}])([\d½¼¾⅓⅔⅛](?:[\d.,/]{0,8}\d)?)( ?|\/)([A-Za-z\d|]{2,5})(?![\p{L}\p{N}])/gu;

/**
 * Units misread right after a number: "2.31 Ib" -> "2.31 lb", "0.59/|b" -> "0.59/lb", "8 0z" -> "8 oz",
 * "2 thsp" -> "2 tbsp". A token anywhere else, or one that is a word ("Ibiza"), stays.
 */
export function mendUnits(text: string): string {
  return text.replace(NUMBER_THEN_TOKEN, (whole, number: string, between: string, token: string) => {
    const key = token.toLowerCase();
    const unit = UNIT_SLIPS[key];
    if (unit === undefined || (DIGIT_SLIPS.has(key) && between !== ' ')) return whole;
    // Keep the till's capitals: "2.31 IB" -> "2.31 LB".
    const written = token === token.toUpperCase() && /[A-Z]/.test(token) ? unit.toUpperCase() : unit;
    return `${number}${between}${written}`;
  });
}

/** Unit words that may follow a half misread as "%" or "Y2". */
const HALF_UNITS = /^(?:cups?|c\.?|tbsp|tsp|tbs|tablespoons?|teaspoons?|lbs?|pounds?|oz|ounces?|pints?|pts?|quarts?|qts?|gallons?|sticks?|cans?|kg|g|l|ml|liters?|litres?|teaspoonfuls?|tablespoonfuls?)\b/i;
/** A bullet or check box a copied list starts a line with. */
const LINE_MARK = '[•*\\-–~▢☐□·>]\\s?';
/** "% cup", "%% cup", "Y2 cup", "V2 tsp" at the line's start, or after its whole number ("1 Y2 cups", "1% cups"). */
const HALF_SLIP = new RegExp(`^(${LINE_MARK})?(\\d{1,2}\\s?)?(?:%%?|[YVy]2)\\s(?=\\S)`, 'u');
/** A bullet OCR read as a guillemet: "« 1 tsp vanilla". */
const GUILLEMET_BULLET = /^[«»]\s?(?=[\d½¼¾⅓⅔⅛])/u;

/** Unit words that may follow an OCR'd "l" standing for 1. */
const UNIT_AFTER_ONE = /^(?:cups?|c\.?|tbsp\.?|tbs\.?|tablespoons?|tsp\.?|teaspoons?|lbs?\.?|pounds?|oz\.?|ounces?|kg|g|ml|l|liters?|litres?|cans?|cloves?|pinch|dash|large|medium|small|whole|stick|sticks|package|pkg\.?|bunch|head|egg|eggs|onion|clove|quart|pint|bay)\b/i;

/**
 * Whether a line starts with a one OCR read as "|", "l" or "I" before a unit or an amount ("| cup
 * kimchi", "l 1/2 tsp"): a line cleaner must not take the "|" for a card's border.
 */
export function startsWithMisreadOne(line: string): boolean {
  const lone = /^[lI|]\s?/u.exec(line);
  if (!lone) return false;
  const after = line.slice(lone[0].length);
  return (lone[0].length > 1 && UNIT_AFTER_ONE.test(after)) || /^(?:[½¼¾⅓⅔⅛]|\/\s?\d|\d\/\d)/u.test(after);
}

/**
 * The amount at the start of a recipe's ingredient line with OCR's slips undone: "l cup" -> "1
 * cup", "l/2 tsp" -> "1/2 tsp", "I 1/2 cups" -> "1 1/2 cups", "O.5 tsp" -> "0.5 tsp", "2O0 g" ->
 * "200 g", "% cup" -> "½ cup", "1 Y2 cups" -> "1 ½ cups", "1 Ib" -> "1 lb", "8 0z" -> "8 oz", "2
 * thsp" -> "2 tbsp". Only shapes that no cook writes change: "l" alone is no English word, "I" only
 * becomes 1 before an amount or a unit, and a half only before a unit.
 */
export function mendLeadingAmount(line: string): string {
  let text = line.replace(GUILLEMET_BULLET, '• ');
  // A lone "l", "I" or "|" where the amount belongs.
  const lone = new RegExp(`^(${LINE_MARK})?([lI|])(?=\\s?\\/\\s?\\d|\\s?[½¼¾⅓⅔⅛]|\\s\\d\\/\\d|\\s)`, 'u').exec(text);
  if (lone) {
    const prefix = lone[1] ?? '';
    const after = text.slice(lone[0].length);
    const trimmed = after.trimStart();
    // "l" alone is no English word, so it is a 1 before anything; "I" only before an amount or a unit.
    if (lone[2] !== 'I' || /^[/½¼¾⅓⅔⅛]/u.test(trimmed) || /^\d\/\d/.test(trimmed) || UNIT_AFTER_ONE.test(trimmed)) {
      text = `${prefix}1${after}`;
    }
  }
  // "O.5 tsp", "O5": a leading O before a digit is a zero.
  text = text.replace(new RegExp(`^(${LINE_MARK})?O(?=[.,]?\\d)`, 'u'), '$10');
  // "% cup", "1 Y2 cups", "1% cups": a half, before a unit only.
  const half = HALF_SLIP.exec(text);
  if (half && HALF_UNITS.test(text.slice(half[0].length))) {
    const whole = (half[2] ?? '').trim();
    text = `${half[1] ?? ''}${whole === '' ? '' : `${whole} `}½ ${text.slice(half[0].length)}`;
  }
  return mendUnits(mendNumbers(text));
}
