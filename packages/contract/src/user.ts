import { z } from 'zod/mini';

/** Screen-name rules (spec 1 §5, §9): checked after lowercasing. */
export const SCREEN_NAME = {
  minLength: 3,
  maxLength: 30,
  /** What a stored screen name looks like: lowercase letters, digits and underscores. */
  pattern: /^[a-z0-9_]+$/,
  helperText: '3-30 characters, lowercase letters, numbers, and underscores only',
} as const;

/**
 * Why a screen name was refused; the first two are the spec's texts. A name with characters no
 * screen name may use gets {@link screenNameCharactersMessage}, which names them; `characters` is
 * its general form.
 */
export const SCREEN_NAME_MESSAGES = {
  taken: 'Screen name is already taken',
  invalid: 'Invalid screen name',
  required: 'Screen name is required',
  tooShort: `Screen name must be at least ${SCREEN_NAME.minLength} characters`,
  tooLong: `Screen name must be at most ${SCREEN_NAME.maxLength} characters`,
  characters: 'Screen name can only use letters a-z, numbers, and underscores',
  reserved: 'That screen name is reserved. Please choose another.',
} as const;

export type ScreenNameProblem = Exclude<keyof typeof SCREEN_NAME_MESSAGES, 'taken' | 'invalid'>;

/** What a screen name may be typed with: ASCII letters of either case (stored lowercased), digits, underscores. */
const TYPED_CHARACTER = /^[A-Za-z0-9_]$/;
/** How many refused characters a message names before it stops listing. */
const NAMED_CHARACTERS = 3;

/** A refused character as a message names it: spaces by name, invisible ones by code point, others quoted. */
function nameCharacter(char: string): string {
  if (char === ' ') return 'spaces';
  const code = char.codePointAt(0) ?? 0;
  // Controls, format characters (zero-width space...), other white space and combining marks do not show.
  if (/[\p{C}\p{Z}\p{M}]/u.test(char)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `"${char}"`;
}

/** 'a', 'a or b', 'a, b or c'. */
function orList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}

/**
 * The message for a typed name with characters no screen name may use: it names them (the first
 * three), and the length problem that remains once they are removed, so 'A!' is told about both
 * the '!' and its length rather than one at a time.
 */
export function screenNameCharactersMessage(refused: string[], remainingLength: number): string {
  const named = refused.slice(0, NAMED_CHARACTERS).map(nameCharacter);
  const list = refused.length > NAMED_CHARACTERS ? `${named.join(', ')} and others` : orList(named);
  const length =
    remainingLength < SCREEN_NAME.minLength
      ? ` It also needs at least ${SCREEN_NAME.minLength} characters.`
      : remainingLength > SCREEN_NAME.maxLength
        ? ` It also needs to be at most ${SCREEN_NAME.maxLength} characters.`
        : '';
  return `Screen name can't use ${list}: only letters a-z, numbers, and underscores.${length}`;
}

export type ScreenNameFormatCheck = { ok: true; screenName: string } | { ok: false; problem: ScreenNameProblem; message: string };

/**
 * Checks the form of a typed screen name (spec 1 §5), as the browser and the server both do: surrounding
 * spaces are ignored; required; only ASCII letters, digits and underscores (checked before lowercasing,
 * so look-alikes such as a Cyrillic 'а' or the Kelvin sign are refused rather than folded into ASCII);
 * 3 to 30 characters. Returns the name to store (lowercased) or the problem with its message. Whether
 * a name is reserved or taken is the server's to say.
 */
export function checkScreenNameFormat(input: string | null | undefined): ScreenNameFormatCheck {
  const trimmed = (input ?? '').trim();
  if (trimmed === '') return { ok: false, problem: 'required', message: SCREEN_NAME_MESSAGES.required };
  // By code point: a combining mark or emoji part is named on its own, which is what the rule judges.
  const characters = Array.from(trimmed);
  const refused = characters.filter((char) => !TYPED_CHARACTER.test(char));
  if (refused.length > 0) {
    const message = screenNameCharactersMessage([...new Set(refused)], characters.length - refused.length);
    return { ok: false, problem: 'characters', message };
  }
  const name = trimmed.toLowerCase();
  if (name.length < SCREEN_NAME.minLength) return { ok: false, problem: 'tooShort', message: SCREEN_NAME_MESSAGES.tooShort };
  if (name.length > SCREEN_NAME.maxLength) return { ok: false, problem: 'tooLong', message: SCREEN_NAME_MESSAGES.tooLong };
  return { ok: true, screenName: name };
}

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
  updatedAt: z.nullable(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * `GET /api/user-data`: the user settings (spec 1 §3). Without a token the same shape with
 * defaults: no account, empty profile, free tier.
 */
export const userSettingsSchema = z.object({
  accountId: z.nullable(z.string()),
  profile: userProfileSchema,
  screenName: z.nullable(z.string()),
  preferences: z.record(z.string(), z.unknown()),
  accountStatus: z.object({ subscriptionTier }),
  createdAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Profile save: `{profile:{firstName,lastName,email,updatedAt}}`; other fields are dropped. */
export const saveProfileBody = z.object({
  profile: z.object({
    firstName: z.string().check(z.maxLength(1000)),
    lastName: z.optional(z.string().check(z.maxLength(1000))),
    email: z.optional(z.string().check(z.maxLength(1000))),
    // The client's copy; the server sets its own time.
    updatedAt: z.optional(z.unknown()),
  }),
});
export type SaveProfileBody = z.infer<typeof saveProfileBody>;

/** `{operation:'setScreenName', screenName}`. Rules are checked by the service, which names the problem. */
export const setScreenNameBody = z.object({
  operation: z.literal('setScreenName'),
  // Optional here so a missing name gets the spec's "required" message rather than a schema error.
  screenName: z.optional(z.string().check(z.maxLength(1000))),
});
export type SetScreenNameBody = z.infer<typeof setScreenNameBody>;

/** `PUT /api/user-data`: one of the two bodies the spec names. */
export const updateUserDataBody = z.union([setScreenNameBody, saveProfileBody]);
export type UpdateUserDataBody = z.infer<typeof updateUserDataBody>;

/** `POST /api/user-data/screen-name-suggestion` (beyond the spec): a generated name that is free now. */
export const screenNameSuggestionSchema = z.object({ screenName: z.string() });
export type ScreenNameSuggestion = z.infer<typeof screenNameSuggestionSchema>;
