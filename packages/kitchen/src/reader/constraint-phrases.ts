import { ALLERGENS, type Allergen } from '@sous/contract/preferences';
import type { FoodMention } from '../catalog/catalog';
import { allergenWordAt } from '../checker/allergen-words';
import { lexiconPhraseAt } from '../checker/find-tags';
import { isFamilyWord } from '../checker/food-families';
import { ALLERGY_PHRASES, ALLERGY_SUFFIXES, FREE_SUFFIXES, REQUEST_NEGATIONS } from '../text/negations';
import { phraseKey } from '../text/words';
import { isPunctuation, type Token } from './tokens';

/** How a food was ruled out: a dislike ("no onions"), "-free", or an allergy ("allergic to"). */
export type ConstraintMode = 'exclude' | 'free' | 'allergy';

/** One thing a request rules out. */
export interface ConstraintItem {
  mode: ConstraintMode;
  /** The words as read, singular ("onion", "tree nut", "kiwi"). */
  term: string;
  /** Allergens the words name or hide ("nut" -> tree nuts and peanuts; "satay" -> peanuts). */
  allergens: Allergen[];
  /** The catalog food the words name, if any. */
  mention?: FoodMention;
  /** What kind of words: an allergen's name, a catalog food, a lexicon dish or sauce, a family, or unknown. */
  kind: 'allergen' | 'food' | 'lexicon' | 'family' | 'unknown';
}

export interface ConstraintReading {
  items: ConstraintItem[];
  /** Token indexes that belong to constraint phrases: not part of the dish asked for. */
  spans: Set<number>;
}

const keys = (phrases: readonly string[]) => phrases.map((p) => phraseKey(p).split(' ')).sort((a, b) => b.length - a.length);
const ALLERGY_KEYS = keys(ALLERGY_PHRASES);
const NEGATION_KEYS = keys(REQUEST_NEGATIONS);
const SUFFIXES = new Set(ALLERGY_SUFFIXES.map((s) => phraseKey(s)));
const FREE = new Set(FREE_SUFFIXES.map((s) => phraseKey(s)));
/** Words between an introducer and its food: "no added sugar", "allergic to all tree nuts". */
const FILLERS = new Set(['the', 'any', 'a', 'an', 'all', 'added', 'other', 'raw', 'fresh', 'real', 'too', 'much', 'more', 'kind', 'of', 'type', 'extra', 'some', 'even', 'either', 'like']);
const CONNECTORS = new Set([',', 'and', 'or', 'nor', 'plus']);
/** Words that end an unknown allergy item ("allergic to kiwi so ..."). */
const STOPS = new Set(['so', 'but', 'with', 'for', 'please', 'and', 'or', 'in', 'that', 'which', 'because', 'i', 'we', 'he', 'she', 'they', 'my', 'make', 'want', 'need']);

const isAllergen = (tag: string): tag is Allergen => (ALLERGENS as readonly string[]).includes(tag);

/**
 * Reads what a request rules out: after "no", "without", "hold the", "avoid" (dislikes), after
 * "allergic to", "can't have" (allergies), and before "-free", "allergy", "intolerant". A list
 * continues over commas, "and", "or" while each item names a food ("no onions, garlic or
 * peppers"); it stops at the first item that does not ("no onions, lots of lime").
 */
export function readConstraintPhrases(tokens: readonly Token[], mentionsAt: ReadonlyMap<number, FoodMention>): ConstraintReading {
  const words = tokens.map((t) => t.word);
  const items: ConstraintItem[] = [];
  const spans = new Set<number>();

  /** The longest food-ish phrase that starts at `at`, as an item without its mode. */
  const itemAt = (at: number): (Omit<ConstraintItem, 'mode'> & { length: number }) | undefined => {
    const allergen = allergenWordAt(words, at);
    const mention = mentionsAt.get(at);
    const lexicon = lexiconPhraseAt(words, at);
    const family = isFamilyWord(words[at] ?? '') ? 1 : 0;
    const best = Math.max(allergen?.length ?? 0, mention?.length ?? 0, lexicon?.length ?? 0, family);
    if (best === 0) return undefined;
    const term = words.slice(at, at + best).join(' ');
    const hidden = (lexicon?.length === best ? lexicon.entry.tags : []).filter(isAllergen);
    if (allergen?.length === best) {
      return { term, allergens: allergen.allergens, mention: mention?.length === best ? mention : undefined, kind: 'allergen', length: best };
    }
    const allergens = [...new Set([...hidden, ...(mention?.length === best ? mention.food.allergens : [])])];
    if (mention?.length === best) return { term, allergens, mention, kind: 'food', length: best };
    if (lexicon?.length === best) return { term, allergens, kind: 'lexicon', length: best };
    return { term, allergens, kind: 'family', length: best };
  };

  /** Reads a list of items from `at`; returns the index after it, or `at` when no item was read. */
  const readList = (at: number, mode: ConstraintMode): number => {
    let i = at;
    let end = at;
    for (;;) {
      let j = i;
      while (FILLERS.has(words[j] ?? '') && j - i < 3) j++;
      const item = itemAt(j);
      if (item) {
        items.push({ mode, term: item.term, allergens: item.allergens, mention: item.mention, kind: item.kind });
        j += item.length;
      } else if (mode === 'allergy' && j < words.length && !isPunctuation(tokens[j]) && !STOPS.has(words[j] ?? '')) {
        // An allergy to something Sous does not know ("kiwi", "mustard seed") is still an allergy.
        const start = j;
        while (j < words.length && j - start < 3 && !isPunctuation(tokens[j]) && !STOPS.has(words[j] ?? '')) j++;
        items.push({ mode, term: words.slice(start, j).join(' '), allergens: [], kind: 'unknown' });
      } else {
        break;
      }
      end = j;
      // Connectors, then the next item; "and" followed by no food ends the list.
      let k = j;
      while (CONNECTORS.has(words[k] ?? '') && k - j < 2) k++;
      if (k === j) break;
      i = k;
    }
    return end;
  };

  const startsWith = (at: number, phrase: string[]) => phrase.every((w, k) => words[at + k] === w);

  for (let i = 0; i < words.length; i++) {
    const allergy = ALLERGY_KEYS.find((p) => startsWith(i, p));
    const negation = allergy ? undefined : NEGATION_KEYS.find((p) => startsWith(i, p));
    const introducer = allergy ?? negation;
    if (introducer) {
      const end = readList(i + introducer.length, allergy ? 'allergy' : 'exclude');
      if (end > i + introducer.length) {
        for (let k = i; k < end; k++) spans.add(k);
        i = end - 1;
        continue;
      }
    }
    const suffix = words[i] ?? '';
    const mode: ConstraintMode | undefined = SUFFIXES.has(suffix) ? 'allergy' : FREE.has(suffix) ? 'free' : undefined;
    if (!mode || i === 0) continue;
    // Look back for the items before the suffix: "peanut and shellfish allergies".
    let end = i;
    let first = i;
    for (;;) {
      let found: { start: number; item: NonNullable<ReturnType<typeof itemAt>> } | undefined;
      for (let start = Math.max(0, end - 4); start < end && !found; start++) {
        const item = itemAt(start);
        if (item?.length === end - start) found = { start, item };
      }
      if (!found) break;
      // "hummus, sesame allergy", "banana bread, egg allergy": a food in the request's opening
      // words, set off by a comma, is the dish asked for, not one more allergy. Allergen words
      // always count ("nuts, egg allergy"); so does a food after a sentence ("Pad thai. Kiwi, mango allergy").
      const opening = words.slice(0, found.start).every((w, k) => !isPunctuation(tokens[k]) && !CONNECTORS.has(w));
      if (end < i && found.item.kind !== 'allergen' && opening && words[found.start + found.item.length] === ',') break;
      items.push({ mode, term: found.item.term, allergens: found.item.allergens, mention: found.item.mention, kind: found.item.kind });
      first = found.start;
      let k = found.start;
      while (k > 0 && CONNECTORS.has(words[k - 1] ?? '')) k--;
      if (k === found.start) break;
      end = k;
    }
    if (first < i) for (let k = first; k <= i; k++) spans.add(k);
  }
  return { items, spans };
}
