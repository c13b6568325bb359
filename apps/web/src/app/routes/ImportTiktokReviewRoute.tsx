import { TikTokReviewPage } from '../../features/recipe-import/pages/TikTokReviewPage';
import { importReviewEditors } from './import-review-editors';

/** Route module for `/import/tiktok/review/:videoId`: the recipe editor with the video's details. */
export function Component() {
  return <TikTokReviewPage editors={importReviewEditors} />;
}
