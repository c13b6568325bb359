import { DEFAULT_PREFERENCES, preferencesSchema, type Preferences } from '@sous/contract/preferences';
import { useState } from 'react';
import { readStored, writeStored } from '../../lib/storage';

/** Saved preferences filled out with the defaults. */
export const completePreferences = (partial: Partial<Preferences> | undefined): Preferences =>
  preferencesSchema.parse(partial ?? {});

/** Whether any choice differs from "nothing chosen" (spec: the yellow prompt when none are set). */
export const hasChoices = (p: Partial<Preferences> | undefined) =>
  Boolean(p && ((p.allergies?.length ?? 0) + (p.cuisinesPreferred?.length ?? 0) + (p.dietaryRestrictions?.length ?? 0) > 0 || p.otherAllergies));

/** Saved preferences worth using: filled out with the defaults, or null when nothing was chosen. */
export const chosenPreferences = (saved: Partial<Preferences> | undefined): Preferences | null =>
  saved && hasChoices(saved) ? completePreferences(saved) : null;

/** Preferences kept under a browser-stored item: read once, written on every change. */
function useStoredPreferences(name: 'preferences' | 'tempPreferences', initial: () => Preferences) {
  const [value, setValue] = useState(initial);
  const change = (next: Preferences) => {
    setValue(next);
    writeStored(name, next);
  };
  return [value, change] as const;
}

/** Preferences being edited, persisted in the browser on every change (spec 1 §3). */
export function usePreferencesDraft(initial?: Partial<Preferences>) {
  return useStoredPreferences('preferences', () => completePreferences(initial ?? readStored('preferences') ?? DEFAULT_PREFERENCES));
}

/**
 * A visitor's choices for this visit (spec: temporary preferences), made on the home page's tabs
 * or in the generator's modal and used by both. `DEFAULT_PREFERENCES` itself until one is made.
 */
export function useVisitPreferences() {
  return useStoredPreferences('tempPreferences', () => readStored('tempPreferences') ?? DEFAULT_PREFERENCES);
}
