/**
 * Items a writer put on one line with marks between them, as captions and quick notes do:
 * "serves 2 • 4 salmon fillets • 1 cup cream", "Sear 4 min a side. ➡️ Add the garlic. ➡️ Stir in
 * the spinach.", "4 eggs – 1 cup flour – 1 tsp salt". The line is cut at each mark; the writer
 * ended the piece before it, so every piece after a mark is `separated` (text-lines.ts) and no
 * reader joins it to the line before as a wrapped line.
 *
 * Marks: a bullet between spaces (• · ▪ ● ◦ ‣ ∙), a pointing or ticking emoji (➡️ 👉 ✅ ✔️ ▶️
 * 🔸), and a dash between a word and an amount when the line has two such dashes or more
 * ("Onion - 1 small" is one food written backwards, not a list). A line that is wholly metadata,
 * tags or diet labels ("Prep 10 min · Cook 20 min", "Tags: quick · vegan", "Vegan · Gluten-free"),
 * or a name with its metadata after it ("BEEF RAGU serves 6 • prep 20 min"), stays whole for
 * meta.ts and title.ts, and a bare time after a mark stays with the piece before ("serves 2 · 30
 * minutes · 4 salmon fillets": the 30 minutes belong to the serving line). A line is cut only when
 * a piece starts with an amount or reads as a step: "Quick · Easy · Delicious" stays one line.
 *
 * One scan of the line with a pattern that cannot backtrack, then one look at each piece.
 */
import { hasLeadingAmount, isStepLike } from './line-shape';
import { readDietLine, readMetaLine, splitMetaTail } from './meta';

/** Emoji a writer points at an item or a step with (the variation selector is optional). */
const POINTER = '(?:\\u27A1|\\u{1F449}|\\u2705|\\u2714|\\u2611|\\u25B6|\\u25BA|\\u27A4|\\u{1F538}|\\u{1F539}|\\u{1F536}|\\u{1F537})[\\uFE0E\\uFE0F]?';
/** A pointer emoji, on its own, at the start of a text. */
export const LEADING_POINTER = new RegExp(`^${POINTER}\\s?`, 'u');
/** A bullet between spaces, or a pointer emoji after a space. */
const MARK = new RegExp(`\\s[•·▪●◦‣∙][\\uFE0E\\uFE0F]?\\s|\\s${POINTER}\\s?`, 'gu');
/** A dash between a word (or a closing bracket) and an amount: "4 salmon fillets - 1 cup cream". */
const DASH = /(?<=[\p{L})]) [-–—] (?=[\d½¼¾⅓⅔⅛])/gu;
/** A time alone: "30 minutes", "1 hr", "45-50 min total". */
const BARE_TIME = /^(?:about |approx\.? |ready in )?\d{1,3}(?:[.,]\d)?(?:\s?(?:-|–|to)\s?\d{1,3})?\s?(?:h|hrs?|hours?|m|mins?|minutes?)\.?(?: total| in total)?$/iu;

/** Lines longer than this are prose, not a list of items. */
const LINE_MAX = 2000;

/**
 * The pieces of a line cut at its marks, the leading pointer emoji dropped; undefined when the
 * line has no mark to cut at (or must stay whole). Pieces are trimmed and never empty.
 */
export function cutAtSeparators(text: string): string[] | undefined {
  if (text.length > LINE_MAX) return undefined;
  const leading = LEADING_POINTER.exec(text);
  const body = leading ? text.slice(leading[0].length) : text;
  MARK.lastIndex = 0;
  const hasMark = MARK.test(body);
  const dashes = body.match(DASH)?.length ?? 0;
  if (!hasMark && dashes < 2) return leading ? nonEmpty([body.trim()]) : undefined;
  // A step's "Bake 20 min" is no metadata tail: "Mix. ➡️ Bake 20 min." is two steps.
  const metaTail = !isStepLike(body) && splitMetaTail(body, { tags: [] }) !== undefined;
  if (readMetaLine(body, { tags: [] }) || readDietLine(body) !== undefined || metaTail) {
    return leading ? nonEmpty([body.trim()]) : undefined;
  }
  let cut = body.split(MARK);
  if (dashes >= 2) cut = cut.flatMap((piece) => piece.split(DASH));
  const pieces: string[] = [];
  for (const raw of cut) {
    const piece = raw.trim();
    if (piece === '') continue;
    const last = pieces.length - 1;
    // "Serves 4 · 30 minutes": a bare time goes with the reading before it.
    if (last >= 0 && BARE_TIME.test(piece)) pieces[last] = `${pieces[last] ?? ''} · ${piece}`;
    else pieces.push(piece);
  }
  // "Quick · Easy · Delicious" is a line of the story; a list holds an amount or a step.
  if (!pieces.some((piece) => hasLeadingAmount(piece) || isStepLike(piece))) return leading ? nonEmpty([body.trim()]) : undefined;
  return nonEmpty(pieces);
}

function nonEmpty(pieces: string[]): string[] | undefined {
  const kept = pieces.filter((piece) => piece !== '');
  return kept.length > 0 ? kept : undefined;
}
