import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: times are ISO-8601 UTC text,
 * booleans are 0/1 integers, structured values are JSON text (see docs/decisions.md).
 */
export interface Database {
  app_secrets: AppSecretsTable;
  rate_limits: RateLimitsTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  recipes: RecipesTable;
  generations: GenerationsTable;
  generation_allowances: GenerationAllowancesTable;
  unmatched_dishes: UnmatchedDishesTable;
  users: UsersTable;
  user_credentials: UserCredentialsTable;
  oidc_models: OidcModelsTable;
  sign_in_failures: SignInFailuresTable;
  erased_subjects: ErasedSubjectsTable;
  subscriptions: SubscriptionsTable;
  test_checkouts: TestCheckoutsTable;
  billing_events: BillingEventsTable;
  public_recipes: PublicRecipesTable;
  public_recipe_filters: PublicRecipeFiltersTable;
  recipe_media: RecipeMediaTable;
  grocery_lists: GroceryListsTable;
  grocery_requests: GroceryRequestsTable;
  recipe_imports: RecipeImportsTable;
  inventory_items: InventoryItemsTable;
  inventory_scans: InventoryScansTable;
}

/** Secrets the app makes for itself once (signing keys), shared by every process. */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Fixed-window counters: one row per key and window start. */
export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
  expires_at: string;
}

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface JobsTable {
  id: string;
  type: string;
  payload: string;
  status: JobStatus;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: string;
  lease_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  result: string | null;
  created_at: string;
  updated_at: string;
}

/** Recurring jobs: whoever moves next_run_at forward first enqueues the run. */
export interface JobSchedulesTable {
  name: string;
  job_type: string;
  interval_seconds: number;
  next_run_at: string;
}

/** A recipe: content columns as the contract names them (JSON text for lists), plus its lifecycle. */
export interface RecipesTable {
  id: string;
  user_id: string | null;
  device_key: string | null;
  name: string;
  description: string;
  cuisine: string;
  tags: string;
  prep_time: string;
  cook_time: string;
  servings: number;
  ingredients: string;
  instructions: string;
  nutrition_facts: string;
  /** How it was made: 'generated', 'shared' (a copy of a public recipe), or its import type ('photo', 'tiktok', 'web', 'text'). */
  source: string;
  /** Imported recipes: the page or video it came from, its import, and its TikTok video. */
  source_url: Generated<string | null>;
  import_id: Generated<string | null>;
  tiktok_video_id: Generated<string | null>;
  tiktok_video_title: Generated<string | null>;
  generation_id: string | null;
  /** Order within its generation; unique with generation_id, so a rerun stores nothing twice. */
  generation_position: number | null;
  is_saved: Generated<number>;
  is_deleted: Generated<number>;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A generation request: who asked, what, and how it went. */
export interface GenerationsTable {
  id: string;
  user_id: string | null;
  device_key: string | null;
  status: 'pending' | 'running' | 'completed' | 'failed';
  prompt: string;
  /** JSON text of the preferences sent with the request, or null. */
  preferences: string | null;
  count: number;
  /** JSON text `{subjects, day}` of the allowance used, or null for premium users. */
  allowance: string | null;
  /** JSON text of the pantry items (`{name, foodId}`) to cook from, or null for a plain request. */
  pantry: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** Dish words the composer's library did not know, counted (lower case, trimmed, at most 120 characters). */
export interface UnmatchedDishesTable {
  dish: string;
  count: number;
  first_asked_at: string;
  last_asked_at: string;
}

/** Generations used per subject ('user:<id>', 'device:<key>', 'ip:<prefix>') and UTC day. */
export interface GenerationAllowancesTable {
  subject: string;
  day: string;
  used: number;
}

/** A user: the token's `sub` as id, the profile and the screen name (stored lowercased). */
export interface UsersTable {
  id: string;
  email: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  screen_name: string | null;
  /** JSON text of the saved food preferences. */
  preferences: Generated<string>;
  profile_updated_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The embedded issuer's password sign-in: a normalised email and a scrypt hash per user. */
export interface UserCredentialsTable {
  user_id: string;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

/** oidc-provider's records (sessions, interactions, codes, grants, refresh tokens) by model and id. */
export interface OidcModelsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

/** One failed sign-in, counted per account and per client address for throttling. */
export interface SignInFailuresTable {
  id: string;
  subject: string;
  failed_at: string;
}

/** An account erased by delete-all: a keyed hash of its subject, kept while its tokens may still be valid. */
export interface ErasedSubjectsTable {
  subject_hash: string;
  erased_at: string;
  expires_at: string;
}

/** An account's subscription as the payment provider last told it (one per user; none means FREE). */
export interface SubscriptionsTable {
  user_id: string;
  /** FREE, PERSONAL or FAMILY. */
  plan_type: string;
  /** The provider's status (active, trialing, past_due, canceled...), null before any. */
  status: string | null;
  cancel_at_period_end: Generated<number>;
  current_period_end: string | null;
  trial_end: string | null;
  /** 'month' or 'year'. */
  interval: string | null;
  customer_id: string | null;
  subscription_id: string | null;
  subscription_created_at: string | null;
  trial_used: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A checkout of the local test-mode provider: open until paid, abandoned or expired. */
export interface TestCheckoutsTable {
  id: string;
  user_id: string;
  price_id: string;
  interval: string;
  trial_days: number;
  status: 'open' | 'complete' | 'expired';
  created_at: string;
  expires_at: string;
}

/** A payment provider event already handled, by its id (webhooks are delivered at least once). */
export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** A recipe anyone may read: a shared recipe's copy, or the seed catalog's (no owner). */
export interface PublicRecipesTable {
  id: string;
  recipe_id: string | null;
  owner_user_id: string | null;
  owner_screen_name: string | null;
  source_key: string | null;
  name: string;
  description: string;
  cuisine: string;
  /** JSON text, as in `recipes`. */
  tags: string;
  prep_time: string;
  cook_time: string;
  servings: number;
  ingredients: string;
  instructions: string;
  nutrition_facts: string;
  is_featured: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A browse filter a public recipe matches ('cuisine:Asian', 'tag:Vegan'): one row each. */
export interface PublicRecipeFiltersTable {
  filter: string;
  public_recipe_id: string;
}

/** A photo or TikTok link on a private recipe (scope 'private') or a public one ('public'). */
export interface RecipeMediaTable {
  id: string;
  recipe_id: string;
  scope: string;
  kind: string;
  user_id: string;
  user_screen_name: string | null;
  status: string;
  content_type: string;
  original_key: string | null;
  thumbnail_key: string | null;
  medium_key: string | null;
  large_key: string | null;
  rejection_reason: string | null;
  is_featured: Generated<number>;
  upload_expires_at: string | null;
  queued_at: string | null;
  tiktok_url: string | null;
  tiktok_video_id: string | null;
  tiktok_username: string | null;
  caption: string | null;
  created_at: string;
  updated_at: string;
}

/** A grocery list; `recipes` and `categories` are JSON text (`[{id, name}]`, `[{name, items}]`). */
export interface GroceryListsTable {
  id: string;
  user_id: string;
  name: string;
  recipes: string;
  categories: string;
  /** 1 when grouped by store aisle with purchase suggestions (premium). */
  by_section: number;
  share_token: string | null;
  created_at: string;
  updated_at: string;
}

/** A request to make a grocery list from saved recipes; `recipes` is JSON text `[{id, name}]`. */
export interface GroceryRequestsTable {
  id: string;
  user_id: string;
  name: string;
  recipes: string;
  by_section: number;
  status: 'pending' | 'running' | 'completed' | 'failed';
  error: string | null;
  list_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A recipe import: photos of a card, a TikTok link, a web page or pasted text, read into a recipe. */
export interface RecipeImportsTable {
  id: string;
  user_id: string;
  type: 'photo' | 'tiktok' | 'web' | 'text';
  status: 'UPLOADING' | 'PROCESSING' | 'COMPLETE' | 'FAILED';
  status_message: string | null;
  url: string | null;
  username: string | null;
  video_id: string | null;
  page_count: number;
  /** JSON text `[{key, contentType, filename}]`, in page order. */
  pages: string;
  upload_expires_at: string | null;
  queued_at: string | null;
  preview_key: string | null;
  /** JSON text of the recipe as read (`ImportedRecipe`), once COMPLETE. */
  recipe_data: string | null;
  recipe_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A pantry item (spec 3 §3); `unit` and `category` are from the contract's lists. */
export interface InventoryItemsTable {
  id: string;
  user_id: string;
  item_name: string;
  quantity: number;
  unit: string;
  category: string;
  food_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A receipt scan: pending until its photo arrives, then processing, completed or failed. */
export interface InventoryScansTable {
  id: string;
  user_id: string;
  status: string;
  photo_key: string;
  items_count: number;
  error: string | null;
  queued_at: string | null;
  created_at: string;
  updated_at: string;
}
