import { ErrorCode } from '@sous/contract/errors';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SceneIllustration } from '../../../components/illustrations/SceneIllustration';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ApiError } from '../../../lib/api-client';
import { useBrowseRecipes } from '../api/browse-recipes';
import { activeFilterCount, filtersSearch, noFilters, readFilters, type BrowseFilters } from '../browse-filters';
import { ActiveFilterChips } from '../components/ActiveFilterChips';
import { FilterCountBadge } from '../components/FilterCountBadge';
import { FilterOptions } from '../components/FilterOptions';
import { PublicRecipeCard } from '../components/PublicRecipeCard';
import { RecipeGrid, RecipeGridSkeleton } from '../components/RecipeGrid';
import { publicRecipeStrings as s } from '../strings';

// The phone's slide-in panel (Radix) loads the first time it opens.
const FilterSheet = lazy(() => import('../components/FilterSheet'));

/** The filters in the page's address, so Back, a reload and a shared link keep them. */
function useAddressFilters(): [BrowseFilters, (filters: BrowseFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const setFilters = (next: BrowseFilters) => {
    setParams(new URLSearchParams(filtersSearch(next)), { replace: true, preventScrollReset: true });
  };
  return [filters, setFilters];
}

/** The matching recipes, 12 at a time, with Load More while more remain (spec 2 §2, §4). */
function Results({ filters, onChange }: { filters: BrowseFilters; onChange: (filters: BrowseFilters) => void }) {
  const browse = useBrowseRecipes(filters);
  const recipes = browse.data?.pages.flatMap((page) => page.recipes) ?? [];

  if (browse.isPending) return <RecipeGridSkeleton />;
  if (browse.isError && recipes.length === 0) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-error-bg px-4 py-3 text-error">
        <p>{s.browseFailed}</p>
        <Button variant="secondary" onClick={() => void browse.refetch()}>
          {s.tryAgain}
        </Button>
      </div>
    );
  }
  if (recipes.length === 0) {
    const filtered = activeFilterCount(filters) > 0;
    return (
      <EmptyState
        title={s.noneFound}
        description={filtered ? s.noneForFilters : s.noneAtAll}
        illustration={<SceneIllustration scene="empty-search" />}
        action={filtered && <Button variant="secondary" onClick={() => { onChange(noFilters); }}>{s.clearAll}</Button>}
      />
    );
  }

  const staleList = browse.isFetchNextPageError && browse.error instanceof ApiError && browse.error.code === ErrorCode.InvalidCursor;
  return (
    <>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {s.shown(recipes.length)}
      </p>
      <RecipeGrid>
        {recipes.map((recipe) => (
          <li key={recipe.publicRecipeId} className="flex">
            <PublicRecipeCard recipe={recipe} headingLevel="h2" />
          </li>
        ))}
      </RecipeGrid>
      {browse.isFetchNextPageError && (
        <p role="alert" className="mt-6 text-center text-error">
          {staleList ? s.listChanged : s.browseFailed}
        </p>
      )}
      <div className="mt-8 flex justify-center">
        {staleList ? (
          <Button variant="secondary" onClick={() => void browse.refetch()}>
            {s.reload}
          </Button>
        ) : (
          browse.hasNextPage && (
            <Button variant="secondary" className="min-w-48" onClick={() => void browse.fetchNextPage()} busy={browse.isFetchingNextPage} busyText={s.loadingMore}>
              {s.loadMore}
            </Button>
          )
        )}
      </div>
    </>
  );
}

/**
 * /recipes/browse (spec 2 §2): filters beside the grid from 768 px, applied as they are chosen;
 * on a phone a Filters button with the active count opens a slide-in panel with Apply Filters.
 * Chips under the title remove one filter, Clear all every one.
 */
export function BrowseRecipesPage() {
  const [filters, setFilters] = useAddressFilters();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const count = activeFilterCount(filters);

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 md:py-14">
      <title>{`${s.browseTitle} · Sous`}</title>
      <meta name="description" content={s.browseDescription} />
      <header className="mb-6">
        <h1 className="font-display text-4xl font-semibold leading-tight">{s.browseTitle}</h1>
        <p className="mt-2 text-lg text-muted">{s.browseIntro}</p>
      </header>

      <div className="mb-6 flex flex-col gap-3 md:hidden">
        <Button
          variant="secondary"
          className="self-start"
          aria-haspopup="dialog"
          onClick={() => {
            setSheetWanted(true);
            setSheetOpen(true);
          }}
        >
          <SlidersHorizontal size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.filters}
          <FilterCountBadge count={count} />
        </Button>
      </div>

      <div className="md:grid md:grid-cols-[17rem_1fr] md:gap-10">
        <aside className="hidden md:block" aria-labelledby="browse-filters-heading">
          <div className="sticky top-6 flex flex-col gap-5 rounded-xl border border-line bg-card p-5">
            <h2 id="browse-filters-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
              {s.filters}
              <FilterCountBadge count={count} />
            </h2>
            <FilterOptions filters={filters} onChange={setFilters} />
          </div>
        </aside>
        <div className="min-w-0">
          <div className="mb-5 empty:hidden">
            <ActiveFilterChips filters={filters} onChange={setFilters} />
          </div>
          <Results filters={filters} onChange={setFilters} />
        </div>
      </div>

      {sheetWanted && (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            filters={filters}
            onApply={(next) => {
              setFilters(next);
              setSheetOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
