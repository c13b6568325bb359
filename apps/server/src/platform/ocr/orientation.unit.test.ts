import { describe, expect, it } from 'vitest';
import { renderRecipeCard, SAMPLE_CARD_TEXT, type RecipeCardOptions } from '../../test/recipe-cards';
import { rotationsToTry, wordShare } from './orientation';
import { prepareImage } from './prepare-image';

// Each case renders and prepares four cards (~0.3 s each, more on a busy machine).
describe('which way up a page is', { timeout: 30_000 }, () => {
  const cases: [string, string, RecipeCardOptions][] = [
    ['plain', SAMPLE_CARD_TEXT, {}],
    ['faded and grainy', SAMPLE_CARD_TEXT, { lowContrast: true, noise: true, format: 'jpeg' }],
  ];
  for (const [label, text, options] of cases) {
    it(`guesses the turn that makes a ${label} card upright first, and tries only its axis`, async () => {
      for (const rotate of [0, 90, 180, 270] as const) {
        const page = await prepareImage(await renderRecipeCard(text, { ...options, rotate }));
        const upright = (360 - rotate) % 360;
        expect(await rotationsToTry(page.png), `turned ${rotate}°`).toEqual([upright, (upright + 180) % 360]);
      }
    });
  }

  it('guesses right first on a card with little ink on a lot of paper', async () => {
    for (const rotate of [0, 90, 180, 270] as const) {
      const page = await prepareImage(await renderRecipeCard('Quick Salad\n\n2 cups lettuce\n1 tablespoon olive oil\n\n1. Toss and serve.', { rotate }));
      expect((await rotationsToTry(page.png))[0], `turned ${rotate}°`).toBe((360 - rotate) % 360);
    }
  });

  it('tells words from text read the wrong way up', () => {
    expect(wordShare("Grandma's Banana Bread\n3/4 cup sugar\n1 1/2 cups all-purpose flour\nBake 60 minutes at 350°F.")).toBeGreaterThan(0.9);
    expect(wordShare('"UBD INO SAW JOM3S EB [UN ‘Sanuiw Q9 Jo} axeq\n2 5\n© [)\nDD +=\nPZ0zog zogzrozd § J')).toBeLessThan(0.6);
    expect(wordShare('')).toBe(0);
  });
});
