import type { Kysely } from 'kysely';

/**
 * Billing, owned by the billing module: one subscription record per account (planType, the
 * provider's status and dates), the local test-mode checkouts, and the payment provider's events
 * already handled (webhooks are idempotent by event id). Premium is decided from the subscription
 * record, so the old tier column goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('plan_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_period_end', 'text')
    .addColumn('trial_end', 'text')
    .addColumn('interval', 'text')
    .addColumn('customer_id', 'text')
    .addColumn('subscription_id', 'text')
    // When the provider made the subscription: an older one never overwrites a newer one.
    .addColumn('subscription_created_at', 'text')
    // A trial is given once per account.
    .addColumn('trial_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_by_customer').on('subscriptions').column('customer_id').execute();

  await db.schema
    .createTable('test_checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('trial_days', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_checkouts_by_user').on('test_checkouts').column('user_id').execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('users').dropColumn('subscription_tier').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('subscription_tier', 'text', (c) => c.notNull().defaultTo('free')).execute();
  await db.schema.dropTable('billing_events').execute();
  await db.schema.dropTable('test_checkouts').execute();
  await db.schema.dropTable('subscriptions').execute();
}
