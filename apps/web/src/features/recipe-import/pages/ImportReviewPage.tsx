import { useLocation, useParams } from 'react-router';
import { useImportStatus } from '../api/import-status';
import type { ReviewEditors } from '../components/ReviewForm';
import { ReviewError, ReviewFrame, ReviewLoading, ReviewOf } from '../components/ReviewShell';
import type { ImportReviewState } from '../review-state';
import { importStrings as s } from '../strings';

/**
 * /import/review/{importId} (spec 3 §2, §4, §8): loads the import's status and, when it is
 * COMPLETE with its recipe, the editor to check and save it; otherwise the spec's error and Try
 * Another Import. `editors` are the recipe editor's fields and list editors (composed in app/routes).
 */
export function ImportReviewPage({ editors }: { editors: ReviewEditors }) {
  const importId = useParams().importId?.trim() ?? '';
  const fromVideo = Boolean((useLocation().state as ImportReviewState | null)?.fromVideo);
  const status = useImportStatus(importId);
  return (
    <ReviewFrame>
      {importId === '' ? (
        <ReviewError message={s.noImportId} />
      ) : status.isPending ? (
        <ReviewLoading />
      ) : status.isError ? (
        <ReviewError message={s.loadFailed(status.error.message)} />
      ) : (
        <ReviewOf status={status.data} editors={editors} fromVideo={fromVideo} />
      )}
    </ReviewFrame>
  );
}
