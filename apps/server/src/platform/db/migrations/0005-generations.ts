import { sql, type Kysely } from 'kysely';

/**
 * Generation requests get their own table, owned by the generation module (they were rows of the
 * jobs table), and each generated recipe its position in its generation, unique, so a job that
 * runs twice stores one set of recipes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('generations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('device_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('preferences', 'text')
    .addColumn('count', 'integer', (c) => c.notNull())
    // The allowance this generation used (subjects and day), given back if it fails; null for premium.
    .addColumn('allowance', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('generations_by_user').on('generations').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('generations_by_age').on('generations').column('created_at').execute();

  await db.schema.alterTable('recipes').addColumn('generation_position', 'integer').execute();
  await db.schema
    .createIndex('recipes_generation_position')
    .on('recipes')
    .columns(['generation_id', 'generation_position'])
    .unique()
    .execute();
  await db.schema.dropIndex('recipes_by_generation').execute();
  // Generation requests that were queued as jobs before this migration finish as failed.
  await sql`UPDATE jobs SET status = 'failed', last_error = 'Please try again.' WHERE type = 'generate-recipes' AND status IN ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('recipes_by_generation').on('recipes').column('generation_id').execute();
  await db.schema.dropIndex('recipes_generation_position').execute();
  await db.schema.alterTable('recipes').dropColumn('generation_position').execute();
  await db.schema.dropTable('generations').execute();
}
