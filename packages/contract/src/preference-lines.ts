import type { Preferences, PrepTime } from './preferences';

const timeWording: Record<PrepTime, string> = {
  '15-30': 'under 30 minutes',
  '30-60': 'between 30 and 60 minutes',
  '60+': 'can take longer than 60 minutes',
};
const healthWording = { 1: 'no preference', 2: 'moderately healthy', 3: 'very healthy' } as const;

/**
 * The text lines a generation request carries for the chosen preferences (spec 2 §5): allergies,
 * other allergies, cuisines, restrictions, prep time and healthiness. Empty choices add no line.
 */
export function preferenceLines(preferences: Partial<Preferences>): string[] {
  const lines: string[] = [];
  const list = (label: string, values: readonly string[] | undefined) => {
    if (values && values.length > 0) lines.push(`${label}: ${values.join(', ')}`);
  };
  list('Allergies', preferences.allergies);
  if (preferences.otherAllergies?.trim()) lines.push(`Other allergies: ${preferences.otherAllergies.trim()}`);
  list('Preferred cuisines', preferences.cuisinesPreferred);
  list('Dietary restrictions', preferences.dietaryRestrictions);
  if (preferences.prepTime) lines.push(`Cooking time: ${timeWording[preferences.prepTime]}`);
  if (preferences.healthiness) lines.push(`Healthiness: ${healthWording[preferences.healthiness as 1 | 2 | 3]}`);
  return lines;
}

/** The meal text followed by its preference lines, as providers read it. */
export function promptWithPreferences(prompt: string, preferences: Partial<Preferences> | undefined): string {
  const lines = preferences ? preferenceLines(preferences) : [];
  return [prompt.trim(), ...lines].filter(Boolean).join('\n');
}
