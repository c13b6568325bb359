import { HEALTHINESS_LABELS, PREP_TIME_LABELS, type Preferences } from '@sous/contract/preferences';

/** A short line per chosen preference, for the generator and the dashboard. */
export function PreferencesSummary({ preferences }: { preferences: Preferences }) {
  const rows: [string, string][] = [
    ['Allergies', [...preferences.allergies, preferences.otherAllergies].filter(Boolean).join(', ') || 'None'],
    ['Cuisines', preferences.cuisinesPreferred.join(', ') || 'Any'],
    ['Diet', preferences.dietaryRestrictions.join(', ') || 'No restrictions'],
    ['Time', `${preferences.prepTime} min (${PREP_TIME_LABELS[preferences.prepTime]})`],
    ['Healthiness', HEALTHINESS_LABELS[preferences.healthiness as 1 | 2 | 3]],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex gap-2">
          <dt className="text-muted">{term}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
