import type { Kysely } from 'kysely';

/** Dish words the library did not know, with how often they were asked for: what to add next. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unmatched_dishes')
    .addColumn('dish', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_asked_at', 'text', (c) => c.notNull())
    .addColumn('last_asked_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unmatched_dishes').execute();
}
