import { expect, test } from '@playwright/test';
import { completeOnboarding, fillIssuerSignIn, newUser, signOutInBrowser, signUpInBrowser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/a11y';

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('sign-in and accounts', () => {
  test('sign up, complete onboarding, edit the profile, sign out and sign in again', async ({ page }) => {
    const user = newUser('Robin');
    await signUpInBrowser(page, user);
    await completeOnboarding(page, uniqueName('robin'));
    await expect(page).toHaveURL('/dashboard');

    await expect(page.getByRole('link', { name: 'My Account' }).first()).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Free Tier', { exact: true })).toBeVisible();
    await page.getByLabel('First Name').fill('Robyn');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByText('Robyn Baker')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signOutInBrowser(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).or(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).first()).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await fillIssuerSignIn(page, user);
    await expect(page).toHaveURL('/dashboard');
  });

  test('a taken screen name shows its message', async ({ page, browser }) => {
    const taken = uniqueName('taken');
    const first = newUser('Ada');
    await signUpInBrowser(page, first);
    await completeOnboarding(page, taken);
    await expect(page).toHaveURL('/dashboard');

    const other = await browser.newPage();
    await signUpInBrowser(other, newUser('Grace'));
    await completeOnboarding(other, taken.toUpperCase());
    await expect(other.getByText('Screen name is already taken')).toBeVisible();
    await expect(other).toHaveURL('/onboarding');
    await other.close();
  });

  test('a signed-out visit to /saved-recipes goes to /login and comes back after sign-in', async ({ page, context }) => {
    const user = newUser('Sam');
    await signUpInBrowser(page, user);
    await completeOnboarding(page, uniqueName('sam'));
    await expect(page).toHaveURL('/dashboard');
    await context.clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });

    await page.goto('/saved-recipes');
    await expect(page).toHaveURL('/login');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await fillIssuerSignIn(page, user);
    await expect(page).toHaveURL('/saved-recipes');
  });

  test('/signup and the onboarding form are accessible', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Join' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await signUpInBrowser(page, newUser('Lee'));
    if (!page.url().endsWith('/onboarding')) await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
