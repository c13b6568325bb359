import {
  ALLERGENS,
  CUISINES,
  DIETARY_RESTRICTIONS,
  type Allergen,
  type Cuisine,
  type DietaryRestriction,
  type Healthiness,
  type Preferences,
  type PrepTime,
} from './preferences';

const timeWording: Record<PrepTime, string> = {
  '15-30': 'under 30 minutes',
  '30-60': 'between 30 and 60 minutes',
  '60+': 'can take longer than 60 minutes',
};
const healthWording: Record<Healthiness, string> = { 1: 'no preference', 2: 'moderately healthy', 3: 'very healthy' };

/**
 * The longest total time (prep, cooking and any passive time such as chilling or rising) each
 * prep-time choice allows; undefined for no limit. The one definition of what the choices mean.
 */
export const PREP_TIME_MAX_MINUTES: Record<PrepTime, number | undefined> = { '15-30': 30, '30-60': 60, '60+': undefined };

/** The labels of the lines, as the spec words them (spec 2 §5). */
export const PREFERENCE_LINE_LABELS = {
  allergies: 'Allergies',
  otherAllergies: 'Other allergies',
  cuisinesPreferred: 'Preferred cuisines',
  dietaryRestrictions: 'Dietary restrictions',
  prepTime: 'Cooking time',
  healthiness: 'Healthiness',
} as const satisfies Record<keyof Preferences, string>;

/**
 * The text lines a generation request carries for the chosen preferences (spec 2 §5): allergies,
 * other allergies, cuisines, restrictions, prep time and healthiness. Empty choices add no line.
 */
export function preferenceLines(preferences: Partial<Preferences>): string[] {
  const lines: string[] = [];
  const list = (label: string, values: readonly string[] | undefined) => {
    if (values && values.length > 0) lines.push(`${label}: ${values.join(', ')}`);
  };
  list(PREFERENCE_LINE_LABELS.allergies, preferences.allergies);
  if (preferences.otherAllergies?.trim()) lines.push(`${PREFERENCE_LINE_LABELS.otherAllergies}: ${preferences.otherAllergies.trim()}`);
  list(PREFERENCE_LINE_LABELS.cuisinesPreferred, preferences.cuisinesPreferred);
  list(PREFERENCE_LINE_LABELS.dietaryRestrictions, preferences.dietaryRestrictions);
  if (preferences.prepTime) lines.push(`${PREFERENCE_LINE_LABELS.prepTime}: ${timeWording[preferences.prepTime]}`);
  const health = preferences.healthiness as Healthiness | undefined;
  if (health && health in healthWording) lines.push(`${PREFERENCE_LINE_LABELS.healthiness}: ${healthWording[health]}`);
  return lines;
}

/** The meal text followed by its preference lines, as providers read it. */
export function promptWithPreferences(prompt: string, preferences: Partial<Preferences> | undefined): string {
  const lines = preferences ? preferenceLines(preferences) : [];
  return [prompt.trim(), ...lines].filter(Boolean).join('\n');
}

/** What `readPreferenceLines` finds in a request text. */
export interface PreferenceLinesReading {
  /** The text without its preference lines: the meal the cook described. */
  prompt: string;
  /** The choices the lines state; `otherAllergies` also collects allergy values outside the list. */
  preferences: Partial<Preferences>;
  /** True when at least one line was found. */
  found: boolean;
}

/** Lower case, single spaces, no hyphens or full stops: "Low-Carb." -> "low carb". */
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Finds an option by its name, ignoring case, hyphens and a plural "s" ("tree nut", "Low carb"). */
function option<T extends string>(options: readonly T[], value: string): T | undefined {
  const wanted = key(value);
  return options.find((o) => {
    const k = key(o);
    return k === wanted || `${k}s` === wanted || k === `${wanted}s` || k.replace(/ /g, '') === wanted.replace(/ /g, '');
  });
}

const splitValues = (text: string) =>
  text
    .split(/,|;|\/|\band\b|&/i)
    .map((v) => v.trim())
    .filter((v) => v.length > 0 && !/^(none|n\/?a|no|nothing)$/i.test(v));

const LINE = new RegExp(`^\\s*[-*•]?\\s*(${Object.values(PREFERENCE_LINE_LABELS).join('|')})\\s*:\\s*(.*)$`, 'i');

/**
 * Reads back the preference lines of a request text (the inverse of `preferenceLines`), so a
 * request that carries them only as text is held to them: "pad thai\nAllergies: Peanuts,
 * Shellfish" -> prompt "pad thai", allergies Peanuts and Shellfish. Case, hyphens and singular
 * forms are forgiven; allergy values outside the spec's list go to `otherAllergies`; unknown
 * cuisines and restrictions are dropped. Lines may come in any order, anywhere in the text.
 */
export function readPreferenceLines(text: string): PreferenceLinesReading {
  const kept: string[] = [];
  const allergies: Allergen[] = [];
  const others: string[] = [];
  const cuisines: Cuisine[] = [];
  const diets: DietaryRestriction[] = [];
  const preferences: Partial<Preferences> = {};
  let found = false;
  const addOnce = <T>(list: T[], value: T | undefined) => {
    if (value !== undefined && !list.includes(value)) list.push(value);
  };

  for (const line of text.split(/\r?\n/)) {
    const match = LINE.exec(line);
    const label = match?.[1];
    if (!match || label === undefined) {
      kept.push(line);
      continue;
    }
    found = true;
    const value = match[2] ?? '';
    switch (key(label)) {
      case key(PREFERENCE_LINE_LABELS.allergies):
        for (const item of splitValues(value)) {
          const known = option(ALLERGENS, item);
          if (known) addOnce(allergies, known);
          else addOnce(others, item);
        }
        break;
      case key(PREFERENCE_LINE_LABELS.otherAllergies):
        for (const item of splitValues(value)) addOnce(others, item);
        break;
      case key(PREFERENCE_LINE_LABELS.cuisinesPreferred):
        for (const item of splitValues(value)) addOnce(cuisines, option(CUISINES, item));
        break;
      case key(PREFERENCE_LINE_LABELS.dietaryRestrictions):
        for (const item of splitValues(value)) addOnce(diets, option(DIETARY_RESTRICTIONS, item));
        break;
      case key(PREFERENCE_LINE_LABELS.prepTime): {
        const time = (Object.keys(timeWording) as PrepTime[]).find((t) => key(value).includes(key(timeWording[t])));
        if (time) preferences.prepTime = time;
        break;
      }
      case key(PREFERENCE_LINE_LABELS.healthiness): {
        const level = ([3, 2, 1] as const).find((h) => key(value).includes(key(healthWording[h])));
        if (level) preferences.healthiness = level;
        break;
      }
    }
  }
  if (allergies.length > 0) preferences.allergies = allergies;
  if (others.length > 0) preferences.otherAllergies = others.join(', ');
  if (cuisines.length > 0) preferences.cuisinesPreferred = cuisines;
  if (diets.length > 0) preferences.dietaryRestrictions = diets;
  return { prompt: kept.join('\n').trim(), preferences, found };
}
