import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useVideoImportStatus } from '../api/video-import-status';
import type { ReviewEditors } from '../components/ReviewForm';
import { ReviewError, ReviewFrame, ReviewLoading, ReviewOf } from '../components/ReviewShell';
import { importStrings as s } from '../strings';

/**
 * /import/tiktok/review/{videoId} (spec 3 §2): the recipe editor with the imported video's
 * details, read by the video's id. Without video data (no such TikTok import) it goes to
 * /import/tiktok with the toast 'No TikTok video data found'.
 */
export function TikTokReviewPage({ editors }: { editors: ReviewEditors }) {
  const videoId = useParams().videoId?.trim() ?? '';
  const navigate = useNavigate();
  const status = useVideoImportStatus(videoId);
  const noVideo = videoId === '' || (status.isSuccess && (status.data === null || status.data.type !== 'tiktok'));

  useEffect(() => {
    if (!noVideo) return;
    notify.error(s.noTikTokVideo, { id: 'no-tiktok-video' });
    void navigate(paths.importTiktok, { replace: true });
  }, [noVideo, navigate]);

  return (
    <ReviewFrame>
      {noVideo || status.isPending ? (
        <ReviewLoading />
      ) : status.isError ? (
        <ReviewError message={s.loadFailed(status.error.message)} />
      ) : status.data ? (
        <ReviewOf status={status.data} editors={editors} fromVideo />
      ) : null}
    </ReviewFrame>
  );
}
