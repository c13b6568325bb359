import type { Kysely } from 'kysely';

/**
 * Recipe imports, owned by the recipe-import module: photos of a recipe card, a TikTok link, a
 * web page or pasted text, read by a job into a recipe for its owner to review and save. And on
 * recipes, where an imported one came from (`source` already says how a recipe was made: its
 * import type for an imported one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recipe_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // 'photo', 'tiktok', 'web' or 'text'.
    .addColumn('type', 'text', (c) => c.notNull())
    // UPLOADING, PROCESSING, COMPLETE or FAILED.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_message', 'text')
    // The TikTok video or web page as entered (cleaned), its TikTok account and video id.
    .addColumn('url', 'text')
    .addColumn('username', 'text')
    .addColumn('video_id', 'text')
    // Photos: how many pages, and JSON text `[{key, contentType, filename}]` in page order.
    .addColumn('page_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages', 'text', (c) => c.notNull().defaultTo('[]'))
    // Until when the pages may be uploaded, and when reading was queued (once).
    .addColumn('upload_expires_at', 'text')
    .addColumn('queued_at', 'text')
    // The first page or the video's thumbnail as our own WebP.
    .addColumn('preview_key', 'text')
    // JSON text of the recipe as read, once COMPLETE.
    .addColumn('recipe_data', 'text')
    // The recipe saved from it.
    .addColumn('recipe_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The owner's newest first, and the owner's newest import of one video.
  await db.schema.createIndex('recipe_imports_by_user').on('recipe_imports').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('recipe_imports_by_video').on('recipe_imports').columns(['user_id', 'video_id', 'created_at']).execute();
  // The sweep's work: uploads waiting, and everything by age.
  await db.schema.createIndex('recipe_imports_by_status').on('recipe_imports').columns(['status', 'created_at']).execute();

  await db.schema.alterTable('recipes').addColumn('source_url', 'text').execute();
  await db.schema.alterTable('recipes').addColumn('import_id', 'text').execute();
  await db.schema.alterTable('recipes').addColumn('tiktok_video_id', 'text').execute();
  await db.schema.alterTable('recipes').addColumn('tiktok_video_title', 'text').execute();
  // One recipe per import: saving the same import again updates it.
  await db.schema.createIndex('recipes_by_import').on('recipes').column('import_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recipes_by_import').execute();
  for (const column of ['tiktok_video_title', 'tiktok_video_id', 'import_id', 'source_url']) {
    await db.schema.alterTable('recipes').dropColumn(column).execute();
  }
  await db.schema.dropTable('recipe_imports').execute();
}
