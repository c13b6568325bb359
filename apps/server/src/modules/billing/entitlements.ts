import type { Db } from '../../platform/db/database';

/**
 * Whether a user has premium features. Until billing lands, the tier stored on the user row
 * decides ('free' by default); the billing issue replaces this with the subscription's state.
 */
export function createEntitlements(db: Db) {
  return {
    async isPremium(userId: string): Promise<boolean> {
      const row = await db.kysely.selectFrom('users').select('subscription_tier').where('id', '=', userId).executeTakeFirst();
      return row !== undefined && row.subscription_tier !== 'free';
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
