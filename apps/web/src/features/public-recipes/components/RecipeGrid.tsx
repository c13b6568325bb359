import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { publicRecipeStrings as s } from '../strings';

/** The cards' grid: one column on a phone, two on a tablet, three from 1024 px. */
export function RecipeGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {children}
    </ul>
  );
}

/** Card-shaped placeholders while a list loads, announced once. */
export function RecipeGridSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{s.loading}</span>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl border border-line bg-card">
          <Skeleton className="h-44 rounded-none sm:h-48" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}
