import { FREE_SUFFIXES, NEGATIONS } from '../text/negations';
import { phraseKey, singularWords } from '../text/words';
import { LEXICON, MODIFIERS, type LexiconEntry, type Tag } from './lexicon';

/** One food phrase found in a text, with what it means after its modifiers. */
export interface TagMatch {
  /** The words as found ("arachis oil"). */
  phrase: string;
  tags: Tag[];
  note?: string;
}

const entriesByKey = new Map<string, LexiconEntry>();
for (const entry of LEXICON) {
  for (const term of entry.terms) {
    const key = phraseKey(term);
    // The first entry naming a phrase wins; later lists repeat a few terms on purpose.
    if (!entriesByKey.has(key)) entriesByKey.set(key, entry);
  }
}
const modifierByKey = new Map<string, Tag[]>();
for (const modifier of MODIFIERS) {
  for (const term of modifier.terms) {
    const key = phraseKey(term);
    modifierByKey.set(key, [...(modifierByKey.get(key) ?? []), ...modifier.removes]);
  }
}
/** Words that cancel the next food entirely: "without nuts", "use tofu instead of shrimp". */
const negations = new Map<string, true>(NEGATIONS.map((t) => [phraseKey(t), true]));
const longest = Math.max(...[...entriesByKey.keys(), ...modifierByKey.keys()].map((k) => k.split(' ').length));

function longestAt<T>(map: Map<string, T>, tokens: readonly string[], start: number): { value: T; length: number } | undefined {
  for (let length = Math.min(longest, tokens.length - start); length > 0; length--) {
    const value = map.get(tokens.slice(start, start + length).join(' '));
    if (value !== undefined) return { value, length };
  }
  return undefined;
}

/**
 * The lexicon phrase that starts at `start` among singular words, longest first, or undefined:
 * lets the prompt reader know "satay" or "arachis oil" as the checker does.
 */
export function lexiconPhraseAt(tokens: readonly string[], start: number): { entry: LexiconEntry; length: number } | undefined {
  const found = longestAt(entriesByKey, tokens, start);
  return found && { entry: found.value, length: found.length };
}

export interface FindTagsOptions {
  /** Skip entries that are also cooking verbs ("cream the butter and sugar"): for step text. */
  skipVerbLike?: boolean;
}

/**
 * Finds the food phrases in a text, longest phrase first, and what they contain for allergies
 * and diets. Modifiers before a phrase take tags away ("gluten-free pasta", "vegan butter",
 * "peanut-free"), and negations drop the next phrase ("without cheese").
 */
export function findTags(text: string, options: FindTagsOptions = {}): TagMatch[] {
  const tokens = singularWords(text);
  const matches: TagMatch[] = [];
  let removed = new Set<Tag>();
  let negated = false;
  let pendingFor = 0; // modifiers reach the next food within a few words

  for (let i = 0; i < tokens.length; ) {
    const negation = longestAt(negations, tokens, i);
    const modifier = longestAt(modifierByKey, tokens, i);
    const entry = longestAt(entriesByKey, tokens, i);
    // The longest reading wins: "no salt added" is a modifier, "no cheese" a negation.
    if (modifier && modifier.length >= (entry?.length ?? 0) && modifier.length >= (negation?.length ?? 0)) {
      modifier.value.forEach((tag) => removed.add(tag));
      pendingFor = 4;
      i += modifier.length;
      continue;
    }
    if (negation && negation.length >= (entry?.length ?? 0)) {
      negated = true;
      pendingFor = 4;
      i += negation.length;
      continue;
    }
    if (entry) {
      const end = i + entry.length;
      if (FREE_SUFFIXES.includes(tokens[end] ?? '')) {
        // "peanut-free", "dairy-free", "egg-less": a modifier made of a food word.
        entry.value.tags.forEach((tag) => removed.add(tag));
        pendingFor = 4;
        i = end + 1;
        continue;
      }
      if (!(options.skipVerbLike && entry.value.verbLike) && !negated) {
        const tags = entry.value.tags.filter((tag) => !removed.has(tag));
        matches.push({ phrase: tokens.slice(i, end).join(' '), tags, note: entry.value.note });
      }
      removed = new Set();
      negated = false;
      pendingFor = 0;
      i = end;
      continue;
    }
    if (pendingFor > 0 && --pendingFor === 0) {
      removed = new Set();
      negated = false;
    }
    i += 1;
  }
  return matches;
}
