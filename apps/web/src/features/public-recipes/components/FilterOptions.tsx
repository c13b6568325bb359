import { BROWSE_CUISINES } from '@sous/contract/preferences';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { DIET_TAGS, MEAL_TAGS, toggleTag, type BrowseFilters } from '../browse-filters';
import { publicRecipeStrings as s } from '../strings';

/** Props of {@link FilterOptions}. */
export interface FilterOptionsProps {
  filters: BrowseFilters;
  onChange: (filters: BrowseFilters) => void;
}

/** One choice as a pill: a real radio or checkbox underneath, a tick when chosen (never colour alone). */
function Pill({ type, name, checked, onChange, children }: { type: 'radio' | 'checkbox'; name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label
      className={
        'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors duration-150 ' +
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary ' +
        (checked ? 'border-primary bg-primary/10 text-primary-hover' : 'border-line bg-card text-ink hover:border-primary')
      }
    >
      <input type={type} name={name} checked={checked} onChange={onChange} className="sr-only" />
      {checked && <Check size={16} strokeWidth={2} aria-hidden="true" />}
      {children}
    </label>
  );
}

/** A titled group of pills. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-base font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/**
 * The browse filters (spec 2 §2): one cuisine (or all), any number of diet and meal tags. A
 * controlled form: the desktop panel applies each change, the phone panel keeps a draft.
 */
export function FilterOptions({ filters, onChange }: FilterOptionsProps) {
  const name = useId();
  const tagPills = (tags: readonly BrowseFilters['tags'][number][]) =>
    tags.map((tag) => (
      <Pill key={tag} type="checkbox" name={`${name}-tags`} checked={filters.tags.includes(tag)} onChange={() => { onChange(toggleTag(filters, tag)); }}>
        {tag}
      </Pill>
    ));
  return (
    <div className="flex flex-col gap-6">
      <Group legend={s.cuisine}>
        <Pill type="radio" name={`${name}-cuisine`} checked={filters.cuisine === null} onChange={() => { onChange({ ...filters, cuisine: null }); }}>
          {s.allCuisines}
        </Pill>
        {BROWSE_CUISINES.map((cuisine) => (
          <Pill key={cuisine} type="radio" name={`${name}-cuisine`} checked={filters.cuisine === cuisine} onChange={() => { onChange({ ...filters, cuisine }); }}>
            {cuisine}
          </Pill>
        ))}
      </Group>
      <Group legend={s.diet}>{tagPills(DIET_TAGS)}</Group>
      <Group legend={s.meal}>{tagPills(MEAL_TAGS)}</Group>
    </div>
  );
}
