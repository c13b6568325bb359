import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRecipe, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

// A built web app of one page, as the real build's index.html starts.
const webDist = mkdtempSync(path.join(tmpdir(), 'sous-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Sous is your kitchen companion." /><title>Sous</title></head><body><div id="root"></div></body></html>',
);
const t = useTestApp({ WEB_DIST_DIR: webDist });

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
