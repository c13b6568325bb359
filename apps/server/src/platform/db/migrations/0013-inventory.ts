import type { Kysely } from 'kysely';

/**
 * The pantry, owned by the inventory module: one row per item a user keeps (spec 3 §3), with the
 * catalog food behind its name when there is one (how a scanned item finds the item it adds to).
 * A receipt scan is its own row, polled by its id, holding the key of the photo while it waits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inventory_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('item_name', 'text', (c) => c.notNull())
    // Double precision on PostgreSQL (real there is 4 bytes), REAL on SQLite.
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('food_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventory_items_by_user').on('inventory_items').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('inventory_scans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('photo_key', 'text', (c) => c.notNull())
    .addColumn('items_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('queued_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventory_scans_by_user').on('inventory_scans').column('user_id').execute();
  await db.schema.createIndex('inventory_scans_by_status').on('inventory_scans').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inventory_scans').execute();
  await db.schema.dropTable('inventory_items').execute();
}
