import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublicListResponse } from '@sous/contract/public-recipes';
import { chooseIllustration } from '@sous/kitchen/illustrations/choose-illustration';
import { describe, expect, it } from 'vitest';
import { buildRecipe, buildUser } from '../../test/factories';
import { testImage } from '../../test/images';
import { mediaCalls, shareRecipe } from '../../test/media';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { waitFor } from '../../test/wait-for';

// A built web app of one page, as the real build's index.html starts.
const webDist = mkdtempSync(path.join(tmpdir(), 'sous-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Sous is your kitchen companion." /><title>Sous</title></head><body><div id="root"></div></body></html>',
);
const cdn = 'https://cdn.example.com/sous-media';
const t = useTestApp({ WEB_DIST_DIR: webDist, PUBLIC_MEDIA_BASE_URL: `${cdn}/` });
useTestWorker(t);

const pageOf = async (publicRecipeId: string) => (await t.app.inject({ url: `/recipes/public/${publicRecipeId}`, headers: { accept: 'text/html' } })).body;
const ogImageOf = (html: string) => /<meta property="og:image" content="([^"]*)" \/>/.exec(html)?.[1];

/** The JSON-LD objects of a page. */
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

describe('a public recipe page before any script runs', () => {
  it('carries its title, Open Graph tags and a schema.org Recipe, at its own address and at the shared link', async () => {
    const screenName = `meta_${Date.now().toString(36)}`;
    const owner = await buildUser(t.app, { screenName });
    const recipe = await buildRecipe(t.app, owner, { name: 'Weeknight Chili', prepTime: '15 minutes', cookTime: '1 hour 10 minutes' });
    const { publicRecipeId } = (await t.app.inject({ method: 'POST', url: '/api/recipes/share', headers: owner.headers, payload: { recipeId: recipe.id } })).json<{ publicRecipeId: string }>();

    for (const address of [`/recipes/public/${publicRecipeId}`, `/recipes/${publicRecipeId}`]) {
      const page = await t.app.inject({ url: address, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Weeknight Chili · Sous</title>');
      expect(page.body.match(/<title>/g)).toHaveLength(1);
      expect(page.body).toContain('<meta property="og:title" content="Weeknight Chili · Sous" />');
      expect(page.body).toContain(`<meta property="og:url" content="http://localhost:3000/recipes/public/${publicRecipeId}" />`);
      expect(page.body).not.toContain('Sous is your kitchen companion.');
      const [recipeLd] = jsonLdOf(page.body);
      expect(recipeLd).toMatchObject({
        '@type': 'Recipe',
        name: 'Weeknight Chili',
        prepTime: 'PT15M',
        cookTime: 'PT1H10M',
        totalTime: 'PT1H25M',
        recipeYield: '4 servings',
        recipeIngredient: ['1 lb ground beef', '1 can kidney beans'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Brown the beef.' }, { '@type': 'HowToStep', text: 'Add the beans and simmer for 30 minutes.' }],
      });
      expect(recipeLd?.author).toEqual({ '@type': 'Person', name: screenName });
    }
  });

  it('keeps script and markup in recipe text as text, in the tags and in the JSON-LD', async () => {
    const owner = await buildUser(t.app, { screenName: `xss_${Date.now().toString(36)}` });
    const hostile = '</title><script>alert(1)</script>"\' $& <!--';
    const recipe = await buildRecipe(t.app, owner, { name: hostile, description: '</script><img src=x onerror=alert(2)>' });
    const { publicRecipeId } = (await t.app.inject({ method: 'POST', url: '/api/recipes/share', headers: owner.headers, payload: { recipeId: recipe.id } })).json<{ publicRecipeId: string }>();
    const page = await t.app.inject({ url: `/recipes/public/${publicRecipeId}`, headers: { accept: 'text/html' } });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).not.toContain('<img src=x');
    // One script element: the JSON-LD, which still reads back as the recipe's own words.
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(jsonLdOf(page.body)[0]).toMatchObject({ name: hostile, description: '</script><img src=x onerror=alert(2)>' });
    expect(page.body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39; $&amp; &lt;!-- · Sous</title>');
    expect(ogImageOf(page.body)).toMatch(/^http:\/\/localhost:3000\/illustrations\/[a-z-]+\.svg$/);
  });

  it("shows the recipe's drawing when it has no photo: a cook's recipe and the seed catalog's, as their cards do", async () => {
    const owner = await buildUser(t.app, { screenName: `draw_${Date.now().toString(36)}` });
    const publicRecipeId = await shareRecipe(t.app, owner, (await buildRecipe(t.app, owner, { name: 'Weeknight Chili' })).id);
    const page = await pageOf(publicRecipeId);
    expect(ogImageOf(page)).toBe('http://localhost:3000/illustrations/chili.svg');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(jsonLdOf(page)[0]?.image).toBe('http://localhost:3000/illustrations/chili.svg');

    const [seed] = (await t.app.inject({ url: '/api/recipes/public?type=featured&limit=1' })).json<PublicListResponse>().recipes;
    if (!seed) throw new Error('no seed recipe');
    const drawing = chooseIllustration(seed);
    expect(drawing).not.toBe('plate');
    const seedPage = await pageOf(seed.publicRecipeId);
    expect(ogImageOf(seedPage)).toBe(`http://localhost:3000/illustrations/${drawing}.svg`);
    expect(jsonLdOf(seedPage)[0]?.image).toBe(`http://localhost:3000/illustrations/${drawing}.svg`);
  });

  it('shows the featured photo, at its PUBLIC_MEDIA_BASE_URL address, once it has one', async () => {
    const owner = await buildUser(t.app, { screenName: `snap_${Date.now().toString(36)}` });
    const publicRecipeId = await shareRecipe(t.app, owner, (await buildRecipe(t.app, owner)).id);
    const photo = await mediaCalls(t.app).photo(owner, publicRecipeId, await testImage('jpeg'));
    const large = `${cdn}/recipes/${publicRecipeId}/media/${photo.imageId}/large.webp`;
    expect(photo.urls?.large).toBe(large);
    // The job features the owner's photo just after it turns ACTIVE (what `photo` waits for).
    const page = await waitFor(async () => {
      const read = await pageOf(publicRecipeId);
      return ogImageOf(read) === large ? read : undefined;
    }, 10_000, 'the photo to be featured');
    expect(ogImageOf(page)).toBe(large);
    expect(jsonLdOf(page)[0]?.image).toBe(large);
  });

  it('leaves nutrition out of the JSON-LD when nothing was worked out, as the page does', async () => {
    const owner = await buildUser(t.app, { screenName: `nut_${Date.now().toString(36)}` });
    const headOf = async (nutritionFacts: { calories: number; protein: number; carbs: number; fat: number }) => {
      const recipe = await buildRecipe(t.app, owner, { nutritionFacts });
      const { publicRecipeId } = (await t.app.inject({ method: 'POST', url: '/api/recipes/share', headers: owner.headers, payload: { recipeId: recipe.id } })).json<{ publicRecipeId: string }>();
      return jsonLdOf((await t.app.inject({ url: `/recipes/public/${publicRecipeId}`, headers: { accept: 'text/html' } })).body)[0];
    };
    expect(await headOf({ calories: 0, protein: 0, carbs: 0, fat: 0 })).not.toHaveProperty('nutrition');
    expect((await headOf({ calories: 120, protein: 0, carbs: 30, fat: 0 }))?.nutrition).toEqual({
      '@type': 'NutritionInformation',
      calories: '120 calories',
      proteinContent: '0 g',
      carbohydrateContent: '30 g',
      fatContent: '0 g',
    });
  });

  it('a private recipe, an unknown id and other pages keep the page as built', async () => {
    const owner = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, owner, { name: 'Private Pie' });
    for (const address of [`/recipes/${recipe.id}`, '/recipes/public/unknown', `/recipes/public/${'a'.repeat(120)}`, '/pricing']) {
      const page = await t.app.inject({ url: address, headers: { accept: 'text/html' } });
      expect(page.body, address).toContain('<title>Sous</title>');
      expect(page.body, address).not.toContain('Private Pie');
      expect(page.body, address).not.toContain('application/ld+json');
    }
  });
});
