import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterChips, filtersSearch, noFilters, readFilters, sameFilters, toggleTag, withoutChip, type BrowseFilters } from './browse-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('browse filters', () => {
  it('read the cuisine and tags of the address, whatever their case, in the spec list order', () => {
    expect(read('cuisine=italian&tags=quick,VEGAN')).toEqual({ cuisine: 'Italian', tags: ['Vegan', 'Quick'] });
  });

  it('drop words that are not browse filters, and repeats, instead of failing', () => {
    expect(read('cuisine=Martian&tags=Vegan,,Crunchy,vegan')).toEqual({ cuisine: null, tags: ['Vegan'] });
    expect(read('')).toEqual(noFilters);
  });

  it('write the address query back so a reload reads the same filters', () => {
    const filters: BrowseFilters = { cuisine: 'Mexican', tags: ['Gluten-Free', 'Dinner'] };
    expect(filtersSearch(filters)).toBe('?cuisine=Mexican&tags=Gluten-Free%2CDinner');
    expect(readFilters(new URLSearchParams(filtersSearch(filters)))).toEqual(filters);
    expect(filtersSearch(noFilters)).toBe('');
  });

  it('count one for the cuisine and one per tag on the badge', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(activeFilterCount({ cuisine: 'Thai', tags: [] })).toBe(1);
    expect(activeFilterCount({ cuisine: 'Thai', tags: ['Vegan', 'Quick'] })).toBe(3);
    expect(activeFilterCount({ cuisine: null, tags: ['Vegan', 'Quick'] })).toBe(2);
  });

  it('show a chip per filter, cuisine first, and removing one chip keeps the others', () => {
    const filters: BrowseFilters = { cuisine: 'Greek', tags: ['Vegetarian', 'Lunch'] };
    const chips = filterChips(filters);
    expect(chips).toEqual([
      { kind: 'cuisine', value: 'Greek' },
      { kind: 'tag', value: 'Vegetarian' },
      { kind: 'tag', value: 'Lunch' },
    ]);
    expect(withoutChip(filters, { kind: 'cuisine', value: 'Greek' })).toEqual({ cuisine: null, tags: ['Vegetarian', 'Lunch'] });
    expect(withoutChip(filters, { kind: 'tag', value: 'Vegetarian' })).toEqual({ cuisine: 'Greek', tags: ['Lunch'] });
    expect(filterChips(noFilters)).toEqual([]);
  });

  it('toggle tags on and off, keeping one order so the same choice makes the same query', () => {
    const onceQuick = toggleTag(noFilters, 'Quick');
    const quickThenVegan = toggleTag(onceQuick, 'Vegan');
    expect(quickThenVegan.tags).toEqual(['Vegan', 'Quick']);
    expect(sameFilters(quickThenVegan, toggleTag(toggleTag(noFilters, 'Vegan'), 'Quick'))).toBe(true);
    expect(toggleTag(quickThenVegan, 'Quick').tags).toEqual(['Vegan']);
  });
});
