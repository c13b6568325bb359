import { PLAN_TYPES, PREMIUM_STATUSES, type PlanType } from '@sous/contract/billing';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { SubscriptionsTable, TestCheckoutsTable } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';

export type Interval = 'month' | 'year';

/** A subscription as the payment provider last described it. */
export interface SubscriptionState {
  planType: PlanType;
  status: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  interval: Interval | null;
  customerId: string | null;
  subscriptionId: string | null;
  subscriptionCreatedAt: string | null;
}

/** The account's stored subscription: the provider's state and whether the one trial was used. */
export interface SubscriptionRecord extends SubscriptionState {
  userId: string;
  trialUsed: boolean;
}

/** A local test-mode checkout. */
export interface TestCheckout {
  id: string;
  userId: string;
  priceId: string;
  interval: Interval;
  trialDays: number;
  status: 'open' | 'complete' | 'expired';
  createdAt: string;
  expiresAt: string;
}

/**
 * `billing_events.type` of an event claimed but not yet handled: the event's type after this
 * prefix, and `received_at` is when the claim was made (its lease runs from then).
 */
const IN_FLIGHT = 'in-flight:';

/** The plans that can make an account premium. */
const PAID_PLANS = PLAN_TYPES.filter((plan) => plan !== 'FREE');

const asInterval = (value: string | null): Interval | null => (value === 'month' || value === 'year' ? value : null);
const asPlanType = (value: string): PlanType => (PLAN_TYPES as readonly string[]).find((plan) => plan === value) as PlanType | undefined ?? 'FREE';

function toRecord(row: Selectable<SubscriptionsTable>): SubscriptionRecord {
  return {
    userId: row.user_id,
    planType: asPlanType(row.plan_type),
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    currentPeriodEnd: row.current_period_end,
    trialEnd: row.trial_end,
    interval: asInterval(row.interval),
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    subscriptionCreatedAt: row.subscription_created_at,
    trialUsed: row.trial_used === 1,
  };
}

function toCheckout(row: Selectable<TestCheckoutsTable>): TestCheckout {
  return {
    id: row.id,
    userId: row.user_id,
    priceId: row.price_id,
    interval: asInterval(row.interval) ?? 'month',
    trialDays: row.trial_days,
    status: row.status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** The only code that reads and writes the billing tables. */
export function createBillingRepository(db: Db) {
  const k = db.kysely;

  async function upsertSubscription(userId: string, state: SubscriptionState, trialUsed: boolean, unlessOtherLive: boolean): Promise<boolean> {
    const now = new Date().toISOString();
    const values = {
      plan_type: state.planType,
      status: state.status,
      cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
      current_period_end: state.currentPeriodEnd,
      trial_end: state.trialEnd,
      interval: state.interval,
      customer_id: state.customerId,
      subscription_id: state.subscriptionId,
      subscription_created_at: state.subscriptionCreatedAt,
      trial_used: trialUsed ? 1 : 0,
      updated_at: now,
    };
    const result = await k
      .insertInto('subscriptions')
      .values({ user_id: userId, created_at: now, ...values })
      .onConflict((conflict) => {
        const update = conflict.column('user_id').doUpdateSet(values);
        if (!unlessOtherLive) return update;
        // The row on file (not the one offered) is live and is another subscription: keep it.
        return update.where((eb) =>
          eb.not(
            eb.and([
              eb('subscriptions.plan_type', 'in', PAID_PLANS),
              eb('subscriptions.status', 'in', [...PREMIUM_STATUSES]),
              eb(eb.fn.coalesce('subscriptions.subscription_id', eb.val('')), '<>', state.subscriptionId ?? ''),
            ]),
          ),
        );
      })
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  return {
    async findSubscription(userId: string): Promise<SubscriptionRecord | undefined> {
      const row = await k.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row && toRecord(row);
    },

    async findByCustomer(customerId: string): Promise<SubscriptionRecord | undefined> {
      const row = await k.selectFrom('subscriptions').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Stores the provider's state for the account (made on first use). */
    async saveSubscription(userId: string, state: SubscriptionState, trialUsed: boolean): Promise<SubscriptionRecord> {
      await upsertSubscription(userId, state, trialUsed, false);
      return { userId, trialUsed, ...state };
    },

    /**
     * Stores the provider's state unless the account has another subscription on file that is
     * still live (a paid plan, active or trialing): one conditional write, so two payments at once
     * start one subscription. False when the live one was kept.
     */
    async saveSubscriptionUnlessOtherLive(userId: string, state: SubscriptionState, trialUsed: boolean): Promise<boolean> {
      return upsertSubscription(userId, state, trialUsed, true);
    },

    async createTestCheckout(checkout: TestCheckout): Promise<void> {
      await k
        .insertInto('test_checkouts')
        .values({
          id: checkout.id,
          user_id: checkout.userId,
          price_id: checkout.priceId,
          interval: checkout.interval,
          trial_days: checkout.trialDays,
          status: checkout.status,
          created_at: checkout.createdAt,
          expires_at: checkout.expiresAt,
        })
        .execute();
    },

    async findTestCheckout(id: string): Promise<TestCheckout | undefined> {
      const row = await k.selectFrom('test_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toCheckout(row);
    },

    /** Marks a checkout that was closed to be paid, but started nothing, as expired. */
    async expireTestCheckout(id: string): Promise<void> {
      await k.updateTable('test_checkouts').set({ status: 'expired' }).where('id', '=', id).execute();
    },

    /** Closes an open checkout; true for the one caller that closed it (a double submit pays once). */
    async closeTestCheckout(id: string, status: 'complete' | 'expired'): Promise<boolean> {
      const result = await k.updateTable('test_checkouts').set({ status }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Claims a provider event for handling, for `leaseMs`: 'claimed' (with the claim's time, to
     * release it by), 'handled' when it was handled already, 'in-flight' while another claim's lease
     * runs. A claim whose lease ran out (its process died mid-way) is taken over, so the provider's
     * retry is handled. The row says "handled" only once `markEventHandled` is called.
     */
    async claimEvent(id: string, type: string, leaseMs: number): Promise<{ state: 'claimed'; claimedAt: string } | { state: 'handled' | 'in-flight' }> {
      const now = new Date();
      const claimedAt = now.toISOString();
      try {
        await k.insertInto('billing_events').values({ id, type: `${IN_FLIGHT}${type}`, received_at: claimedAt }).execute();
        return { state: 'claimed', claimedAt };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const takenOver = await k
        .updateTable('billing_events')
        .set({ received_at: claimedAt })
        .where('id', '=', id)
        .where('type', 'like', `${IN_FLIGHT}%`)
        .where('received_at', '<=', new Date(now.getTime() - leaseMs).toISOString())
        .executeTakeFirst();
      if (takenOver.numUpdatedRows > 0n) return { state: 'claimed', claimedAt };
      const row = await k.selectFrom('billing_events').select('type').where('id', '=', id).executeTakeFirst();
      return { state: row && !row.type.startsWith(IN_FLIGHT) ? 'handled' : 'in-flight' };
    },

    /** Records a claimed event as handled: from now on its retries are answered without handling. */
    async markEventHandled(id: string, type: string): Promise<void> {
      await k.updateTable('billing_events').set({ type, received_at: new Date().toISOString() }).where('id', '=', id).execute();
    },

    /** Gives up a claim whose handling failed, so the provider's retry is handled. */
    async releaseEvent(id: string, claimedAt: string): Promise<void> {
      await k.deleteFrom('billing_events').where('id', '=', id).where('type', 'like', `${IN_FLIGHT}%`).where('received_at', '=', claimedAt).execute();
    },

    /** Forgets events handled before `before`; answers how many. */
    async purgeEventsBefore(before: Date): Promise<number> {
      const result = await k.deleteFrom('billing_events').where('received_at', '<', before.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async testCheckoutsOf(userId: string): Promise<TestCheckout[]> {
      const rows = await k.selectFrom('test_checkouts').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
      return rows.map(toCheckout);
    },

    async eraseUser(userId: string): Promise<void> {
      await k.deleteFrom('test_checkouts').where('user_id', '=', userId).execute();
      await k.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
