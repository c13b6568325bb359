import { Database } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { accountStrings as s } from '../strings';

/** Profile's "Account Data" part (spec 1 §2): export and delete-all live on /data-management. */
export function AccountDataSection() {
  return (
    <section aria-labelledby="account-data-title" className="flex flex-col gap-3 rounded-xl border border-line bg-card p-6">
      <h2 id="account-data-title" className="flex items-center gap-2 text-lg font-semibold">
        <Database size={20} strokeWidth={1.75} aria-hidden="true" className="text-primary" />
        {s.accountData}
      </h2>
      <p className="text-muted">{s.accountDataHelp}</p>
      <ButtonLink to={paths.dataManagement} variant="secondary" className="self-start">
        {s.manageData}
      </ButtonLink>
    </section>
  );
}
