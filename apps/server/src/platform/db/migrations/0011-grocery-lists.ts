import type { Kysely } from 'kysely';

/**
 * Grocery lists, owned by the grocery module. A list keeps its categories and items as one JSON
 * document: the screen reads and writes a list whole (spec 3 §7 PUT), and no query looks inside.
 * A generation request is its own row, polled by its id; its list takes the same id, so a second
 * run of the job stores nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('grocery_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('recipes', 'text', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('by_section', 'integer', (c) => c.notNull().defaultTo(0))
    // The read-only link's secret while the list is shared; null when it is not.
    .addColumn('share_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('grocery_lists_by_user').on('grocery_lists').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('grocery_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('recipes', 'text', (c) => c.notNull())
    .addColumn('by_section', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('list_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('grocery_requests_by_user').on('grocery_requests').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('grocery_requests').execute();
  await db.schema.dropTable('grocery_lists').execute();
}
