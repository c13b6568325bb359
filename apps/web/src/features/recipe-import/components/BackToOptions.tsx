import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { importStrings as s } from '../strings';

/** The way back to the import options, above an import screen's title. */
export function BackToOptions() {
  return (
    <Link
      to={paths.import}
      className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg font-medium text-primary hover:text-primary-hover hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <ArrowLeft size={20} strokeWidth={1.75} aria-hidden="true" />
      {s.backToOptions}
    </Link>
  );
}
