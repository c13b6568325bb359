import { BILLING_MESSAGES, PRICES, type CheckoutBody, type RedirectUrl, type SubscriptionResponse, type TestCard, type TestCheckout as TestCheckoutView } from '@sous/contract/billing';
import { ErrorCode } from '@sous/contract/errors';
import type { Tier, UserActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { BillingProvider } from './billing-provider';
import type { BillingRepository, Interval, SubscriptionRecord, SubscriptionState } from './billing.repository';
import { presentSubscription, presentTestCheckout } from './billing.presenter';
import { startedSubscription } from './local-provider';
import { tierOfSubscription } from './premium.policy';
import { judgeTestCard } from './test-card';

/** The prices on offer, by id, with their interval; the no-trial price never starts a trial. */
export interface PriceList {
  monthly: string;
  yearly: string;
  noTrial: string;
}

export interface BillingServiceOptions {
  repository: BillingRepository;
  provider: BillingProvider;
  prices: PriceList;
  publicUrl: string;
  /** The account's email; undefined when the account does not exist (events for an erased one are dropped). */
  emailOf: (userId: string) => Promise<string | null | undefined>;
}

/**
 * How long a claimed provider event stays with the process handling it (a few provider calls, each
 * with its timeout and retries); a retry after that takes it over.
 */
export const EVENT_LEASE_MS = 5 * 60_000;

/** The payment provider failed: 502 with the spec's message for the call. */
const providerFailed = (message: string) => new AppError(502, ErrorCode.BillingUnavailable, message);
const conflict = (message: string) => new AppError(409, ErrorCode.Conflict, message);

/** Runs a provider call; its failure is the spec's message, logged by the caller's error handler. */
async function withProvider<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw Object.assign(providerFailed(message), { cause: error });
  }
}

/**
 * Subscriptions: checkout, the portal, cancel and reactivate, the provider's events, and the
 * premium verdict every other module asks for. The stored record is the provider's word; an older
 * subscription never overwrites a newer one, so events may arrive in any order.
 */
export function createBillingService({ repository, provider, prices, publicUrl, emailOf }: BillingServiceOptions) {
  const intervalOf = (priceId: string): Interval | null =>
    priceId === prices.monthly || priceId === prices.noTrial ? 'month' : priceId === prices.yearly ? 'year' : null;

  /** The stored record as of now (the local provider's periods roll over on read). */
  async function current(userId: string): Promise<SubscriptionRecord | undefined> {
    const stored = await repository.findSubscription(userId);
    if (!stored) return undefined;
    const settled = provider.settle(stored, new Date());
    return settled === stored ? stored : repository.saveSubscription(userId, settled, stored.trialUsed);
  }

  /**
   * Stores the provider's state unless it is about an older subscription than the one on file, or
   * another subscription on file is still live (that one is kept). False when nothing was stored.
   */
  async function apply(userId: string, state: SubscriptionState): Promise<boolean> {
    const stored = await repository.findSubscription(userId);
    const older =
      stored?.subscriptionId && state.subscriptionId !== stored.subscriptionId && (state.subscriptionCreatedAt ?? '') < (stored.subscriptionCreatedAt ?? '');
    if (older) return false;
    return repository.saveSubscriptionUnlessOtherLive(userId, state, (stored?.trialUsed ?? false) || state.trialEnd !== null);
  }

  const isLive = (state: { planType: SubscriptionState['planType']; status: string | null } | undefined) => tierOfSubscription(state) === 'premium';

  /** What an event changes: the subscription as the provider has it now, stored for its account. */
  async function applyEvent(
    subject: { subscriptionId: string; userId: string | null },
    read: (subscriptionId: string) => Promise<SubscriptionState & { userId: string | null }>,
  ): Promise<void> {
    const state = await withProvider(BILLING_MESSAGES.subscriptionFailed, () => read(subject.subscriptionId));
    const owner = state.userId ?? subject.userId ?? (state.customerId ? (await repository.findByCustomer(state.customerId))?.userId : undefined);
    if (!owner || (await emailOf(owner)) === undefined) return;
    const stored = await repository.findSubscription(owner);
    if (stored?.subscriptionId && stored.subscriptionId !== state.subscriptionId && isLive(stored) && isLive(state)) {
      // A second live subscription (two checkouts paid): the one on file stays, if the provider
      // says it is still live, and the other is cancelled at once so the account is never billed twice.
      const kept = await withProvider(BILLING_MESSAGES.subscriptionFailed, () => read(stored.subscriptionId ?? ''));
      if (isLive(kept)) {
        await withProvider(BILLING_MESSAGES.cancelFailed, () => provider.cancelNow(state));
        return;
      }
      // The one on file has ended (its own event has not come yet): record that, then the new one takes its place.
      await apply(owner, kept);
    }
    await apply(owner, state);
  }

  async function checkout(actor: UserActor, priceId: string, trial: boolean, failure: string): Promise<RedirectUrl> {
    const interval = intervalOf(priceId);
    if (!interval) throw AppError.badRequest(BILLING_MESSAGES.unknownPrice);
    const stored = await current(actor.userId);
    if (tierOfSubscription(stored) === 'premium') throw conflict(BILLING_MESSAGES.alreadyPremium);
    const email = actor.email ?? (await emailOf(actor.userId)) ?? null;
    const url = await withProvider(failure, () =>
      provider.startCheckout({
        userId: actor.userId,
        email,
        priceId,
        interval,
        trialDays: trial && !stored?.trialUsed ? PRICES.trialDays : 0,
        customerId: stored?.customerId ?? null,
        successUrl: `${publicUrl}/subscription/success`,
        cancelUrl: `${publicUrl}/pricing`,
      }),
    );
    return { url };
  }

  async function changeCancellation(actor: UserActor, cancel: boolean, failure: string): Promise<SubscriptionResponse> {
    const stored = await current(actor.userId);
    if (!stored || tierOfSubscription(stored) !== 'premium') throw conflict(BILLING_MESSAGES.noSubscription);
    if (stored.cancelAtPeriodEnd !== cancel) {
      const state = await withProvider(failure, () => provider.setCancelAtPeriodEnd(stored, cancel));
      await apply(actor.userId, state);
    }
    return presentSubscription(actor.userId, await current(actor.userId));
  }

  /** A test checkout of the caller's own; another's answers 404 like an unknown one. */
  async function ownTestCheckout(actor: UserActor, id: string) {
    const checkout = await repository.findTestCheckout(id);
    if (!checkout || checkout.userId !== actor.userId) throw AppError.notFound('Checkout not found');
    return checkout;
  }

  return {
    /** The price ids on offer (the pricing page sends one back). */
    prices,

    /** The premium verdict (spec 1 §4) for the request's actor. */
    async tierOf(userId: string): Promise<Tier> {
      return tierOfSubscription(await current(userId));
    },

    async subscription(actor: UserActor): Promise<SubscriptionResponse> {
      return presentSubscription(actor.userId, await current(actor.userId));
    },

    /** Checkout for a configured price; the account's own email is used, whatever the body says. */
    async createCheckout(actor: UserActor, body: CheckoutBody): Promise<RedirectUrl> {
      const priceId = body.priceId?.trim();
      if (!priceId) throw AppError.badRequest(BILLING_MESSAGES.priceIdRequired);
      return checkout(actor, priceId, true, BILLING_MESSAGES.checkoutFailed);
    },

    /** The no-trial variant: the configured no-trial price, never a trial. */
    createNoTrialCheckout: (actor: UserActor) => checkout(actor, prices.noTrial, false, BILLING_MESSAGES.noTrialCheckoutFailed),

    async portal(actor: UserActor): Promise<RedirectUrl> {
      const stored = await current(actor.userId);
      if (!stored?.customerId) throw conflict(BILLING_MESSAGES.noCustomer);
      return { url: await withProvider(BILLING_MESSAGES.portalFailed, () => provider.portalUrl(stored, `${publicUrl}/profile`)) };
    },

    cancel: (actor: UserActor) => changeCancellation(actor, true, BILLING_MESSAGES.cancelFailed),
    reactivate: (actor: UserActor) => changeCancellation(actor, false, BILLING_MESSAGES.reactivateFailed),

    /**
     * A provider event, already verified, about a subscription: handled once per event id, with
     * the subscription re-read from the provider rather than trusted from the event. The event is
     * claimed for a lease and recorded as handled only after success: a failure releases it, and a
     * claim left by a process that died is taken over once its lease runs out, so the provider's
     * retry is handled either way. A retry that comes while another claim's lease runs answers 409,
     * so the provider tries again later.
     */
    async handleEvent(
      event: { id: string; type: string },
      subject: { subscriptionId: string; userId: string | null } | null,
      read: (subscriptionId: string) => Promise<SubscriptionState & { userId: string | null }>,
    ): Promise<void> {
      if (!subject) return;
      const claim = await repository.claimEvent(event.id, event.type, EVENT_LEASE_MS);
      if (claim.state !== 'claimed') {
        if (claim.state === 'handled') return;
        throw conflict(BILLING_MESSAGES.eventInFlight);
      }
      try {
        await applyEvent(subject, read);
      } catch (error) {
        await repository.releaseEvent(event.id, claim.claimedAt);
        throw error;
      }
      await repository.markEventHandled(event.id, event.type);
    },

    async testCheckout(actor: UserActor, id: string): Promise<TestCheckoutView> {
      const checkout = await ownTestCheckout(actor, id);
      return presentTestCheckout(checkout, actor.email ?? (await emailOf(actor.userId)) ?? null, `${publicUrl}/pricing`);
    },

    /** Pays a test checkout with a test card: the subscription starts, once, however often it is sent. */
    async payTestCheckout(actor: UserActor, id: string, card: TestCard): Promise<RedirectUrl> {
      const checkout = await ownTestCheckout(actor, id);
      const now = new Date();
      if (checkout.status !== 'open' || new Date(checkout.expiresAt) <= now) throw conflict(BILLING_MESSAGES.checkoutClosed);
      const verdict = judgeTestCard(card, now);
      if (verdict.outcome === 'invalid') throw AppError.badRequest(verdict.message);
      if (verdict.outcome === 'declined') throw new AppError(402, ErrorCode.CardDeclined, verdict.message);
      // One subscription per account: a second checkout opened before the first was paid is refused.
      if (isLive(await current(actor.userId))) {
        await repository.closeTestCheckout(id, 'expired');
        throw conflict(BILLING_MESSAGES.alreadyPremium);
      }
      if (!(await repository.closeTestCheckout(id, 'complete'))) throw conflict(BILLING_MESSAGES.checkoutClosed);
      if (!(await apply(actor.userId, startedSubscription(checkout, await repository.findSubscription(actor.userId), now)))) {
        // Another checkout was paid at the same moment and started the subscription.
        await repository.expireTestCheckout(id);
        throw conflict(BILLING_MESSAGES.alreadyPremium);
      }
      return { url: `${publicUrl}/subscription/success?session_id=${checkout.id}` };
    },

    async abandonTestCheckout(actor: UserActor, id: string): Promise<RedirectUrl> {
      await ownTestCheckout(actor, id);
      await repository.closeTestCheckout(id, 'expired');
      return { url: `${publicUrl}/pricing` };
    },

    /** The account's billing for its data export. */
    async exportOf(userId: string) {
      return { subscription: presentSubscription(userId, await repository.findSubscription(userId)), testCheckouts: await repository.testCheckoutsOf(userId) };
    },

    /** Ends an active subscription at the provider, then forgets the account's billing. */
    async erase(userId: string): Promise<void> {
      const stored = await repository.findSubscription(userId);
      if (stored) await provider.cancelNow(stored);
      await repository.eraseUser(userId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
