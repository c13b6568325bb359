import { ImportReviewPage } from '../../features/recipe-import/pages/ImportReviewPage';
import { importReviewEditors } from './import-review-editors';

/** Route module for `/import/review/:importId`: check an imported recipe and save it. */
export function Component() {
  return <ImportReviewPage editors={importReviewEditors} />;
}
