import type { Preferences, PrepTime } from '@sous/contract/preferences';
import { PREP_TIME_MAX_MINUTES } from '@sous/contract/preference-lines';
import { substituteCautions } from '../checker/allergen-words';
import type { Constraints } from '../checker/check-recipe';
import type { PromptReading } from './read-prompt';

const stricter = (a: PrepTime | undefined, b: PrepTime | undefined): PrepTime | undefined => {
  if (!a || !b) return a ?? b;
  return (PREP_TIME_MAX_MINUTES[a] ?? Infinity) <= (PREP_TIME_MAX_MINUTES[b] ?? Infinity) ? a : b;
};

/**
 * Everything a recipe for this request must respect: the preferences object (when sent) and the
 * request's own lines and phrases, together. Nothing in the text loosens a preference; each list
 * is the union, each time limit the stricter one. Composer, server review and the final check
 * of every provider use this one function.
 */
export function constraintsFor(reading: PromptReading, preferences: Partial<Preferences> = {}): Constraints {
  const allergies = [...new Set([...(preferences.allergies ?? []), ...reading.allergies])];
  const otherAllergies = [...new Set([...(preferences.otherAllergies ?? '').split(',').map((o) => o.trim().toLowerCase()), ...reading.otherAllergies])]
    .filter(Boolean)
    .join(', ');
  return {
    allergies,
    otherAllergies: otherAllergies || undefined,
    dietaryRestrictions: [...new Set([...(preferences.dietaryRestrictions ?? []), ...reading.diets])],
    prepTime: stricter(preferences.prepTime, reading.prepTime),
    maxMinutes: reading.maxMinutesIsFirm ? reading.maxMinutes : undefined,
    excludedTerms: reading.excludedTerms,
    avoidAsSubstitute: substituteCautions(allergies),
    requestedTerms: reading.words,
  };
}
