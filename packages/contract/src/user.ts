import { z } from 'zod';

/** Screen-name rules (spec 1 §5, §9): checked after lowercasing. */
export const SCREEN_NAME = {
  minLength: 3,
  maxLength: 30,
  /** What a stored screen name looks like: lowercase letters, digits and underscores. */
  pattern: /^[a-z0-9_]+$/,
  helperText: '3-30 characters, lowercase letters, numbers, and underscores only',
} as const;

/** Why a screen name was refused; the first two are the spec's texts. */
export const SCREEN_NAME_MESSAGES = {
  taken: 'Screen name is already taken',
  invalid: 'Invalid screen name',
  required: 'Screen name is required',
  tooShort: `Screen name must be at least ${SCREEN_NAME.minLength} characters`,
  tooLong: `Screen name must be at most ${SCREEN_NAME.maxLength} characters`,
  characters: 'Screen name can only use letters, numbers, and underscores',
  reserved: 'That screen name is reserved. Please choose another.',
} as const;

export type ScreenNameProblem = Exclude<keyof typeof SCREEN_NAME_MESSAGES, 'taken' | 'invalid'>;

/** Profile field limits and messages (spec 1 §5: first name required and trimmed). */
export const PROFILE = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  messages: {
    firstNameRequired: 'First name is required',
    nameTooLong: 'Names must be at most 100 characters',
    invalidEmail: 'Enter a valid email address',
  },
} as const;

/** Subscription tiers an account can carry; free is the default. */
export const SUBSCRIPTION_TIERS = ['free', 'premium'] as const;
export const subscriptionTier = z.enum(SUBSCRIPTION_TIERS);
export type SubscriptionTier = z.infer<typeof subscriptionTier>;

/** The profile part of the user settings. */
export const userProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  updatedAt: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * `GET /api/user-data`: the user settings (spec 1 §3). Without a token the same shape with
 * defaults: no account, empty profile, free tier.
 */
export const userSettingsSchema = z.object({
  accountId: z.string().nullable(),
  profile: userProfileSchema,
  screenName: z.string().nullable(),
  preferences: z.record(z.string(), z.unknown()),
  accountStatus: z.object({ subscriptionTier }),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Profile save: `{profile:{firstName,lastName,email,updatedAt}}`; other fields are dropped. */
export const saveProfileBody = z.object({
  profile: z.object({
    firstName: z.string().max(1000),
    lastName: z.string().max(1000).optional(),
    email: z.string().max(1000).optional(),
    // The client's copy; the server sets its own time.
    updatedAt: z.unknown().optional(),
  }),
});
export type SaveProfileBody = z.infer<typeof saveProfileBody>;

/** `{operation:'setScreenName', screenName}`. Rules are checked by the service, which names the problem. */
export const setScreenNameBody = z.object({
  operation: z.literal('setScreenName'),
  // Optional here so a missing name gets the spec's "required" message rather than a schema error.
  screenName: z.string().max(1000).optional(),
});
export type SetScreenNameBody = z.infer<typeof setScreenNameBody>;

/** `PUT /api/user-data`: one of the two bodies the spec names. */
export const updateUserDataBody = z.union([setScreenNameBody, saveProfileBody]);
export type UpdateUserDataBody = z.infer<typeof updateUserDataBody>;

/** `POST /api/user-data/screen-name-suggestion` (beyond the spec): a generated name that is free now. */
export const screenNameSuggestionSchema = z.object({ screenName: z.string() });
export type ScreenNameSuggestion = z.infer<typeof screenNameSuggestionSchema>;
