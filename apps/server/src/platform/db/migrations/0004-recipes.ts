import type { Kysely } from 'kysely';

/** Recipes (generated, saved, imported) and the daily generation allowance counters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recipes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Owner: a user, or (for anonymous generations) a device key until sign-up migrates it.
    .addColumn('user_id', 'text')
    .addColumn('device_key', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('cuisine', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('prep_time', 'text', (c) => c.notNull())
    .addColumn('cook_time', 'text', (c) => c.notNull())
    .addColumn('servings', 'integer', (c) => c.notNull())
    .addColumn('ingredients', 'text', (c) => c.notNull())
    .addColumn('instructions', 'text', (c) => c.notNull())
    .addColumn('nutrition_facts', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('generation_id', 'text')
    .addColumn('is_saved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recipes_by_user').on('recipes').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('recipes_by_generation').on('recipes').column('generation_id').execute();
  await db.schema.createIndex('recipes_expiring').on('recipes').column('expires_at').execute();

  await db.schema
    .createTable('generation_allowances')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('generation_allowances_pk', ['subject', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('generation_allowances').execute();
  await db.schema.dropTable('recipes').execute();
}
