import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';

/** How long a rotated refresh token may still be used, for tabs that renew at the same moment. */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 30;

/**
 * oidc-provider's storage on the application database: one table keyed by model name
 * (Session, Interaction, AuthorizationCode, Grant, RefreshToken...) and id, with the expiry
 * oidc-provider gives and the lookups it needs (uid, user code, grant id). No state lives in
 * memory, so several processes share sessions, interactions and codes.
 */
export function createOidcAdapter(db: Db): AdapterConstructor {
  const table = () => db.kysely.selectFrom('oidc_models').select(['payload', 'consumed_at']);
  const now = () => new Date().toISOString();

  const decode = (row: { payload: string; consumed_at: string | null } | undefined, graceMs: number): AdapterPayload | undefined => {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (!row.consumed_at) return payload;
    const consumedAt = Date.parse(row.consumed_at);
    // Within its grace a consumed token reads as unused, so oidc-provider rotates it again
    // instead of taking the second use for theft and revoking the whole grant.
    if (Date.now() - consumedAt < graceMs) return payload;
    // oidc-provider reads a truthy `consumed` (a time in seconds) as "already used".
    return { ...payload, consumed: Math.floor(consumedAt / 1000) };
  };

  return class DatabaseAdapter implements Adapter {
    /** Only refresh tokens get a grace: codes and the rest are strictly single-use. */
    private readonly graceMs: number;

    constructor(readonly model: string) {
      this.graceMs = model === 'RefreshToken' ? REFRESH_TOKEN_REUSE_GRACE_SECONDS * 1000 : 0;
    }

    /** Only rows that have not expired; expired ones wait for the purge job. */
    private live() {
      return table()
        .where('model', '=', this.model)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now())]));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const columns = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
      };
      await db.kysely
        .insertInto('oidc_models')
        .values({ model: this.model, id, ...columns, consumed_at: null })
        .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(columns))
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return decode(await this.live().where('id', '=', id).executeTakeFirst(), this.graceMs);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return decode(await this.live().where('uid', '=', uid).executeTakeFirst(), this.graceMs);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return decode(await this.live().where('user_code', '=', userCode).executeTakeFirst(), this.graceMs);
    }

    async consume(id: string): Promise<void> {
      await db.kysely
        .updateTable('oidc_models')
        .set({ consumed_at: now() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        // The first use dates the consumption: reusing within the grace must not extend it.
        .where('consumed_at', 'is', null)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.kysely.deleteFrom('oidc_models').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.kysely.deleteFrom('oidc_models').where('model', '=', this.model).where('grant_id', '=', grantId).execute();
    }
  };
}

/** Deletes oidc-provider records whose time is up. */
export async function purgeExpiredOidcModels(db: Db): Promise<void> {
  await db.kysely.deleteFrom('oidc_models').where('expires_at', '<', new Date().toISOString()).execute();
}
