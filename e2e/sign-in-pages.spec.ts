import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { fillIssuerSignIn, fillIssuerSignUp, newUser, signOutInBrowser, type BrowserUser } from './support/auth';
import { ownAddress } from './support/visitor';

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

/** The issuer's consent line and its two links (to the site's legal pages). */
async function expectConsentLine(page: Page, lead: string) {
  const consent = page.locator('p.consent');
  await expect(consent).toContainText(`${lead} Terms of Service`);
  await expect(consent).toContainText('and Privacy Policy');
  await expect(consent.getByRole('link', { name: /^Terms of Service/ })).toHaveAttribute('href', /\/legal$/);
  await expect(consent.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('href', /\/legal\?tab=privacy$/);
}

/** The sign-up page's form with the password shown while typing, then sent. */
async function signUpWithShownPassword(page: Page, user: BrowserUser) {
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  const password = page.getByLabel(/^Password/);
  await password.fill(user.password);
  const show = page.getByRole('button', { name: 'Show password' });
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await show.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveValue(user.password);
  await show.click();
  await expect(password).toHaveAttribute('type', 'password');
  await fillIssuerSignUp(page, user);
}

test.describe('the sign-in pages at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('sign up with the password shown, onboard to a screen name, sign out in one step; the next person on this browser sees nothing of the first', async ({ page }) => {
    // Two sign-ups, two onboardings and a sign-in on a busy machine.
    test.setTimeout(90_000);
    const first = newUser('Ada');
    const firstScreenName = uniqueName('ada');

    await page.goto('/signup');
    await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\/[^/]+$/);
    // The issuer's page is dressed like the app: its logo, fonts and consent line.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sous home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Fraunces Variable/);
    await expect(page.locator('body')).toHaveCSS('font-family', /Inter Variable/);
    expect(await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('600 30px "Fraunces Variable"') && document.fonts.check('16px "Inter Variable"');
    })).toBe(true);
    await expectConsentLine(page, 'By creating an account you agree to our');
    await expectNoSidewaysScroll(page);
    await signUpWithShownPassword(page, first);

    // No screen name yet: onboarding first, and its screen-name check says what is wrong.
    await expect(page).toHaveURL('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
    await page.getByLabel('Screen Name').fill('A!');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page.getByText(`Screen name can't use "!": only letters a-z, numbers, and underscores. It also needs at least 3 characters.`)).toBeVisible();
    await page.getByLabel('Screen Name').fill(firstScreenName);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /, Ada$/ })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText(`@${firstScreenName}`)).toBeVisible();
    await expect(page.getByText(first.email)).toBeVisible();

    // One step: the header's Sign Out, and back on the home page, signed out everywhere.
    await signOutInBrowser(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    const leftBehind = await page.evaluate(() => Object.keys(localStorage));
    expect(leftBehind.filter((key) => key.startsWith('oidc.user'))).toEqual([]);
    expect(leftBehind).not.toContain('preferences');
    expect(leftBehind).not.toContain('freeUserGenerationCount');

    // The issuer forgot the session too: signing in again asks for the password.
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toBeEmpty();
    await expectConsentLine(page, 'By signing in you agree to our');
    await expectNoSidewaysScroll(page);

    // A second person creates an account from there, on the same browser.
    const second = newUser('Grace');
    const secondScreenName = uniqueName('grace');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await fillIssuerSignUp(page, second);
    await expect(page).toHaveURL('/onboarding');
    await expect(page.getByLabel('First Name')).toHaveValue('Grace');
    await expect(page.getByLabel('Screen Name')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue(second.email);
    await page.getByLabel('Screen Name').fill(secondScreenName);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /, Grace$/ })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByText(`@${secondScreenName}`)).toBeVisible();
    await expect(page.getByText(second.email)).toBeVisible();
    for (const trace of [firstScreenName, first.email, 'Ada Baker']) await expect(page.getByText(trace)).toHaveCount(0);
  });
});

test.describe('the issuer pages are accessible', () => {
  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    test(`sign-in and sign-up at ${viewport.width} px, with and without errors`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Enter your email address.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await fillIssuerSignIn(page, { email: 'nobody@example.com', password: 'not the password', firstName: '', lastName: '' });
      await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Enter your first name.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
