import {
  ALLERGENS,
  CUISINES,
  DIETARY_RESTRICTIONS,
  HEALTHINESS_LABELS,
  PREP_TIMES,
  PREP_TIME_LABELS,
  type Preferences,
} from '@sous/contract/preferences';
import { Chip } from '../../../components/ui/Chip';
import { preferenceStrings as s } from '../strings';

/** The five groups of choices, in the spec's order: each is a tab of the modal and a step of the wizard. */
export const PREFERENCE_GROUPS = ['allergies', 'time', 'cuisines', 'restrictions', 'health'] as const;
export type PreferenceGroup = (typeof PREFERENCE_GROUPS)[number];

export const GROUP_TITLES: Record<PreferenceGroup, string> = {
  allergies: s.allergies,
  time: s.cookingTime,
  cuisines: s.cuisines,
  restrictions: s.restrictions,
  health: s.healthiness,
};

/** The home generator's choice tabs: short names, in its order (spec 2 §2). */
export const CHOICE_TABS: readonly { group: PreferenceGroup; label: string }[] = [
  { group: 'allergies', label: 'Allergies' },
  { group: 'cuisines', label: 'Cuisines' },
  { group: 'time', label: 'Time' },
  { group: 'restrictions', label: 'Restrictions' },
  { group: 'health', label: 'Health' },
];

interface Props {
  group: PreferenceGroup;
  value: Preferences;
  onChange: (next: Preferences) => void;
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** The controls of one group of preferences. */
export function PreferenceFields({ group, value, onChange }: Props) {
  if (group === 'allergies') {
    return (
      <fieldset className="space-y-4">
        <legend className="sr-only">{s.allergies}</legend>
        <div className="flex flex-wrap gap-2">
          {ALLERGENS.map((a) => (
            <Chip key={a} selected={value.allergies.includes(a)} onClick={() => { onChange({ ...value, allergies: toggle(value.allergies, a) }); }}>
              {a}
            </Chip>
          ))}
        </div>
        <label className="block">
          <span className="mb-1 block font-medium">{s.otherAllergies}</span>
          <input
            className="min-h-11 w-full rounded-lg border border-line bg-card px-3"
            value={value.otherAllergies}
            maxLength={500}
            onChange={(e) => { onChange({ ...value, otherAllergies: e.target.value }); }}
          />
        </label>
      </fieldset>
    );
  }
  if (group === 'time') {
    return (
      <fieldset className="space-y-2">
        <legend className="sr-only">{s.cookingTime}</legend>
        {PREP_TIMES.map((t) => (
          <label key={t} className="flex min-h-11 items-center gap-3 rounded-lg border border-line bg-card px-3">
            <input type="radio" name="prepTime" checked={value.prepTime === t} onChange={() => { onChange({ ...value, prepTime: t }); }} />
            <span>
              {t} min · {PREP_TIME_LABELS[t]}
            </span>
          </label>
        ))}
      </fieldset>
    );
  }
  if (group === 'cuisines' || group === 'restrictions') {
    const options = group === 'cuisines' ? CUISINES : DIETARY_RESTRICTIONS;
    const key = group === 'cuisines' ? 'cuisinesPreferred' : 'dietaryRestrictions';
    const selected = value[key] as readonly string[];
    return (
      <fieldset>
        <legend className="sr-only">{GROUP_TITLES[group]}</legend>
        <div className="flex flex-wrap gap-2">
          {options.map((o) => (
            <Chip key={o} selected={selected.includes(o)} onClick={() => { onChange({ ...value, [key]: toggle(selected, o) }); }}>
              {o}
            </Chip>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <label className="block">
      <span className="mb-2 block font-medium">
        {s.healthiness}: {HEALTHINESS_LABELS[value.healthiness as 1 | 2 | 3]}
      </span>
      <input
        type="range"
        min={1}
        max={3}
        step={1}
        value={value.healthiness}
        onChange={(e) => { onChange({ ...value, healthiness: Number(e.target.value) }); }}
        className="w-full accent-primary"
        aria-valuetext={HEALTHINESS_LABELS[value.healthiness as 1 | 2 | 3]}
      />
      <span className="mt-1 flex justify-between text-sm text-muted">
        <span>{HEALTHINESS_LABELS[1]}</span>
        <span>{HEALTHINESS_LABELS[2]}</span>
        <span>{HEALTHINESS_LABELS[3]}</span>
      </span>
    </label>
  );
}
