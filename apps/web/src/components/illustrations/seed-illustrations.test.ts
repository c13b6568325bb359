import { seedCatalog } from '@sous/kitchen/seed/seed-catalog';
import { describe, expect, it } from 'vitest';
import { chooseIllustration, FALLBACK_SUBJECT } from './choose-illustration';

// The seed catalog has no photos: every card on a fresh install's Explore and Browse pages shows
// the drawing chosen here, so each must name its dish and the pages must not look all alike.
describe('illustrations for the seed catalog', () => {
  const chosen = seedCatalog().map(({ key, content }) => ({
    key,
    subject: chooseIllustration({ name: content.name, cuisine: content.cuisine, tags: content.tags, description: content.description }),
  }));

  it('gives every seed recipe a drawing of its dish, never the plain plate', () => {
    expect(chosen.filter((c) => c.subject === FALLBACK_SUBJECT).map((c) => c.key)).toEqual([]);
  });

  it('draws the catalog with many different subjects', () => {
    expect(new Set(chosen.map((c) => c.subject)).size).toBeGreaterThanOrEqual(30);
  });
});
