import type { UserActor } from '../../http/actor';

/** An import belongs to the user who started it; nobody else sees, starts or saves it. */
export const ownsImport = (actor: UserActor, entry: { userId: string }): boolean => entry.userId === actor.userId;
