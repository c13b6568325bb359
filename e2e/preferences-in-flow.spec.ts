import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Each test is its own visitor, so one test's anonymous allowance never spills into another's.
test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const sizes = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** Opens the preferences from the generator's yellow prompt and ticks one allergy. */
async function chooseAllergy(page: Page, allergen: string) {
  await expect(page.getByText("You haven't set your food preferences yet.")).toBeVisible();
  await page.getByRole('button', { name: 'Set your preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Food Preferences' });
  await dialog.getByRole('tab', { name: 'Allergies' }).click();
  await dialog.getByRole('button', { name: allergen, exact: true }).click();
  // Choosing is for everyone; only saving them to the account is premium.
  await expect(dialog.getByText('You need a premium subscription to save preferences.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // The prompt is gone: the panel now says what the generator will use.
  await expect(page.getByText("You haven't set your food preferences yet.")).toBeHidden();
  await expect(page.getByText('Using Your Preferences')).toBeVisible();
}

/** Generates on /recipes and answers the first recipe's ingredient lines. */
async function generateIngredients(page: Page, prompt: string): Promise<string> {
  await page.getByLabel('What would you like to cook?').fill(prompt);
  await page.locator('form').getByRole('button', { name: 'Generate Recipe' }).click();
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible({ timeout: 15_000 });
  return (await card.getByRole('listitem').allTextContents()).join(' | ');
}

for (const { name, viewport } of sizes) {
  test.describe(`preferences in the flow (${name})`, () => {
    test.use({ viewport });

    test('a visitor sets an allergy on /recipes and gets a recipe without it', async ({ page }) => {
      await page.goto('/recipes');
      // What is left is visible before generating.
      await expect(page.getByText('2 of 2 free recipe generations left today.')).toBeVisible();
      await chooseAllergy(page, 'Eggs');
      const ingredients = await generateIngredients(page, 'fluffy pancakes');
      expect(ingredients).not.toMatch(/\beggs?\b|\byolks?\b|mayonnaise/i);
      await expect(page.getByText('1 of 2 free recipe generations left today.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('a free user sets an allergy on /recipes and gets a recipe without it; the dashboard offers the same', async ({ page }) => {
      await signUpInBrowser(page, newUser('Kit'));
      await completeOnboarding(page, `kit_${Date.now().toString(36)}`);
      await page.waitForURL(/\/dashboard$/);
      await expect(page.getByRole('button', { name: 'Set your preferences' })).toBeVisible();
      await page.goto('/recipes');
      await chooseAllergy(page, 'Shellfish');
      const ingredients = await generateIngredients(page, 'pad thai');
      expect(ingredients).not.toMatch(/shrimp|prawn|crab|lobster|scallop|fish sauce/i);
      // The dashboard uses the same choices for its quick generator.
      await page.goto('/dashboard');
      await expect(page.getByText('Using Your Preferences')).toBeVisible();
      await expect(page.getByText('Shellfish').first()).toBeVisible();
    });

    test('a used-up allowance says so once, under a disabled button, with its actions; a new browser on the network knows', async ({ page, context, browser }) => {
      const address = ownAddress();
      await context.setExtraHTTPHeaders(address);
      await page.goto('/recipes');
      for (const prompt of ['tomato soup', 'green salad']) {
        await generateIngredients(page, prompt);
        await page.getByRole('button', { name: 'Generate Another Recipe' }).click();
      }
      const expectUsedUp = async (screen: Page) => {
        await expect(screen.getByText("You've reached your daily limit of 2 recipe generations. Sign in or upgrade to premium for more.")).toHaveCount(1);
        const button = screen.locator('form').getByRole('button', { name: 'Generate Recipe' });
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(/daily limit of 2 recipe generations/);
        await expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
        await expect(screen.getByRole('main').getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
        // One banner at a time: the prompt to set preferences waits for tomorrow.
        await expect(screen.getByRole('button', { name: 'Set your preferences' })).toHaveCount(0);
      };
      await expectUsedUp(page);
      // Another browser on the same network: its own storage is empty, the server's count is not.
      const other = await browser.newContext({ viewport, extraHTTPHeaders: address });
      try {
        const otherPage = await other.newPage();
        await otherPage.goto('/recipes');
        await expectUsedUp(otherPage);
      } finally {
        await other.close();
      }
    });
  });
}

test('every tab is visible at 375 px: home generator, preferences modal, legal', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const allTabsInView = async () => {
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const count = await tabs.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) {
      const box = await tabs.nth(i).boundingBox();
      expect(box, `tab ${String(i)}`).not.toBeNull();
      if (box) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
    }
  };
  await page.goto('/');
  await page.getByRole('button', { name: 'Generate Recipe' }).first().click();
  await allTabsInView();
  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Set your preferences' }).click();
  await allTabsInView();
  await page.goto('/legal');
  await allTabsInView();
});
