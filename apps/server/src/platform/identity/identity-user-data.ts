import type { Db } from '../db/database';
import { createAccountsRepository } from './accounts.repository';
import { deleteAccountRecords, findAccountRecords } from './oidc-models.repository';
import { forgetSignInFailures, signInFailuresOf } from './sign-in-failures.repository';

const isoFromSeconds = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);

/**
 * The embedded issuer's share of a user's data, for export and delete-all (the user-data module
 * adds it as a part): the password sign-in (never its hash), the issuer's sessions, grants and
 * tokens, and the failed sign-ins counted against the sign-in email.
 */
export function identityUserData(db: Db) {
  const accounts = createAccountsRepository(db);
  return {
    tables: ['user_credentials', 'oidc_models', 'sign_in_failures'],

    async export(userId: string) {
      const credential = await accounts.credentialOf(userId);
      const sessions = (await findAccountRecords(db, userId)).filter((record) => record.model === 'Session');
      return {
        email: credential?.email ?? null,
        passwordSetAt: credential?.updated_at ?? null,
        sessions: sessions.map((session) => ({ signedInAt: isoFromSeconds(session.payload.loginTs), expiresAt: session.expiresAt })),
        failedSignIns: credential ? (await signInFailuresOf(db, credential.email)).map((failure) => failure.failedAt) : [],
      };
    },

    /** Sessions and grants first (refresh tokens die with them), the credential last: a retry still finds the email. */
    async erase(userId: string): Promise<void> {
      await deleteAccountRecords(db, userId);
      const credential = await accounts.credentialOf(userId);
      if (!credential) return;
      await forgetSignInFailures(db, credential.email);
      await accounts.removeCredential(userId);
    },
  };
}
