import type { ErrorBody } from '@sous/contract/errors';
import { SCREEN_NAME_MESSAGES, type ScreenNameSuggestion, type UserSettings } from '@sous/contract/user';
import { validateScreenName } from '@sous/kitchen/screen-names';
import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories';
import { anyString } from '../../test/matchers';
import { must } from '../../test/must';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const put = (user: TestUser, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/user-data', headers: user.headers, payload: payload as object });
const settings = async (user: TestUser) => (await t.app.inject({ url: '/api/user-data', headers: user.headers })).json<UserSettings>();
const setScreenName = (user: TestUser, screenName: unknown) => put(user, { operation: 'setScreenName', screenName });

describe('GET /api/user-data', () => {
  it('answers the defaults without a token', async () => {
    const answer = await t.app.inject({ url: '/api/user-data' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      accountId: null,
      profile: { firstName: '', lastName: '', email: '', updatedAt: null },
      screenName: null,
      preferences: {},
      accountStatus: { subscriptionTier: 'free' },
      createdAt: null,
      updatedAt: null,
    });
  });

  it("answers the signed-in user's settings", async () => {
    const user = await buildUser(t.app, { firstName: 'Nadia', lastName: 'Hussain' });
    const body = await settings(user);
    expect(body).toEqual({
      accountId: user.userId,
      profile: { firstName: 'Nadia', lastName: 'Hussain', email: user.email, updatedAt: anyString },
      screenName: null,
      preferences: {},
      accountStatus: { subscriptionTier: 'free' },
      createdAt: anyString,
      updatedAt: anyString,
    });
    expect(Date.parse(must(body.createdAt, 'createdAt'))).not.toBeNaN();
  });
});

describe('profile save', () => {
  it('trims the names and keeps the server time, not the client one', async () => {
    const user = await buildUser(t.app);
    const answer = await put(user, { profile: { firstName: '  Maya ', lastName: ' Angelou  ', email: '', updatedAt: '1999-01-01T00:00:00.000Z' } });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<UserSettings>();
    expect(body.profile).toMatchObject({ firstName: 'Maya', lastName: 'Angelou', email: user.email });
    expect(body.profile.updatedAt).not.toBe('1999-01-01T00:00:00.000Z');
    expect(Date.now() - Date.parse(must(body.profile.updatedAt, 'the profile time'))).toBeLessThan(60_000);
    expect(await settings(user)).toEqual(body);
  });

  it('requires a first name', async () => {
    const user = await buildUser(t.app, { firstName: 'Kept' });
    for (const firstName of ['', '   ']) {
      const answer = await put(user, { profile: { firstName, lastName: 'X' } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'First name is required' });
    }
    const missing = await put(user, { profile: { lastName: 'X' } });
    expect(missing.statusCode).toBe(400);
    expect((await settings(user)).profile.firstName).toBe('Kept');
  });

  it('caps name lengths and checks an email that is given', async () => {
    const user = await buildUser(t.app);
    const long = await put(user, { profile: { firstName: 'a'.repeat(101) } });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().message).toBe('Names must be at most 100 characters');
    expect((await put(user, { profile: { firstName: 'a'.repeat(100), lastName: 'b'.repeat(100) } })).statusCode).toBe(200);

    const badEmail = await put(user, { profile: { firstName: 'Ok', email: 'not an email' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<ErrorBody>().message).toBe('Enter a valid email address');

    const newEmail = await put(user, { profile: { firstName: 'Ok', email: ' other@example.test ' } });
    expect(newEmail.json<UserSettings>().profile.email).toBe('other@example.test');
  });

  it('falls back to the email on file when none is sent', async () => {
    const user = await buildUser(t.app);
    const answer = await put(user, { profile: { firstName: 'Ok' } });
    expect(answer.json<UserSettings>().profile.email).toBe(user.email);
  });

  it('needs a signed-in user', async () => {
    const answer = await t.app.inject({ method: 'PUT', url: '/api/user-data', payload: { profile: { firstName: 'Anon' } } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in required' });
  });

  it('ignores fields a user must not set (tier, account, plan, user id)', async () => {
    const user = await buildUser(t.app);
    const other = await buildUser(t.app);
    const sneaky = {
      profile: { firstName: 'Eve', lastName: 'Sneaky', userId: other.userId, subscriptionTier: 'premium' },
      subscriptionTier: 'premium',
      accountStatus: { subscriptionTier: 'premium' },
      accountId: other.userId,
      planType: 'FAMILY',
      userId: other.userId,
      screenName: 'stolen_name',
      createdAt: '2000-01-01T00:00:00.000Z',
    };
    const answer = await put(user, sneaky);
    expect(answer.statusCode).toBe(200);
    const mine = await settings(user);
    expect(mine).toMatchObject({
      accountId: user.userId,
      profile: { firstName: 'Eve', lastName: 'Sneaky' },
      screenName: null,
      accountStatus: { subscriptionTier: 'free' },
    });
    expect(mine.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect((await settings(other)).profile.firstName).toBe('Test');

    const viaScreenName = await put(user, { operation: 'setScreenName', screenName: 'eve_cooks', subscriptionTier: 'premium', userId: other.userId });
    expect(viaScreenName.statusCode).toBe(200);
    expect((await settings(user)).accountStatus.subscriptionTier).toBe('free');
    expect((await settings(other)).screenName).toBeNull();
  });

  it('stores a script tag in a name as text', async () => {
    const user = await buildUser(t.app);
    const script = '<script>alert("x")</script>';
    const answer = await put(user, { profile: { firstName: script, lastName: '<img src=x onerror=alert(1)>' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect((await settings(user)).profile).toMatchObject({ firstName: script, lastName: '<img src=x onerror=alert(1)>' });
  });

  it('refuses a body that is neither a profile nor a screen name', async () => {
    const user = await buildUser(t.app);
    for (const payload of [{}, { profile: 'x' }, { operation: 'deleteEverything' }]) {
      const answer = await put(user, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ErrorBody>().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('screen names', () => {
  it('stores the name lowercased', async () => {
    const user = await buildUser(t.app);
    const answer = await setScreenName(user, 'Chef_Anna');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<UserSettings>().screenName).toBe('chef_anna');
    expect((await settings(user)).screenName).toBe('chef_anna');
  });

  it.each([
    ['missing', undefined, SCREEN_NAME_MESSAGES.required],
    ['empty', '', SCREEN_NAME_MESSAGES.required],
    ['too short', 'ab', SCREEN_NAME_MESSAGES.tooShort],
    ['too long', 'a'.repeat(31), SCREEN_NAME_MESSAGES.tooLong],
    ['with spaces', 'chef anna', "Screen name can't use spaces: only letters a-z, numbers, and underscores."],
    ['with a hyphen', 'chef-anna', `Screen name can't use "-": only letters a-z, numbers, and underscores.`],
    ['with a character and too short', 'A!', `Screen name can't use "!": only letters a-z, numbers, and underscores. It also needs at least 3 characters.`],
    ['with a Cyrillic а', '\u0430dmin', `Screen name can't use "\u0430": only letters a-z, numbers, and underscores.`],
    ['in full-width letters', '\uff53\uff4f\uff55\uff53', `Screen name can't use "\uff53", "\uff4f" or "\uff55": only letters a-z, numbers, and underscores. It also needs at least 3 characters.`],
    ['with a script tag', '<script>', `Screen name can't use "<" or ">": only letters a-z, numbers, and underscores.`],
    ['reserved: admin', 'admin', SCREEN_NAME_MESSAGES.reserved],
    ['reserved: Sous', 'Sous', SCREEN_NAME_MESSAGES.reserved],
    ['reserved: support', 'support', SCREEN_NAME_MESSAGES.reserved],
    ['reserved: moderator_1', 'moderator_1', SCREEN_NAME_MESSAGES.reserved],
  ])('refuses a name %s with its reason', async (_case, screenName, message) => {
    const user = await buildUser(t.app);
    const answer = await setScreenName(user, screenName);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'INVALID_SCREEN_NAME', message });
    expect((await settings(user)).screenName).toBeNull();
  });

  it('answers 409 for a name another user has, in any case, and lets the owner set it again', async () => {
    const owner = await buildUser(t.app, { screenName: 'basil_lover' });
    const rival = await buildUser(t.app);
    for (const name of ['basil_lover', 'BASIL_LOVER', 'Basil_Lover']) {
      const answer = await setScreenName(rival, name);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ code: 'SCREEN_NAME_TAKEN', message: 'Screen name is already taken' });
    }
    expect((await setScreenName(owner, 'Basil_Lover')).statusCode).toBe(200);
    expect((await settings(rival)).screenName).toBeNull();
  });

  it('frees the old name when a user changes theirs', async () => {
    const user = await buildUser(t.app, { screenName: 'first_choice' });
    expect((await setScreenName(user, 'second_choice')).statusCode).toBe(200);
    const other = await buildUser(t.app);
    expect((await setScreenName(other, 'first_choice')).statusCode).toBe(200);
  });

  it('gives a raced name to exactly one user', async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, () => buildUser(t.app)));
    const answers = await Promise.all(racers.map((user, i) => setScreenName(user, i % 2 ? 'Popular_Name' : 'popular_name')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const holders = await t.app.db.kysely.selectFrom('users').select('id').where('screen_name', '=', 'popular_name').execute();
    expect(holders).toHaveLength(1);
  });
});

describe('POST /api/user-data/screen-name-suggestion', () => {
  it('proposes a valid generated name that nobody has', async () => {
    const user = await buildUser(t.app);
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/user-data/screen-name-suggestion', headers: user.headers });
      expect(answer.statusCode).toBe(200);
      const { screenName } = answer.json<ScreenNameSuggestion>();
      expect(validateScreenName(screenName)).toEqual({ ok: true, screenName });
      expect(/^[a-z]+\d{0,2}$/.test(screenName)).toBe(true);
      seen.add(screenName);
    }
    expect(seen.size).toBeGreaterThan(1);
    const [proposal] = [...seen];
    expect((await setScreenName(user, proposal)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/user-data/screen-name-suggestion' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the account calls', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object | undefined> }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/user-data', '/api/user-data/screen-name-suggestion']));
    expect(Object.keys(must(document.paths['/api/user-data'], 'the /api/user-data path'))).toEqual(expect.arrayContaining(['get', 'put']));
    // The issuer's endpoints and pages are not API calls.
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/oidc'))).toEqual([]);
  });
});
