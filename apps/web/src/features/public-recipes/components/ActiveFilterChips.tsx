import { Chip } from '../../../components/ui/Chip';
import { filterChips, noFilters, withoutChip, type BrowseFilters } from '../browse-filters';
import { publicRecipeStrings as s } from '../strings';

/** The chosen filters as removable chips with Clear all (spec 2 §2); nothing when none is chosen. */
export function ActiveFilterChips({ filters, onChange }: { filters: BrowseFilters; onChange: (filters: BrowseFilters) => void }) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label={s.activeFilters}>
        {chips.map((chip) => (
          <li key={`${chip.kind}:${chip.value}`}>
            <Chip onRemove={() => { onChange(withoutChip(filters, chip)); }} removeLabel={s.removeFilter(chip.value)}>
              {chip.value}
            </Chip>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => { onChange(noFilters); }}
        className="min-h-11 rounded-lg px-3 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {s.clearAll}
      </button>
    </div>
  );
}
