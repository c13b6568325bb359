import type { Kysely } from 'kysely';

/**
 * Public recipes, owned by the public-recipes module: a copy of a shared recipe (or a seed recipe
 * of the brand account) that anyone may read, and the browse filters each one matches
 * ('cuisine:Asian', 'tag:Vegan'), so a filtered page is an index range, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('public_recipes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The owner's recipe it copies (one public copy each); null for the seed catalog.
    .addColumn('recipe_id', 'text', (c) => c.unique())
    .addColumn('owner_user_id', 'text')
    .addColumn('owner_screen_name', 'text')
    // 'seed:<dish>' for the seed catalog, so a second start loads nothing twice.
    .addColumn('source_key', 'text', (c) => c.unique())
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
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('public_recipes_by_owner').on('public_recipes').column('owner_user_id').execute();
  await db.schema.createIndex('public_recipes_featured').on('public_recipes').columns(['is_featured', 'id']).execute();

  await db.schema
    .createTable('public_recipe_filters')
    .addColumn('filter', 'text', (c) => c.notNull())
    .addColumn('public_recipe_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('public_recipe_filters_pk', ['filter', 'public_recipe_id'])
    .execute();
  await db.schema.createIndex('public_recipe_filters_by_recipe').on('public_recipe_filters').column('public_recipe_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('public_recipe_filters').execute();
  await db.schema.dropTable('public_recipes').execute();
}
