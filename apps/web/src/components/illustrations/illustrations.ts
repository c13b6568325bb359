/**
 * The drawings' names and addresses: the static files in `public/illustrations/<name>.svg`.
 * Kept apart from the chooser so a page that shows only a scene (the home hero) does not load
 * the chooser's dictionary.
 */

/** Every food drawing, one file each in `public/illustrations/` (a test checks both ways). */
export const ILLUSTRATION_SUBJECTS = [
  'plate',
  'soup-bowl',
  'noodle-bowl',
  'noodles',
  'curry',
  'stir-fry',
  'fried-rice',
  'rice-bowl',
  'sushi',
  'dumplings',
  'spring-rolls',
  'tacos',
  'burrito',
  'salad',
  'grain-bowl',
  'pasta',
  'lasagna',
  'pizza',
  'burger',
  'sandwich',
  'wrap',
  'steak',
  'roast',
  'roast-chicken',
  'fried-chicken',
  'fish',
  'shrimp',
  'meatballs',
  'stew',
  'chili',
  'casserole',
  'pie',
  'quiche',
  'omelette',
  'eggs',
  'pancakes',
  'waffles',
  'toast',
  'porridge',
  'smoothie',
  'tea',
  'cake',
  'cupcake',
  'cookies',
  'muffin',
  'bread',
  'ice-cream',
  'pudding',
  'fruit',
  'skewers',
  'flatbread',
  'falafel',
  'paella',
  'risotto',
  'dip',
  'roasted-vegetables',
  'fries',
] as const;
export type IllustrationSubject = (typeof ILLUSTRATION_SUBJECTS)[number];

/** Larger scenes: the home hero and the empty states. */
export const ILLUSTRATION_SCENES = ['hero-kitchen', 'empty-collection', 'empty-search', 'empty-pot', 'empty-grocery', 'empty-pantry'] as const;
export type IllustrationScene = (typeof ILLUSTRATION_SCENES)[number];

/** The drawing used when nothing about a recipe points anywhere else. */
export const FALLBACK_SUBJECT: IllustrationSubject = 'plate';

/** Where a drawing is served from (the app's public folder). */
export function illustrationUrl(name: IllustrationSubject | IllustrationScene): string {
  return `${import.meta.env.BASE_URL}illustrations/${name}.svg`;
}
