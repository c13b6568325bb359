import { checkoutBody, noTrialCheckoutBody, redirectUrlSchema, subscriptionActionBody, subscriptionResponse, testCardBody, testCheckoutSchema } from '@sous/contract/billing';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BillingService } from './billing.service';

const tags = ['billing'];

/** The payment-provider calls of spec 1 §7, at `/api/stripe/...` whichever provider runs. */
export const billingRoutes =
  (service: BillingService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.post(
      '/api/stripe/create-checkout-session',
      { schema: { tags, summary: 'Start a checkout for a plan price; answers the page to send the browser to', body: checkoutBody, response: { 200: redirectUrlSchema } } },
      async (request) => service.createCheckout(await request.user(), request.body),
    );
    app.post(
      '/api/stripe/create-checkout-session/no-trial',
      { schema: { tags, summary: 'Start a checkout for the no-trial price', body: noTrialCheckoutBody, response: { 200: redirectUrlSchema } } },
      async (request) => service.createNoTrialCheckout(await request.user()),
    );
    app.post(
      '/api/stripe/customer-portal',
      { schema: { tags, summary: "The billing portal's address for your subscription", response: { 200: redirectUrlSchema } } },
      async (request) => service.portal(await request.user()),
    );
    app.get(
      '/api/stripe/subscription',
      { schema: { tags, summary: 'Your plan, subscription and premium status', response: { 200: subscriptionResponse } } },
      async (request) => service.subscription(await request.user()),
    );
    app.delete(
      '/api/stripe/subscription',
      { schema: { tags, summary: 'Cancel at the end of the current period', response: { 200: subscriptionResponse } } },
      async (request) => service.cancel(await request.user()),
    );
    app.post(
      '/api/stripe/subscription',
      { schema: { tags, summary: "Reactivate a subscription set to cancel ({action:'reactivate'})", body: subscriptionActionBody, response: { 200: subscriptionResponse } } },
      async (request) => service.reactivate(await request.user()),
    );
    done();
  };

const checkoutParams = z.object({ id: z.string().min(1).max(100) });

/** The local test-mode checkout's calls (only with BILLING_PROVIDER=local). */
export const testCheckoutRoutes =
  (service: BillingService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/billing/test-checkout/:id',
      { schema: { tags, summary: 'A test-mode checkout of yours', params: checkoutParams, response: { 200: testCheckoutSchema } } },
      async (request) => service.testCheckout(await request.user(), request.params.id),
    );
    app.post(
      '/api/billing/test-checkout/:id/pay',
      {
        schema: {
          tags,
          summary: "Pay a test-mode checkout with one of Stripe's test cards (402 when the card is declined)",
          params: checkoutParams,
          body: testCardBody,
          response: { 200: redirectUrlSchema },
        },
      },
      async (request) => service.payTestCheckout(await request.user(), request.params.id, request.body),
    );
    app.post(
      '/api/billing/test-checkout/:id/cancel',
      { schema: { tags, summary: 'Leave a test-mode checkout without paying', params: checkoutParams, response: { 200: redirectUrlSchema } } },
      async (request) => service.abandonTestCheckout(await request.user(), request.params.id),
    );
    done();
  };
