import { ErrorCode } from '@sous/contract/errors';
import { PROFILE, SCREEN_NAME_MESSAGES, type SaveProfileBody, type ScreenNameSuggestion, type UserSettings } from '@sous/contract/user';
import { generateScreenName, validateScreenName } from '@sous/kitchen/screen-names';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { defaultUserSettings, presentUserSettings } from './users.presenter';
import type { UserRow, UsersRepository } from './users.repository';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUGGESTION_TRIES = 20;

const invalid = (message: string) => AppError.badRequest(message, ErrorCode.ValidationFailed);

/** The account rules: profile save, screen names, settings. Every call takes the caller first. */
export function createUsersService(users: UsersRepository) {
  /** The caller's row; auth made it on their first call, so a missing one was deleted meanwhile. */
  async function rowOf(auth: AuthContext): Promise<UserRow> {
    const row = await users.findById(auth.userId);
    if (!row) throw AppError.notFound('User not found');
    return row;
  }

  return {
    /** `GET /api/user-data`: the caller's settings, or the defaults for an anonymous caller. */
    async settings(auth: AuthContext | null): Promise<UserSettings> {
      return auth ? presentUserSettings(await rowOf(auth)) : defaultUserSettings();
    },

    /**
     * Profile save (spec 1 §5): first name required and trimmed, last name trimmed, names capped;
     * an empty email falls back to the token's (or the one on file). The client's updatedAt is
     * ignored; the server keeps its own time.
     */
    async saveProfile(auth: AuthContext, { profile }: SaveProfileBody): Promise<UserSettings> {
      const current = await rowOf(auth);
      const firstName = profile.firstName.trim();
      const lastName = (profile.lastName ?? '').trim();
      const email = (profile.email ?? '').trim() || auth.email || current.email || '';
      if (!firstName) throw invalid(PROFILE.messages.firstNameRequired);
      if (firstName.length > PROFILE.nameMaxLength || lastName.length > PROFILE.nameMaxLength) {
        throw invalid(PROFILE.messages.nameTooLong);
      }
      if (email && (email.length > PROFILE.emailMaxLength || !emailPattern.test(email))) throw invalid(PROFILE.messages.invalidEmail);
      const now = new Date().toISOString();
      const row = await users.update(auth.userId, {
        first_name: firstName,
        last_name: lastName,
        email: email || null,
        profile_updated_at: now,
        updated_at: now,
      });
      if (!row) throw AppError.notFound('User not found');
      return presentUserSettings(row);
    },

    /** `{operation:'setScreenName'}`: 400 with the reason, 409 when another user has it in any case. */
    async setScreenName(auth: AuthContext, requested: string | undefined): Promise<UserSettings> {
      const check = validateScreenName(requested);
      if (!check.ok) throw AppError.badRequest(check.message, ErrorCode.InvalidScreenName);
      const row = await users.setScreenName(auth.userId, check.screenName);
      if (row === 'taken') throw new AppError(409, ErrorCode.ScreenNameTaken, SCREEN_NAME_MESSAGES.taken);
      if (!row) throw AppError.notFound('User not found');
      return presentUserSettings(row);
    },

    /**
     * A generated screen name nobody has yet (onboarding's Generate). It is not reserved: a
     * racing user may still take it first, and then saving it answers 409 as usual.
     */
    async suggestScreenName(_auth: AuthContext): Promise<ScreenNameSuggestion> {
      for (let attempt = 0; attempt < SUGGESTION_TRIES; attempt++) {
        const screenName = generateScreenName();
        if (!(await users.isScreenNameTaken(screenName))) return { screenName };
      }
      throw new AppError(503, ErrorCode.ServiceUnavailable, 'Could not find a free screen name. Please try again.');
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
