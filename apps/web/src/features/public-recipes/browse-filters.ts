import { BROWSE_CUISINES, BROWSE_TAGS } from '@sous/contract/preferences';
import type { BrowseCuisine, BrowseTag } from '@sous/contract/public-recipes';

/** What the browse page filters by (spec 2 §2): one cuisine or none, and any number of tags. */
export interface BrowseFilters {
  cuisine: BrowseCuisine | null;
  /** In the order of the spec's list, so the same choice always makes the same query. */
  tags: BrowseTag[];
}

/** One removable chip: a chosen cuisine or tag. */
export type FilterChip = { kind: 'cuisine'; value: BrowseCuisine } | { kind: 'tag'; value: BrowseTag };

export const noFilters: BrowseFilters = { cuisine: null, tags: [] };

/** The diet tags and the meal (and everything else) tags, as the panel groups them. */
export const DIET_TAGS: readonly BrowseTag[] = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Low-Carb'];
export const MEAL_TAGS: readonly BrowseTag[] = BROWSE_TAGS.filter((tag) => !DIET_TAGS.includes(tag));

const knownCuisine = (text: string) => BROWSE_CUISINES.find((cuisine) => cuisine.toLowerCase() === text.trim().toLowerCase()) ?? null;
const knownTag = (text: string) => BROWSE_TAGS.find((tag) => tag.toLowerCase() === text.trim().toLowerCase());
const inListOrder = (tags: Iterable<BrowseTag>) => {
  const chosen = new Set(tags);
  return BROWSE_TAGS.filter((tag) => chosen.has(tag));
};

/**
 * The filters in a page address (`?cuisine=Italian&tags=Vegan,Quick`): what the address says is
 * kept, unknown words (an old link, a hand-edited address) are dropped rather than failing.
 */
export function readFilters(params: URLSearchParams): BrowseFilters {
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map(knownTag)
    .filter((tag): tag is BrowseTag => tag !== undefined);
  return { cuisine: knownCuisine(params.get('cuisine') ?? ''), tags: inListOrder(tags) };
}

/** The page address query of some filters (empty for none), the inverse of {@link readFilters}. */
export function filtersSearch(filters: BrowseFilters): string {
  const params = new URLSearchParams();
  if (filters.cuisine) params.set('cuisine', filters.cuisine);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The badge's number: each chosen cuisine and tag counts one. */
export const activeFilterCount = (filters: BrowseFilters) => (filters.cuisine ? 1 : 0) + filters.tags.length;

/** The chips under the panel, cuisine first. */
export function filterChips(filters: BrowseFilters): FilterChip[] {
  return [
    ...(filters.cuisine ? [{ kind: 'cuisine', value: filters.cuisine } as const] : []),
    ...filters.tags.map((tag) => ({ kind: 'tag', value: tag }) as const),
  ];
}

/** The filters without one chip. */
export function withoutChip(filters: BrowseFilters, chip: FilterChip): BrowseFilters {
  return chip.kind === 'cuisine' ? { ...filters, cuisine: null } : { ...filters, tags: filters.tags.filter((tag) => tag !== chip.value) };
}

/** The filters with a tag switched on or off. */
export function toggleTag(filters: BrowseFilters, tag: BrowseTag): BrowseFilters {
  return { ...filters, tags: filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : inListOrder([...filters.tags, tag]) };
}

/** Whether two sets of filters ask for the same recipes. */
export const sameFilters = (a: BrowseFilters, b: BrowseFilters) => filtersSearch(a) === filtersSearch(b);
