import { BILLING_MESSAGES } from '@sous/contract/billing';
import { ErrorCode } from '@sous/contract/errors';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { BillingService } from './billing.service';
import { subjectOfEvent, type StripeProvider } from './stripe-provider';

/**
 * `POST /api/stripe/webhook`: Stripe's events, verified by signature over the exact bytes sent
 * (so this plugin reads JSON bodies as raw bytes), handled once per event id.
 */
export const stripeWebhookRoutes =
  (service: BillingService, stripe: StripeProvider): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    // Encapsulated: only this plugin's routes get raw bodies.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    app.post(
      '/api/stripe/webhook',
      { schema: { tags: ['billing'], summary: "Stripe's webhook (signed)", hide: true, response: { 200: z.object({ received: z.literal(true) }) } } },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new AppError(400, ErrorCode.InvalidSignature, BILLING_MESSAGES.invalidSignature);
        }
        let event;
        try {
          event = stripe.verifyEvent(request.body, signature);
        } catch {
          throw new AppError(400, ErrorCode.InvalidSignature, BILLING_MESSAGES.invalidSignature);
        }
        await service.handleEvent(event, subjectOfEvent(event), (id) => stripe.readSubscription(id));
        return { received: true as const };
      },
    );
    done();
  };
