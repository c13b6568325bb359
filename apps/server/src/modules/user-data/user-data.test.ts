import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Recipe } from '@sous/contract/recipe-api';
import type { UserSettings } from '@sous/contract/user';
import { exportFileName, USER_DATA_ERRORS, userDataExportSchema, type UserDataExport } from '@sous/contract/user-data';
import { importJWK, SignJWT } from 'jose';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadSigningKeys } from '../../platform/identity/signing-keys';
import { buildRecipe, buildUser, type TestUser } from '../../test/factories';
import { testImage } from '../../test/images';
import { mediaCalls, shareRecipe } from '../../test/media';
import { scanCalls } from '../../test/inventory';
import { importCalls } from '../../test/recipe-import';
import { signIn, SignInError, signUp, startAuthorization, type AuthorizationFlow } from '../../test/sign-in';
import { must } from '../../test/must';
import { useTestApp } from '../../test/test-app';
import { USER_KEYED_TABLES } from './user-data.tables';

const t = useTestApp();

const exportOf = (user: { headers: Record<string, string> }) => t.app.inject({ url: '/api/user-data/export', headers: user.headers });
const deleteAll = (user: { headers: Record<string, string> }) => t.app.inject({ method: 'DELETE', url: '/api/user-data/delete-all', headers: user.headers });
const generate = async (user: TestUser, prompt: string) => {
  const answer = await t.app.inject({ method: 'POST', url: '/api/recipes/generate', headers: user.headers, payload: { prompt, count: 1 } });
  expect(answer.statusCode).toBe(202);
  return answer.json<{ requestId: string }>().requestId;
};
const savePreferences = (user: TestUser, preferences: object) =>
  // Saving goes through the premium rule elsewhere; here only what the export and erase see matters.
  t.app.db.kysely.updateTable('users').set({ preferences: JSON.stringify(preferences) }).where('id', '=', user.userId).execute();

/** "table.column" of every text value in the whole database containing one of `needles`. */
async function columnsMentioning(app: App, needles: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const table of await app.db.kysely.introspection.getTables()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(app.db.kysely);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string' && needles.some((needle) => value.includes(needle))) found.add(`${table.name}.${column}`);
      }
    }
  }
  return [...found].sort();
}

/** Every stored file's key under the local object store. */
function storedKeys(app: App): string[] {
  const root = path.join(app.config.DATA_DIR, 'objects');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** A recipe photo as the media feature stores it: under the recipe's own prefix. */
async function storePhoto(app: App, recipe: Recipe): Promise<string> {
  const key = `recipes/${recipe.id}/images/${randomBytes(4).toString('hex')}.png`;
  await app.storage.put(key, Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');
  return key;
}

/** A user signed up in a browser whose issuer cookies (the issuer's session) are kept in `flow`. */
async function signUpInBrowser(): Promise<TestUser & { flow: AuthorizationFlow }> {
  const flow = await startAuthorization(t.app, { screenHint: 'signup' });
  const email = `erase-${randomBytes(5).toString('hex')}@example.test`;
  const password = 'simmer-and-stir-42';
  const tokens = await flow.submit({ firstName: 'Nadia', lastName: 'Hussain', email, password });
  return { ...tokens, email, password, headers: { authorization: `Bearer ${tokens.accessToken}` }, flow };
}

/** Asks the issuer for a code without showing any page (prompt=none), as a silent renewal would. */
async function silentSignIn(flow: AuthorizationFlow): Promise<URLSearchParams> {
  const query = new URLSearchParams({
    client_id: flow.clientId,
    redirect_uri: flow.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    prompt: 'none',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'silent',
    nonce: 'silent',
  });
  let url = `${flow.issuer}/auth?${query.toString()}`;
  for (let hops = 0; hops < 10; hops++) {
    const answer = await flow.request('GET', url, { headers: { cookie: flow.jar.headerFor(new URL(url).pathname) } });
    flow.jar.store(answer.headers['set-cookie']);
    if (answer.status < 300 || answer.status >= 400) throw new Error(`the silent sign-in stopped at ${url} (${answer.status})`);
    url = new URL(String(answer.headers.location), url).href;
    if (url.startsWith(flow.redirectUri)) return new URL(url).searchParams;
  }
  throw new Error('too many redirects');
}

const refresh = (flow: AuthorizationFlow, refreshToken: string) =>
  flow.request('POST', `${flow.issuer}/token`, { form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: flow.clientId } });

describe('the data calls need a signed-in user', () => {
  it('answers 401 to visitors', async () => {
    for (const request of [{ method: 'GET' as const, url: '/api/user-data/export' }, { method: 'DELETE' as const, url: '/api/user-data/delete-all' }]) {
      const answer = await t.app.inject(request);
      expect(answer.statusCode, request.url).toBe(401);
      expect(answer.json(), request.url).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in required' });
    }
  });
});

describe('GET /api/user-data/export', () => {
  it("downloads one JSON file of the caller's profile, preferences, recipes and generations, and nothing of anyone else", async () => {
    const owner = await buildUser(t.app, { firstName: 'Nadia', lastName: 'Hussain', screenName: `nadia_${randomBytes(3).toString('hex')}` });
    const other = await buildUser(t.app, { firstName: 'Oscar', lastName: 'Otherly', screenName: `oscar_${randomBytes(3).toString('hex')}` });
    await savePreferences(owner, { allergies: ['Peanuts'], prepTime: '15-30' });
    await savePreferences(other, { allergies: ['Shellfish'], otherAllergies: 'kiwi' });
    const mine = [await buildRecipe(t.app, owner, { name: 'Nadia Chili' }), await buildRecipe(t.app, owner, { name: 'Nadia Dal' })];
    const theirs = await buildRecipe(t.app, other, { name: 'Oscar Gumbo' });
    const myGeneration = await generate(owner, 'a lentil soup');
    const theirGeneration = await generate(other, 'a shrimp boil');

    const answer = await exportOf(owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = userDataExportSchema.parse(answer.json());
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(new Date(body.exportedAt))}"`);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="sous-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(body).toMatchObject({ format: 'sous-export', version: 1, userId: owner.userId });
    const sections = body.sections as Record<string, Record<string, unknown> & unknown[]>;
    expect(sections.account).toMatchObject({
      userId: owner.userId,
      email: owner.email,
      firstName: 'Nadia',
      lastName: 'Hussain',
      screenName: expect.stringMatching(/^nadia_/) as unknown,
    });
    expect(sections.preferences).toMatchObject({ allergies: ['Peanuts'], prepTime: '15-30' });
    expect((sections.recipes as unknown as Recipe[]).map((recipe) => recipe.name)).toEqual(['Nadia Chili', 'Nadia Dal']);
    expect((sections.recipes as unknown as Recipe[]).map((recipe) => recipe.id)).toEqual(mine.map((recipe) => recipe.id));
    expect(sections.generations).toMatchObject({
      requests: [{ id: myGeneration, prompt: 'a lentil soup', status: 'pending' }],
      dailyAllowance: [{ used: 1 }],
    });
    expect(sections.signIn).toMatchObject({ email: owner.email, failedSignIns: [] });
    expect((sections.signIn as unknown as { sessions: unknown[] }).sessions.length).toBeGreaterThan(0);

    const text = answer.body;
    for (const foreign of [other.userId, other.email, 'Oscar', 'Otherly', 'Shellfish', 'kiwi', theirs.id, 'Oscar Gumbo', theirGeneration, 'shrimp boil']) {
      expect(text, foreign).not.toContain(foreign);
    }
    // Nothing secret of the caller either: no password hash, no tokens.
    expect(text).not.toContain('scrypt');
    expect(text).not.toContain(owner.refreshToken);
  });
});

describe('DELETE /api/user-data/delete-all', () => {
  it('erases every row and stored file of the user, and nothing of anyone else', async () => {
    const owner = await signUpInBrowser();
    const other = await buildUser(t.app);
    await savePreferences(owner, { allergies: ['Peanuts'] });
    const recipe = await buildRecipe(t.app, owner, { name: 'Nadia Chili' });
    const photo = await storePhoto(t.app, recipe);
    const unsaved = (await t.app.recipes.storeGenerated({ id: randomBytes(8).toString('hex'), owner: { userId: owner.userId, deviceKey: null } }, [recipe]))[0];
    const generation = await generate(owner, 'a lentil soup');
    const theirRecipe = await buildRecipe(t.app, other, { name: 'Oscar Gumbo' });
    const theirPhoto = await storePhoto(t.app, theirRecipe);
    const theirGeneration = await generate(other, 'a shrimp boil');
    // A failed sign-in is counted against the owner's email; a second sign-in is a second session.
    await expect(signIn(t.app, { email: owner.email, password: 'not-the-password-1' })).rejects.toBeInstanceOf(SignInError);
    await signIn(t.app, { email: owner.email, password: owner.password });
    const needles = [owner.userId, owner.email];
    // The scan sees the owner everywhere before, so an empty scan after means something.
    expect(await columnsMentioning(t.app, needles)).toEqual(
      expect.arrayContaining(['users.id', 'recipes.user_id', 'generations.user_id', 'generation_allowances.subject', 'user_credentials.user_id', 'oidc_models.payload', 'sign_in_failures.subject']),
    );
    expect(await columnsMentioning(t.app, [generation])).toContain('jobs.payload');
    expect(storedKeys(t.app)).toContain(photo);

    const answer = await deleteAll(owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ deleted: true });

    expect(await columnsMentioning(t.app, needles)).toEqual([]);
    expect(await columnsMentioning(t.app, [recipe.id, unsaved ?? 'unsaved', generation])).toEqual([]);
    expect(storedKeys(t.app).filter((key) => key.includes(recipe.id) || key.includes(owner.userId))).toEqual([]);
    // The other user keeps everything.
    expect(storedKeys(t.app)).toContain(theirPhoto);
    const theirs = await t.app.inject({ url: `/api/recipes/${theirRecipe.id}`, headers: other.headers });
    expect(theirs.statusCode).toBe(200);
    expect(await columnsMentioning(t.app, [theirGeneration])).toEqual(['generations.id', 'jobs.payload']);
    expect((await exportOf(other)).statusCode).toBe(200);
  });

  it("stops the user's tokens at once: no account comes back, the refresh token and the issuer's session are dead", async () => {
    const owner = await signUpInBrowser();
    await buildRecipe(t.app, owner);
    // Before: the browser's issuer session signs in silently, and the refresh token renews.
    expect((await silentSignIn(owner.flow)).get('code')).toBeTruthy();
    const renewed = await refresh(owner.flow, owner.refreshToken);
    expect(renewed.status).toBe(200);
    const refreshToken = (JSON.parse(renewed.body) as { refresh_token: string }).refresh_token;

    expect((await deleteAll(owner)).statusCode).toBe(200);

    for (const url of ['/api/user-data', '/api/recipes', '/api/user-data/export', '/api/user-data/user-preferences']) {
      const answer = await t.app.inject({ url, headers: owner.headers });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json(), url).toEqual({ code: 'UNAUTHORIZED', message: 'This account has been deleted.' });
    }
    const users = await t.app.db.kysely.selectFrom('users').select('id').where('id', '=', owner.userId).execute();
    expect(users).toEqual([]);
    const refused = await refresh(owner.flow, refreshToken);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'invalid_grant' });
    expect((await silentSignIn(owner.flow)).get('error')).toBe('login_required');
  });

  it('is safe to repeat: asked again with the same token, it answers done and nothing comes back', async () => {
    const owner = await buildUser(t.app);
    await buildRecipe(t.app, owner);
    expect((await deleteAll(owner)).json()).toEqual({ deleted: true });
    const again = await deleteAll(owner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ deleted: true });
    expect(await columnsMentioning(t.app, [owner.userId, owner.email])).toEqual([]);

    // A user with nothing but an account may ask too.
    const empty = await buildUser(t.app);
    expect((await deleteAll(empty)).json()).toEqual({ deleted: true });
  });

  it('lets the same email sign up again as a new, empty account', async () => {
    const owner = await buildUser(t.app, { firstName: 'Nadia' });
    await buildRecipe(t.app, owner);
    expect((await deleteAll(owner)).statusCode).toBe(200);
    // The old password is gone with the account.
    await expect(signIn(t.app, { email: owner.email, password: owner.password })).rejects.toBeInstanceOf(SignInError);

    const again = await signUp(t.app, { email: owner.email, firstName: 'Nadia', lastName: 'Again' });
    expect(again.userId).not.toBe(owner.userId);
    const headers = { authorization: `Bearer ${again.accessToken}` };
    const settings = (await t.app.inject({ url: '/api/user-data', headers })).json<UserSettings>();
    expect(settings).toMatchObject({ accountId: again.userId, screenName: null, preferences: {}, profile: { firstName: 'Nadia', lastName: 'Again', email: owner.email } });
    expect((await t.app.inject({ url: '/api/recipes', headers })).json()).toEqual([]);
    const exported = (await exportOf({ headers })).json<UserDataExport>();
    expect(exported.sections.recipes).toEqual([]);
    // The old token still answers 401: it belongs to the erased account, not to the new one.
    expect((await t.app.inject({ url: '/api/user-data', headers: owner.headers })).statusCode).toBe(401);
  });
});

describe("a user's rows in every table: exported, then erased without a trace", () => {
  /** Opens a local test checkout (the default provider); answers its id. */
  const openCheckout = async (user: TestUser) => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers: user.headers, payload: { priceId: 'price_local_monthly' } });
    expect(answer.statusCode).toBe(200);
    return new URL(answer.json<{ url: string }>().url).pathname.split('/').at(-1) ?? '';
  };
  const pay = async (user: TestUser, checkoutId: string) => {
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Cook' };
    const answer = await t.app.inject({ method: 'POST', url: `/api/billing/test-checkout/${checkoutId}/pay`, headers: user.headers, payload: card });
    expect(answer.statusCode).toBe(200);
  };
  const subscriptionOf = async (user: TestUser) =>
    must(await t.app.db.kysely.selectFrom('subscriptions').select(['customer_id', 'subscription_id']).where('user_id', '=', user.userId).executeTakeFirst(), 'a subscription');

  /** Everything of one user, made through the app's own calls; answers the ids that name their rows and files. */
  async function fillEveryTable(prefix: string) {
    const user = await buildUser(t.app, { firstName: prefix, screenName: `${prefix.toLowerCase()}_${randomBytes(3).toString('hex')}` });
    // A generation while still free, so it counts against the daily allowance.
    const generation = await generate(user, `${prefix.toLowerCase()} lentil soup`);
    // Subscribed in test mode, with a second checkout left open; premium, so preferences can be saved.
    const paidCheckout = await openCheckout(user);
    const openOne = await openCheckout(user);
    await pay(user, paidCheckout);
    const { customer_id: customerId, subscription_id: subscriptionId } = await subscriptionOf(user);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/user-data/user-preferences', headers: user.headers, payload: { preferences: { allergies: ['Sesame'], otherAllergies: `${prefix}-kiwi` } } });
    expect(saved.statusCode).toBe(200);
    // A saved recipe, shared publicly, with a photo on its public page (uploaded, waiting to be processed).
    const recipe = await buildRecipe(t.app, user, { name: `${prefix} Chili` });
    const publicId = await shareRecipe(t.app, user, recipe.id);
    const upload = await mediaCalls(t.app).upload(user, publicId, await testImage('png'), 'image/png');
    expect((await mediaCalls(t.app).details(user, publicId, upload.imageId)).statusCode).toBe(200);
    // A grocery list written by hand, and one asked for from the recipe (waiting for its job).
    const groceryList = await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: user.headers, payload: { name: `${prefix} shop` } });
    const groceryRequest = await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: user.headers, payload: { name: `${prefix} chili shop`, recipes: [{ id: recipe.id, name: recipe.name }], generateAsync: true } });
    const groceryListId = must(groceryList.json<{ listId?: string }>().listId, 'a grocery list');
    const groceryRequestId = must(groceryRequest.json<{ requestId?: string }>().requestId, 'a grocery request');
    // A recipe imported from pasted text, and a photo import whose page is uploaded (not read yet).
    const textImport = await importCalls(t.app).text(user, `${prefix} Soup\n\nIngredients\n1 onion\n2 cups broth\n\nDirections\n1. Simmer the onion in the broth.`);
    const importId = must(textImport.json<{ importId?: string }>().importId, 'an import');
    const photoImportId = (await importCalls(t.app).upload(user, [{ bytes: await testImage('png'), filename: `${prefix}-card.png` }])).importId;
    // A pantry item, and a receipt scan whose photo is uploaded (not read yet).
    const inventoryItem = await t.app.inject({ method: 'POST', url: '/api/inventory', headers: user.headers, payload: { itemName: `${prefix} pepper` } });
    const inventoryItemId = must(inventoryItem.json<{ itemId?: string }>().itemId, 'an inventory item');
    const scan = await scanCalls(t.app).upload(user, await testImage('png'));
    expect(scan.upload.statusCode).toBe(201);
    const scanId = scan.scanId;
    // A failed sign-in counted against the email.
    await expect(signIn(t.app, { email: user.email, password: 'not-the-password-1' })).rejects.toBeInstanceOf(SignInError);
    const ids = { checkouts: [paidCheckout, openOne], customerId: must(customerId, 'a customer'), subscriptionId: must(subscriptionId, 'a subscription id'), recipeId: recipe.id, publicId, imageId: upload.imageId, generation, groceryListId, groceryRequestId, importId, photoImportId, inventoryItemId, scanId };
    return { user, ids, needles: [user.userId, user.email, ...ids.checkouts, ids.customerId, ids.subscriptionId, recipe.id, publicId, upload.imageId, generation, groceryListId, groceryRequestId, importId, photoImportId, inventoryItemId, scanId] };
  }

  it('every user table holds a row of the user, every export section shows it and nothing of another user, and delete-all leaves no row or file', async () => {
    const owner = await fillEveryTable('Nadia');
    const other = await fillEveryTable('Oscar');

    // Every table that holds users' rows has one of the owner's now (a new table: fill it in fillEveryTable).
    const tables = await t.app.db.kysely.introspection.getTables();
    const userTables = tables
      .filter((table) => table.name in USER_KEYED_TABLES || table.columns.some((column) => column.name === 'user_id' || column.name.endsWith('_user_id')))
      .map((table) => table.name);
    const mentioned = new Set((await columnsMentioning(t.app, owner.needles)).map((column) => column.split('.')[0]));
    expect(userTables.filter((name) => !mentioned.has(name))).toEqual([]);
    expect(userTables).toEqual(
      expect.arrayContaining(['users', 'subscriptions', 'test_checkouts', 'public_recipes', 'public_recipe_filters', 'recipe_media', 'recipes', 'generations', 'generation_allowances', 'jobs', 'oidc_models', 'sign_in_failures', 'grocery_lists', 'grocery_requests', 'recipe_imports', 'inventory_items', 'inventory_scans']),
    );
    const ownerFiles = storedKeys(t.app).filter((key) => key.includes(owner.ids.publicId) || key.includes(owner.ids.recipeId) || key.includes(owner.ids.photoImportId) || key.includes(owner.ids.scanId));
    expect(ownerFiles.filter((key) => key.includes(owner.ids.photoImportId)).length).toBeGreaterThan(0);
    expect(ownerFiles.filter((key) => key.includes(owner.ids.scanId)).length).toBeGreaterThan(0);
    const otherFiles = storedKeys(t.app).filter((key) => key.includes(other.ids.publicId) || key.includes(other.ids.photoImportId));
    expect(otherFiles.length).toBeGreaterThan(0);

    // The export: each section holds the owner's rows.
    const answer = await exportOf(owner.user);
    expect(answer.statusCode).toBe(200);
    const sections = answer.json<UserDataExport>().sections;
    const section = (name: string) => JSON.stringify(sections[name]);
    expect(sections.account).toMatchObject({ userId: owner.user.userId, email: owner.user.email });
    expect(sections.preferences).toMatchObject({ allergies: ['Sesame'], otherAllergies: 'Nadia-kiwi' });
    expect(sections.subscription).toMatchObject({ subscription: { account: { accountId: owner.user.userId, planType: 'PERSONAL', stripeStatus: 'trialing' }, isPremium: true } });
    expect((sections.subscription as { testCheckouts: { id: string; status: string }[] }).testCheckouts.map((c) => [c.id, c.status])).toEqual([
      [owner.ids.checkouts[0], 'complete'],
      [owner.ids.checkouts[1], 'open'],
    ]);
    expect(section('recipes')).toContain(owner.ids.recipeId);
    expect(section('publicRecipes')).toContain(owner.ids.publicId);
    expect(section('publicRecipes')).toContain('Nadia Chili');
    expect(section('recipeMedia')).toContain(owner.ids.imageId);
    expect(section('generations')).toContain(owner.ids.generation);
    expect(section('groceryLists')).toContain(owner.ids.groceryListId);
    expect(section('groceryLists')).toContain(owner.ids.groceryRequestId);
    expect(section('recipeImports')).toContain(owner.ids.importId);
    expect(section('recipeImports')).toContain(owner.ids.photoImportId);
    expect(section('inventory')).toContain(owner.ids.inventoryItemId);
    expect(section('inventory')).toContain(owner.ids.scanId);
    expect(sections.usageCounters).toHaveLength(3);
    expect(sections.usageCounters).toEqual(
      expect.arrayContaining([expect.objectContaining({ counter: 'recipe-imports', count: 2 }), expect.objectContaining({ counter: 'recipe-media-uploads', count: 1 }), expect.objectContaining({ counter: 'inventory-scans', count: 1 })]),
    );
    expect(sections.signIn).toMatchObject({ email: owner.user.email });
    expect((sections.signIn as { failedSignIns: unknown[]; sessions: unknown[] }).failedSignIns.length).toBeGreaterThan(0);
    expect((sections.signIn as { failedSignIns: unknown[]; sessions: unknown[] }).sessions.length).toBeGreaterThan(0);
    // Nothing of the other user: not their subscription, checkouts, public copy, photo or anything else.
    for (const foreign of [...other.needles, 'Oscar', 'Oscar-kiwi']) expect(answer.body, foreign).not.toContain(foreign);

    expect((await deleteAll(owner.user)).json()).toEqual({ deleted: true });

    // No row anywhere names the owner or any of their things, and their files are gone.
    expect(await columnsMentioning(t.app, owner.needles)).toEqual([]);
    expect(storedKeys(t.app).filter((key) => ownerFiles.includes(key) || key.includes(owner.ids.publicId) || key.includes(owner.ids.recipeId) || key.includes(owner.ids.photoImportId) || key.includes(owner.ids.scanId))).toEqual([]);
    // The other user keeps everything.
    const theirs = new Set((await columnsMentioning(t.app, other.needles)).map((column) => column.split('.')[0]));
    expect(userTables.filter((name) => !theirs.has(name))).toEqual([]);
    expect(storedKeys(t.app)).toEqual(expect.arrayContaining(otherFiles));
    expect((await exportOf(other.user)).json<UserDataExport>().sections.subscription).toMatchObject({ subscription: { isPremium: true } });
  });
});

describe('an issuer that gives the same subject again (an external one)', () => {
  /** An access token for `sub` issued at `issuedAt` (seconds), signed as the issuer signs them. */
  async function tokenFor(sub: string, issuedAt: number): Promise<{ authorization: string }> {
    const key = must((await loadSigningKeys(t.app.db))[0], 'a signing key');
    const token = await new SignJWT({ client_id: t.app.config.OIDC_CLIENT_ID })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key.kid })
      .setIssuer(t.app.config.OIDC_ISSUER)
      .setAudience(t.app.config.OIDC_AUDIENCE)
      .setSubject(sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 300)
      .sign(await importJWK(key, 'RS256'));
    return { authorization: `Bearer ${token}` };
  }

  it('refuses its tokens issued before the erasure, and starts a new, empty account with one issued after', async () => {
    const owner = await buildUser(t.app, { firstName: 'Nadia' });
    await buildRecipe(t.app, owner);
    const before = Math.floor(Date.now() / 1000) - 5;
    expect((await deleteAll(owner)).statusCode).toBe(200);

    expect((await t.app.inject({ url: '/api/user-data', headers: await tokenFor(owner.userId, before) })).statusCode).toBe(401);
    const after = await tokenFor(owner.userId, Math.floor(Date.now() / 1000) + 1);
    const settings = await t.app.inject({ url: '/api/user-data', headers: after });
    expect(settings.statusCode).toBe(200);
    expect(settings.json<UserSettings>()).toMatchObject({ accountId: owner.userId, screenName: null, preferences: {} });
    expect((await t.app.inject({ url: '/api/recipes', headers: after })).json()).toEqual([]);
  });
});

describe('a delete-all that fails half way', () => {
  const broken = useTestApp();

  it('leaves an account that still signs in, and finishes when asked again', async () => {
    let failures = 1;
    broken.app.userData.add({
      name: 'flaky',
      tables: [],
      stage: 'sign-in',
      export: () => Promise.resolve(null),
      erase: () => (failures-- > 0 ? Promise.reject(new Error('the disk is full')) : Promise.resolve()),
    });
    const owner = await buildUser(broken.app);
    const recipe = await buildRecipe(broken.app, owner);
    const request = { method: 'DELETE' as const, url: '/api/user-data/delete-all', headers: owner.headers };

    const failed = await broken.app.inject(request);
    // The spec's message for the call (spec 1 §8), not the generic one.
    expect([failed.statusCode, failed.json()]).toEqual([500, { code: 'INTERNAL_ERROR', message: USER_DATA_ERRORS.deleteFailed }]);
    expect(USER_DATA_ERRORS.deleteFailed).toBe('Failed to delete data');
    // The recipes went, but the account and its sign-in are still there to try again.
    expect((await broken.app.inject({ url: `/api/recipes/${recipe.id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await broken.app.inject({ url: '/api/user-data', headers: owner.headers })).statusCode).toBe(200);

    const retried = await broken.app.inject(request);
    expect(retried.json()).toEqual({ deleted: true });
    expect(await columnsMentioning(broken.app, [owner.userId, owner.email])).toEqual([]);
  });

  it("answers the spec's message when an export fails, and exports again once the part works", async () => {
    let failures = 1;
    broken.app.userData.add({
      name: 'flakyExport',
      tables: [],
      export: () => (failures-- > 0 ? Promise.reject(new Error('the database went away')) : Promise.resolve({ ok: true })),
      erase: () => Promise.resolve(),
    });
    const owner = await buildUser(broken.app);
    const failed = await broken.app.inject({ url: '/api/user-data/export', headers: owner.headers });
    expect([failed.statusCode, failed.json()]).toEqual([500, { code: 'INTERNAL_ERROR', message: 'Failed to export data' }]);
    expect(failed.headers['content-disposition']).toBeUndefined();
    const exported = await broken.app.inject({ url: '/api/user-data/export', headers: owner.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<UserDataExport>().sections.flakyExport).toEqual({ ok: true });
    // Not signed in is still 401, not a failed export.
    expect((await broken.app.inject({ url: '/api/user-data/export' })).statusCode).toBe(401);
  });
});
