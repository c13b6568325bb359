import { exportFileName, type UserDataExport } from '@sous/contract/user-data';
import type { UserActor } from '../../http/actor';
import type { ErasedSubjectsRepository } from './erased-subjects.repository';
import { ERASE_STAGES, type UserDataRegistry } from './user-data.registry';

/**
 * How long an erased subject's tokens stay refused: longer than any access token the API accepts
 * (the embedded issuer's live 15 minutes, an external issuer's such as Auth0's a day by default),
 * plus the clock leeway.
 */
const ERASED_SUBJECT_KEEP_MS = 25 * 3600_000;

export interface UserDataServiceDeps {
  registry: UserDataRegistry;
  erasedSubjects: ErasedSubjectsRepository;
}

/** Export and delete-all over every feature's part (spec 1 §4 "Data actions"). */
export function createUserDataService({ registry, erasedSubjects }: UserDataServiceDeps) {
  return {
    /** Everything the caller owns, one section per part, and the file name it downloads as. */
    async exportFor(actor: UserActor): Promise<{ fileName: string; body: UserDataExport }> {
      const now = new Date();
      const sections: Record<string, unknown> = {};
      for (const part of registry.parts()) sections[part.name] = await part.export(actor.userId);
      return {
        fileName: exportFileName(now),
        body: { format: 'sous-export', version: 1, exportedAt: now.toISOString(), userId: actor.userId, sections },
      };
    },

    /**
     * Erases everything of `userId`, stage by stage. Every part's erase may run again, so a run
     * that failed half way (or a second delete-all) finishes the job. Just before the account row
     * goes, the subject is recorded as erased: from then on its tokens, even unexpired ones and
     * ones issued while this ran, are refused instead of making a new row.
     */
    async eraseAll(userId: string): Promise<void> {
      const parts = registry.parts();
      for (const stage of ERASE_STAGES) {
        if (stage === 'account') {
          const now = new Date();
          await erasedSubjects.record(userId, now, new Date(now.getTime() + ERASED_SUBJECT_KEEP_MS));
        }
        // Within a stage, the last added goes first: a module is erased before the modules it depends on.
        for (const part of [...parts].reverse()) if ((part.stage ?? 'content') === stage) await part.erase(userId);
      }
    },

    /**
     * True when a token of `subject` issued at `issuedAt` predates that account's erasure: it must
     * not recreate the account. A token issued later (an external issuer's same person signing in
     * again) starts a new, empty account.
     */
    async wasErased(subject: string, issuedAt: Date | null): Promise<boolean> {
      const erasedAt = await erasedSubjects.erasedAt(subject);
      return erasedAt !== undefined && (issuedAt === null || issuedAt <= erasedAt);
    },
  };
}

export type UserDataService = ReturnType<typeof createUserDataService>;
