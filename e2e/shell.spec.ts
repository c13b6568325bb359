import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

/** Every console error and uncaught page error (a CSP refusal shows up here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('app shell', () => {
  test('the home page loads with header, footer and no console errors', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle(/Sous/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sous home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    expect(errors).toEqual([]);
  });

  test('an unknown path answers 404 and shows Page Not Found; a known page answers 200', async ({ page }) => {
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    const known = await page.goto('/pricing');
    expect(known?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
  });

  test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(/under construction/i)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the old import review address redirects, and a visitor ends at /login', async ({ page }) => {
    await page.goto('/import/recipe-review/abc');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a signed-in-only screen sends a visitor to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/saved-recipes', '/grocery-list']) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    }
  });

  test('the desktop header shows the visitor navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Explore Recipes', 'Create Recipes', 'Plans']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('at 375 px the menu button opens the visitor menu, which navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Explore Recipes', 'Create Recipes', 'Plans', 'Sign In']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await panel.getByRole('link', { name: 'Explore Recipes' }).click();
    await expect(page).toHaveURL('/recipes/featured');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('footer links go to the legal tabs and the social profiles', async ({ page }) => {
    const expected = [
      ['Terms of Service', '/legal'],
      ['Privacy Policy', '/legal?tab=privacy'],
      ['Disclaimers', '/legal?tab=disclaimers'],
      ['Open Source', '/legal?tab=opensource'],
    ] as const;
    for (const [name, url] of expected) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
    }
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Sous on TikTok', 'https://www.tiktok.com/@souskitchen'],
      ['Sous on Instagram', 'https://www.instagram.com/souskitchen'],
    ] as const) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Sous Kitchen LLC. All rights reserved.`);
  });

  test('the home page has no serious accessibility problems', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the 404 page has no serious accessibility problems', async ({ page }) => {
    await page.goto('/missing-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the mobile menu has no serious accessibility problems when open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoSeriousA11yViolations(page);
  });
});
