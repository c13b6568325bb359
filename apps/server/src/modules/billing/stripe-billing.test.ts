import { BILLING_MESSAGES, type SubscriptionResponse } from '@sous/contract/billing';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories';
import { startStripeStub, type StripeStub } from '../../test/stripe-stub';
import { useTestApp } from '../../test/test-app';
import { EVENT_LEASE_MS } from './billing.service';

const WEBHOOK_SECRET = 'whsec_test_secret';
const settings: Record<string, string> = {
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_stub',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: 'price_monthly',
  STRIPE_PRICE_YEARLY: 'price_yearly',
  STRIPE_PRICE_NO_TRIAL: 'price_no_trial',
};
let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub();
  settings.STRIPE_API_BASE_URL = stub.baseUrl; // read by useTestApp's own beforeAll, which runs next
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
});

const t = useTestApp(settings);
// Stripe's own signing, as Stripe's servers sign (the SDK's test helper).
const signer = new Stripe('sk_test_unused').webhooks;

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_${String(++eventCounter)}_${String(Date.now())}`) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
}

function sendWebhook(payload: string, signature: string | null = signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

const subscription = async (user: TestUser) => (await t.app.inject({ url: '/api/stripe/subscription', headers: user.headers })).json<SubscriptionResponse>();

const subscriptionIdOf = async (user: TestUser) =>
  (await t.app.db.kysely.selectFrom('subscriptions').select('subscription_id').where('user_id', '=', user.userId).executeTakeFirst())?.subscription_id;

/** The user subscribed through Stripe Checkout: Stripe holds `sub_<n>` and says so by webhook. */
async function subscribed(user: TestUser, id: string, fields: Parameters<StripeStub['putSubscription']>[0] | object = {}) {
  stub.putSubscription({ id, customer: `cus_${id}`, metadata: { userId: user.userId }, ...fields });
  const answer = await sendWebhook(event('checkout.session.completed', { id: `cs_${id}`, object: 'checkout.session', subscription: id, customer: `cus_${id}`, client_reference_id: user.userId }));
  expect(answer.statusCode).toBe(200);
}

describe('billing with Stripe (against a local stand-in of its API)', () => {
  it('checkout is a subscription-mode session for the price, with a first trial, the account and its email', async () => {
    const user = await buildUser(t.app);
    const answer = await t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers: user.headers, payload: { priceId: 'price_yearly', userEmail: 'forged@example.com' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ url: string }>().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = stub.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_yearly',
      'line_items[0][quantity]': '1',
      client_reference_id: user.userId,
      customer_email: user.email,
      'subscription_data[metadata][userId]': user.userId,
      'subscription_data[trial_period_days]': '7',
      success_url: 'http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing',
    });
  });

  it('the no-trial variant uses its own price and no trial', async () => {
    const user = await buildUser(t.app);
    const answer = await t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session/no-trial', headers: user.headers, payload: { userEmail: user.email } });
    expect(answer.statusCode).toBe(200);
    const sent = stub.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.params['line_items[0][price]']).toBe('price_no_trial');
    expect(sent?.params).not.toHaveProperty('subscription_data[trial_period_days]');
  });

  it('a signed checkout.session.completed makes the account premium from the subscription Stripe holds', async () => {
    const user = await buildUser(t.app);
    await subscribed(user, 'sub_premium', { status: 'trialing', trial_end: Math.floor(Date.now() / 1000) + 7 * 86400 });
    expect(stub.count('GET /v1/subscriptions/sub_premium')).toBe(1);
    expect(await subscription(user)).toMatchObject({ account: { planType: 'PERSONAL', stripeStatus: 'trialing' }, subscription: { interval: 'month', cancelAtPeriodEnd: false }, isPremium: true });
  });

  it("a price with plan_type FAMILY makes a FAMILY account, premium while active; past_due is not premium", async () => {
    const user = await buildUser(t.app);
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
    const items = { object: 'list' as const, data: [{ id: 'si_family', current_period_end: periodEnd, price: { id: 'price_family', recurring: { interval: 'year' }, metadata: { plan_type: 'FAMILY' } } }] };
    await subscribed(user, 'sub_family', { items });
    expect(await subscription(user)).toMatchObject({ account: { planType: 'FAMILY', stripeStatus: 'active' }, subscription: { interval: 'year' }, isPremium: true });
    const family = stub.subscriptions.get('sub_family');
    if (family) family.status = 'past_due';
    expect((await sendWebhook(event('customer.subscription.updated', { id: 'sub_family', object: 'subscription', metadata: { userId: user.userId } }))).statusCode).toBe(200);
    expect(await subscription(user)).toMatchObject({ account: { planType: 'FAMILY', stripeStatus: 'past_due' }, isPremium: false });
  });

  it('refuses a webhook without a signature, with an altered body, or signed more than 5 minutes ago', async () => {
    const user = await buildUser(t.app);
    stub.putSubscription({ id: 'sub_forged', customer: 'cus_forged', metadata: { userId: user.userId } });
    const payload = event('customer.subscription.created', { id: 'sub_forged', object: 'subscription', metadata: { userId: user.userId } });
    const refusal = { code: 'INVALID_SIGNATURE', message: BILLING_MESSAGES.invalidSignature };

    const unsigned = await sendWebhook(payload, null);
    expect([unsigned.statusCode, unsigned.json()]).toEqual([400, refusal]);
    const signature = signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = await sendWebhook(payload.replace('customer.subscription.created', 'customer.subscription.updated'), signature);
    expect([altered.statusCode, altered.json()]).toEqual([400, refusal]);
    const wrongSecret = await sendWebhook(payload, signer.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect(wrongSecret.statusCode).toBe(400);
    const stale = await sendWebhook(payload, signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 }));
    expect([stale.statusCode, stale.json()]).toEqual([400, refusal]);

    expect(stub.count('GET /v1/subscriptions/sub_forged')).toBe(0);
    expect((await subscription(user)).isPremium).toBe(false);
  });

  it('handles the same event once, even when it arrives twice at once', async () => {
    const user = await buildUser(t.app);
    stub.putSubscription({ id: 'sub_twice', customer: 'cus_twice', metadata: { userId: user.userId } });
    const payload = event('customer.subscription.created', { id: 'sub_twice', object: 'subscription', metadata: { userId: user.userId } }, 'evt_twice');
    const answers = await Promise.all([sendWebhook(payload), sendWebhook(payload), sendWebhook(payload)]);
    // A copy that comes while another is being handled answers 409, so Stripe sends it again later.
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect([answer.statusCode, answer.json()]).toEqual([409, { code: 'CONFLICT', message: BILLING_MESSAGES.eventInFlight }]);
    }
    expect(stub.count('GET /v1/subscriptions/sub_twice')).toBe(1);
    expect((await subscription(user)).isPremium).toBe(true);
    // Once handled, every later copy answers 200 without handling it again.
    expect((await sendWebhook(payload)).statusCode).toBe(200);
    expect(stub.count('GET /v1/subscriptions/sub_twice')).toBe(1);
  });

  it('reads the subscription from Stripe, so events out of order end in Stripe\'s current state', async () => {
    const user = await buildUser(t.app);
    const sub = stub.putSubscription({ id: 'sub_order', customer: 'cus_order', metadata: { userId: user.userId } });
    // Stripe cancelled it; the 'deleted' event comes first, then the older 'created' one.
    sub.status = 'canceled';
    const object = { id: 'sub_order', object: 'subscription', status: 'active', metadata: { userId: user.userId } };
    expect((await sendWebhook(event('customer.subscription.deleted', { ...object, status: 'canceled' }))).statusCode).toBe(200);
    expect((await sendWebhook(event('customer.subscription.created', object))).statusCode).toBe(200);
    expect(await subscription(user)).toMatchObject({ account: { planType: 'FREE', stripeStatus: 'canceled' }, isPremium: false });
  });

  it('an event about an older subscription never overwrites a newer one', async () => {
    const user = await buildUser(t.app);
    const now = Math.floor(Date.now() / 1000);
    stub.putSubscription({ id: 'sub_old', customer: 'cus_same', metadata: { userId: user.userId }, status: 'canceled', created: now - 86400 });
    await subscribed(user, 'sub_new', { customer: 'cus_same', created: now });
    expect((await sendWebhook(event('customer.subscription.deleted', { id: 'sub_old', object: 'subscription', metadata: { userId: user.userId } }))).statusCode).toBe(200);
    expect(await subscription(user)).toMatchObject({ account: { stripeStatus: 'active' }, isPremium: true });
  });

  it('a second live subscription of the account (two checkouts paid) is cancelled at Stripe, and the first one stays', async () => {
    const user = await buildUser(t.app);
    const now = Math.floor(Date.now() / 1000);
    await subscribed(user, 'sub_first', { customer: 'cus_twice_paid', created: now - 60 });
    await subscribed(user, 'sub_second', { customer: 'cus_twice_paid', created: now });
    expect(stub.count('DELETE /v1/subscriptions/sub_second')).toBe(1);
    expect(stub.subscriptions.get('sub_second')?.status).toBe('canceled');
    expect(stub.count('DELETE /v1/subscriptions/sub_first')).toBe(0);
    expect(stub.subscriptions.get('sub_first')?.status).toBe('active');
    expect(await subscriptionIdOf(user)).toBe('sub_first');
    expect((await subscription(user)).isPremium).toBe(true);

    // Stripe then tells of the cancelled one, in any order: the account keeps the first.
    for (const type of ['customer.subscription.deleted', 'customer.subscription.created']) {
      expect((await sendWebhook(event(type, { id: 'sub_second', object: 'subscription', metadata: { userId: user.userId } }))).statusCode).toBe(200);
    }
    expect(await subscriptionIdOf(user)).toBe('sub_first');
    expect(await subscription(user)).toMatchObject({ account: { planType: 'PERSONAL', stripeStatus: 'active' }, isPremium: true });
  });

  it('a new subscription takes the place of one that has already ended at Stripe, before that end is told', async () => {
    const user = await buildUser(t.app);
    const now = Math.floor(Date.now() / 1000);
    await subscribed(user, 'sub_lapsed', { created: now - 60 });
    const lapsed = stub.subscriptions.get('sub_lapsed');
    if (lapsed) lapsed.status = 'canceled';
    await subscribed(user, 'sub_renewed', { created: now });
    expect(stub.count('DELETE /v1/subscriptions/sub_renewed')).toBe(0);
    expect(await subscriptionIdOf(user)).toBe('sub_renewed');
    expect((await subscription(user)).isPremium).toBe(true);
  });

  it('cancels at period end and reactivates through Stripe, and opens the customer portal', async () => {
    const user = await buildUser(t.app);
    await subscribed(user, 'sub_manage');
    const cancelled = await t.app.inject({ method: 'DELETE', url: '/api/stripe/subscription', headers: user.headers });
    expect(cancelled.json<SubscriptionResponse>()).toMatchObject({ subscription: { cancelAtPeriodEnd: true }, isPremium: true });
    expect(stub.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_manage')?.params).toEqual({ cancel_at_period_end: 'true' });
    const reactivated = await t.app.inject({ method: 'POST', url: '/api/stripe/subscription', headers: user.headers, payload: { action: 'reactivate' } });
    expect(reactivated.json<SubscriptionResponse>()).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    expect(stub.subscriptions.get('sub_manage')?.cancel_at_period_end).toBe(false);

    const portal = await t.app.inject({ method: 'POST', url: '/api/stripe/customer-portal', headers: user.headers });
    expect(portal.json<{ url: string }>().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(stub.requests.find((r) => r.path === '/v1/billing_portal/sessions')?.params).toEqual({ customer: 'cus_sub_manage', return_url: 'http://localhost:3000/profile' });
  });

  it("Stripe's failure is the spec's message", async () => {
    const user = await buildUser(t.app);
    await subscribed(user, 'sub_gone');
    stub.subscriptions.delete('sub_gone');
    const answer = await t.app.inject({ method: 'DELETE', url: '/api/stripe/subscription', headers: user.headers });
    expect([answer.statusCode, answer.json()]).toEqual([502, { code: 'BILLING_UNAVAILABLE', message: 'Failed to cancel subscription' }]);
  });

  it('a failed event is handled again when Stripe retries it', async () => {
    const user = await buildUser(t.app);
    const payload = event('customer.subscription.created', { id: 'sub_late', object: 'subscription', metadata: { userId: user.userId } }, 'evt_retry');
    // Stripe does not know the subscription yet (a lagging read): the webhook fails and Stripe retries.
    expect((await sendWebhook(payload)).statusCode).toBeGreaterThanOrEqual(500);
    stub.putSubscription({ id: 'sub_late', customer: 'cus_late', metadata: { userId: user.userId } });
    expect((await sendWebhook(payload)).statusCode).toBe(200);
    expect((await subscription(user)).isPremium).toBe(true);
  });

  it("an event whose handling died half way (the process crashed) is handled on Stripe's retry once its lease has run out", async () => {
    const user = await buildUser(t.app);
    stub.putSubscription({ id: 'sub_crash', customer: 'cus_crash', metadata: { userId: user.userId } });
    const payload = event('customer.subscription.created', { id: 'sub_crash', object: 'subscription', metadata: { userId: user.userId } }, 'evt_crash');
    // A process claims the event and dies while it reads the subscription: its read never ends.
    let reading = () => {};
    const started = new Promise<void>((resolve) => { reading = resolve; });
    void t.app.billing.handleEvent({ id: 'evt_crash', type: 'customer.subscription.created' }, { subscriptionId: 'sub_crash', userId: user.userId }, () => {
      reading();
      return new Promise(() => undefined);
    });
    await started;

    // Stripe retries at once: the claim may still be alive, so it is asked to come back later (not told "done").
    const early = await sendWebhook(payload);
    expect([early.statusCode, early.json()]).toEqual([409, { code: 'CONFLICT', message: BILLING_MESSAGES.eventInFlight }]);
    expect((await subscription(user)).isPremium).toBe(false);

    // Stripe retries after the lease has run out: the retry takes the event over and handles it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + EVENT_LEASE_MS + 1000);
      const retried = await sendWebhook(payload);
      expect(retried.statusCode).toBe(200);
      expect(stub.count('GET /v1/subscriptions/sub_crash')).toBe(1);
      // Handled now: a later copy is not handled again.
      expect((await sendWebhook(payload)).statusCode).toBe(200);
      expect(stub.count('GET /v1/subscriptions/sub_crash')).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await subscription(user)).toMatchObject({ account: { planType: 'PERSONAL', stripeStatus: 'active' }, isPremium: true });
  });

  it("delete-all cancels the Stripe subscription now, and Stripe's later events leave no trace of the account", async () => {
    const user = await buildUser(t.app);
    await subscribed(user, 'sub_erased');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user-data/delete-all', headers: user.headers })).statusCode).toBe(200);
    expect(stub.count('DELETE /v1/subscriptions/sub_erased')).toBe(1);
    expect(stub.subscriptions.get('sub_erased')?.status).toBe('canceled');
    const deleted = event('customer.subscription.deleted', { id: 'sub_erased', object: 'subscription', metadata: { userId: user.userId } });
    expect((await sendWebhook(deleted)).statusCode).toBe(200);
    const rows = await t.app.db.kysely.selectFrom('subscriptions').select('user_id').where('user_id', '=', user.userId).execute();
    expect(rows).toEqual([]);
  });

  it('the local test checkout does not exist with Stripe', async () => {
    const user = await buildUser(t.app);
    expect((await t.app.inject({ url: '/api/billing/test-checkout/x', headers: user.headers })).statusCode).toBe(404);
  });
});
