import { Database } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { accountStrings as s } from '../strings';

/**
 * Profile's "Account Data" part (spec 1 §2): export and delete all, as `actions` (the route brings
 * them from the user-data feature), and a link to the Your Data screen for the saved recipes.
 */
export function AccountDataSection({ actions }: { actions: ReactNode }) {
  return (
    <section aria-labelledby="account-data-title" className="flex flex-col gap-4 rounded-xl border border-line bg-card p-6">
      <h2 id="account-data-title" className="flex items-center gap-2 text-lg font-semibold">
        <Database size={20} strokeWidth={1.75} aria-hidden="true" className="text-primary" />
        {s.accountData}
      </h2>
      <p className="text-muted">{s.accountDataHelp}</p>
      {actions}
      <p className="text-muted">
        {s.seeSavedRecipes}{' '}
        <Link to={paths.dataManagement} className="font-medium text-primary-hover underline underline-offset-2">
          {s.manageData}
        </Link>
      </p>
    </section>
  );
}
