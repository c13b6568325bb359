import { expect, type Page } from '@playwright/test';

export interface BrowserUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;
/** A fresh person for one test: unique email, a password the issuer accepts. */
export function newUser(firstName = 'Robin'): BrowserUser {
  counter += 1;
  return {
    email: `cook-${Date.now()}-${process.pid}-${counter}@example.com`,
    password: 'correct horse battery staple',
    firstName,
    lastName: 'Baker',
  };
}

/** Fills and sends the embedded issuer's sign-up form (the page the app's Sign Up button opens). */
export async function fillIssuerSignUp(page: Page, user: BrowserUser) {
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  // Not 'Show password', the button beside the field (the label may end with the required mark).
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Fills and sends the embedded issuer's sign-in form. */
export async function fillIssuerSignIn(page: Page, user: BrowserUser) {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs a new person up through the app and the issuer; ends back in the app (onboarding or dashboard). */
export async function signUpInBrowser(page: Page, user: BrowserUser) {
  await page.goto('/signup');
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  await fillIssuerSignUp(page, user);
  await page.waitForURL(/\/(onboarding|dashboard)$/);
}

/** Completes onboarding with a screen name. */
export async function completeOnboarding(page: Page, screenName: string) {
  if (!page.url().endsWith('/onboarding')) await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  await page.getByLabel('Screen Name').fill(screenName);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
}

/**
 * Signs out from the header (from the menu on a phone-sized page) in one step: the issuer's
 * sign-out page asks nothing and ends its session too. Ends on the home page, signed out.
 */
export async function signOutInBrowser(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL('/');
}
