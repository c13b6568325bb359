import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { completeOnboarding, fillIssuerSignIn, fillIssuerSignUp, newUser, signUpInBrowser } from './support/auth';
import { ownAddress } from './support/visitor';

// Issue 12: the profile's Account Data (export, delete everything) and Your Data (/data-management:
// delete one recipe); at phone and desktop widths. Delete-all is checked where it lands: no row of
// the server's SQLite file and no stored file names the user or anything of theirs afterwards.

test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(ownAddress()));

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Generates and saves one recipe per prompt on /recipes (a free cook's two of the day); answers their names. */
async function saveRecipes(page: Page, prompts: string[]): Promise<string[]> {
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

/** The e2e server's data folder (playwright.config.ts): its SQLite file and its objects. */
const dataDir = process.env.SOUS_E2E_DATA_DIR ?? '';

/** "table.column" of every value in the server's database that contains one of `needles` (read-only). */
function columnsMentioning(needles: string[]): string[] {
  const db = new Database(path.join(dataDir, 'sous.db'), { readonly: true, fileMustExist: true });
  try {
    const found = new Set<string>();
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[];
    for (const table of tables) {
      for (const row of db.prepare(`select * from "${table.replaceAll('"', '""')}"`).all() as Record<string, unknown>[]) {
        for (const [column, value] of Object.entries(row)) {
          const text = typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('latin1') : null;
          if (text !== null && needles.some((needle) => text.includes(needle))) found.add(`${table}.${column}`);
        }
      }
    }
    return [...found].sort();
  } finally {
    db.close();
  }
}

/** The jobs still to run (queued or running) whose payload names one of `needles`. */
function unfinishedJobsMentioning(needles: string[]): string[] {
  const db = new Database(path.join(dataDir, 'sous.db'), { readonly: true, fileMustExist: true });
  try {
    const payloads = db.prepare("select payload from jobs where status not in ('succeeded', 'failed')").pluck().all() as string[];
    return payloads.filter((payload) => needles.some((needle) => payload.includes(needle)));
  } finally {
    db.close();
  }
}

/** A value of the server's database (read-only). */
function valueOf(query: string, ...params: string[]): unknown {
  const db = new Database(path.join(dataDir, 'sous.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).pluck().get(...params);
  } finally {
    db.close();
  }
}

/** Every stored file under the server's objects folder, as a key (`recipes/<id>/...`). */
function storedKeys(): string[] {
  const root = path.join(dataDir, 'objects');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Calls the API from the page as the app does: with the signed-in person's access token. */
async function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user'));
      const token = (JSON.parse((key && localStorage.getItem(key)) ?? '{}') as { access_token?: string }).access_token;
      if (!token) throw new Error('not signed in');
      const answer = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${url} answered ${String(answer.status)}: ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    { method, url, body },
  );
}

/** Adds a photo (a PNG the page draws) to a recipe as its page's uploader does; answers its id. */
async function addPhoto(page: Page, recipeId: string): Promise<string> {
  const upload = await callApi<{ uploadUrl: string; headers: Record<string, string>; imageId: string }>(page, 'POST', `/api/recipes/${recipeId}/images/presign`, {
    contentType: 'image/png',
  });
  await page.evaluate(async ({ uploadUrl, headers }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#c2410c';
    context.fillRect(0, 0, 320, 200);
    const blob = await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((made) => { if (made) resolve(made); else reject(new Error('no PNG')); }, 'image/png');
    });
    const put = await fetch(uploadUrl, { method: 'PUT', headers, body: blob });
    if (!put.ok) throw new Error(`the upload answered ${String(put.status)}`);
  }, upload);
  // The uploader's reads start the processing; the server's worker makes the renditions.
  await expect
    .poll(async () => (await callApi<{ status: string }>(page, 'GET', `/api/recipes/${recipeId}/images/${upload.imageId}`)).status, { timeout: 30_000 })
    .toBe('ACTIVE');
  return upload.imageId;
}

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jo Baker');
}

/** The open confirmation, checked to ask exactly this question. */
async function dialogAsking(page: Page, question: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  return dialog;
}

for (const width of [375, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('exports, deletes one recipe, then deletes everything after two confirmations: no row or file of the user is left, and it ends signed out', async ({ page }) => {
      test.setTimeout(180_000);
      const cook = newUser('Jo');
      await signUpInBrowser(page, cook);
      await completeOnboarding(page, uniqueName('jo'));
      await expect(page).toHaveURL('/dashboard');
      const [first = '', second = ''] = await saveRecipes(page, ['pancakes for breakfast', 'a warming lentil soup']);

      // Premium in test mode: a local checkout paid with a test card.
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(page).toHaveURL(/\/billing\/checkout\/[^/]+$/);
      const checkoutId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await fillCard(page);
      await page.getByRole('button', { name: 'Start trial' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Subscription Successful!' })).toBeVisible();

      // The first recipe shared publicly, with a photo on its public page.
      await page.goto('/saved-recipes');
      await page.getByRole('button', { name: `Share ${first}` }).click();
      const share = page.getByRole('dialog', { name: 'Share Recipe' });
      await share.getByRole('button', { name: 'Make Public' }).click();
      const link = await share.getByLabel('Recipe link').inputValue();
      await share.getByRole('button', { name: 'Close' }).click();
      // The link names the public copy.
      const publicRecipeId = new URL(link).pathname.split('/').at(-1) ?? '';
      expect(await callApi<{ publicRecipeId: string; isOwner: boolean }>(page, 'GET', `/api/recipes/public/${publicRecipeId}`)).toMatchObject({ publicRecipeId, isOwner: true });
      const imageId = await addPhoto(page, publicRecipeId);

      // Before: the database and the objects folder hold all of it, so the empty scans after mean something.
      const { accountId: userId } = await callApi<{ accountId: string }>(page, 'GET', '/api/user-data');
      const recipeIds = (await callApi<{ id: string }[]>(page, 'GET', '/api/recipes')).map((recipe) => recipe.id);
      const subscriptionId = String(valueOf('select subscription_id from subscriptions where user_id = ?', userId));
      const customerId = String(valueOf('select customer_id from subscriptions where user_id = ?', userId));
      const needles = [userId, cook.email, checkoutId, subscriptionId, customerId, publicRecipeId, imageId, ...recipeIds];
      const tablesBefore = new Set(columnsMentioning(needles).map((column) => column.split('.')[0]));
      for (const table of ['users', 'user_credentials', 'oidc_models', 'subscriptions', 'test_checkouts', 'recipes', 'generations', 'public_recipes', 'public_recipe_filters', 'recipe_media']) {
        expect(tablesBefore, table).toContain(table);
      }
      const ownFile = (key: string) => [publicRecipeId, imageId, userId, ...recipeIds].some((id) => key.includes(id));
      expect(storedKeys().filter(ownFile).length).toBeGreaterThan(0);

      // Profile's Account Data part: export from there; Your Data is a link away.
      await page.goto('/profile');
      const accountData = page.getByRole('region', { name: 'Account Data' });
      await expect(accountData.getByRole('button', { name: 'Delete All Data' })).toBeEnabled();
      const downloading = page.waitForEvent('download');
      await accountData.getByRole('button', { name: 'Export Data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^sous-export-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { format: string; sections: Record<string, unknown> };
      expect(exported.format).toBe('sous-export');
      expect(exported.sections.subscription).toMatchObject({ subscription: { account: { planType: 'PERSONAL', stripeStatus: 'trialing' }, isPremium: true } });
      for (const [section, text] of [['recipes', JSON.stringify(first).slice(1, -1)], ['recipes', JSON.stringify(second).slice(1, -1)], ['publicRecipes', publicRecipeId], ['recipeMedia', imageId]] as const) {
        expect(JSON.stringify(exported.sections[section]), section).toContain(text);
      }
      await expect(page.getByText(`Your data was saved as ${download.suggestedFilename()}.`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await accountData.getByRole('link', { name: 'Manage Your Data' }).click();
      await expect(page).toHaveURL('/data-management');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Data' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: first })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: second })).toBeVisible();
      await expect(page.getByText('2 recipes', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // One recipe, after its question; gone for good (a reload does not bring it back).
      await page.getByRole('button', { name: `Delete ${second}` }).click();
      const ask = await dialogAsking(page, 'Are you sure you want to delete this recipe?');
      await ask.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByRole('heading', { level: 3, name: second })).toHaveCount(0);
      await expect(page.getByText('1 recipe', { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 3, name: first })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: second })).toHaveCount(0);

      // Everything, from the profile, after both questions in order.
      await page.goto('/profile');
      await accountData.getByRole('button', { name: 'Delete All Data' }).click();
      const firstQuestion = await dialogAsking(page, 'Are you sure you want to delete ALL your data? This cannot be undone.');
      await expectNoSeriousA11yViolations(page);
      await firstQuestion.getByRole('button', { name: 'Continue' }).click();
      const secondQuestion = await dialogAsking(page, 'This will permanently erase all your saved recipes. Proceed?');
      await secondQuestion.getByRole('button', { name: 'Erase Everything' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByText('All your data has been deleted.')).toBeVisible();

      // No row in any table names the user, nor anything of theirs, and no stored file of theirs is left.
      expect(columnsMentioning([userId, cook.email])).toEqual([]);
      // Finished job records (payload and result: ids only, no user) stay until their 7-day purge; no job is left to run.
      expect(columnsMentioning(needles).filter((column) => !column.startsWith('jobs.'))).toEqual([]);
      expect(unfinishedJobsMentioning(needles)).toEqual([]);
      expect(storedKeys().filter(ownFile)).toEqual([]);

      // Signed out in this browser, and still on the home page once that happened (not sent to /login).
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('oidc.user')))).toBe(false);
      await expect(page.getByRole('heading', { level: 1, name: /^Cook better/ })).toBeVisible();
      await expect(page).toHaveURL('/');

      // Signed out: the signed-in screens ask for a sign-in again.
      await page.goto('/data-management');
      await expect(page).toHaveURL('/login');

      // The old password opens nothing.
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await fillIssuerSignIn(page, cook);
      await expect(page.getByText('Incorrect email or password.')).toBeVisible();

      // The address is free again: a new account starts from nothing.
      await page.goto('/signup');
      await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
      await fillIssuerSignUp(page, cook);
      await expect(page).toHaveURL('/onboarding');
      await completeOnboarding(page, uniqueName('jo'));
      await expect(page).toHaveURL('/dashboard');
      await page.goto('/data-management');
      await expect(page.getByRole('heading', { name: "You haven't saved any recipes yet." })).toBeVisible();
      await expect(page.getByText(first)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Export Data' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Delete All Data' })).toBeDisabled();
      await expect(page.getByText('Save a recipe first: until then there is nothing to export or delete.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
