import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import { containsText } from '../db/contains-text';
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

/** One stored oidc-provider record, with its payload parsed. */
export interface OidcRecord {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  expiresAt: string | null;
}

/** True when `value` holds `accountId: <accountId>` at any depth (an interaction keeps it under its result and session). */
function namesAccount(value: unknown, accountId: string): boolean {
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => (key === 'accountId' && inner === accountId) || namesAccount(inner, accountId));
}

/** Every record naming the account: sessions, grants, codes, refresh tokens, interactions. */
export async function findAccountRecords(db: Db, accountId: string): Promise<OidcRecord[]> {
  const rows = await db.kysely
    .selectFrom('oidc_models')
    .select(['model', 'id', 'payload', 'grant_id', 'expires_at'])
    .where(containsText(db, 'payload', JSON.stringify(accountId)))
    .execute();
  return rows
    .map((row) => ({ model: row.model, id: row.id, payload: JSON.parse(row.payload) as Record<string, unknown>, grantId: row.grant_id, expiresAt: row.expires_at }))
    .filter((record) => namesAccount(record.payload, accountId));
}

/**
 * Deletes every record of the account and whatever was issued under its grants, so its refresh
 * tokens stop working and its browser sessions at the issuer end.
 */
export async function deleteAccountRecords(db: Db, accountId: string): Promise<void> {
  const records = await findAccountRecords(db, accountId);
  const grantIds = [...new Set(records.map((record) => (record.model === 'Grant' ? record.id : record.grantId)).filter((id) => id !== null))];
  if (grantIds.length > 0) await db.kysely.deleteFrom('oidc_models').where('grant_id', 'in', grantIds).execute();
  for (const record of records) {
    await db.kysely.deleteFrom('oidc_models').where('model', '=', record.model).where('id', '=', record.id).execute();
  }
}

/** Deletes oidc-provider records whose time is up. */
export async function purgeExpiredOidcModels(db: Db): Promise<void> {
  await db.kysely.deleteFrom('oidc_models').where('expires_at', '<', new Date().toISOString()).execute();
}
