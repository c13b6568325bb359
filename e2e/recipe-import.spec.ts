import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, fillIssuerSignIn, newUser, signUpInBrowser } from './support/auth';
import { renderCardPage } from './support/recipe-card';
import { ownAddress } from './support/visitor';

// Issue 15: recipes imported from photos of a two-page card (read by OCR), pasted text and a
// TikTok caption (from the local oEmbed stand-in), checked and corrected on the review screen,
// saved and found in /saved-recipes; at phone and desktop widths.

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const unique = () => `${Date.now().toString(36)}${String(randomInt(0, 1000))}`;

/** A new cook, signed up and with a screen name, on /import. */
async function cookOnImport(page: Page, firstName: string) {
  await signUpInBrowser(page, newUser(firstName));
  await completeOnboarding(page, `${firstName.toLowerCase()}_${unique()}`);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import a Recipe' })).toBeVisible();
}

/** The ingredient names and step texts on the review screen. */
async function reviewedLines(page: Page): Promise<{ ingredients: string[]; steps: string[] }> {
  const ingredients = await page.getByRole('group', { name: 'Ingredients' }).getByLabel(/^Ingredient \d+$/).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const steps = await page.getByRole('group', { name: 'Instructions' }).getByLabel(/^Step \d+$/).evaluateAll((inputs) => inputs.map((input) => (input as HTMLTextAreaElement).value));
  return { ingredients, steps };
}

/** Renames the reviewed recipe, saves it, and finds it in /saved-recipes with the success message. */
async function saveAs(page: Page, name: string) {
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page).toHaveURL('/saved-recipes');
  await expect(page.getByRole('status').filter({ hasText: `“${name}” was imported and saved to your recipes.` })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // The review was replaced in the history: Back does not return to it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/import\/review\//);
}

const card = {
  page1: ['Lemon Drizzle Cake', '', 'Serves 8', 'Prep time: 20 minutes', 'Cook time: 45 minutes', '', 'Ingredients', '1 1/2 cups self-raising flour', '1 cup sugar', '1/2 cup butter, softened', '2 eggs', '1 lemon'].join('\n'),
  page2: [
    'Method',
    '1. Heat the oven to 350F and grease a loaf tin.',
    '2. Beat the butter and sugar until pale, then beat in the eggs.',
    '3. Fold in the flour and the lemon zest.',
    '4. Bake for 45 minutes and pour the lemon juice over the warm cake.',
  ].join('\n'),
};

test('a visitor is asked to sign in from Import Recipes and comes back to /import', async ({ page, context }) => {
  const user = newUser('Ivy');
  await signUpInBrowser(page, user);
  await completeOnboarding(page, `ivy_${unique()}`);
  await context.clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/import');
  await expect(page).toHaveURL('/login');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await fillIssuerSignIn(page, user);
  await expect(page).toHaveURL('/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import a Recipe' })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('imports a two-page recipe card: progress, review, a corrected name, saved and in /saved-recipes', async ({ page }) => {
    test.setTimeout(240_000);
    await cookOnImport(page, 'Pia');
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByText('Nothing imported yet. Your imports will show here.')).toBeVisible();

    await page.getByRole('link', { name: /Photo of Recipe Card/ }).click();
    await expect(page).toHaveURL('/import/photo-card');
    await expect(page.getByRole('heading', { level: 1, name: 'Import a Recipe Card' })).toBeVisible();
    // Pages are added a pick at a time, in order.
    await page.getByLabel('Choose photos').setInputFiles({ name: 'lemon-cake-1.png', mimeType: 'image/png', buffer: await renderCardPage(card.page1) });
    await page.getByLabel('Add more photos').setInputFiles({ name: 'lemon-cake-2.jpg', mimeType: 'image/jpeg', buffer: await renderCardPage(card.page2, 'jpeg') });
    await expect(page.getByText('2 pages chosen')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page 2' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Start Import' }).click();
    const progress = page.getByRole('progressbar', { name: 'Import progress' });
    await expect(progress).toBeVisible({ timeout: 30_000 });
    await expect(progress).toHaveAttribute('aria-valuetext', /^(Analyzing|Reading|Organizing|Complete): \d+%$/);
    await expectNoSeriousA11yViolations(page);

    await page.waitForURL(/\/import\/review\/[^/]+$/, { timeout: 180_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Review Your Import' })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue(/lemon drizzle cake/i);
    await expect(page.getByRole('complementary', { name: 'Imported from' })).toContainText('Photos of a recipe card');
    const { ingredients, steps } = await reviewedLines(page);
    expect(ingredients.join('\n')).toMatch(/flour/i);
    expect(ingredients.join('\n')).toMatch(/sugar/i);
    expect(steps.join('\n')).toMatch(/oven/i);
    expect(steps.join('\n')).toMatch(/lemon juice/i);
    await expectNoSeriousA11yViolations(page);

    const name = `Granny's Lemon Drizzle ${unique()}`;
    await saveAs(page, name);

    // The import is no dead end: /import lists it (by the name it was read with) and opens the saved recipe.
    await page.goto('/import');
    await page.getByRole('region', { name: 'Recent imports' }).getByRole('link', { name: /^Open recipe: lemon drizzle cake/i }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('imports pasted recipe text, and says so for the options still to come', async ({ page }) => {
    test.setTimeout(120_000);
    await cookOnImport(page, 'Tom');
    await page.getByRole('button', { name: /YouTube video/ }).click();
    await expect(page.getByText('YouTube video will be available soon!')).toBeVisible();

    await page.getByRole('button', { name: /Paste recipe text/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste recipe text' });
    await dialog.getByRole('button', { name: 'Read Recipe' }).click();
    await expect(dialog.getByText('Please paste the recipe text')).toBeVisible();
    await dialog
      .getByLabel(/^Recipe text/)
      .fill(
        [
          'Banana Bread',
          'Serves 10',
          '',
          'Ingredients',
          '3 ripe bananas',
          '1/3 cup melted butter',
          '3/4 cup sugar',
          '1 1/2 cups flour',
          '1 tsp baking soda',
          '',
          'Directions',
          '1. Heat the oven to 350F.',
          '2. Mash the bananas and stir in the butter, then the sugar.',
          '3. Mix in the flour and baking soda and bake for an hour.',
        ].join('\n'),
      );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Read Recipe' }).click();

    await page.waitForURL(/\/import\/review\/[^/]+$/, { timeout: 30_000 });
    await expect(page.getByLabel(/^Name/)).toHaveValue('Banana Bread');
    await expect(page.getByRole('complementary', { name: 'Imported from' })).toContainText('Text you pasted');
    const { ingredients, steps } = await reviewedLines(page);
    expect(ingredients).toContain('ripe bananas');
    expect(steps).toHaveLength(3);
    await expect(page.getByLabel('Amount of ingredient 2', { exact: true })).toHaveValue('1/3');
    await expectNoSeriousA11yViolations(page);
    await saveAs(page, `Banana Bread ${unique()}`);
  });

  test('imports the recipe in a TikTok caption: the form, the progress, the review with the video, saved', async ({ page }) => {
    test.setTimeout(120_000);
    await cookOnImport(page, 'Lin');
    await page.getByRole('link', { name: /TikTok Video/ }).click();
    await expect(page).toHaveURL('/import/tiktok');
    await expect(page.getByText(/I confirm I have the right to use this recipe/)).toBeVisible();

    const field = page.getByLabel(/^TikTok video URL/);
    await page.getByRole('button', { name: 'Import Recipe' }).click();
    await expect(page.getByText('Please enter a TikTok URL')).toBeVisible();
    await field.fill('https://example.com/video/1');
    await page.getByRole('button', { name: 'Import Recipe' }).click();
    await expect(page.getByText('Please enter a valid TikTok URL')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Videos 7777… carry a recipe in their caption at the oEmbed stand-in.
    const videoId = `7777${String(randomInt(100_000_000, 999_999_999))}`;
    await field.fill(`https://www.tiktok.com/@sous.e2e/video/${videoId}`);
    await page.getByRole('button', { name: 'Import Recipe' }).click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(page.getByText('Recipe imported from TikTok.')).toBeVisible({ timeout: 60_000 });

    await page.waitForURL(/\/import\/review\/[^/]+$/, { timeout: 30_000 });
    const source = page.getByRole('complementary', { name: 'Imported from' });
    await expect(source).toContainText('TikTok video');
    await expect(source).toContainText('by @sous.e2e');
    await expect(source).toContainText('Creamy tomato pasta in 15 minutes');
    const { ingredients, steps } = await reviewedLines(page);
    expect(ingredients).toContain('spaghetti');
    expect(steps.join('\n')).toMatch(/passata and cream/);
    await expectNoSeriousA11yViolations(page);

    // The video's own review address shows the same recipe by the video's id.
    const reviewUrl = page.url();
    await page.goto(`/import/tiktok/review/${videoId}`);
    await expect(page.getByRole('complementary', { name: 'Imported from' })).toContainText('by @sous.e2e');
    await page.goto(reviewUrl);

    await saveAs(page, `Tomato Pasta ${unique()}`);

    // A video never imported: back to the form with the spec's toast.
    await page.goto('/import/tiktok/review/1234');
    await expect(page).toHaveURL('/import/tiktok');
    await expect(page.getByText('No TikTok video data found')).toBeVisible();
  });
});
