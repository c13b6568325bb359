import { expect, test, type Page } from '@playwright/test';
import { completeOnboarding, fillIssuerSignIn, newUser, signOutInBrowser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Generates one recipe on /recipes and saves it; returns its name. */
async function generateAndSave(page: Page, prompt: string): Promise<string> {
  await page.goto('/recipes');
  await page.getByLabel('What would you like to cook?').fill(prompt);
  await page.locator('form').getByRole('button', { name: 'Generate Recipe' }).click();
  const name = await page.getByRole('heading', { level: 3 }).first().textContent({ timeout: 15_000 });
  if (!name) throw new Error('the generated recipe has no name');
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByRole('button', { name: 'Recipe Saved!' })).toBeVisible();
  return name;
}

test.describe('one browser, two people', () => {
  test("after sign-out, the next person signing in on the same page sees none of the last one's recipes", async ({ page, browser }) => {
    // Two sign-ups, a generation and two sign-ins: longer than one test's usual 30 s on a busy machine.
    test.setTimeout(90_000);
    // The second person has an account already (made in a browser of their own).
    const second = newUser('Grace');
    const elsewhere = await browser.newPage({ extraHTTPHeaders: ownAddress() });
    await signUpInBrowser(elsewhere, second);
    await completeOnboarding(elsewhere, uniqueName('grace'));
    await expect(elsewhere).toHaveURL('/dashboard');
    await elsewhere.close();

    // The first person signs up, keeps a recipe and sees it on the dashboard and in My Recipes.
    await signUpInBrowser(page, newUser('Ada'));
    await completeOnboarding(page, uniqueName('ada'));
    const kept = await generateAndSave(page, 'pancakes for breakfast');
    await page.getByRole('link', { name: 'View Saved Recipes' }).click();
    await expect(page.getByRole('heading', { level: 3, name: kept })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('main').getByText(kept).first()).toBeVisible();

    await signOutInBrowser(page);

    // The second person signs in on the same page and moves around inside the app (no reloads).
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first().click();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await fillIssuerSignIn(page, second);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /, Grace$/ })).toBeVisible();
    await expect(page.getByText('Your generated and saved recipes will show here.')).toBeVisible();
    await expect(page.getByText(kept)).toHaveCount(0);

    await page.getByRole('link', { name: 'My Recipes' }).first().click();
    await expect(page).toHaveURL('/saved-recipes');
    await expect(page.getByText("You haven't saved any recipes yet.")).toBeVisible();
    await expect(page.getByText(kept)).toHaveCount(0);

    await page.getByRole('link', { name: 'My Account' }).first().click();
    await expect(page.getByText(second.email)).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^0$/ })).toBeVisible();
  });
});
