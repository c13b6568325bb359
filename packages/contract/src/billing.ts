import { z } from 'zod/mini';

/** Plan types an account carries (spec 1 §3, §9); FREE is the default. */
export const PLAN_TYPES = ['FREE', 'PERSONAL', 'FAMILY'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Subscription statuses that make a paid plan premium (spec 1 §4). */
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;

/** Prices as marketed (spec 1 §9): the yearly saving is 12 × 3.99 − 39.99. */
export const PRICES = {
  monthly: 3.99,
  yearly: 39.99,
  yearlySaving: 7.89,
  yearlyBadge: 'Save 29%',
  /** Days of free trial a first subscription starts with; the no-trial checkout has none. */
  trialDays: 7,
} as const;

/** The billing calls' texts (spec 1 §5, §8). */
export const BILLING_MESSAGES = {
  priceIdRequired: 'Price ID is required',
  unknownPrice: 'That plan is not offered.',
  alreadyPremium: 'You already have an active subscription.',
  noSubscription: 'You have no subscription to change.',
  noCustomer: 'There is no billing account for you yet. Subscribe first.',
  checkoutFailed: 'Failed to create checkout session',
  noTrialCheckoutFailed: 'Failed to create no-trial checkout session',
  portalFailed: 'Failed to access customer portal',
  subscriptionFailed: 'Failed to get subscription information',
  cancelFailed: 'Failed to cancel subscription',
  reactivateFailed: 'Failed to reactivate subscription',
  invalidSignature: 'The webhook signature is missing or does not match.',
  checkoutClosed: 'This checkout has already been completed or has expired.',
  eventInFlight: 'This event is being handled; send it again later.',
} as const;

/** `POST /api/stripe/create-checkout-session` (spec 1 §3 Checkout payload). The account's own email is used. */
export const checkoutBody = z.object({
  priceId: z.optional(z.string().check(z.maxLength(200))),
  userEmail: z.optional(z.string().check(z.maxLength(1000))),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** The no-trial variant: its price is the configured one, so only the email may be sent. */
export const noTrialCheckoutBody = z.object({
  userEmail: z.optional(z.string().check(z.maxLength(1000))),
});

/** A page to send the browser to: checkout or the billing portal. */
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** The account's billing facts (spec 1 §3 Account). */
export const billingAccountSchema = z.object({
  accountId: z.string(),
  planType: z.enum(PLAN_TYPES),
  stripeStatus: z.nullable(z.string()),
});

/** The subscription as the profile shows it (spec 1 §3 Subscription); times are ISO-8601. */
export const subscriptionSchema = z.object({
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.nullable(z.string()),
  trialEnd: z.nullable(z.string()),
  interval: z.nullable(z.enum(['month', 'year'])),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /api/stripe/subscription`; `isPremium` is the server's verdict (spec 1 §4). */
export const subscriptionResponse = z.object({
  account: billingAccountSchema,
  subscription: z.nullable(subscriptionSchema),
  isPremium: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

/** `POST /api/stripe/subscription`. */
export const subscriptionActionBody = z.object({ action: z.literal('reactivate') });

/** Test-mode checkout (local provider): the session a Sous-served checkout page shows. */
export const testCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  email: z.nullable(z.string()),
  planName: z.string(),
  interval: z.enum(['month', 'year']),
  amount: z.number(),
  trialDays: z.number(),
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** Test card details; the number decides the outcome as Stripe's test numbers do. */
export const testCardBody = z.object({
  cardNumber: z.string().check(z.maxLength(40)),
  expiry: z.string().check(z.maxLength(10)),
  cvc: z.string().check(z.maxLength(10)),
  name: z.string().check(z.maxLength(200)),
});
export type TestCard = z.infer<typeof testCardBody>;

/** Why a test card was refused, per field, as Stripe words it. */
export const TEST_CARD_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  pastExpiry: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  nameRequired: 'Enter the name on the card.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  realCard: 'Your card was declined. This is test mode: no real card can be charged. Use a test card such as 4242 4242 4242 4242.',
} as const;

/** The Stripe test numbers the local checkout knows, and what each does. */
export const TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
  '4000000000000069': 'expired',
  '4000000000000127': 'incorrectCvc',
} as const;
