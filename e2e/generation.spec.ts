import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, fillIssuerSignUp, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Each test is its own visitor, so one test's anonymous allowance never spills into another's.
test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function generate(page: Page, prompt: string) {
  await page.getByLabel('What would you like to cook?').fill(prompt);
  await page.locator('form').getByRole('button', { name: 'Generate Recipe' }).click();
}

test.describe('recipe generation', () => {
  test('a visitor generates 2 recipes and the third is refused with the exact message', async ({ page }) => {
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a Recipe' })).toBeVisible();
    await generate(page, 'a quick chicken stir fry with broccoli');
    await expect(page.getByRole('heading', { level: 3, name: /Stir-Fry/ })).toBeVisible({ timeout: 15_000 });
    // The request stays in its box beside the result, ready to adjust.
    await expect(page.getByLabel('What would you like to cook?')).toHaveValue('a quick chicken stir fry with broccoli');
    await expect(page.getByText('AI-generated recipes may contain inaccuracies', { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Generate Another Recipe' }).click();
    await generate(page, 'vegetarian chili');
    await expect(page.getByRole('heading', { level: 3, name: /Chili/ })).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Generate Another Recipe' }).click();
    await expect(
      page.getByText("You've reached your daily limit of 2 recipe generations. Sign in or upgrade to premium for more."),
    ).toBeVisible();
    await expect(page.locator('form').getByRole('button', { name: 'Generate Recipe' })).toBeDisabled();
  });

  test('the home page generator works with its tabs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByRole('tab', { name: 'Allergies' }).click();
    await page.getByRole('button', { name: 'Peanuts' }).click();
    await page.getByRole('button', { name: 'Continue to Recipe' }).click();
    await generate(page, 'satay noodles');
    await expect(page.getByRole('button', { name: 'Change Preferences' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('What would you like to cook?')).toHaveValue('satay noodles');
    const card = page.getByRole('article').first();
    await expect(card).not.toContainText(/peanut/i);
    // An unknown dish gets an honest note quoting the request ('You asked for satay noodles; ...');
    // apart from that quote, the recipe must not offer satay.
    const text = (await card.textContent()) ?? '';
    expect(text.replace(/You asked for [^;.]*[;.]/i, '')).not.toMatch(/satay/i);
  });

  test('a dish typed on /recipes with an allergy set in the home generator tabs comes back as that dish without it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByRole('tab', { name: 'Allergies' }).click();
    await page.getByRole('button', { name: 'Shellfish' }).click();
    await page.getByRole('button', { name: 'Continue to Recipe' }).click();
    await page.goto('/recipes');
    await generate(page, 'pad thai');
    const card = page.getByRole('article').first();
    await expect(card.getByRole('heading', { level: 3 })).toContainText('Pad Thai', { timeout: 15_000 });
    const ingredients = (await card.getByRole('listitem').allTextContents()).join(' | ');
    expect(ingredients).not.toMatch(/shrimp|prawn|crab|lobster|scallop|fish sauce/i);
  });

  test('saving while signed out leads through sign-up to the recipe in /saved-recipes', async ({ page }) => {
    await page.goto('/recipes');
    await generate(page, 'greek salad');
    const name = await page.getByRole('heading', { level: 3 }).first().textContent({ timeout: 15_000 });
    if (!name) throw new Error('the generated recipe has no name');
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in Required' })).toContainText(
      'You need to sign in to save this recipe. Would you like to sign in now?',
    );
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/signup');
    await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
    await fillIssuerSignUp(page, newUser('Mina'));
    await expect(page).toHaveURL('/saved-recipes');
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page.getByText('1 recipe in your collection')).toBeVisible();
  });

  test('a free user cannot save preferences', async ({ page }) => {
    await signUpInBrowser(page, newUser('Noor'));
    await completeOnboarding(page, uniqueName('noor'));
    await page.goto('/preferences');
    await page.getByRole('button', { name: 'Dairy' }).click();
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByText('You need a premium subscription to save preferences. Please upgrade to premium to access this feature.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'Save Preferences' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a signed-in cook saves, edits and removes a recipe', async ({ page }) => {
    await signUpInBrowser(page, newUser('Teo'));
    await completeOnboarding(page, uniqueName('teo'));
    await page.goto('/recipes');
    await generate(page, 'pancakes for breakfast');
    await page.getByRole('button', { name: 'Save Recipe' }).click({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Recipe Saved!' })).toBeVisible();

    await page.getByRole('link', { name: 'View Saved Recipes' }).click();
    await expect(page.getByText('1 recipe in your collection')).toBeVisible();
    await expect(page.getByText('New', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Recipe' })).toBeVisible();
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Name').fill('Sunday Pancakes');
    await page.getByLabel('Tags (comma separated)').fill('brunch, , family, sweet, weekend');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Sunday Pancakes' })).toBeVisible();
    await expect(page.getByText('+1')).toBeVisible();
    // The save's toast: axe reads it once it has faded in, not mid-way (a half-faded colour is no contrast problem).
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Remove' }).click();
    // No dialog: the recipe goes at once, and the toast names it and offers Undo (e2e/recipe-editing.spec.ts).
    await expect(page.getByText('“Sunday Pancakes” removed.')).toBeVisible();
    await expect(page.getByText("You haven't saved any recipes yet.")).toBeVisible();
    await page.reload();
    await expect(page.getByText("You haven't saved any recipes yet.")).toBeVisible();
  });

  test('the dashboard greets and generates from a quick chip', async ({ page }) => {
    await signUpInBrowser(page, newUser('Ines'));
    await completeOnboarding(page, uniqueName('ines'));
    await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Ines/ })).toBeVisible();
    await page.getByRole('button', { name: 'Vegetarian curry' }).click();
    await expect(page).toHaveURL('/recipes', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByLabel('What would you like to cook?')).toHaveValue('Vegetarian curry');
    await expectNoSeriousA11yViolations(page);
    // The result and the dashboard's recent recipes open the recipe's own page.
    const name = (await page.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
    await page.getByRole('article').first().getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(/\/recipes\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the home hero and a generated recipe show their drawings, loaded, never a broken image', async ({ page }) => {
    // Loaded: the browser decoded the file (a missing one would be the app's HTML page and fail).
    const loaded = (img: ReturnType<typeof page.locator>) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);
    await page.goto('/');
    const hero = page.locator('img[src="/illustrations/hero-kitchen.svg"]');
    await expect.poll(() => loaded(hero)).toBe(true);

    await page.goto('/recipes');
    await generate(page, 'chicken tikka masala');
    const card = page.getByRole('article').first();
    await expect(card.getByRole('heading', { level: 3 })).toContainText('Tikka Masala', { timeout: 15_000 });
    const drawing = card.locator('img');
    await expect(drawing).toHaveAttribute('src', '/illustrations/curry.svg');
    await expect(drawing).toHaveAttribute('alt', '');
    await expect.poll(() => loaded(drawing)).toBe(true);
  });
});
