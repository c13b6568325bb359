import Stripe from 'stripe';
import type { Config } from '../../config/env';
import type { BillingProvider } from './billing-provider';
import type { SubscriptionState } from './billing.repository';

/** How old a webhook's signed timestamp may be (Stripe's own default). */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Statuses after which a Stripe subscription is over. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

const isoOf = (seconds: number | null | undefined): string | null => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** A subscription as Sous stores it, from Stripe's object; `userId` from the metadata checkout set. */
export function stateOfStripeSubscription(subscription: Stripe.Subscription): SubscriptionState & { userId: string | null } {
  const item = subscription.items.data[0];
  const interval = item?.price.recurring?.interval;
  const customer = subscription.customer;
  return {
    userId: subscription.metadata.userId ?? null,
    planType: ENDED.has(subscription.status) ? 'FREE' : item?.price.metadata.plan_type === 'FAMILY' ? 'FAMILY' : 'PERSONAL',
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: isoOf(item?.current_period_end),
    trialEnd: isoOf(subscription.trial_end),
    interval: interval === 'month' ? 'month' : interval === 'year' ? 'year' : null,
    customerId: typeof customer === 'string' ? customer : customer.id,
    subscriptionId: subscription.id,
    subscriptionCreatedAt: isoOf(subscription.created),
  };
}

/** Which subscription an event is about, and whose (as the event says; the subscription is re-read). */
export interface EventSubject {
  subscriptionId: string;
  userId: string | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** The subscription a webhook event concerns, for the events that change one; null for the rest. */
export function subjectOfEvent(event: Stripe.Event): EventSubject | null {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const subscriptionId = idOf(session.subscription);
    return subscriptionId ? { subscriptionId, userId: session.client_reference_id } : null;
  }
  if (event.type.startsWith('customer.subscription.')) {
    const subscription = event.data.object as Stripe.Subscription;
    return { subscriptionId: subscription.id, userId: subscription.metadata.userId ?? null };
  }
  return null;
}

/** The Stripe SDK's address options for STRIPE_API_BASE_URL (a local stand-in in tests). */
function addressOf(baseUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  return { host: url.hostname, port: url.port || (url.protocol === 'http:' ? 80 : 443), protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

export interface StripeProvider extends BillingProvider {
  readonly name: 'stripe';
  /** The event, when the signature over the raw body is Stripe's and recent; throws otherwise. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
  /** The subscription as Stripe has it now. */
  readSubscription(id: string): Promise<SubscriptionState & { userId: string | null }>;
}

/** Billing through Stripe: Checkout in subscription mode, the customer portal, and webhooks. */
export function createStripeProvider(config: Config): StripeProvider {
  const secretKey = config.STRIPE_SECRET_KEY;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !webhookSecret) throw new Error('BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  const stripe = new Stripe(secretKey, { ...addressOf(config.STRIPE_API_BASE_URL), maxNetworkRetries: 2, timeout: config.OUTBOUND_TIMEOUT_MS });

  return {
    name: 'stripe',

    async startCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: request.priceId, quantity: 1 }],
        ...(request.customerId ? { customer: request.customerId } : request.email ? { customer_email: request.email } : {}),
        client_reference_id: request.userId,
        // On the subscription too, so its own events say whose it is.
        subscription_data: { metadata: { userId: request.userId }, ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}) },
        success_url: `${request.successUrl}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
      return session.url;
    },

    async portalUrl(subscription, returnUrl) {
      if (!subscription.customerId) throw new Error('no Stripe customer');
      const session = await stripe.billingPortal.sessions.create({ customer: subscription.customerId, return_url: returnUrl });
      return session.url;
    },

    async setCancelAtPeriodEnd(subscription, cancel) {
      if (!subscription.subscriptionId) throw new Error('no Stripe subscription');
      return stateOfStripeSubscription(await stripe.subscriptions.update(subscription.subscriptionId, { cancel_at_period_end: cancel }));
    },

    async cancelNow(subscription) {
      if (!subscription.subscriptionId || ENDED.has(subscription.status ?? '')) return;
      await stripe.subscriptions.cancel(subscription.subscriptionId);
    },

    // Stripe keeps the clock and tells us by webhook.
    settle: (subscription) => subscription,

    verifyEvent: (rawBody, signature) => stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS),

    readSubscription: async (id) => stateOfStripeSubscription(await stripe.subscriptions.retrieve(id)),
  };
}
