import { normalizeText, singular } from '../text/words';

/** One word of a request, or a punctuation mark that ends a list (",") or a clause ("."). */
export interface Token {
  /** Singular, normalised: what matchers compare ("onion"); "," or "." for punctuation. */
  word: string;
  /** As written, lower case ("onions"): what the dish text keeps. */
  raw: string;
}

/**
 * Splits a request into words and punctuation. Unlike `singularWords`, commas and sentence ends
 * are kept, so "no onions, lots of lime" stops ruling foods out at the comma's next clause.
 * Fractions stay whole ("1/2"); hyphens split ("nut-free" -> nut, free).
 */
export function tokenize(text: string): Token[] {
  const parts = normalizeText(text).match(/\d+\/\d+|\d+(?:\.\d+)?|[a-z]+(?:'[a-z]+)*|[,;:.!?\n()]/g) ?? [];
  return parts.map((part) => {
    if (part === ',') return { word: ',', raw: ',' };
    if (/^[;:.!?\n()]$/.test(part)) return { word: '.', raw: '.' };
    const bare = part.replace(/'s$/, '');
    return { word: singular(bare), raw: bare };
  });
}

export const isPunctuation = (token: Token | undefined): boolean => token?.word === ',' || token?.word === '.';
