import type { Kysely } from 'kysely';

/**
 * "Cook with what I have": a generation keeps the pantry it was asked to cook from, as it was when
 * asked (JSON text of `{name, foodId}` items), so a retry cooks from the same pantry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generations').addColumn('pantry', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generations').dropColumn('pantry').execute();
}
