import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Issue 11: real editing, the recipe page with cook mode, and removal with Undo; at phone and desktop widths.

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Signs a new cook up and saves one generated recipe per prompt; answers the recipes' names. */
async function cookWithSavedRecipes(page: Page, prompts: string[]): Promise<string[]> {
  await signUpInBrowser(page, newUser('Sam'));
  await completeOnboarding(page, uniqueName('sam'));
  await page.goto('/recipes');
  const names: string[] = [];
  for (const [index, prompt] of prompts.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Generate Another Recipe' }).click();
    await page.getByLabel('What would you like to cook?').fill(prompt);
    await page.locator('form').getByRole('button', { name: 'Generate Recipe' }).click();
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Save Recipe' }).click({ timeout: 15_000 });
    await expect(card.getByRole('button', { name: 'Recipe Saved!' })).toBeVisible();
    names.push((await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '');
  }
  return names;
}

/** The input of an editor field by its exact label ("Amount of ingredient 1", "Step 2"). */
const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

/** Opens the first saved recipe's page from /saved-recipes; answers its id. */
async function openRecipePage(page: Page, name: string): Promise<string> {
  await page.goto('/saved-recipes');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/recipes\/([^/?]+)$/.exec(page.url())?.[1];
  if (!id) throw new Error(`no recipe id in ${page.url()}`);
  return id;
}

for (const width of [375, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('edits ingredients and steps, rescales servings, and keeps it all after a reload', async ({ page }) => {
      test.setTimeout(90_000);
      const [name = ''] = await cookWithSavedRecipes(page, ['pancakes for breakfast']);
      await openRecipePage(page, name);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { name: 'Edit Recipe' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await field(page, 'Description').fill('Thin, lacy and quick.');
      await field(page, 'Cook time').fill('25 minutes');
      // A line of our own, moved to the top, with an amount the rescale can check.
      await page.getByRole('button', { name: 'Add ingredient' }).click();
      const added = await page.getByLabel(/^Ingredient \d+$/).count();
      await field(page, `Amount of ingredient ${String(added)}`).fill('1 1/2');
      await field(page, `Unit of ingredient ${String(added)}`).fill('cups');
      await field(page, `Ingredient ${String(added)}`).fill('buttermilk');
      for (let position = added; position > 1; position--) await page.getByRole('button', { name: `Move ingredient ${String(position)} up` }).click();
      await expect(field(page, 'Ingredient 1')).toHaveValue('buttermilk');
      // The old last line goes.
      await page.getByRole('button', { name: `Remove ingredient ${String(added)}` }).click();
      await expect(page.getByLabel(/^Ingredient \d+$/)).toHaveCount(added - 1);
      // Steps: the first rewritten, one added and moved to the front.
      await field(page, 'Step 1').fill('Whisk the buttermilk with the eggs.');
      await page.getByRole('button', { name: 'Add step' }).click();
      const steps = await page.getByLabel(/^Step \d+$/).count();
      await field(page, `Step ${String(steps)}`).fill('Heat the griddle.');
      for (let position = steps; position > 1; position--) await page.getByRole('button', { name: `Move step ${String(position)} up` }).click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Changes saved.')).toBeVisible();

      const check = async () => {
        await expect(page.getByText('Thin, lacy and quick.')).toBeVisible();
        await expect(page.getByText('25 minutes')).toBeVisible();
        const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
        await expect(ingredients).toHaveCount(added - 1);
        await expect(ingredients.first()).toHaveText(/^1 1\/2 cups\s*buttermilk$/);
        const stepItems = page.getByRole('region', { name: 'Instructions' }).getByRole('listitem');
        await expect(stepItems).toHaveCount(steps);
        await expect(stepItems.nth(0)).toContainText('Heat the griddle.');
        await expect(stepItems.nth(1)).toContainText('Whisk the buttermilk with the eggs.');
      };
      await check();
      await page.reload();
      await check();

      // Servings: doubled, with the offer to rescale taken (it is on by default).
      await page.getByRole('button', { name: 'Edit' }).click();
      const servings = Number(await field(page, 'Servings').inputValue());
      await field(page, 'Servings').fill(String(servings * 2));
      const offer = page.getByRole('checkbox', { name: `Rescale amounts to ${String(servings * 2)} servings` });
      await expect(offer).toBeChecked();
      await expect(field(page, 'Amount of ingredient 1')).toHaveValue('3');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Changes saved.').first()).toBeVisible();
      await page.reload();
      await expect(page.getByText(`${String(servings * 2)} servings`)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').first()).toHaveText(/^3 cups\s*buttermilk$/);
    });

    test('cooks in cook mode, one step at a time, with the screen kept on', async ({ page }) => {
      test.setTimeout(90_000);
      // Record what the page asks of the Wake Lock API (headless Chromium may refuse the real one).
      await page.addInitScript(() => {
        const calls: string[] = [];
        Object.assign(window, { wakeLockCalls: calls });
        Object.defineProperty(navigator, 'wakeLock', {
          configurable: true,
          value: {
            request: (type: string) => {
              calls.push(`request ${type}`);
              const sentinel = Object.assign(new EventTarget(), {
                released: false,
                type,
                release: () => {
                  calls.push('release');
                  sentinel.released = true;
                  return Promise.resolve();
                },
              });
              return Promise.resolve(sentinel);
            },
          },
        });
      });
      const wakeLockCalls = () => page.evaluate(() => (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls);
      const [name = ''] = await cookWithSavedRecipes(page, ['a simple tomato soup']);
      await openRecipePage(page, name);
      const total = await page.getByRole('region', { name: 'Instructions' }).getByRole('listitem').count();
      // A step's text on the page, without the 'Step n: ' read to screen readers.
      const stepText = async (index: number) =>
        ((await page.getByRole('region', { name: 'Instructions' }).getByRole('listitem').nth(index).locator('p').textContent()) ?? '').replace(/^Step \d+: /, '');
      const firstStep = await stepText(0);
      const secondStep = await stepText(1);

      await page.getByRole('button', { name: 'Cook mode' }).click();
      const cook = page.getByRole('dialog', { name: `Cook mode: ${name}` });
      await expect(cook).toBeVisible();
      await expect(cook.getByText(`Step 1 of ${String(total)}`, { exact: true })).toBeVisible();
      await expect(cook.locator('p[aria-live]')).toContainText(firstStep);
      await expect.poll(wakeLockCalls).toEqual(['request screen']);
      await expect(cook.getByText('Screen stays on')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press('ArrowRight');
      await expect(cook.getByText(`Step 2 of ${String(total)}`, { exact: true })).toBeVisible();
      await expect(cook.locator('p[aria-live]')).toContainText(secondStep);
      // A reload keeps the cook on their step.
      await page.reload();
      await expect(page.getByRole('dialog').getByText(`Step 2 of ${String(total)}`, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('dialog').getByText(`Step 1 of ${String(total)}`, { exact: true })).toBeVisible();

      // The ingredients are within reach: beside the step on wide screens, one tap away on phones.
      const ingredients = page.getByRole('dialog').getByRole('complementary', { name: 'Ingredients' });
      if (width < 1024) {
        await expect(ingredients).toBeHidden();
        await page.getByRole('button', { name: 'Ingredients' }).click();
      }
      await expect(ingredients).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect.poll(wakeLockCalls).toEqual(['request screen', 'release']);
    });

    test('undoes a removal, and a removal left alone stays', async ({ page }) => {
      test.setTimeout(90_000);
      const [first = '', second = ''] = await cookWithSavedRecipes(page, ['greek salad', 'vegetable curry']);
      await page.goto('/saved-recipes');
      await expect(page.getByText('2 recipes in your collection')).toBeVisible();

      if (width >= 768) {
        // Opening one card's details leaves its neighbour at its own height.
        const cards = page.getByRole('article');
        const neighbourHeight = async () => (await cards.nth(1).boundingBox())?.height ?? 0;
        const before = await neighbourHeight();
        await cards.nth(0).getByRole('button', { name: 'View Details' }).click();
        await expect(cards.nth(0).getByRole('button', { name: 'Hide Details' })).toBeVisible();
        expect(await neighbourHeight()).toBe(before);
        await cards.nth(0).getByRole('button', { name: 'Hide Details' }).click();
      }

      const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await card(first).getByRole('button', { name: 'Remove' }).click();
      await expect(card(first)).toHaveCount(0);
      await expect(page.getByText('1 recipe in your collection')).toBeVisible();
      await expect(page.getByText(`“${first}” removed.`)).toBeVisible();
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(card(first)).toBeVisible();
      await expect(page.getByText(`“${first}” is back in your collection.`)).toBeVisible();
      await page.reload();
      await expect(card(first)).toBeVisible();
      await expect(page.getByText('2 recipes in your collection')).toBeVisible();

      // Left alone, the Undo goes after 5 seconds and the removal stands.
      await card(second).getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
      await page.waitForTimeout(4000);
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 3000 });
      await page.reload();
      await expect(page.getByText('1 recipe in your collection')).toBeVisible();
      await expect(card(second)).toHaveCount(0);
      await expect(card(first)).toBeVisible();
    });
  });
}

test("another person's private recipe, to a visitor or another cook, is no longer available", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const [name = ''] = await cookWithSavedRecipes(page, ['mushroom risotto']);
  const id = await openRecipePage(page, name);
  const unavailable = 'This recipe is no longer available or has been removed.';

  const stranger = await browser.newPage();
  await stranger.goto(`/recipes/${id}`);
  await expect(stranger.getByRole('heading', { name: unavailable })).toBeVisible();
  await expect(stranger.getByText(name)).toHaveCount(0);
  await signUpInBrowser(stranger, newUser('Kit'));
  await stranger.goto(`/recipes/${id}`);
  await expect(stranger.getByRole('heading', { name: unavailable })).toBeVisible();
  await expect(stranger.getByText(name)).toHaveCount(0);
  await stranger.close();
});
