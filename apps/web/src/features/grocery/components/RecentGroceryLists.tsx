import { GROCERY } from '@sous/contract/grocery';
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { useGroceryLists } from '../api/list-grocery-lists';
import { reasonOf } from '../grocery-errors';
import { groceryStrings as s } from '../strings';

/** The dashboard's grocery part (spec 1 §2): the 2 newest lists, each opening on its own page. */
export function RecentGroceryLists() {
  const lists = useGroceryLists();
  if (lists.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        <span className="sr-only">{s.loading}</span>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (lists.isError) return <p className="text-error">{reasonOf(lists.error, s.fetchListsFailed)}</p>;
  const newest = lists.data.slice(0, GROCERY.dashboardLists);
  if (newest.length === 0) {
    return (
      <p className="text-muted">
        {s.dashboardEmpty}{' '}
        <Link to={paths.groceryList} className="font-medium text-primary hover:underline">
          {s.dashboardStart}
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-2">
        {newest.map((list) => (
          <li key={list.listId}>
            <Link
              to={paths.groceryListOpen(list.listId)}
              className="flex items-center gap-3 rounded-lg border border-line bg-card p-3 hover:border-primary"
            >
              <ListChecks size={20} strokeWidth={1.75} aria-hidden="true" className="shrink-0 text-herb" />
              <span className="min-w-0">
                <span className="block font-medium break-words">{list.name}</span>
                <span className="block text-sm text-muted tabular-nums">{s.checkedOf(list.checkedCount, list.itemCount)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={paths.groceryList} className="font-medium text-primary hover:underline">
        {s.dashboardAll}
      </Link>
    </div>
  );
}
