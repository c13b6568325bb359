import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { presentSubscription } from './billing.presenter';
import type { SubscriptionRecord } from './billing.repository';
import { tierOfSubscription } from './premium.policy';
import { stateOfStripeSubscription } from './stripe-provider';

// Spec 1 §4: premium only when the plan is PERSONAL or FAMILY and the status is active or trialing.

describe('tierOfSubscription: the premium rule', () => {
  it.each([
    ['PERSONAL', 'active'],
    ['PERSONAL', 'trialing'],
    ['FAMILY', 'active'],
    ['FAMILY', 'trialing'],
  ] as const)('%s %s is premium', (planType, status) => {
    expect(tierOfSubscription({ planType, status })).toBe('premium');
  });

  it.each(['past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'canceled', 'paused', null])('PERSONAL %s is not premium', (status) => {
    expect(tierOfSubscription({ planType: 'PERSONAL', status })).toBe('free');
  });

  it.each(['past_due', 'unpaid', 'canceled', null])('FAMILY %s is not premium', (status) => {
    expect(tierOfSubscription({ planType: 'FAMILY', status })).toBe('free');
  });

  it.each(['active', 'trialing', null])('FREE with status %s is not premium', (status) => {
    expect(tierOfSubscription({ planType: 'FREE', status })).toBe('free');
  });

  it('no subscription on file is not premium', () => {
    expect(tierOfSubscription(undefined)).toBe('free');
  });

  it('a status is matched exactly, not by its spelling in another case', () => {
    expect(tierOfSubscription({ planType: 'PERSONAL', status: 'Active' })).toBe('free');
    expect(tierOfSubscription({ planType: 'PERSONAL', status: '' })).toBe('free');
  });
});

/** A Stripe subscription with the fields Sous reads; `planType` goes on the price's metadata. */
function stripeSubscription(status: Stripe.Subscription.Status, planType?: string): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status,
    cancel_at_period_end: false,
    trial_end: status === 'trialing' ? 1_900_000_000 : null,
    created: 1_800_000_000,
    metadata: { userId: 'user-1' },
    items: {
      object: 'list',
      data: [{ id: 'si_1', current_period_end: 1_900_000_000, price: { id: 'price_1', recurring: { interval: 'month' }, metadata: planType ? { plan_type: planType } : {} } }],
    },
  } as unknown as Stripe.Subscription;
}

describe("stateOfStripeSubscription: Stripe's subscription as the premium rule reads it", () => {
  it("maps the price's plan_type FAMILY metadata to FAMILY, which is premium while active or trialing", () => {
    const active = stateOfStripeSubscription(stripeSubscription('active', 'FAMILY'));
    expect(active).toMatchObject({ userId: 'user-1', planType: 'FAMILY', status: 'active', interval: 'month', customerId: 'cus_1', subscriptionId: 'sub_1' });
    expect(tierOfSubscription(active)).toBe('premium');
    const trialing = stateOfStripeSubscription(stripeSubscription('trialing', 'FAMILY'));
    expect(trialing).toMatchObject({ planType: 'FAMILY', trialEnd: new Date(1_900_000_000_000).toISOString() });
    expect(tierOfSubscription(trialing)).toBe('premium');
  });

  it('any other price is PERSONAL: premium while active or trialing', () => {
    for (const planType of [undefined, 'PERSONAL', 'family', 'ENTERPRISE']) {
      const state = stateOfStripeSubscription(stripeSubscription('active', planType));
      expect(state.planType, String(planType)).toBe('PERSONAL');
      expect(tierOfSubscription(state)).toBe('premium');
    }
    expect(tierOfSubscription(stateOfStripeSubscription(stripeSubscription('trialing')))).toBe('premium');
  });

  it.each(['past_due', 'unpaid', 'incomplete', 'paused'] as const)('a PERSONAL or FAMILY subscription that is %s keeps its plan but is not premium', (status) => {
    for (const planType of [undefined, 'FAMILY']) {
      const state = stateOfStripeSubscription(stripeSubscription(status, planType));
      expect(state.planType).toBe(planType ?? 'PERSONAL');
      expect(tierOfSubscription(state)).toBe('free');
    }
  });

  it.each(['canceled', 'incomplete_expired'] as const)('a %s subscription is over: FREE, not premium, whatever its price', (status) => {
    const state = stateOfStripeSubscription(stripeSubscription(status, 'FAMILY'));
    expect(state.planType).toBe('FREE');
    expect(tierOfSubscription(state)).toBe('free');
  });
});

describe('presentSubscription: isPremium is the same rule', () => {
  const record = (planType: SubscriptionRecord['planType'], status: string | null): SubscriptionRecord => ({
    userId: 'user-1',
    planType,
    status,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    trialEnd: null,
    interval: 'month',
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    subscriptionCreatedAt: null,
    trialUsed: false,
  });

  it.each([
    ['FAMILY', 'active', true],
    ['PERSONAL', 'trialing', true],
    ['PERSONAL', 'past_due', false],
    ['PERSONAL', 'canceled', false],
    ['FREE', 'active', false],
  ] as const)('%s %s answers isPremium %s', (planType, status, premium) => {
    expect(presentSubscription('user-1', record(planType, status))).toMatchObject({ account: { planType, stripeStatus: status }, isPremium: premium });
  });

  it('an account that never subscribed is FREE with no status and not premium', () => {
    expect(presentSubscription('user-1', undefined)).toEqual({ account: { accountId: 'user-1', planType: 'FREE', stripeStatus: null }, subscription: null, isPremium: false });
  });
});
