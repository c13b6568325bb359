import type { UserActor } from '../../http/actor';

/** A pantry item and a scan belong to the user who made them; nobody else sees or changes them. */
export const ownsInventory = (actor: UserActor, owned: { userId: string }): boolean => owned.userId === actor.userId;
