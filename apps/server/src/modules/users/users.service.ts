import { ErrorCode } from '@sous/contract/errors';
import { PROFILE, SCREEN_NAME_MESSAGES, type SaveProfileBody, type ScreenNameSuggestion, type UserSettings } from '@sous/contract/user';
import { generateScreenName, validateScreenName } from '@sous/kitchen/screen-names';
import { AppError } from '../../http/app-error';
import type { Actor, UserActor } from '../../http/actor';
import { defaultUserSettings, presentUserSettings } from './users.presenter';
import type { FirstSeenUser } from '../../http/auth';
import type { Account, UsersRepository } from './users.repository';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUGGESTION_TRIES = 20;

const invalid = (message: string) => AppError.badRequest(message, ErrorCode.ValidationFailed);

/** What the users module asks the user-data module: whether delete-all erased a subject. */
export interface ErasedAccounts {
  wasErased(subject: string, issuedAt: Date | null): Promise<boolean>;
}

/** The account rules: profile save, screen names, settings. Every call takes the caller first. */
export function createUsersService(users: UsersRepository, erased: ErasedAccounts) {
  /** The caller's row; auth made it on their first call, so a missing one was deleted meanwhile. */
  async function accountOf(actor: UserActor): Promise<Account> {
    const account = await users.findById(actor.userId);
    if (!account) throw AppError.notFound('User not found');
    return account;
  }

  return {
    /** `GET /api/user-data`: the caller's settings, or the defaults for an anonymous caller. */
    async settings(actor: Actor): Promise<UserSettings> {
      return actor.kind === 'user' ? presentUserSettings(await accountOf(actor), actor.tier) : defaultUserSettings();
    },
    /** The account's email, or undefined when the account does not exist (it may have been erased). */
    async emailOf(userId: string): Promise<string | null | undefined> {
      return (await users.findById(userId))?.email;
    },
    /**
     * Makes the row of a user seen for the first time (idempotent). False for a token issued
     * before its account was deleted: it must not bring the account back.
     */
    async ensure(user: FirstSeenUser): Promise<boolean> {
      if (await users.exists(user.id)) return true;
      if (await erased.wasErased(user.id, user.issuedAt)) return false;
      await users.ensure(user);
      return true;
    },
    /** The account as the export shows it (delete-all's `account` section), or null when there is none. */
    async exportOf(userId: string) {
      const account = await users.findById(userId);
      if (!account) return null;
      const { id, preferences: _preferences, ...profile } = account;
      return { userId: id, ...profile };
    },
    /** Deletes the account row: the last step of delete-all. */
    async eraseOf(userId: string): Promise<void> {
      await users.remove(userId);
    },

    /**
     * Profile save (spec 1 §5): first name required and trimmed, last name trimmed, names capped;
     * an empty email falls back to the token's (or the one on file). The client's updatedAt is
     * ignored; the server keeps its own time.
     */
    async saveProfile(actor: UserActor, { profile }: SaveProfileBody): Promise<UserSettings> {
      const current = await accountOf(actor);
      const firstName = profile.firstName.trim();
      const lastName = (profile.lastName ?? '').trim();
      const email = (profile.email ?? '').trim() || actor.email || current.email || '';
      if (!firstName) throw invalid(PROFILE.messages.firstNameRequired);
      if (firstName.length > PROFILE.nameMaxLength || lastName.length > PROFILE.nameMaxLength) {
        throw invalid(PROFILE.messages.nameTooLong);
      }
      if (email && (email.length > PROFILE.emailMaxLength || !emailPattern.test(email))) throw invalid(PROFILE.messages.invalidEmail);
      const now = new Date().toISOString();
      const account = await users.saveProfile(actor.userId, { firstName, lastName, email: email || null, profileUpdatedAt: now });
      if (!account) throw AppError.notFound('User not found');
      return presentUserSettings(account, actor.tier);
    },

    /** `{operation:'setScreenName'}`: 400 with the reason, 409 when another user has it in any case. */
    async setScreenName(actor: UserActor, requested: string | undefined): Promise<UserSettings> {
      const check = validateScreenName(requested);
      if (!check.ok) throw AppError.badRequest(check.message, ErrorCode.InvalidScreenName);
      const account = await users.setScreenName(actor.userId, check.screenName);
      if (account === 'taken') throw new AppError(409, ErrorCode.ScreenNameTaken, SCREEN_NAME_MESSAGES.taken);
      if (!account) throw AppError.notFound('User not found');
      return presentUserSettings(account, actor.tier);
    },

    /**
     * A generated screen name nobody has yet (onboarding's Generate). It is not reserved: a
     * racing user may still take it first, and then saving it answers 409 as usual.
     */
    async suggestScreenName(_actor: UserActor): Promise<ScreenNameSuggestion> {
      for (let attempt = 0; attempt < SUGGESTION_TRIES; attempt++) {
        const screenName = generateScreenName();
        if (!(await users.isScreenNameTaken(screenName))) return { screenName };
      }
      throw new AppError(503, ErrorCode.ServiceUnavailable, 'Could not find a free screen name. Please try again.');
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
