import { sql, type Kysely } from 'kysely';

/**
 * Accounts and the embedded OpenID Connect issuer: users (profile, screen name, tier), their
 * password credentials, oidc-provider's records (sessions, codes, grants...) and failed sign-ins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    // The token's `sub`: a UUIDv7 for the embedded issuer, whatever an external issuer uses otherwise.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('screen_name', 'text')
    .addColumn('preferences', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('subscription_tier', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('profile_updated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Screen names are unique regardless of case: the index is on the lowercased name.
  await db.schema
    .createIndex('users_screen_name_unique')
    .on('users')
    .unique()
    .expression(sql`lower(screen_name)`)
    .execute();

  await db.schema
    .createTable('user_credentials')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Normalised (trimmed, lowercased): one account per address.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oidc_models')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('consumed_at', 'text')
    .addPrimaryKeyConstraint('oidc_models_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_models_uid').on('oidc_models').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oidc_models_user_code').on('oidc_models').columns(['model', 'user_code']).execute();
  await db.schema.createIndex('oidc_models_grant').on('oidc_models').columns(['model', 'grant_id']).execute();
  await db.schema.createIndex('oidc_models_expires').on('oidc_models').column('expires_at').execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'account:<email>' or 'address:<client address>'.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_failures_by_subject').on('sign_in_failures').columns(['subject', 'failed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sign_in_failures', 'oidc_models', 'user_credentials', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
