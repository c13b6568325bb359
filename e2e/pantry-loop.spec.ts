import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Issue 16, closing the loop: a cook with a stocked pantry asks for a recipe from it, shops for
// that recipe on a grocery list that marks what the pantry already holds, and puts what they
// bought in the pantry.

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));
test.use({ viewport: { width: 1280, height: 900 } });

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${String(Math.floor(Math.random() * 1000))}`;

async function addToPantry(page: Page, name: string, quantity: string, unit: string, category: string) {
  await page.getByRole('button', { name: '+ Add Item' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Quantity/).fill(quantity);
  await dialog.getByLabel(/^Unit/).selectOption(unit);
  await dialog.getByLabel(/^Category/).selectOption(category);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeEnabled();
}

test('cooks from the pantry, shops for it on a list that marks the pantry, and stocks the pantry from the list', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, newUser('Pam'));
  await completeOnboarding(page, uniqueName('pam'));

  await page.goto('/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await addToPantry(page, 'Rolled oats', '1', 'kg', 'Grains & Bread');
  await addToPantry(page, 'Bananas', '6', 'pcs', 'Produce');
  await addToPantry(page, 'Milk', '2', 'l', 'Dairy');
  await addToPantry(page, 'Peanut butter', '500', 'g', 'Other');

  // Cook with what I have: the generator opens with the pantry on; a blank request is enough.
  await page.getByRole('link', { name: 'Cook with what I have' }).click();
  await expect(page).toHaveURL('/recipes?pantry=1');
  await expect(page.getByRole('checkbox', { name: 'Cook with what’s in my pantry' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.locator('form').getByRole('button', { name: 'Generate Recipe' }).click();
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText(/From your pantry: [^.]*(rolled oats|banana|peanut butter|milk)/);
  const recipe = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await card.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(card.getByText('Recipe saved to your collection.')).toBeVisible();

  // A grocery list for that recipe: what the pantry holds is marked, and still on the list.
  await page.goto('/saved-recipes');
  await page.getByRole('button', { name: 'Make a grocery list' }).click();
  const pick = page.getByRole('dialog', { name: 'Make a grocery list' });
  await pick.getByRole('checkbox', { name: recipe }).check();
  await pick.getByRole('button', { name: 'Continue' }).click();
  const listName = uniqueName('From the pantry');
  await page.getByLabel(/^List name/).fill(listName);
  await page.getByRole('button', { name: 'Generate Grocery List' }).click();
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible({ timeout: 30_000 });
  const boxes = page.getByRole('checkbox');
  const descriptions = await boxes.evaluateAll((all) => all.map((box) => (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ')));
  const inPantry = descriptions.filter((text) => /In your pantry \(|Your pantry has /.test(text));
  expect(inPantry.length).toBeGreaterThanOrEqual(2);
  expect(descriptions.length).toBeGreaterThan(inPantry.length);
  await expectNoSeriousA11yViolations(page);

  // Bought the first thing the pantry lacks: checked off, then put in the pantry.
  const missing = descriptions.findIndex((text) => !/pantry/.test(text));
  const bought = boxes.nth(missing);
  const boughtName = await bought.evaluate((box) => document.getElementById((box.getAttribute('aria-labelledby') ?? '').split(' ')[0] ?? '')?.textContent ?? '');
  await bought.check();
  await page.getByRole('button', { name: 'Add 1 checked to pantry' }).click();
  await expect(page.getByText('Added 1 item to your pantry')).toBeVisible();
  await expect(page.getByRole('button', { name: /checked to pantry/ })).toBeHidden();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${boughtName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toHaveAccessibleDescription(/In your pantry/);

  await page.goto('/inventory');
  await expect(page.getByRole('button', { name: `Edit ${boughtName}` })).toBeVisible();
});
