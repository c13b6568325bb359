import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Issue 13: the featured and browse pages, the public recipe page, and sharing a recipe by link;
// at phone and desktop widths.

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${String(Math.floor(Math.random() * 1000))}`;
const noLongerAvailable = 'This recipe is no longer available or has been removed.';
/** A recipe name that would run script if it were ever put into the page as markup. */
const scriptName = '<img src=x onerror=alert(1)> Dal';

/** The names on the cards of the page, in order. */
const cardNames = async (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

/** A browser context of its own (a fresh visitor on another device) at the test's viewport. */
async function freshPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, extraHTTPHeaders: ownAddress() });
  return context.newPage();
}

/** Fails the test if anything on the page opens an alert (script run from a recipe's text). */
function forbidDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`the page opened a ${dialog.type()}: ${dialog.message()}`);
  });
}

for (const width of [375, 1280]) {
  const phone = width < 768;
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: phone ? 812 : 900 } });

    test('a visitor sees the featured seed recipes and opens one', async ({ page }) => {
      await page.goto('/recipes/featured');
      await expect(page.getByRole('heading', { level: 1, name: 'Explore Recipes' })).toBeVisible();
      await expect(page).toHaveTitle('Explore Recipes · Sous');
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(12);
      await expect(cards.first()).toContainText('By Sous Kitchen');
      await expect(page.getByText('Taste as you go')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const name = (await cards.first().getByRole('heading').textContent()) ?? '';
      await cards.first().getByRole('link', { name: `View Recipe: ${name}` }).click();
      await expect(page).toHaveURL(/\/recipes\/public\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} · Sous`);
      await expect(page.getByText('Shared by Sous Kitchen')).toBeVisible();
      await expect(page.getByRole('article').getByText(/^\d+ servings?$/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign In' }).last()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'More Recipes' }).click();
      await expect(page).toHaveURL('/recipes/featured');

      await page.goto('/recipes/public/no-such-recipe');
      await expect(page.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Featured Recipes' })).toBeVisible();
    });

    test('browses by cuisine and tag; Load More appends new recipes until none are left', async ({ page }) => {
      await page.goto('/recipes/featured');
      await page.getByRole('link', { name: 'Browse All Recipes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(12);

      // Choose Asian and Dinner: in the side panel on a phone, beside the list on a desktop.
      if (phone) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        const sheet = page.getByRole('dialog', { name: /Filters/ });
        await sheet.getByText('Asian', { exact: true }).click();
        await sheet.getByText('Dinner', { exact: true }).click();
        await expectNoSeriousA11yViolations(page);
        await sheet.getByRole('button', { name: 'Apply Filters' }).click();
        await expect(sheet).toBeHidden();
        await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('2');
      } else {
        const panel = page.getByRole('complementary');
        await panel.getByText('Asian', { exact: true }).click();
        await panel.getByText('Dinner', { exact: true }).click();
        await expect(panel.getByRole('heading', { name: /Filters/ })).toContainText('2');
      }
      await expect(page).toHaveURL('/recipes/browse?cuisine=Asian&tags=Dinner');
      await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['Asian', 'Dinner']);
      await expect(page.getByRole('article')).toHaveCount(12);
      await expectNoSeriousA11yViolations(page);

      const firstPage = await cardNames(page);
      const loadMore = page.getByRole('button', { name: 'Load More' });
      const articles = page.getByRole('article');
      await expect(loadMore).toBeVisible();
      // While a page loads the button reads 'Loading...'; with the new cards it is back, or gone for good.
      for (let shown = 12; await loadMore.isVisible(); shown = await articles.count()) {
        await loadMore.click();
        await expect.poll(() => articles.count()).toBeGreaterThan(shown);
      }
      const all = await cardNames(page);
      expect(all.length).toBeGreaterThan(12);
      expect(all.slice(0, 12)).toEqual(firstPage);
      expect(new Set(all).size).toBe(all.length);

      // A reload and Back keep the filters.
      await page.reload();
      await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['Asian', 'Dinner']);
      await page.getByRole('article').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/recipes\/public\//);
      await page.goBack();
      await expect(page).toHaveURL('/recipes/browse?cuisine=Asian&tags=Dinner');

      // Removing a chip reloads from the start; Clear all removes the rest.
      await page.getByRole('button', { name: 'Remove filter Asian' }).click();
      await expect(page).toHaveURL('/recipes/browse?tags=Dinner');
      await expect(page.getByRole('article')).toHaveCount(12);
      await page.getByRole('button', { name: 'Clear all' }).click();
      await expect(page).toHaveURL('/recipes/browse');
      await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden();
    });

    test('a cook shares a recipe by link, another saves it, and the owner makes it private again', async ({ page, context, browser }) => {
      test.setTimeout(120_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const screenName = uniqueName('sharer');
      await signUpInBrowser(page, newUser('Sasha'));
      await completeOnboarding(page, screenName);
      await page.goto('/recipes');
      await page.getByLabel('What would you like to cook?').fill('dal tadka');
      await page.locator('form').getByRole('button', { name: 'Generate Recipe' }).click();
      const card = page.getByRole('article').first();
      await card.getByRole('button', { name: 'Save Recipe' }).click({ timeout: 15_000 });
      await expect(card.getByRole('button', { name: 'Recipe Saved!' })).toBeVisible();
      const savedName = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';

      // The recipe's page: a name with markup in it, then Share.
      await page.goto('/saved-recipes');
      await page.getByRole('link', { name: savedName }).click();
      // The saved list has Edit buttons too: wait for the recipe's own page.
      await expect(page.getByRole('heading', { level: 1, name: savedName })).toBeVisible();
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel(/^Name/).fill(scriptName);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: scriptName })).toBeVisible();
      // axe below looks at the dialog, not at the edit's toast (its close button is the toast region's own).
      await expect(page.getByText('Changes saved.')).toBeVisible();
      await page.getByRole('button', { name: 'Close notification' }).click();
      await expect(page.getByText('Changes saved.')).toBeHidden();
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share Recipe' });
      await expect(dialog.getByText('Make this recipe public?')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Make Public' }).click();
      const linkField = dialog.getByLabel('Recipe link');
      await expect(linkField).toHaveValue(/\/recipes\/[^/]+$/);
      const link = await linkField.inputValue();
      await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expect(dialog.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
      await expect(dialog.getByRole('link', { name: /Twitter/ })).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?/);
      await expect(dialog.getByText('Coming Soon')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).click();

      // A visitor on another device opens the link: the name is text, nothing runs.
      const visitor = await freshPage(browser, width);
      forbidDialogs(visitor);
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { level: 1, name: scriptName })).toBeVisible();
      await expect(visitor.getByText(`Shared by ${screenName}`)).toBeVisible();
      await expect(visitor).toHaveTitle(`${scriptName} · Sous`);
      expect(await visitor.locator('img[src="x"]').count()).toBe(0);
      await expectNoSeriousA11yViolations(visitor);
      await visitor.getByRole('button', { name: 'Save to My Recipes' }).click();
      await expect(visitor.getByRole('dialog', { name: 'Sign in Required' })).toContainText('You need to sign in to save this recipe. Would you like to sign in now?');
      await visitor.getByRole('button', { name: 'Not Now' }).click();
      await expect(visitor.getByRole('dialog')).toBeHidden();

      // Another cook signs in there and saves a copy to their recipes.
      await signUpInBrowser(visitor, newUser('Kim'));
      await visitor.goto(link);
      await expect(visitor.getByText(`Shared by ${screenName}`)).toBeVisible();
      await visitor.getByRole('button', { name: 'Save to My Recipes' }).click();
      await expect(visitor.getByText('A copy of this recipe is now in your collection.')).toBeVisible();
      await visitor.getByRole('link', { name: 'Open your copy' }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: scriptName })).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Edit' })).toBeVisible();
      await visitor.goto('/saved-recipes');
      await expect(visitor.getByRole('link', { name: scriptName })).toBeVisible();

      // The owner makes it private again: the link answers that it is gone; the copy stays.
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(dialog.getByLabel('Recipe link')).toHaveValue(link);
      await dialog.getByRole('button', { name: 'Make private' }).click();
      await dialog.getByRole('button', { name: 'Make Private' }).click();
      await expect(page.getByText('This recipe is private again.')).toBeVisible();

      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { name: noLongerAvailable })).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Return Home' })).toBeVisible();
      const stranger = await freshPage(browser, width);
      await stranger.goto(link);
      await expect(stranger.getByRole('heading', { name: noLongerAvailable })).toBeVisible();
      await visitor.goto('/saved-recipes');
      await expect(visitor.getByRole('link', { name: scriptName })).toBeVisible();
      await visitor.context().close();
      await stranger.context().close();
    });

    test('a cook without a screen name is asked to set one before sharing', async ({ page }) => {
      test.setTimeout(90_000);
      await signUpInBrowser(page, newUser('Noor'));
      await page.goto('/recipes');
      await page.getByLabel('What would you like to cook?').fill('tomato soup');
      await page.locator('form').getByRole('button', { name: 'Generate Recipe' }).click();
      const card = page.getByRole('article').first();
      await card.getByRole('button', { name: 'Save Recipe' }).click({ timeout: 15_000 });
      await expect(card.getByRole('button', { name: 'Recipe Saved!' })).toBeVisible();
      const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
      await page.goto('/saved-recipes');
      await page.getByRole('button', { name: `Share ${name}` }).click();
      await page.getByRole('button', { name: 'Make Public' }).click();
      const ask = page.getByRole('dialog', { name: 'Screen name needed' });
      await expect(ask).toContainText('You need a screen name to share recipes. Would you like to set one now?');
      await ask.getByRole('button', { name: 'Set Screen Name' }).click();
      await expect(page).toHaveURL('/profile');
    });
  });
}
