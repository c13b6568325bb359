/**
 * OCR's misreadings of amounts at the start of an ingredient line, undone before the line is
 * parsed: "l cup" -> "1 cup", "l/2 tsp" -> "1/2 tsp", "I 1/2 cups" -> "1 1/2 cups", "2O0 g" ->
 * "200 g", "O.5 tsp" -> "0.5 tsp". Only shapes that no cook writes are changed: "l" alone is no
 * English word, "I" only becomes 1 before an amount or a unit, and "oz" keeps its o.
 */
/** Unit words that may follow an OCR'd "l" standing for 1. */
const UNIT_AFTER_ONE = /^(?:cups?|c\.?|tbsp\.?|tbs\.?|tablespoons?|tsp\.?|teaspoons?|lbs?\.?|pounds?|oz\.?|ounces?|kg|g|ml|l|liters?|litres?|cans?|cloves?|pinch|dash|large|medium|small|whole|stick|sticks|package|pkg\.?|bunch|head|egg|eggs|onion|clove|quart|pint|bay)\b/i;

/** "l cup" -> "1 cup", "l/2" -> "1/2", "I 1/2 cups" -> "1 1/2 cups", "2O0 g" -> "200 g", "1O" -> "10". */
export function fixOcrAmount(line: string): string {
  let text = line;
  // A lone "l", "I" or "|" where the amount belongs.
  const lone = /^([•*\-–~▢☐□·>]\s?)?([lI|])(?=\s?\/\s?\d|\s?[½¼¾⅓⅔⅛]|\s\d\/\d|\s)/u.exec(text);
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
  text = text.replace(/^([•*\-–~▢☐□·>]\s?)?O(?=[.,]?\d)/u, '$10');
  // "l/2" and "1/l" with a slash: a fraction's "l" is a 1.
  text = text.replace(/(^|[\s(])l\/(\d)/g, '$11/$2').replace(/(\d)\/l(?=\s|$)/g, '$1/1');
  // An O (or a lower-case o before a digit) inside a number: "2O0", "1O", "1o0".
  return text.replace(/(^|[\s(])(\d[\dOo]*)(?=[\s/.,)]|$|[a-np-zA-NP-Z])/g, (whole, before: string, number: string) =>
    /[Oo]/.test(number) && !/^\d+o$/.test(number) ? `${before}${number.replace(/[Oo]/g, '0')}` : whole,
  );
}

