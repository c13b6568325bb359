import { Skeleton } from '../../../components/ui/Skeleton';
import { publicRecipeStrings as s } from '../strings';

/** The shape of a recipe page while it loads, announced once. */
export function RecipeLoading() {
  return (
    <div className="mx-auto max-w-[720px] px-4 py-10" role="status" aria-live="polite">
      <span className="sr-only">{s.loading}</span>
      <Skeleton className="mb-3 h-4 w-24" />
      <Skeleton className="mb-4 h-10 w-2/3" />
      <Skeleton className="mb-8 h-5 w-1/2" />
      <Skeleton className="h-64" />
    </div>
  );
}
