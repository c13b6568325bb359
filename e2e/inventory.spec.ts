import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Issue 16: the pantry inventory. Items added, edited and deleted (kept after a reload), at phone
// and desktop widths.

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${String(Math.floor(Math.random() * 1000))}`;

/** A category's section (its heading button is named by the category and its count). */
const section = (page: Page, category: string) => page.getByRole('region', { name: new RegExp(`^${category.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

async function signedInAtInventory(page: Page, name: string) {
  await signUpInBrowser(page, newUser(name));
  await completeOnboarding(page, uniqueName(name.toLowerCase()));
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
}

for (const width of [375, 1280]) {
  const phone = width < 768;
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: phone ? 812 : 900 } });

    test('adds, edits and deletes pantry items, grouped by category, kept after a reload', async ({ page }) => {
      test.setTimeout(120_000);
      await signedInAtInventory(page, 'Pia');
      await expect(page.getByRole('heading', { name: 'No pantry items yet – add your first!' })).toBeVisible();
      // Phones get the floating buttons, wide screens the header's.
      const addButton = phone ? page.getByRole('button', { name: 'Add Item', exact: true }) : page.getByRole('button', { name: '+ Add Item' }).first();
      const scanButton = phone ? page.getByRole('button', { name: 'Scan Items', exact: true }) : page.getByRole('button', { name: '📷 Scan Items' });
      await expect(scanButton).toBeVisible();
      await expect(page.getByRole('button', { name: phone ? '📷 Scan Items' : 'Scan Items', exact: true })).toBeHidden();
      await expectNoSeriousA11yViolations(page);

      // A bad quantity is refused under its field; nothing is sent.
      await addButton.click();
      let dialog = page.getByRole('dialog', { name: 'Add Item' });
      await expect(dialog.getByLabel(/^Quantity/)).toHaveValue('1');
      await expect(dialog.getByLabel(/^Unit/)).toHaveValue('pcs');
      await expect(dialog.getByLabel(/^Category/)).toHaveValue('Other');
      await dialog.getByLabel(/^Name/).fill('Basmati rice');
      await dialog.getByLabel(/^Quantity/).fill('0');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog.getByText('Quantity must be a number greater than 0.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByLabel(/^Quantity/).fill('1.5');
      await dialog.getByLabel(/^Unit/).selectOption('kg');
      await dialog.getByLabel(/^Category/).selectOption('Grains & Bread');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(section(page, 'Grains & Bread')).toContainText('Basmati rice');
      await expect(section(page, 'Grains & Bread')).toContainText('1.5 kg');

      await addButton.click();
      dialog = page.getByRole('dialog', { name: 'Add Item' });
      await dialog.getByLabel(/^Name/).fill('Whole milk');
      await dialog.getByLabel(/^Unit/).selectOption('l');
      await dialog.getByLabel(/^Category/).selectOption('Dairy');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(section(page, 'Dairy')).toContainText('Whole milk');
      await expect(section(page, 'Dairy').getByRole('button', { name: 'Edit Whole milk' })).toBeEnabled();

      // Kept after a reload, grouped in the spec's order; a section folds.
      await page.reload();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText([/^Dairy/, /^Grains & Bread/]);
      await section(page, 'Dairy').getByRole('button', { name: /^Dairy/ }).click();
      await expect(section(page, 'Dairy').getByText('Whole milk')).toBeHidden();
      await section(page, 'Dairy').getByRole('button', { name: /^Dairy/ }).click();
      await expect(section(page, 'Dairy').getByText('Whole milk')).toBeVisible();

      // Edit: the amount changes, and stays changed.
      await page.getByRole('button', { name: 'Edit Basmati rice' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Item' });
      await expect(dialog.getByLabel(/^Name/)).toHaveValue('Basmati rice');
      await dialog.getByLabel(/^Quantity/).fill('2');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(section(page, 'Grains & Bread')).toContainText('2 kg');
      await page.reload();
      await expect(section(page, 'Grains & Bread')).toContainText('2 kg');

      // Delete, after the spec's question.
      await page.getByRole('button', { name: 'Delete Whole milk' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete item' });
      await expect(confirm).toContainText('Delete this item?');
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Whole milk')).toHaveCount(0);
      await page.reload();
      await expect(section(page, 'Grains & Bread')).toContainText('Basmati rice');
      await expect(page.getByText('Whole milk')).toHaveCount(0);
    });
  });
}
