import { describe, expect, it } from 'vitest';
import { pageErrors, signIn, signUp, startAuthorization, SignInError } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { INTERACTION_MESSAGES } from './interaction.routes';
import { SIGN_IN_LIMITS } from './sign-in-failures.repository';
import type { UserSettings } from '@sous/contract/user';
import { captured, must } from '../../test/must';

/** The refusal a sign-in or sign-up form answered with. */
async function refusal(attempt: Promise<unknown>): Promise<SignInError> {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SignInError);
  return error as SignInError;
}

describe('sign-in and sign-up pages', () => {
  const t = useTestApp();

  it('shows the sign-in form by default, with labelled fields and a link to sign-up that keeps the interaction', async () => {
    const flow = await startAuthorization(t.app);
    const uid = captured(/\/oidc\/interaction\/([^/?]+)/, flow.pageUrl);
    const html = flow.page.body;
    expect(flow.page.headers['content-type']).toContain('text/html');
    expect(html).toContain('Welcome Back');
    expect(html).toContain('<label for="field-email">Email</label>');
    expect(html).toContain('<label for="field-password">Password</label>');
    expect(html).toContain(`action="/oidc/interaction/${uid}/login"`);
    expect(html).toContain(`href="/oidc/interaction/${uid}/signup"`);
    // The one script is the issuer's own file (issuer-pages.test.ts); none is inline.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([expect.stringMatching(/^<script src="\/oidc\/assets\/issuer\.[0-9a-f]+\.js" defer>$/)]);
    expect(html).toMatch(/<link rel="stylesheet" href="\/oidc\/assets\/issuer\.[0-9a-f]+\.css">/);
    expect(flow.page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('opens the sign-up form for screen_hint=signup, with a link back to sign-in', async () => {
    const flow = await startAuthorization(t.app, { screenHint: 'signup' });
    const uid = captured(/\/oidc\/interaction\/([^/?]+)/, flow.pageUrl);
    for (const label of ['First Name', 'Last Name', 'Email', 'Password']) expect(flow.page.body).toMatch(new RegExp(`<label for="field-\\w+">${label}(<span class="req" aria-hidden="true"> \\*</span>)?</label>`));
    // Only the last name may be left out, and only it goes unmarked.
    expect(flow.page.body).toContain('<label for="field-lastName">Last Name</label>');
    expect(flow.page.body).toContain('Create Your Account');
    expect(flow.page.body).toContain(`action="/oidc/interaction/${uid}/signup"`);
    expect(flow.page.body).toContain(`href="/oidc/interaction/${uid}/login"`);
  });

  it('lets a visitor switch from sign-in to sign-up in the same interaction and finish there', async () => {
    const flow = await startAuthorization(t.app);
    const signUpPath = captured(/href="(\/oidc\/interaction\/[^"]+\/signup)"/, flow.page.body);
    const page = await flow.request('GET', signUpPath, { headers: { cookie: flow.jar.headerFor(signUpPath) } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Create Your Account');
    flow.page = page;
    flow.pageUrl = `http://localhost:3000${signUpPath}`;
    const tokens = await flow.submit({ firstName: 'Sam', lastName: '', email: 'switcher@example.test', password: 'long-enough-1' });
    const me = await t.app.inject({ url: '/api/user-data', headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(me.json<UserSettings>().profile).toMatchObject({ firstName: 'Sam', lastName: '', email: 'switcher@example.test' });
  });

  it('stores the password as a salted scrypt hash, never as text', async () => {
    const a = await signUp(t.app, { password: 'same-password-1' });
    const b = await signUp(t.app, { password: 'same-password-1' });
    const rows = await t.app.db.kysely.selectFrom('user_credentials').select(['user_id', 'password_hash']).where('user_id', 'in', [a.userId, b.userId]).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
      expect(row.password_hash).not.toContain('same-password-1');
    }
    expect(must(rows[0], 'a first row').password_hash).not.toBe(must(rows[1], 'a second row').password_hash);
  });

  it('checks the sign-up fields and shows each error next to its field, keeping what was typed (escaped)', async () => {
    const flow = await startAuthorization(t.app, { screenHint: 'signup' });
    const error = await refusal(flow.submit({ firstName: '  ', lastName: '<b>x</b>', email: 'not-an-email', password: 'short' }));
    expect(error.answer.status).toBe(400);
    expect(pageErrors(error.answer.body)).toEqual([
      INTERACTION_MESSAGES.firstNameRequired,
      INTERACTION_MESSAGES.emailInvalid,
      INTERACTION_MESSAGES.passwordTooShort,
    ]);
    expect(error.answer.body).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
    expect(error.answer.body).toContain('value="not-an-email"');
    expect(error.answer.body).not.toContain('value="short"');
    expect(error.answer.body).toContain('aria-invalid="true"');
  });

  it('refuses a common password, whatever its case, with a clear message next to the field', async () => {
    for (const password of ['password123', 'Sunshine1', 'qwertyuiop', '12345678']) {
      const flow = await startAuthorization(t.app, { screenHint: 'signup' });
      const error = await refusal(flow.submit({ firstName: 'Pat', lastName: '', email: `common-${password}@example.test`, password }));
      expect(error.answer.status).toBe(400);
      expect(pageErrors(error.answer.body)).toEqual(['This password is too common. Choose one that is harder to guess.']);
    }
    const count = await t.app.db.kysely.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).where('email', 'like', 'common-%').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('escapes a script tag typed as a name, and stores it as plain text', async () => {
    const flow = await startAuthorization(t.app, { screenHint: 'signup' });
    const script = '<script>alert(1)</script>';
    const error = await refusal(flow.submit({ firstName: script, lastName: '"><img src=x onerror=alert(1)>', email: 'x@example.test', password: '1' }));
    expect(error.answer.body).not.toContain(script);
    expect(error.answer.body).not.toContain('<img src=x');
    expect(error.answer.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(error.answer.body).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');

    const user = await signUp(t.app, { firstName: script });
    const me = await t.app.inject({ url: '/api/user-data', headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(me.headers['content-type']).toContain('application/json');
    expect(me.json<UserSettings>().profile.firstName).toBe(script);
  });

  it('treats emails without regard to case or surrounding spaces, one account each', async () => {
    const user = await signUp(t.app, { email: '  Mixed.Case@Example.TEST ' });
    expect(user.email).toBe('mixed.case@example.test');
    const again = await signIn(t.app, { email: 'MIXED.case@example.test', password: user.password });
    expect(again.userId).toBe(user.userId);

    const error = await refusal(signUp(t.app, { email: 'mixed.case@EXAMPLE.test' }));
    expect(error.answer.status).toBe(409);
    expect(pageErrors(error.answer.body)).toEqual([INTERACTION_MESSAGES.emailTaken]);
  });

  it('answers a wrong email and a wrong password with the same message', async () => {
    const user = await signUp(t.app);
    const wrongPassword = await refusal(signIn(t.app, { email: user.email, password: 'not-the-password' }));
    const wrongEmail = await refusal(signIn(t.app, { email: 'nobody-here@example.test', password: user.password }));
    for (const error of [wrongPassword, wrongEmail]) {
      expect(error.answer.status).toBe(401);
      expect(pageErrors(error.answer.body)).toEqual(['Incorrect email or password.']);
    }
    expect(wrongPassword.answer.body.replace(/interaction\/[^/"]+/g, '')).toBe(
      wrongEmail.answer.body.replace(/interaction\/[^/"]+/g, '').replace('nobody-here@example.test', user.email),
    );
  });

  it('asks for the missing field when the sign-in form is incomplete', async () => {
    const error = await refusal(signIn(t.app, { email: '', password: '' }));
    expect(error.answer.status).toBe(400);
    expect(pageErrors(error.answer.body)).toEqual([INTERACTION_MESSAGES.emailRequired, INTERACTION_MESSAGES.passwordRequired]);
  });

  it('refuses a form posted without the interaction cookie (a cross-site post) and an unknown interaction', async () => {
    const flow = await startAuthorization(t.app);
    const action = captured(/action="([^"]+)"/, flow.page.body);
    const forged = await flow.request('POST', action, { form: { email: 'a@example.test', password: 'whatever-1' } });
    expect(forged.status).toBe(400);
    expect(forged.body).toContain(INTERACTION_MESSAGES.expired);
    expect(forged.headers.location).toBeUndefined();

    const unknown = await flow.request('GET', '/oidc/interaction/not-a-real-one', { headers: { cookie: flow.jar.headerFor('/oidc/interaction/not-a-real-one') } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain(INTERACTION_MESSAGES.expired);
  });

  it('ignores non-text fields of a JSON body instead of failing', async () => {
    const flow = await startAuthorization(t.app);
    const action = captured(/action="([^"]+)"/, flow.page.body);
    const answer = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { host: 'localhost:3000', cookie: flow.jar.headerFor(action), 'content-type': 'application/json' },
      payload: { email: 5, password: ['x'] },
    });
    expect(answer.statusCode).toBe(400);
    expect(pageErrors(answer.body)).toEqual([INTERACTION_MESSAGES.emailRequired, INTERACTION_MESSAGES.passwordRequired]);
  });

  it('sets the interaction cookies HttpOnly and SameSite=Lax', async () => {
    const answer = await t.app.inject({
      url: `/oidc/auth?${new URLSearchParams({
        client_id: 'sous-web',
        redirect_uri: 'http://localhost:3000/callback',
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString()}`,
      headers: { host: 'localhost:3000' },
    });
    const cookies = [answer.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.toLowerCase()).toContain('httponly');
      expect(cookie.toLowerCase()).toContain('samesite=lax');
    }
  });
});

describe('sign-in throttling per account', () => {
  const t = useTestApp();

  it(`refuses further attempts after ${SIGN_IN_LIMITS.perAccountAndAddress} failures, even with the right password`, async () => {
    const victim = await signUp(t.app);
    const bystander = await signUp(t.app);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      const error = await refusal(signIn(t.app, { email: victim.email, password: `guess-${i}-wrong` }));
      expect(pageErrors(error.answer.body)).toEqual(['Incorrect email or password.']);
    }
    const blocked = await refusal(signIn(t.app, { email: victim.email, password: victim.password }));
    expect(blocked.answer.status).toBe(429);
    expect(pageErrors(blocked.answer.body)).toEqual(['Too many sign-in attempts. Please wait a few minutes and try again.']);

    // Other accounts on the same address are not locked out by one account's failures.
    await expect(signIn(t.app, bystander)).resolves.toMatchObject({ userId: bystander.userId });
  });

  it('forgets failures once the window has passed', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) await refusal(signIn(t.app, { email: user.email, password: `nope-${i}-nope` }));
    await refusal(signIn(t.app, user));
    const longAgo = new Date(Date.now() - (SIGN_IN_LIMITS.windowMinutes + 1) * 60_000).toISOString();
    await t.app.db.kysely.updateTable('sign_in_failures').set({ failed_at: longAgo }).where('subject', 'like', `%${user.email}%`).execute();
    await expect(signIn(t.app, user)).resolves.toMatchObject({ userId: user.userId });
  });
});

describe('sign-in throttling under parallel guesses and from other addresses', () => {
  const t = useTestApp();

  /** Posts one sign-in form of `flow` from `remoteAddress`, as its own browser would. */
  async function postSignIn(flow: Awaited<ReturnType<typeof startAuthorization>>, fields: Record<string, string>, remoteAddress: string) {
    const action = captured(/action="([^"]+)"/, flow.page.body);
    const answer = await t.app.inject({
      method: 'POST',
      url: action,
      remoteAddress,
      headers: { host: 'localhost:3000', cookie: flow.jar.headerFor(action), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    return { status: answer.statusCode, errors: pageErrors(answer.body) };
  }

  it(`checks no more than ${SIGN_IN_LIMITS.perAccountAndAddress} of 30 wrong passwords posted at once`, async () => {
    const victim = await signUp(t.app);
    const flow = await startAuthorization(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postSignIn(flow, { email: victim.email, password: `parallel-guess-${i}` }, '198.51.100.7')),
    );
    // Only a checked password can answer "incorrect"; every other attempt is refused unchecked.
    const checked = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length).toBe(SIGN_IN_LIMITS.perAccountAndAddress);
    expect(refused.length).toBe(30 - SIGN_IN_LIMITS.perAccountAndAddress);
    for (const answer of refused) expect(answer.errors).toEqual([INTERACTION_MESSAGES.tooManyAttempts]);
  });

  it("lets the owner sign in from their own address after a stranger's failures from another", async () => {
    const owner = await signUp(t.app);
    const flow = await startAuthorization(t.app);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      expect((await postSignIn(flow, { email: owner.email, password: `stranger-${i}-guess` }, '203.0.113.66')).status).toBe(401);
    }
    // The stranger is now refused on this account, even with the right password...
    const stranger = await postSignIn(flow, { email: owner.email, password: owner.password }, '203.0.113.66');
    expect(stranger.status).toBe(429);
    // ...while the owner, at home (the test client's usual 127.0.0.1), still gets in.
    await expect(signIn(t.app, owner)).resolves.toMatchObject({ userId: owner.userId });
  });

  it(`refuses an account everywhere after ${SIGN_IN_LIMITS.perAccount} failures from many addresses`, async () => {
    const owner = await signUp(t.app);
    const flow = await startAuthorization(t.app);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      const address = `192.0.2.${String(Math.floor(i / SIGN_IN_LIMITS.perAccountAndAddress) + 1)}`;
      expect((await postSignIn(flow, { email: owner.email, password: `botnet-${i}-guess` }, address)).status).toBe(401);
    }
    const blocked = await refusal(signIn(t.app, owner));
    expect(blocked.answer.status).toBe(429);
  });

  it('does not count a successful sign-in as a failure', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress + 2; i++) await signIn(t.app, user);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress - 1; i++) await refusal(signIn(t.app, { email: user.email, password: `typo-${i}-typo` }));
    await expect(signIn(t.app, user)).resolves.toMatchObject({ userId: user.userId });
  });
});

describe('sign-in throttling per client address', () => {
  const t = useTestApp();

  it(`refuses every account from an address after ${SIGN_IN_LIMITS.perAddress} failures there`, async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      await refusal(signIn(t.app, { email: `sprayed-${i}@example.test`, password: 'Password123' }));
    }
    const blocked = await refusal(signIn(t.app, user));
    expect(blocked.answer.status).toBe(429);
    expect(pageErrors(blocked.answer.body)).toEqual([INTERACTION_MESSAGES.tooManyAttempts]);
  });
});

describe('sign-up limit per client address', () => {
  const t = useTestApp({ SIGN_UPS_PER_HOUR: '2' });

  it('refuses a third account from one address within the hour', async () => {
    await signUp(t.app);
    await signUp(t.app);
    const error = await refusal(signUp(t.app));
    expect(error.answer.status).toBe(429);
    expect(pageErrors(error.answer.body)).toEqual([INTERACTION_MESSAGES.tooManySignUps]);
  });
});
