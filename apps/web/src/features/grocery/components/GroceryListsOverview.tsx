import type { GroceryListSummary } from '@sous/contract/grocery';
import { ChevronRight, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { SceneIllustration } from '../../../components/illustrations/SceneIllustration';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SkeletonRows } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { useGroceryLists } from '../api/list-grocery-lists';
import { reasonOf } from '../grocery-errors';
import { listDate } from '../grocery-format';
import { groceryStrings as s } from '../strings';
import { ProgressLine } from './ProgressLine';

/** One list in the overview: its name, date, the recipes it came from and how much is checked. */
function ListCard({ list }: { list: GroceryListSummary }) {
  const recipes = list.recipes.map((recipe) => recipe.name).filter(Boolean);
  return (
    <li>
      <Link
        to={paths.groceryListOpen(list.listId)}
        className="group flex items-center gap-4 rounded-xl border border-line bg-card p-4 transition-colors duration-150 hover:border-primary"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-display text-lg font-semibold break-words group-hover:text-primary">{list.name}</span>
          <span className="mt-0.5 block text-sm text-muted">
            {s.createdOn(listDate(list.createdAt))}
            {' · '}
            {s.itemCount(list.itemCount)}
          </span>
          {recipes.length > 0 && <span className="mt-0.5 block text-sm break-words text-muted">{s.fromRecipes(recipes)}</span>}
          <ProgressLine checked={list.checkedCount} total={list.itemCount} className="mt-3" />
        </span>
        <ChevronRight size={20} strokeWidth={1.75} aria-hidden="true" className="shrink-0 text-muted group-hover:text-primary" />
      </Link>
    </li>
  );
}

/** The overview (spec 3 §2): the cook's lists, newest first, with New list; an empty state when there are none. */
export function GroceryListsOverview({ onNew }: { onNew: () => void }) {
  const lists = useGroceryLists();
  const newButton = (
    <Button onClick={onNew}>
      <Plus size={20} strokeWidth={1.75} aria-hidden="true" />
      {s.newList}
    </Button>
  );
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 md:py-10">
      <title>{`${s.title} · Sous`}</title>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">{s.title}</h1>
          <p className="mt-1 max-w-xl text-muted">{s.lead}</p>
        </div>
        {lists.data && lists.data.length > 0 && newButton}
      </div>
      {lists.isPending ? (
        <SkeletonRows rows={3} label={s.loading} />
      ) : lists.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-error-bg p-4 text-error">
          <p>{reasonOf(lists.error, s.fetchListsFailed)}</p>
          <Button variant="secondary" onClick={() => void lists.refetch()}>
            {s.tryAgain}
          </Button>
        </div>
      ) : lists.data.length === 0 ? (
        <EmptyState title={s.emptyTitle} description={s.emptyText} illustration={<SceneIllustration scene="empty-grocery" />} action={newButton} />
      ) : (
        <ul className="grid items-start gap-3 md:grid-cols-2">
          {lists.data.map((list) => (
            <ListCard key={list.listId} list={list} />
          ))}
        </ul>
      )}
    </section>
  );
}
