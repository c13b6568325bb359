import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

test.describe('public pages', () => {
  const pages: [string, RegExp][] = [
    ['/', /Cook .* with Sous/],
    ['/tiktok', /Cook it your way/],
    ['/x', /Cook it your way/],
    ['/instagram', /Cook it your way/],
    ['/pricing', /^Plans$/],
    ['/legal', /^Legal$/],
    ['/recipes', /.+/],
    ['/recipes/featured', /.+/],
    ['/login', /.+/],
    ['/signup', /.+/],
  ];
  for (const [path, heading] of pages) {
    test(`${path} renders its heading and has no serious accessibility problems`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the hero word rotates', async ({ page }) => {
    await page.goto('/');
    const word = page.getByTestId('rotating-word');
    await expect(word).toHaveText('better');
    await expect(word).toHaveText('easier', { timeout: 4000 });
  });

  test('the legal tabs follow the query parameter', async ({ page }) => {
    await page.goto('/legal');
    await expect(page.getByText('Effective date: 4-12-2025')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/Illinois limited liability company/)).toBeVisible();

    await page.goto('/legal?tab=privacy');
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/PIPEDA/)).toBeVisible();

    await page.goto('/legal?tab=disclaimers');
    await expect(page.getByRole('heading', { level: 2, name: 'Disclaimers' })).toBeVisible();

    await page.goto('/legal?tab=opensource');
    const list = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'react', exact: true }) });
    await expect(list.getByRole('link', { name: 'fastify', exact: true })).toBeVisible();
    await expect(list.locator('li', { has: page.getByRole('link', { name: 'react', exact: true }) })).toContainText('MIT');

    await page.getByRole('tab', { name: 'Disclaimers' }).click();
    await expect(page).toHaveURL('/legal?tab=disclaimers');
  });

  test('the landing pages are kept out of search results', async ({ page, request }) => {
    for (const path of ['/tiktok', '/x', '/instagram']) {
      const answer = await request.get(path);
      expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.getByRole('link', { name: 'Try Web App Now' })).toHaveAttribute('href', '/');
    }
  });

  test('pricing switches to yearly and sends a visitor to sign in', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByText('$3.99')).toBeVisible();
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await expect(page.getByText('$39.99')).toBeVisible();
    await expect(page.getByText('Save $7.89 with yearly billing')).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page).toHaveURL('/login');
  });
});
