import { sql, type Kysely } from 'kysely';

/**
 * Community media, owned by the recipe-media module: photos and TikTok links on a private recipe
 * (recipes.id) or on a public one (public_recipes.id), each with its uploader.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recipe_media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The recipe: a recipes.id when scope is 'private', a public_recipes.id when 'public'.
    .addColumn('recipe_id', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    // 'image' or 'tiktok'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_screen_name', 'text')
    // PENDING, ACTIVE or REJECTED.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    // The uploaded file until it is processed; then the WebP renditions.
    .addColumn('original_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('medium_key', 'text')
    .addColumn('large_key', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    // When the upload URL stops working, and when processing was queued (once).
    .addColumn('upload_expires_at', 'text')
    .addColumn('queued_at', 'text')
    .addColumn('tiktok_url', 'text')
    .addColumn('tiktok_video_id', 'text')
    .addColumn('tiktok_username', 'text')
    .addColumn('caption', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recipe_media_by_recipe').on('recipe_media').columns(['recipe_id', 'id']).execute();
  await db.schema.createIndex('recipe_media_by_user').on('recipe_media').column('user_id').execute();
  await db.schema.createIndex('recipe_media_by_status').on('recipe_media').columns(['status', 'queued_at']).execute();
  // One TikTok video once per recipe (the 409), and at most one featured image per recipe.
  await db.schema.createIndex('recipe_media_tiktok_once').on('recipe_media').columns(['recipe_id', 'tiktok_video_id']).unique().execute();
  await db.schema
    .createIndex('recipe_media_one_featured')
    .on('recipe_media')
    .column('recipe_id')
    .unique()
    .where(sql.ref('is_featured'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recipe_media').execute();
}
