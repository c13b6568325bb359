import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';

/**
 * oidc-provider's storage on the application database: one table keyed by model name
 * (Session, Interaction, AuthorizationCode, Grant, RefreshToken...) and id, with the expiry
 * oidc-provider gives and the lookups it needs (uid, user code, grant id). No state lives in
 * memory, so several processes share sessions, interactions and codes.
 */
export function createOidcAdapter(db: Db): AdapterConstructor {
  const table = () => db.kysely.selectFrom('oidc_models').select(['payload', 'consumed_at']);
  const now = () => new Date().toISOString();

  const decode = (row: { payload: string; consumed_at: string | null } | undefined): AdapterPayload | undefined => {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    // oidc-provider reads a truthy `consumed` (a time in seconds) as "already used".
    return row.consumed_at ? { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) } : payload;
  };

  return class DatabaseAdapter implements Adapter {
    constructor(readonly model: string) {}

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
      return decode(await this.live().where('id', '=', id).executeTakeFirst());
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return decode(await this.live().where('uid', '=', uid).executeTakeFirst());
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return decode(await this.live().where('user_code', '=', userCode).executeTakeFirst());
    }

    async consume(id: string): Promise<void> {
      await db.kysely
        .updateTable('oidc_models')
        .set({ consumed_at: now() })
        .where('model', '=', this.model)
        .where('id', '=', id)
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
