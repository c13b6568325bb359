import type { UserActor } from '../../http/actor';

/** A grocery list and its generation request belong to the user who made them; nobody else sees them. */
export const ownsGroceryList = (actor: UserActor, owned: { userId: string }): boolean => owned.userId === actor.userId;
