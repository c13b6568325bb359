import { publicRecipeStrings as s } from '../strings';

/** The number of active filters beside the Filters title or button (nothing when none). */
export function FilterCountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-sm font-semibold text-white tabular-nums">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{s.filtersActive(count)}</span>
    </span>
  );
}
