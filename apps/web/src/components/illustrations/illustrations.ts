/**
 * The drawings' names (the food drawings' from `@sous/kitchen`, which the server names too) and
 * addresses: the static files in `public/illustrations/<name>.svg`.
 * Kept apart from the chooser so a page that shows only a scene (the home hero) does not load
 * the chooser's dictionary.
 */

import type { IllustrationSubject } from '@sous/kitchen/illustrations/subjects';

export { FALLBACK_SUBJECT, ILLUSTRATION_SUBJECTS, type IllustrationSubject } from '@sous/kitchen/illustrations/subjects';

/** Larger scenes: the home hero and the empty states. */
export const ILLUSTRATION_SCENES = ['hero-kitchen', 'empty-collection', 'empty-search', 'empty-pot', 'empty-grocery', 'empty-pantry'] as const;
export type IllustrationScene = (typeof ILLUSTRATION_SCENES)[number];

/** Where a drawing is served from (the app's public folder). */
export function illustrationUrl(name: IllustrationSubject | IllustrationScene): string {
  return `${import.meta.env.BASE_URL}illustrations/${name}.svg`;
}
