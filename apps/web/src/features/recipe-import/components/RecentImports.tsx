import type { ImportStatusResponse, ImportType } from '@sous/contract/recipe-import';
import { Camera, ClipboardPaste, Globe, Video, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { useImports } from '../api/list-imports';
import { importStrings as s } from '../strings';

const typeIcons: Record<ImportType, LucideIcon> = { photo: Camera, tiktok: Video, web: Globe, text: ClipboardPaste };

/** A name for an import: the recipe's, else the video's account or the page's site, else 'Untitled recipe'. */
function titleOf(item: ImportStatusResponse): string {
  const name = item.recipeData?.name.trim();
  if (name) return name;
  if (item.type === 'tiktok' && item.username) return `@${item.username}`;
  if (item.url) {
    try {
      return new URL(item.url).hostname.replace(/^www\./, '');
    } catch {
      return item.url;
    }
  }
  return s.untitled;
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap';

/** The status pill: saved, ready to review, failed, or still being read. */
function StatusBadge({ item }: { item: ImportStatusResponse }) {
  if (item.recipeId) return <span className={`${badge} bg-herb/10 text-herb-strong`}>{s.statusSaved}</span>;
  if (item.status === 'COMPLETE') return <span className={`${badge} bg-info-bg text-info`}>{s.statusLabel.COMPLETE}</span>;
  if (item.status === 'FAILED') return <span className={`${badge} bg-error-bg text-error`}>{s.statusLabel.FAILED}</span>;
  return <span className={`${badge} bg-warning-bg text-warning`}>{s.statusLabel[item.status]}</span>;
}

/** Props of {@link RecentImports}. */
export interface RecentImportsProps {
  /** Try a failed web or text import again (their forms are dialogs on the options screen). */
  onRetry: (type: 'web' | 'text') => void;
}

/**
 * The newest imports (GET /api/recipe-import?limit=10), so none is a dead end: a saved one links to
 * its recipe, a finished one to its review, a failed one says why and offers Try Again, and one
 * still being read shows its status until it is done (the list is read again every 3 s meanwhile).
 */
export function RecentImports({ onRetry }: RecentImportsProps) {
  const imports = useImports();
  const action = (item: ImportStatusResponse, title: string) => {
    const link = (to: string, text: string, label: string) => (
      <Link to={to} aria-label={label} className={buttonClasses('secondary', 'shrink-0')}>
        {text}
      </Link>
    );
    if (item.recipeId) return link(paths.recipe(item.recipeId), s.openRecipe, s.openNamed(title));
    if (item.status === 'COMPLETE') return link(paths.importReview(item.importId), s.review, s.reviewNamed(title));
    if (item.status !== 'FAILED') return null;
    if (item.type === 'photo') return link(paths.importPhotoCard, s.tryAgain, s.tryAgainNamed(title));
    if (item.type === 'tiktok') return link(paths.importTiktok, s.tryAgain, s.tryAgainNamed(title));
    const type = item.type;
    return (
      <button type="button" aria-label={s.tryAgainNamed(title)} className={buttonClasses('secondary', 'shrink-0')} onClick={() => { onRetry(type); }}>
        {s.tryAgain}
      </button>
    );
  };

  return (
    <section aria-labelledby="recent-imports" className="flex flex-col gap-3">
      <h2 id="recent-imports" className="font-display text-2xl font-semibold">
        {s.recentTitle}
      </h2>
      {imports.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-label={s.recentLoading}>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : imports.isError ? (
        <p role="alert" className="text-error">
          {s.recentFailed}
        </p>
      ) : imports.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-card px-4 py-6 text-center text-muted">{s.recentEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {imports.data.map((item) => {
            const Icon = typeIcons[item.type];
            const title = titleOf(item);
            const note = item.status === 'FAILED' || item.status === 'UPLOADING' || item.status === 'PROCESSING' ? item.statusMessage : null;
            return (
              <li key={item.importId} className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-card p-3 sm:flex-nowrap">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-surface text-primary ring-1 ring-line" aria-hidden="true">
                  <Icon size={20} strokeWidth={1.75} />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-medium break-words">{title}</p>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                    <span>{s.typeLabel[item.type]}</span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleDateString()}</time>
                    <StatusBadge item={item} />
                  </p>
                  {note && <p className={`mt-1 text-sm ${item.status === 'FAILED' ? 'text-error' : 'text-muted'}`}>{note}</p>}
                </div>
                {action(item, title)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
