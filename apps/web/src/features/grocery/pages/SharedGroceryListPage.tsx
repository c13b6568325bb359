import { Eye, Printer } from 'lucide-react';
import { SceneIllustration } from '../../../components/illustrations/SceneIllustration';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { useSharedGroceryList } from '../api/shared-grocery-list';
import { isNotFound, reasonOf } from '../grocery-errors';
import { countItems, listDate } from '../grocery-format';
import { CategoryCard } from '../components/CategoryCard';
import { ProgressLine } from '../components/ProgressLine';
import { groceryStrings as s } from '../strings';
import { PrintStyle } from '../components/PrintStyle';

/**
 * /grocery-list/shared/{token}: a list through its read-only link, for anyone who has it (no
 * sign-in). Nothing can be changed here; it prints like the owner's. Kept out of search results.
 */
export function SharedGroceryListPage({ token }: { token: string }) {
  const query = useSharedGroceryList(token);
  const list = query.data;
  return (
    <section data-grocery-print="" className="mx-auto max-w-[1200px] px-4 py-8 md:py-10">
      <meta name="robots" content="noindex" />
      <PrintStyle />
      {list ? (
        <>
          <title>{`${list.name} · Sous`}</title>
          <p className="mb-2 inline-flex items-center gap-2 rounded-full bg-info-bg px-3 py-1 text-sm font-medium text-info print:hidden">
            <Eye size={16} strokeWidth={1.75} aria-hidden="true" />
            {s.sharedBadge}
          </p>
          <h1 className="font-display text-3xl font-semibold break-words">{list.name}</h1>
          <p className="mt-2 text-muted">
            {s.sharedUpdated(listDate(list.updatedAt))}
            {list.recipes.length > 0 && (
              <>
                {' · '}
                {s.fromRecipes(list.recipes.map((recipe) => recipe.name))}
              </>
            )}
          </p>
          <ProgressLine className="mt-3" {...countItems(list.items)} />
          <div className="mt-6 flex flex-wrap gap-2 print:hidden">
            <Button variant="secondary" onClick={() => { window.print(); }}>
              <Printer size={20} strokeWidth={1.75} aria-hidden="true" />
              {s.print}
            </Button>
          </div>
          <div className={list.items.length === 1 ? 'mt-6' : 'mt-6 gap-4 lg:columns-2 print:columns-2'}>
            {list.items.map((category) => (
              <CategoryCard key={category.name} name={category.name} items={category.items} wide={list.items.length === 1} />
            ))}
          </div>
          <div className="mt-4 print:hidden">
            <ButtonLink to={paths.home} variant="ghost" className="-ml-3 text-primary">
              {s.makeYourOwn}
            </ButtonLink>
          </div>
        </>
      ) : query.isError ? (
        <>
          <title>{`${isNotFound(query.error) ? s.sharedGone : s.sharedLoadFailed} · Sous`}</title>
          <EmptyState
            headingLevel="h1"
            title={isNotFound(query.error) ? s.sharedGone : reasonOf(query.error, s.sharedLoadFailed)}
            description={isNotFound(query.error) ? s.sharedGoneText : undefined}
            illustration={<SceneIllustration scene="empty-grocery" width={160} />}
            action={<ButtonLink to={paths.home}>{s.backHome}</ButtonLink>}
          />
        </>
      ) : (
        <div role="status" aria-live="polite" className="flex flex-col gap-4">
          <span className="sr-only">{s.loadingList}</span>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-48" />
        </div>
      )}
    </section>
  );
}
