import { ErrorCode } from '@sous/contract/errors';
import { INVENTORY, INVENTORY_SERVER_MESSAGES, type ScanPresignResponse, type ScanStatusResponse } from '@sous/contract/inventory';
import type { UserActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { uuidV7 } from '../../platform/ids';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import type { InventoryScansRepository, StoredScan } from './inventory-scans.repository';
import { ownsInventory } from './inventory.policy';
import { presentScan } from './inventory.presenter';
import { scanFolder } from './scan-keys';

export interface InventoryScanDependencies {
  scans: InventoryScansRepository;
  storage: Pick<ObjectStorage, 'createPostUpload' | 'get' | 'deleteByPrefix'>;
  /** Counts one scan for the user; false once the window's allowance is used. */
  takeScan(userId: string): Promise<boolean>;
  enqueue(scanId: string): Promise<unknown>;
  discardJobs(scanIds: string[]): Promise<void>;
  uploadTtlSeconds: number;
  uploadMaxBytes: number;
}

/**
 * The photo is signed as a JPEG: the browser fits it within 1920 × 1080 at quality 0.8 before
 * upload (spec 3 §5), which gives a JPEG. The job reads the bytes, not the label, so a PNG that
 * arrives anyway is read as one.
 */
export const SCAN_UPLOAD_TYPE = 'image/jpeg';
/** A photo that has not arrived this long after its upload URL expired never will. */
const ARRIVAL_GRACE_MS = 10 * 60_000;
/** A scan processing this long without finishing lost its job. */
export const SCAN_STUCK_AFTER_MS = 30 * 60_000;
/** Finished scans (rows only: their files are gone) are kept this long. */
export const KEEP_SCANS_DAYS = 7;
const SWEEP_BATCH = 200;

const notFound = () => AppError.notFound(INVENTORY_SERVER_MESSAGES.scanNotFound);

/**
 * Receipt scans: a signed POST upload of one photo, read by a job once it has arrived (noticed by
 * the owner's polling or the sweep), its items added to the pantry. Another user's scan is 404.
 */
export function createInventoryScanService(deps: InventoryScanDependencies) {
  const { scans, storage } = deps;
  const maxBytes = Math.min(INVENTORY.scanMaxBytes, deps.uploadMaxBytes);

  async function owned(actor: UserActor, scanId: string): Promise<StoredScan> {
    const scan = await scans.find(scanId);
    if (!scan || !ownsInventory(actor, scan)) throw notFound();
    return scan;
  }

  /** Queues the reading of a pending scan whose photo is in storage; true when it is queued (now or before). */
  async function noticeArrival(scan: StoredScan): Promise<boolean> {
    if (scan.status !== 'pending') return scan.status === 'processing';
    const object = await storage.get(scan.photoKey);
    if (!object) return false;
    object.body.destroy();
    if (!(await scans.markQueued(scan.id))) return true;
    try {
      await deps.enqueue(scan.id);
    } catch (error) {
      await scans.unmarkQueued(scan.id);
      throw error;
    }
    return true;
  }

  async function removeScans(entries: readonly StoredScan[]): Promise<void> {
    if (entries.length === 0) return;
    await deps.discardJobs(entries.map((scan) => scan.id));
    for (const scan of entries) await storage.deleteByPrefix(scanFolder(scan.id));
    await scans.remove(entries.map((scan) => scan.id));
  }

  return {
    /** `POST /api/inventory/scans/presign`: a scan waiting for its photo, with a signed POST (JPEG, at most 10 MB). */
    async presign(actor: UserActor): Promise<ScanPresignResponse> {
      if (!(await deps.takeScan(actor.userId))) throw new AppError(429, ErrorCode.RateLimited, INVENTORY_SERVER_MESSAGES.tooManyScans);
      const id = uuidV7();
      const upload = await storage.createPostUpload({ keyPrefix: scanFolder(id), contentType: SCAN_UPLOAD_TYPE, maxBytes });
      await scans.insert({ id, userId: actor.userId, photoKey: upload.key });
      return { uploadUrl: upload.url, fields: upload.fields, scanId: id };
    },

    /** The scan's status; the owner's polling also notices that the photo has arrived. */
    async status(actor: UserActor, scanId: string): Promise<ScanStatusResponse> {
      const scan = await owned(actor, scanId);
      if (scan.status === 'pending' && (await noticeArrival(scan))) return presentScan((await scans.find(scan.id)) ?? scan);
      return presentScan(scan);
    },

    /**
     * Every minute: queues scans whose photo arrived while nobody looked, fails those whose photo
     * never came and those whose job was lost (deleting their files), and forgets old scans.
     */
    async sweep(now = new Date()): Promise<void> {
      const giveUpBefore = now.getTime() - deps.uploadTtlSeconds * 1000 - ARRIVAL_GRACE_MS;
      for (const scan of await scans.listPending(SWEEP_BATCH)) {
        if (await noticeArrival(scan)) continue;
        if (Date.parse(scan.createdAt) < giveUpBefore) {
          await storage.deleteByPrefix(scanFolder(scan.id));
          await scans.finish(scan.id, 'failed', 0, INVENTORY_SERVER_MESSAGES.photoMissing);
        }
      }
      for (const scan of await scans.listStuck(new Date(now.getTime() - SCAN_STUCK_AFTER_MS), SWEEP_BATCH)) {
        await deps.discardJobs([scan.id]);
        await storage.deleteByPrefix(scanFolder(scan.id));
        // Stopped while adding: what it added is in the pantry, so it completed.
        if (scan.status === 'adding') await scans.finish(scan.id, 'completed', scan.itemsCount, scan.error);
        else await scans.finish(scan.id, 'failed', 0, INVENTORY_SERVER_MESSAGES.timedOut);
      }
      await removeScans(await scans.listFinishedBefore(new Date(now.getTime() - KEEP_SCANS_DAYS * 86_400_000), SWEEP_BATCH));
    },

    async exportOf(userId: string): Promise<ScanStatusResponse[]> {
      return (await scans.listForUser(userId)).map(presentScan);
    },

    /** Erases the user's scans: waiting jobs, photos, then the rows. Safe to repeat. */
    async eraseOf(userId: string): Promise<void> {
      await removeScans(await scans.listForUser(userId));
    },
  };
}

export type InventoryScanService = ReturnType<typeof createInventoryScanService>;
