import fp from 'fastify-plugin';
import type { BillingProvider } from './billing-provider';
import { createBillingRepository } from './billing.repository';
import { billingRoutes, testCheckoutRoutes } from './billing.routes';
import { createBillingService, type BillingService } from './billing.service';
import { createLocalProvider } from './local-provider';
import { purgeBillingEventsJob } from './purge-billing-events.job';
import { createStripeProvider } from './stripe-provider';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscriptions and the premium verdict every premium check uses. */
    billing: BillingService;
  }
}

/** The local test-mode provider's price ids (a fresh install has no Stripe prices). */
const LOCAL_PRICES = { monthly: 'price_local_monthly', yearly: 'price_local_yearly', noTrial: 'price_local_no_trial' } as const;

/** Premium subscriptions through Stripe or the local test-mode provider (BILLING_PROVIDER). */
export const billingModule = fp(
  async (app) => {
    const { config } = app;
    const repository = createBillingRepository(app.db);
    const stripe = config.BILLING_PROVIDER === 'stripe' ? createStripeProvider(config) : undefined;
    const provider: BillingProvider = stripe ?? createLocalProvider(repository, config.PUBLIC_URL);
    const prices = stripe
      ? { monthly: config.STRIPE_PRICE_MONTHLY ?? '', yearly: config.STRIPE_PRICE_YEARLY ?? '', noTrial: config.STRIPE_PRICE_NO_TRIAL ?? config.STRIPE_PRICE_MONTHLY ?? '' }
      : LOCAL_PRICES;
    const service = createBillingService({
      repository,
      provider,
      prices,
      publicUrl: config.PUBLIC_URL,
      emailOf: (userId) => app.users.emailOf(userId),
    });
    app.decorate('billing', service);
    app.jobs.define(purgeBillingEventsJob(repository));
    // Erasing ends an active subscription at the provider first (spec: delete-all cancels it).
    app.userData.add({
      name: 'subscription',
      tables: ['subscriptions', 'test_checkouts'],
      export: (userId) => service.exportOf(userId),
      erase: (userId) => service.erase(userId),
    });
    await app.register(billingRoutes(service));
    await app.register(stripe ? stripeWebhookRoutes(service, stripe) : testCheckoutRoutes(service));
  },
  { name: 'billing', dependencies: ['users', 'user-data'] },
);
