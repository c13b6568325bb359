import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Issue 14: grocery lists from saved recipes, checked off, renamed, added to, kept after a reload,
// shared by a read-only link and shown on the dashboard; at phone and desktop widths.

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${String(Math.floor(Math.random() * 1000))}`;

/** Saves the first `count` featured recipes into the signed-in cook's collection; answers their names. */
async function saveFeaturedRecipes(page: Page, count: number): Promise<string[]> {
  await page.goto('/recipes/featured');
  const links = page.getByRole('article').getByRole('link', { name: /^View Recipe: / });
  await expect(links.first()).toBeVisible();
  const picked: { name: string; id: string }[] = [];
  for (let index = 0; index < count; index++) {
    const link = links.nth(index);
    const name = ((await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '').replace(/^View Recipe: /, '').trim();
    const id = /\/recipes\/public\/([^/?]+)/.exec((await link.getAttribute('href')) ?? '')?.[1];
    if (!id) throw new Error(`no public id for ${name}`);
    picked.push({ name, id });
  }
  for (const { id } of picked) {
    // The shared view of a public recipe offers Save to My Recipes.
    await page.goto(`/recipes/${id}`);
    await page.getByRole('button', { name: 'Save to My Recipes' }).click();
    await expect(page.getByText('A copy of this recipe is now in your collection.')).toBeVisible();
  }
  return picked.map(({ name }) => name);
}

/** An item checkbox's name ("flour 2 cups", from its aria-labelledby) and the item's name alone. */
const itemLabel = async (checkbox: Locator): Promise<{ label: string; name: string }> =>
  checkbox.evaluate((box) => {
    const parts = (box.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    return { label: parts.join(' '), name: parts[0] ?? '' };
  });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A browser context of its own (another device) at the test's viewport. */
async function freshPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, extraHTTPHeaders: ownAddress() });
  return context.newPage();
}

for (const width of [375, 1280]) {
  const phone = width < 768;
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: phone ? 812 : 900 } });

    test('makes a list from 3 saved recipes, edits it, keeps it after a reload, shares it and shows it on the dashboard', async ({ page, context, browser }) => {
      test.setTimeout(180_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signUpInBrowser(page, newUser('Gus'));
      await completeOnboarding(page, uniqueName('gus'));

      await page.goto('/grocery-list');
      await expect(page.getByRole('heading', { level: 1, name: 'Grocery Lists' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No grocery lists yet' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const recipes = await saveFeaturedRecipes(page, 3);

      // Picked on the saved recipes screen, the recipes arrive ticked in the grocery form.
      await page.goto('/saved-recipes');
      await page.getByRole('button', { name: 'Make a grocery list' }).click();
      const pick = page.getByRole('dialog', { name: 'Make a grocery list' });
      for (const name of recipes) await pick.getByRole('checkbox', { name }).check();
      await expectNoSeriousA11yViolations(page);
      await pick.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL('/grocery-list');
      await expect(page.getByRole('heading', { level: 1, name: 'New grocery list' })).toBeVisible();
      for (const name of recipes) await expect(page.getByRole('checkbox', { name })).toBeChecked();
      await expect(page.getByLabel(/^List name/)).toHaveValue(/^Grocery List - /);
      await expectNoSeriousA11yViolations(page);

      const listName = uniqueName('Weekend shop');
      await page.getByLabel(/^List name/).fill(listName);
      await page.getByRole('button', { name: 'Generate Grocery List' }).click();
      await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/grocery-list\?listId=[^&]+$/);
      const listUrl = page.url();
      const boxes = page.getByRole('checkbox');
      expect(await boxes.count()).toBeGreaterThan(3);
      const total = await boxes.count();
      await expect(page.getByText(`0 of ${String(total)} checked`).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Check off the first two items: they sink, struck through.
      const first = await itemLabel(boxes.nth(0));
      const second = await itemLabel(boxes.nth(1));
      const box = (item: { label: string }) => page.getByRole('checkbox', { name: item.label, exact: true });
      await box(first).check();
      await expect(box(first)).toBeChecked();
      // Checked items sink to the bottom of their section.
      await expect(boxes.nth(0)).not.toBeChecked();
      await box(second).check();
      await expect(page.getByText(`2 of ${String(total)} checked`).first()).toBeVisible();
      await expect(box(first)).toBeChecked();

      // Rename in place.
      const renamed = `${listName} (big)`;
      await page.getByRole('button', { name: 'Rename' }).click();
      await page.getByLabel('List name').fill(renamed);
      await page.getByLabel('List name').press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

      // A category of our own, and an item in it.
      await page.getByRole('button', { name: 'Add category' }).first().click();
      const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
      await categoryDialog.getByLabel(/^Category name/).fill('Party');
      await expectNoSeriousA11yViolations(page);
      await categoryDialog.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Party' })).toBeVisible();
      await page.getByRole('button', { name: 'Add item to Party' }).click();
      const itemDialog = page.getByRole('dialog', { name: 'Add Item' });
      await itemDialog.getByLabel(/^Item/).fill('Ice');
      await itemDialog.getByLabel('Quantity').fill('2');
      await itemDialog.getByLabel('Unit').fill('bags');
      await expectNoSeriousA11yViolations(page);
      await itemDialog.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByRole('checkbox', { name: 'Ice 2 bags' })).toBeVisible();
      await expect(page.getByText(`2 of ${String(total + 1)} checked`).first()).toBeVisible();

      // Everything is kept.
      const kept = async (target: Page) => {
        await expect(target.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
        await expect(target.getByText(`2 of ${String(total + 1)} checked`).first()).toBeVisible();
        await expect(target.getByRole('heading', { level: 2, name: 'Party' })).toBeVisible();
      };
      // Wait for the last save before leaving the page.
      await page.waitForLoadState('networkidle');
      await page.reload();
      await kept(page);
      await expect(box(first)).toBeChecked();
      await expect(box(second)).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Ice 2 bags' })).not.toBeChecked();

      // Share: a read-only link, opened on another device without signing in.
      await page.getByRole('button', { name: 'Share' }).click();
      const share = page.getByRole('dialog', { name: 'Share this list' });
      await share.getByRole('button', { name: 'Create link' }).click();
      const linkField = share.getByLabel('Read-only link');
      await expect(linkField).toHaveValue(/\/grocery-list\/shared\/[\w-]+$/);
      const link = await linkField.inputValue();
      await share.getByRole('button', { name: 'Copy link' }).click();
      await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expectNoSeriousA11yViolations(page);
      await share.getByRole('button', { name: 'Close' }).click();

      const visitor = await freshPage(browser, width);
      await visitor.goto(link);
      await kept(visitor);
      await expect(visitor.getByText('Shared list · read-only')).toBeVisible();
      await expect(visitor.getByRole('checkbox')).toHaveCount(0);
      await expect(visitor.getByRole('button', { name: 'Rename' })).toHaveCount(0);
      await expect(visitor.getByRole('listitem').filter({ hasText: new RegExp(`^checked: ${escapeRegExp(first.name)}`) }).first()).toBeAttached();
      await expectNoSeriousA11yViolations(visitor);

      // The dashboard shows it, and opens it.
      await page.goto('/dashboard');
      const onDashboard = page.getByRole('link', { name: new RegExp(escapeRegExp(renamed)) });
      await expect(onDashboard).toBeVisible();
      await onDashboard.click();
      await expect(page).toHaveURL(listUrl);
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

      // Stop sharing: the link ends.
      await page.getByRole('button', { name: 'Share' }).click();
      await share.getByRole('button', { name: 'Stop sharing' }).click();
      await expect(page.getByText('The link no longer works.')).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: 'This grocery list is no longer shared.' })).toBeVisible();
      await visitor.context().close();
    });
  });
}
