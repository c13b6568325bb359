/**
 * Which drawing stands in for a recipe without a photo. The drawings are static files in
 * `public/illustrations/<subject>.svg` (fetched as images, so they cost no JavaScript). The choice
 * is made in `@sous/kitchen/illustrations/choose-illustration`, so a public recipe's link preview
 * (made by the server) names the same drawing as its card.
 */

export {
  FALLBACK_SUBJECT,
  ILLUSTRATION_SCENES,
  ILLUSTRATION_SUBJECTS,
  illustrationUrl,
  type IllustrationScene,
  type IllustrationSubject,
} from './illustrations';
export { chooseIllustration, words, type IllustratedRecipe } from '@sous/kitchen/illustrations/choose-illustration';
