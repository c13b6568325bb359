import { BILLING_MESSAGES, TEST_CARD_MESSAGES, type SubscriptionResponse, type TestCheckout } from '@sous/contract/billing';
import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Cook' };

const startCheckout = (user: TestUser, priceId = 'price_local_monthly') =>
  t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers: user.headers, payload: { priceId, userEmail: 'someone-else@example.com' } });

async function openCheckout(user: TestUser, priceId?: string): Promise<string> {
  const answer = await startCheckout(user, priceId);
  expect(answer.statusCode).toBe(200);
  const url = new URL(answer.json<{ url: string }>().url);
  expect(url.origin).toBe('http://localhost:3000');
  expect(url.pathname).toMatch(/^\/billing\/checkout\/[0-9a-f-]{36}$/);
  return url.pathname.split('/').at(-1) ?? '';
}

const pay = (user: TestUser, id: string, details: Partial<typeof card> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/billing/test-checkout/${id}/pay`, headers: user.headers, payload: { ...card, ...details } });

const subscription = async (user: TestUser) => {
  const answer = await t.app.inject({ url: '/api/stripe/subscription', headers: user.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json<SubscriptionResponse>();
};

const subscriptionIdOf = async (user: TestUser) =>
  (await t.app.db.kysely.selectFrom('subscriptions').select('subscription_id').where('user_id', '=', user.userId).executeTakeFirst())?.subscription_id;

const tierOf = async (user: TestUser) => (await t.app.inject({ url: '/api/user-data', headers: user.headers })).json<{ accountStatus: { subscriptionTier: string } }>().accountStatus.subscriptionTier;

describe('billing with the local test-mode provider', () => {
  it('a new account is FREE with no subscription', async () => {
    const user = await buildUser(t.app);
    expect(await subscription(user)).toEqual({ account: { accountId: user.userId, planType: 'FREE', stripeStatus: null }, subscription: null, isPremium: false });
  });

  it('checkout shows the plan, refuses bad and declined cards, and a 4242 card starts a 7-day trial once', async () => {
    const user = await buildUser(t.app);
    const id = await openCheckout(user, 'price_local_yearly');
    const page = (await t.app.inject({ url: `/api/billing/test-checkout/${id}`, headers: user.headers })).json<TestCheckout>();
    expect(page).toMatchObject({ id, status: 'open', email: user.email, planName: 'Sous Premium', interval: 'year', amount: 39.99, trialDays: 7 });

    const invalid = await pay(user, id, { cardNumber: '4242 4242 4242 4241' });
    expect([invalid.statusCode, invalid.json()]).toEqual([400, { code: 'VALIDATION_FAILED', message: TEST_CARD_MESSAGES.invalidNumber }]);
    expect((await pay(user, id, { expiry: '01/20' })).json()).toMatchObject({ message: TEST_CARD_MESSAGES.pastExpiry });
    expect((await pay(user, id, { cvc: '1' })).json()).toMatchObject({ message: TEST_CARD_MESSAGES.incompleteCvc });
    expect((await pay(user, id, { name: ' ' })).json()).toMatchObject({ message: TEST_CARD_MESSAGES.nameRequired });
    const declined = await pay(user, id, { cardNumber: '4000 0000 0000 0002' });
    expect([declined.statusCode, declined.json()]).toEqual([402, { code: 'CARD_DECLINED', message: TEST_CARD_MESSAGES.declined }]);
    expect((await pay(user, id, { cardNumber: '4000000000009995' })).json()).toMatchObject({ message: TEST_CARD_MESSAGES.insufficientFunds });
    // A real card's number (valid checksum, not a test card) is never accepted here.
    expect((await pay(user, id, { cardNumber: '4111 1111 1111 1111' })).statusCode).toBe(402);
    expect(await tierOf(user)).toBe('free');

    const paid = await pay(user, id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ url: `http://localhost:3000/subscription/success?session_id=${id}` });
    const after = await subscription(user);
    expect(after.account).toEqual({ accountId: user.userId, planType: 'PERSONAL', stripeStatus: 'trialing' });
    expect(after.isPremium).toBe(true);
    expect(after.subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false, interval: 'year' });
    const trialDays = (Date.parse(after.subscription?.trialEnd ?? '') - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThanOrEqual(7);
    expect(await tierOf(user)).toBe('premium');

    // Paid once: the page now says so, and paying again is refused.
    expect((await t.app.inject({ url: `/api/billing/test-checkout/${id}`, headers: user.headers })).json()).toMatchObject({ status: 'complete' });
    expect((await pay(user, id)).json()).toEqual({ code: 'CONFLICT', message: BILLING_MESSAGES.checkoutClosed });
    // Premium: no second checkout.
    expect((await startCheckout(user)).statusCode).toBe(409);
  });

  it('two payments of one checkout at once start one subscription', async () => {
    const user = await buildUser(t.app);
    const id = await openCheckout(user);
    const answers = await Promise.all([pay(user, id), pay(user, id), pay(user, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('a second checkout opened before the first was paid is refused: one subscription, one trial', async () => {
    const user = await buildUser(t.app);
    const first = await openCheckout(user);
    const second = await openCheckout(user);
    expect((await pay(user, first)).statusCode).toBe(200);
    const subscribed = await subscription(user);
    expect(subscribed).toMatchObject({ account: { stripeStatus: 'trialing' }, isPremium: true });

    const refused = await pay(user, second);
    expect([refused.statusCode, refused.json()]).toEqual([409, { code: 'CONFLICT', message: 'You already have an active subscription.' }]);
    // Nothing restarted: the same subscription with the same trial end.
    expect(await subscription(user)).toEqual(subscribed);
    expect(await subscriptionIdOf(user)).toBe(`sub_local_${first.replaceAll('-', '')}`);
    // The refused checkout is closed: its page says so.
    expect((await t.app.inject({ url: `/api/billing/test-checkout/${second}`, headers: user.headers })).json()).toMatchObject({ status: 'expired' });
  });

  it('checkouts paid at the same moment start one subscription; the others are refused as already subscribed', async () => {
    const user = await buildUser(t.app);
    const ids = [await openCheckout(user), await openCheckout(user), await openCheckout(user)];
    const answers = await Promise.all(ids.map((id) => pay(user, id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json()).toEqual({ code: 'CONFLICT', message: BILLING_MESSAGES.alreadyPremium });
    const paid = ids[answers.findIndex((a) => a.statusCode === 200)] ?? '';
    expect(await subscriptionIdOf(user)).toBe(`sub_local_${paid.replaceAll('-', '')}`);
    // A refused checkout is closed, never shown as paid.
    for (const id of ids.filter((id) => id !== paid)) {
      const page = (await t.app.inject({ url: `/api/billing/test-checkout/${id}`, headers: user.headers })).json<TestCheckout>();
      expect(page.status).toBe('expired');
    }
  });

  it('cancels at the period end, reactivates, and opens the portal', async () => {
    const user = await buildUser(t.app);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/stripe/subscription', headers: user.headers })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/stripe/customer-portal', headers: user.headers })).json()).toEqual({ code: 'CONFLICT', message: BILLING_MESSAGES.noCustomer });
    expect((await pay(user, await openCheckout(user))).statusCode).toBe(200);

    const cancelled = await t.app.inject({ method: 'DELETE', url: '/api/stripe/subscription', headers: user.headers });
    expect(cancelled.json<SubscriptionResponse>()).toMatchObject({ subscription: { cancelAtPeriodEnd: true }, isPremium: true });
    const reactivated = await t.app.inject({ method: 'POST', url: '/api/stripe/subscription', headers: user.headers, payload: { action: 'reactivate' } });
    expect(reactivated.json<SubscriptionResponse>()).toMatchObject({ subscription: { cancelAtPeriodEnd: false }, isPremium: true });
    const badAction = await t.app.inject({ method: 'POST', url: '/api/stripe/subscription', headers: user.headers, payload: { action: 'upgrade' } });
    expect(badAction.statusCode).toBe(400);

    const portal = await t.app.inject({ method: 'POST', url: '/api/stripe/customer-portal', headers: user.headers });
    expect(portal.json()).toEqual({ url: 'http://localhost:3000/billing/portal' });
  });

  it('a cancelled subscription ends at its period end; the next one has no second trial', async () => {
    const user = await buildUser(t.app);
    expect((await pay(user, await openCheckout(user))).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/stripe/subscription', headers: user.headers });
    // The period ends: the local provider keeps the clock, so move the end into the past.
    await t.app.db.kysely.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.userId).execute();
    expect(await subscription(user)).toMatchObject({ account: { planType: 'FREE', stripeStatus: 'canceled' }, isPremium: false });
    expect(await tierOf(user)).toBe('free');

    const again = await openCheckout(user);
    expect((await t.app.inject({ url: `/api/billing/test-checkout/${again}`, headers: user.headers })).json()).toMatchObject({ trialDays: 0 });
    expect((await pay(user, again)).statusCode).toBe(200);
    expect(await subscription(user)).toMatchObject({ account: { planType: 'PERSONAL', stripeStatus: 'active' }, subscription: { trialEnd: null }, isPremium: true });
  });

  it('a period that ends without a cancellation renews', async () => {
    const user = await buildUser(t.app);
    expect((await pay(user, await openCheckout(user))).statusCode).toBe(200);
    await t.app.db.kysely.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.userId).execute();
    const renewed = await subscription(user);
    expect(renewed).toMatchObject({ account: { stripeStatus: 'active' }, isPremium: true });
    expect(Date.parse(renewed.subscription?.currentPeriodEnd ?? '')).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('checkout needs a known price, and a signed-in caller', async () => {
    const user = await buildUser(t.app);
    const missing = await t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers: user.headers, payload: { userEmail: user.email } });
    expect([missing.statusCode, missing.json()]).toEqual([400, { code: 'VALIDATION_FAILED', message: 'Price ID is required' }]);
    expect((await startCheckout(user, 'price_free_forever')).json()).toEqual({ code: 'VALIDATION_FAILED', message: BILLING_MESSAGES.unknownPrice });
    const visitor = await t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', payload: { priceId: 'price_local_monthly' } });
    expect(visitor.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/stripe/subscription' })).statusCode).toBe(401);
  });

  it("another person's checkout answers 404, and abandoning one closes it", async () => {
    const owner = await buildUser(t.app);
    const stranger = await buildUser(t.app);
    const id = await openCheckout(owner);
    expect((await t.app.inject({ url: `/api/billing/test-checkout/${id}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await pay(stranger, id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/billing/test-checkout/${id}/cancel`, headers: stranger.headers })).statusCode).toBe(404);

    const left = await t.app.inject({ method: 'POST', url: `/api/billing/test-checkout/${id}/cancel`, headers: owner.headers });
    expect(left.json()).toEqual({ url: 'http://localhost:3000/pricing' });
    expect((await pay(owner, id)).statusCode).toBe(409);
    expect(await tierOf(owner)).toBe('free');
  });

  it('the webhook exists only with Stripe', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: { id: 'evt_1' } });
    expect(answer.statusCode).toBe(404);
  });
});
