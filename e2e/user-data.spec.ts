import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, fillIssuerSignIn, fillIssuerSignUp, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Issue 12: Your Data (/data-management): export, delete one recipe, delete everything; at phone and desktop widths.

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Generates and saves one recipe per prompt on /recipes (a free cook's two of the day); answers their names. */
async function saveRecipes(page: Page, prompts: string[]): Promise<string[]> {
  await page.goto('/recipes');
  const names: string[] = [];
  for (const [index, prompt] of prompts.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Generate Another Recipe' }).click();
    await page.getByLabel('What would you like to cook?').fill(prompt);
    await page.locator('form').getByRole('button', { name: 'Generate Recipe' }).click();
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Save Recipe' }).click({ timeout: 15_000 });
    await expect(card.getByRole('button', { name: 'Recipe Saved!' })).toBeVisible();
    names.push((await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '');
  }
  return names;
}

/** The open confirmation, checked to ask exactly this question. */
async function dialogAsking(page: Page, question: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  return dialog;
}

for (const width of [375, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('exports, deletes one recipe, then deletes everything after two confirmations and ends signed out', async ({ page }) => {
      test.setTimeout(120_000);
      const cook = newUser('Jo');
      await signUpInBrowser(page, cook);
      await completeOnboarding(page, uniqueName('jo'));
      await expect(page).toHaveURL('/dashboard');
      const [first = '', second = ''] = await saveRecipes(page, ['pancakes for breakfast', 'a warming lentil soup']);

      // Profile's Account Data part leads here.
      await page.goto('/profile');
      await page.getByRole('link', { name: 'Manage Your Data' }).click();
      await expect(page).toHaveURL('/data-management');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Data' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: first })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: second })).toBeVisible();
      await expect(page.getByText('2 recipes', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Export: a dated JSON file with the saved recipes in it.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export Data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^sous-export-\d{4}-\d{2}-\d{2}\.json$/);
      const file = await download.path();
      const exported = JSON.parse(await readFile(file, 'utf8')) as { format: string };
      expect(exported.format).toBe('sous-export');
      expect(JSON.stringify(exported)).toContain(JSON.stringify(first).slice(1, -1));
      expect(JSON.stringify(exported)).toContain(JSON.stringify(second).slice(1, -1));
      await expect(page.getByText(`Your data was saved as ${download.suggestedFilename()}.`)).toBeVisible();

      // One recipe, after its question; gone for good (a reload does not bring it back).
      await page.getByRole('button', { name: `Delete ${second}` }).click();
      const ask = await dialogAsking(page, 'Are you sure you want to delete this recipe?');
      await ask.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByRole('heading', { level: 3, name: second })).toHaveCount(0);
      await expect(page.getByText('1 recipe', { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 3, name: first })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: second })).toHaveCount(0);

      // Everything, after both questions in order.
      await page.getByRole('button', { name: 'Delete All Data' }).click();
      const firstQuestion = await dialogAsking(page, 'Are you sure you want to delete ALL your data? This cannot be undone.');
      await expectNoSeriousA11yViolations(page);
      await firstQuestion.getByRole('button', { name: 'Continue' }).click();
      const secondQuestion = await dialogAsking(page, 'This will permanently erase all your saved recipes. Proceed?');
      await secondQuestion.getByRole('button', { name: 'Erase Everything' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByText('All your data has been deleted.')).toBeVisible();
      // Signed out in this browser, and still on the home page once that happened (not sent to /login).
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('oidc.user')))).toBe(false);
      await expect(page.getByRole('heading', { level: 1, name: /^Cook better/ })).toBeVisible();
      await expect(page).toHaveURL('/');

      // Signed out: the signed-in screens ask for a sign-in again.
      await page.goto('/data-management');
      await expect(page).toHaveURL('/login');

      // The old password opens nothing.
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await fillIssuerSignIn(page, cook);
      await expect(page.getByText('Incorrect email or password.')).toBeVisible();

      // The address is free again: a new account starts from nothing.
      await page.goto('/signup');
      await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
      await fillIssuerSignUp(page, cook);
      await expect(page).toHaveURL('/onboarding');
      await completeOnboarding(page, uniqueName('jo'));
      await expect(page).toHaveURL('/dashboard');
      await page.goto('/data-management');
      await expect(page.getByRole('heading', { name: "You haven't saved any recipes yet." })).toBeVisible();
      await expect(page.getByText(first)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Export Data' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Delete All Data' })).toBeDisabled();
      await expect(page.getByText('Save a recipe first: until then there is nothing to export or delete.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
