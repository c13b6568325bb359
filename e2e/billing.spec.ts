import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Each test is its own visitor, so one test's anonymous allowance never spills into another's.
test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function generate(page: Page, prompt: string) {
  await page.getByLabel('What would you like to cook?').fill(prompt);
  await page.locator('form').getByRole('button', { name: 'Generate Recipe' }).click();
  await expect(page.getByRole('button', { name: 'Generate Another Recipe' })).toBeVisible({ timeout: 15_000 });
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Baker');
}

/** The header's Premium badge (inside the menu on a phone). */
async function expectHeaderBadge(page: Page, shown: boolean) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  const phone = await menu.isVisible();
  if (phone) await menu.click();
  const badge = page.getByRole('banner').getByText('Premium', { exact: true });
  if (shown) await expect(badge.filter({ visible: true }).first()).toBeVisible();
  else await expect(badge.filter({ visible: true })).toHaveCount(0);
  if (phone) await page.keyboard.press('Escape');
}

for (const width of [375, 1280]) {
  test.describe(`premium at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a free cook subscribes in test mode, generates past the free limit, cancels and reactivates', async ({ page }) => {
      test.setTimeout(120_000);
      await signUpInBrowser(page, newUser('Robin'));
      await completeOnboarding(page, uniqueName('robin'));

      // The free allowance: two recipes, then the limit.
      await page.goto('/recipes');
      await generate(page, 'a quick chicken stir fry with broccoli');
      await page.getByRole('button', { name: 'Generate Another Recipe' }).click();
      await generate(page, 'vegetarian chili');
      await page.getByRole('button', { name: 'Generate Another Recipe' }).click();
      await expect(page.getByText("You've reached your daily limit of 2 recipe generations. Upgrade to premium for unlimited generations.")).toBeVisible();

      await page.goto('/pricing');
      await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(page).toHaveURL(/\/billing\/checkout\/[^/]+$/);
      await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Sous Premium' })).toBeVisible();
      await expect(page.getByText('Then $3.99 per month')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A declined test card is refused with the provider's words, and nothing changes.
      await fillCard(page, '4000 0000 0000 0002');
      await page.getByRole('button', { name: 'Start trial' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
      await expect(page).toHaveURL(/\/billing\/checkout\//);

      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Start trial' }).click();
      await expect(page).toHaveURL(/\/subscription\/success\?session_id=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Subscription Successful!' })).toBeVisible();
      await expect(page.getByText('Premium is active on your account.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Dashboard Now' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectHeaderBadge(page, true);

      // Past the free limit: the third and fourth recipes of the day come.
      await page.goto('/recipes');
      await generate(page, 'pancakes for breakfast');
      await page.getByRole('button', { name: 'Generate Another Recipe' }).click();
      await generate(page, 'greek salad');
      await expect(page.getByText(/You've reached your daily limit/)).toHaveCount(0);

      await page.goto('/profile');
      const subscription = page.getByRole('region', { name: 'Subscription' });
      await expect(subscription.getByText('Free Trial', { exact: true })).toBeVisible();
      await expect(subscription.getByText(/^Your free trial ends on /)).toBeVisible();
      await expect(page.getByRole('region', { name: /Share Premium Access/ }).getByText('Coming Soon')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
      await expect(subscription.getByText(/^Cancels on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
      await page.reload();
      await expect(subscription.getByText(/^Cancels on /)).toBeVisible();
      // Still premium until the period ends; the plans page offers to renew.
      await expectHeaderBadge(page, true);
      await page.goto('/pricing');
      await expect(page.getByRole('link', { name: 'Renew Subscription' })).toHaveAttribute('href', '/profile');
      await expect(page.getByRole('button', { name: "You're already Premium!" })).toBeDisabled();

      await page.goto('/profile');
      await subscription.getByRole('button', { name: 'Reactivate Subscription' }).click();
      await expect(subscription.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
      await expect(subscription.getByText(/^Cancels on /)).toHaveCount(0);
      await page.reload();
      await expect(subscription.getByText('Free Trial', { exact: true })).toBeVisible();
      await expect(subscription.getByText(/^Cancels on /)).toHaveCount(0);
    });
  });
}

test('the billing portal shows the plan and leads back to the profile', async ({ page }) => {
  await signUpInBrowser(page, newUser('Pat'));
  await completeOnboarding(page, uniqueName('pat'));
  await page.goto('/pricing');
  await page.getByRole('radio', { name: /Yearly/ }).click();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByText('Then $39.99 per year')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Start trial' }).click();
  await expect(page).toHaveURL(/\/subscription\/success/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL('/billing/portal');
  await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(page.getByText('$39.99 per year')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Return to Sous' }).click();
  await expect(page).toHaveURL('/profile');
});

test('leaving the checkout goes back to the plans, and the closed checkout says so', async ({ page }) => {
  await signUpInBrowser(page, newUser('Lee'));
  await completeOnboarding(page, uniqueName('lee'));
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\//);
  const checkoutUrl = page.url();
  await page.getByRole('button', { name: 'Back to Sous' }).click();
  await expect(page).toHaveURL('/pricing');
  await page.goto(checkoutUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'This checkout has already been completed or has expired.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/pricing');
});

test('visiting the success page without paying grants nothing', async ({ page }) => {
  await signUpInBrowser(page, newUser('Sam'));
  await completeOnboarding(page, uniqueName('sam'));
  await page.goto('/subscription/success?session_id=cs_test_forged');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Successful!' })).toBeVisible();
  await expect(page.getByText(/We are confirming your payment/)).toBeVisible();
  await expectHeaderBadge(page, false);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Free Tier', { exact: true })).toBeVisible();
  await expect(page.getByText('Share Premium Access')).toHaveCount(0);
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
});

test('a visitor on the plans page is sent to sign in, and the page passes axe', async ({ page }) => {
  await page.goto('/pricing');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL('/login');
});
