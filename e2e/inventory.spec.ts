import { expect, test, type Page } from '@playwright/test';
import { RECEIPT_CASES } from '@sous/kitchen/receipt/fixtures/receipts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, newUser, signUpInBrowser } from './support/auth';
import { renderCardPage } from './support/recipe-card';
import { ownAddress } from './support/visitor';

// Issue 16: the pantry inventory. Items added, edited and deleted (kept after a reload), at phone
// and desktop widths; a receipt photo rendered here is scanned and its items appear by category.

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

test('scans a photographed receipt: its items appear grouped by category', async ({ page }) => {
  // The photo is read by the real OCR in a job: slow on a busy machine.
  test.setTimeout(240_000);
  const receipt = RECEIPT_CASES.find((entry) => entry.id === 'farmers-market');
  if (!receipt) throw new Error('the farmers-market receipt is gone from RECEIPT_CASES');
  await signedInAtInventory(page, 'Sol');

  await page.getByRole('button', { name: '📷 Scan Items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan Inventory Item' });
  await expect(dialog).toContainText('Upload a photo of your grocery receipt, pantry, or fridge to automatically add items to your inventory!');
  await expect(dialog.getByRole('button', { name: 'Scan Item' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // A file that is not a photo is refused with the spec's text.
  await dialog.getByLabel('Upload inventory photo').setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from(receipt.text) });
  await expect(dialog.getByRole('alert')).toHaveText('File "receipt.txt" is not a valid image type. Please select JPEG or PNG files.');

  // The rendered receipt (1200 × 1600) is fitted within 1920 × 1080, uploaded, then read.
  await dialog.getByLabel('Upload inventory photo').setInputFiles({ name: 'market-slip.jpg', mimeType: 'image/jpeg', buffer: await renderCardPage(receipt.text, 'jpeg') });
  await expect(dialog.getByText(/is not a valid image type/)).toBeHidden();
  await dialog.getByRole('button', { name: 'Scan Item' }).click();
  await expect(dialog.getByText('Scanning your inventory item')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await expect(page.getByText(/^Successfully added \d+ items to your inventory!$/)).toBeVisible({ timeout: 180_000 });
  await expect(dialog).toBeHidden();
  // Names and categories only: how OCR reads an amount ('4 oz', '4 0z') is the server tests' matter.
  await expect(section(page, 'Produce')).toContainText('Peaches');
  await expect(section(page, 'Dairy')).toContainText('Goat cheese');
  await expect(section(page, 'Dairy')).toContainText('Eggs');
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.findIndex((text) => text.startsWith('Produce'))).toBeLessThan(headings.findIndex((text) => text.startsWith('Dairy')));
  await expectNoSeriousA11yViolations(page);
});
