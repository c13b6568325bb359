/**
 * Which tables hold a user's data, for the coverage test (user-data.coverage.test.ts). A table
 * with a `user_id` column is a user's; so are the ones below that name users another way. Every
 * other table must be declared here as holding no user data, so a new table fails the test
 * until someone decides which it is.
 */

/** Tables that hold a user's rows without a `user_id` column, and how they name the user. */
export const USER_KEYED_TABLES: Record<string, string> = {
  users: 'the account itself: its id is the user id',
  generation_allowances: "counters under the subject 'user:<id>'",
  oidc_models: "the issuer's sessions, grants and tokens carry the accountId in their payload",
  sign_in_failures: "attempts counted under 'account:<email>' and 'pair:<email>|<address>'",
  jobs: "waiting jobs whose payload is the id of the user's rows (generations)",
  public_recipe_filters: 'the browse filters of the public copies of the user\'s recipes, by public_recipe_id',
  rate_limits: "quotas counted per account under '<counter>:<user id>' (photo uploads); the others are per client address",
};

/** Tables that hold no user's data, each with the reason. */
export const TABLES_WITHOUT_USER_DATA: Record<string, string> = {
  app_secrets: "the app's own keys and secrets",
  job_schedules: 'when each recurring job runs next',
  unmatched_dishes: 'dish words the dish library did not know, counted without who asked',
  erased_subjects: 'keyed hashes of erased subjects: no user id, and gone once their tokens expire',
  billing_events: "ids of the payment provider's events already handled, without whose they were",
};
