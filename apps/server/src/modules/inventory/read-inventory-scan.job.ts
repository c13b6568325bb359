import { INVENTORY, INVENTORY_MESSAGES, INVENTORY_SERVER_MESSAGES } from '@sous/contract/inventory';
import { IMPORT } from '@sous/contract/recipe-import';
import type { BoughtItem } from '@sous/kitchen/pantry/bought-item';
import type { ReceiptItem } from '@sous/kitchen/receipt/parse-receipt';
import { z } from 'zod';
import type { VisionModel } from '../../platform/ai/openai-vision';
import { defineJob, GENERIC_JOB_ERROR } from '../../platform/jobs/job-definition';
import { OcrImageError, OcrTimeoutError, type Ocr } from '../../platform/ocr/ocr';
import type { ObjectStorage } from '../../platform/storage/object-storage';
// The photo checks (magic bytes, decoder, pixel cap) are the recipe import's, for the same JPEG or PNG of at most 10 MB.
import { checkPage, readUpTo, type PageProblem } from '../recipe-import/import-files';
import type { InventoryScansRepository, StoredScan } from './inventory-scans.repository';
import type { InventoryService } from './inventory.service';
import { readPantryPhoto } from './pantry-vision';
import { scanFolder } from './scan-keys';

export interface ReadInventoryScanDeps {
  scans: InventoryScansRepository;
  storage: Pick<ObjectStorage, 'get' | 'deleteByPrefix'>;
  ocr: Pick<Ocr, 'read'>;
  parseReceipt: (text: string) => ReceiptItem[];
  inventory: Pick<InventoryService, 'addItems' | 'eraseOf'>;
  /** A model that reads photos (AI_PROVIDER=openai with OPENAI_VISION_MODEL), asked before OCR; null without one. */
  vision: Pick<VisionModel, 'ask'> | null;
}

const problemMessages: Record<PageProblem, string> = {
  'not-an-image': INVENTORY_SERVER_MESSAGES.notAnImage,
  'too-large': INVENTORY_MESSAGES.uploadTooLarge,
  'too-many-pixels': INVENTORY_SERVER_MESSAGES.tooManyPixels,
};

/**
 * Reads a scan whose photo has arrived: checks it (JPEG or PNG by its bytes, 10 MB, the pixel
 * cap), asks the vision model what food it shows when one is configured (pantry-vision.ts), else
 * (or when the model fails, is slow or lists nothing) reads it with OCR and parses the text as a
 * grocery receipt, and adds the items to the owner's pantry, merged into the items of the same food. A photo without a readable receipt
 * completes with 0 items and `error` saying so. The photo is deleted when the scan ends. The
 * scan is claimed (`adding`) before its items are added and completed after, so the browser
 * sees the items once it sees completed, and a second run adds nothing twice.
 */
export function readInventoryScanJob({ scans, storage, ocr, parseReceipt, inventory, vision }: ReadInventoryScanDeps) {
  const fail = async (scan: StoredScan, message: string) => {
    await storage.deleteByPrefix(scanFolder(scan.id));
    await scans.finish(scan.id, 'failed', 0, message);
    return { status: 'failed', message };
  };

  return defineJob({
    type: 'read-inventory-scan',
    payload: z.object({ scanId: z.string().min(1) }),
    maxAttempts: 2,
    timeoutMs: IMPORT.ocrPageTimeoutMs + 60_000,
    async handler({ scanId }, { signal, log }) {
      const scan = await scans.find(scanId);
      // A run that stopped while adding: what it added stays, nothing is added twice.
      if (scan?.status === 'adding') {
        await storage.deleteByPrefix(scanFolder(scan.id));
        await scans.finish(scan.id, 'completed', scan.itemsCount, scan.error);
        return { status: 'completed', resumed: true };
      }
      if (!scan || scan.status !== 'processing') return { skipped: true };
      const object = await storage.get(scan.photoKey);
      if (!object) return fail(scan, INVENTORY_SERVER_MESSAGES.photoMissing);
      const bytes = await readUpTo(object.body, INVENTORY.scanMaxBytes + 1);
      const check = await checkPage(bytes);
      if (!check.ok) return fail(scan, problemMessages[check.problem]);
      // The model's list when it gives one; an empty one may be a receipt it did not read, so OCR tries too.
      const seen = vision ? await readPantryPhoto(vision, bytes, signal, log) : null;
      let items: BoughtItem[];
      if (seen && seen.length > 0) items = seen;
      else {
        let text: string;
        try {
          text = (await ocr.read(bytes, { signal, timeoutMs: IMPORT.ocrPageTimeoutMs })).text;
        } catch (error) {
          if (signal.aborted) throw error;
          if (error instanceof OcrImageError) return fail(scan, INVENTORY_SERVER_MESSAGES.notAnImage);
          if (error instanceof OcrTimeoutError) return fail(scan, INVENTORY_SERVER_MESSAGES.timedOut);
          throw error;
        }
        items = parseReceipt(text);
      }
      const error = items.length === 0 ? INVENTORY_SERVER_MESSAGES.noReceipt : null;
      if (!(await scans.claimAdding(scan.id, items.length, error))) return { skipped: true };
      await storage.deleteByPrefix(scanFolder(scan.id));
      const added = items.length === 0 ? 0 : await inventory.addItems(scan.userId, items);
      // The count is of items added or grown: a full pantry takes no new ones.
      // A scan that vanished while its items were added was erased with its owner's data (delete-all):
      // items added after that erase would outlive it, so the pantry goes again.
      if (!(await scans.finish(scan.id, 'completed', added, error)) && !(await scans.find(scan.id))) await inventory.eraseOf(scan.userId);
      return { status: 'completed', items: items.length, added, read: seen && seen.length > 0 ? 'vision' : 'ocr' };
    },
    async onFailed({ scanId }, message) {
      await storage.deleteByPrefix(scanFolder(scanId));
      await scans.finish(scanId, 'failed', 0, message === GENERIC_JOB_ERROR ? INVENTORY_MESSAGES.scanFailed : message);
    },
  });
}
