import type { ScanStatus } from '@sous/contract/inventory';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { InventoryScansTable } from '../../platform/db/schema';

/** A receipt scan as the module works with it. */
/** `adding`: read, its items being added to the pantry (shown as processing); a second run only finishes it. */
export type StoredScanStatus = ScanStatus | 'adding';

export interface StoredScan {
  id: string;
  userId: string;
  status: StoredScanStatus;
  photoKey: string;
  itemsCount: number;
  error: string | null;
  queuedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const statuses: readonly string[] = ['pending', 'processing', 'adding', 'completed', 'failed'];

function toScan(row: Selectable<InventoryScansTable>): StoredScan {
  return {
    id: row.id,
    userId: row.user_id,
    status: (statuses.includes(row.status) ? row.status : 'failed') as StoredScanStatus,
    photoKey: row.photo_key,
    itemsCount: row.items_count,
    error: row.error,
    queuedAt: row.queued_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The only code that reads and writes the inventory_scans table. */
export function createInventoryScansRepository(db: Db) {
  const now = () => new Date().toISOString();
  return {
    async insert(scan: { id: string; userId: string; photoKey: string }): Promise<void> {
      const at = now();
      await db.kysely
        .insertInto('inventory_scans')
        .values({ id: scan.id, user_id: scan.userId, status: 'pending', photo_key: scan.photoKey, items_count: 0, error: null, queued_at: null, created_at: at, updated_at: at })
        .execute();
    },
    async find(id: string): Promise<StoredScan | undefined> {
      const row = await db.kysely.selectFrom('inventory_scans').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toScan(row);
    },
    /** Moves a pending scan to processing; false when someone else did first (or it is no longer pending). */
    async markQueued(id: string): Promise<boolean> {
      const at = now();
      const result = await db.kysely
        .updateTable('inventory_scans')
        .set({ status: 'processing', queued_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async unmarkQueued(id: string): Promise<void> {
      await db.kysely.updateTable('inventory_scans').set({ status: 'pending', queued_at: null, updated_at: now() }).where('id', '=', id).where('status', '=', 'processing').execute();
    },
    /** Takes a read scan for adding its items, with what it will report; false when another run took it (or it ended). */
    async claimAdding(id: string, itemsCount: number, error: string | null): Promise<boolean> {
      const result = await db.kysely
        .updateTable('inventory_scans')
        .set({ status: 'adding', items_count: itemsCount, error, updated_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Finishes a scan that is not finished yet; false when it was (or is gone). */
    async finish(id: string, status: 'completed' | 'failed', itemsCount: number, error: string | null): Promise<boolean> {
      const result = await db.kysely
        .updateTable('inventory_scans')
        .set({ status, items_count: itemsCount, error, updated_at: now() })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'processing', 'adding'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Scans waiting for their photo, oldest first. */
    async listPending(limit: number): Promise<StoredScan[]> {
      const rows = await db.kysely.selectFrom('inventory_scans').selectAll().where('status', '=', 'pending').orderBy('created_at').limit(limit).execute();
      return rows.map(toScan);
    },
    /** Scans processing or adding since before `before` (their job was lost). */
    async listStuck(before: Date, limit: number): Promise<StoredScan[]> {
      const rows = await db.kysely
        .selectFrom('inventory_scans')
        .selectAll()
        .where('status', 'in', ['processing', 'adding'])
        .where('updated_at', '<', before.toISOString())
        .limit(limit)
        .execute();
      return rows.map(toScan);
    },
    /** Finished scans older than `before`. */
    async listFinishedBefore(before: Date, limit: number): Promise<StoredScan[]> {
      const rows = await db.kysely
        .selectFrom('inventory_scans')
        .selectAll()
        .where('status', 'in', ['completed', 'failed'])
        .where('created_at', '<', before.toISOString())
        .limit(limit)
        .execute();
      return rows.map(toScan);
    },
    async listForUser(userId: string): Promise<StoredScan[]> {
      const rows = await db.kysely.selectFrom('inventory_scans').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
      return rows.map(toScan);
    },
    async remove(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.kysely.deleteFrom('inventory_scans').where('id', 'in', [...ids]).execute();
    },
  };
}

export type InventoryScansRepository = ReturnType<typeof createInventoryScansRepository>;
