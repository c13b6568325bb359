import type { ImportStatusResponse } from '@sous/contract/recipe-import';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { importStrings as s } from '../strings';
import { ReviewForm, type ReviewEditors } from './ReviewForm';

/** The review page's frame: title, lead and what goes under them. */
export function ReviewFrame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <title>{`${s.reviewTitle} · Sous`}</title>
      <h1 className="font-display text-3xl font-semibold">{s.reviewTitle}</h1>
      <p className="mt-2 max-w-[720px] text-muted">{s.reviewLead}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A load error (spec 3 §8) with Try Another Import (spec 3 §2). */
export function ReviewError({ message }: { message: string }) {
  return (
    <div className="flex max-w-[720px] flex-col items-start gap-4 rounded-xl border border-line bg-card p-4 sm:p-6">
      <p role="alert" className="w-full rounded-lg bg-error-bg px-4 py-3 text-error">
        {message}
      </p>
      <ButtonLink to={paths.import}>{s.tryAnother}</ButtonLink>
    </div>
  );
}

/** While the import loads. */
export function ReviewLoading() {
  return (
    <div className="flex max-w-[720px] flex-col gap-4" role="status" aria-label={s.loadingImport}>
      <Skeleton className="h-12" />
      <Skeleton className="h-24" />
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * What a loaded import shows (spec 3 §4 Review): the editor when it is COMPLETE with its recipe,
 * else the spec's error for what is missing.
 */
export function ReviewOf({ status, editors, fromVideo }: { status: ImportStatusResponse; editors: ReviewEditors; fromVideo?: boolean }) {
  if (status.status !== 'COMPLETE') return <ReviewError message={s.notComplete(status.statusMessage)} />;
  const recipeData = status.recipeData;
  if (!recipeData) return <ReviewError message={s.noRecipeData} />;
  // Keyed by the import, so another import starts a fresh draft.
  return <ReviewForm key={status.importId} status={{ ...status, recipeData }} editors={editors} fromVideo={fromVideo} />;
}
