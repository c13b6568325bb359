import fp from 'fastify-plugin';
import { getOrCreateSecret } from '../../platform/app-secrets.repository';
import { identityUserData } from '../../platform/identity/identity-user-data';
import { createErasedSubjectsRepository } from './erased-subjects.repository';
import { purgeErasedSubjectsJob } from './purge-erased-subjects.job';
import { createUsageCountersRepository } from './usage-counters.repository';
import { createUserDataRegistry, type UserDataPart } from './user-data.registry';
import { userDataRoutes } from './user-data.routes';
import { createUserDataService } from './user-data.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What a user owns: every module adds its part here (docs/architecture.md, "Data a user owns"). */
    userData: {
      add(part: UserDataPart): void;
      /** The parts added so far (the coverage test checks them against the schema). */
      parts(): readonly UserDataPart[];
      /** True for a token issued before its account was erased (the users module refuses it). */
      wasErased(subject: string, issuedAt: Date | null): Promise<boolean>;
    };
  }
}

/**
 * The user's data rights (spec 1 §4): export and delete-all over the parts each module adds in
 * its own plugin (which lists 'user-data' in its dependencies), plus the erased-account records
 * that keep a deleted account's tokens from working.
 */
export const userDataModule = fp(
  async (app) => {
    const erasedSubjects = createErasedSubjectsRepository(app.db, await getOrCreateSecret(app.db, 'erased_subjects_key'));
    const registry = createUserDataRegistry();
    const service = createUserDataService({ registry, erasedSubjects });
    app.decorate('userData', {
      add: (part: UserDataPart) => {
        registry.add(part);
      },
      parts: () => registry.parts(),
      wasErased: (subject: string, issuedAt: Date | null) => service.wasErased(subject, issuedAt),
    });
    // Identity is platform code: its part is added here rather than by a module of its own.
    app.userData.add({ name: 'signIn', stage: 'sign-in', ...identityUserData(app.db) });
    // So are the database counters: the quotas some modules count per account.
    app.userData.add({ name: 'usageCounters', ...createUsageCountersRepository(app.db) });
    app.jobs.define(purgeErasedSubjectsJob(erasedSubjects));
    await app.register(userDataRoutes(service));
  },
  { name: 'user-data' },
);
