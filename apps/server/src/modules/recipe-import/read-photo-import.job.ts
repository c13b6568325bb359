import { IMPORT, IMPORT_MESSAGES, type ImportedRecipe } from '@sous/contract/recipe-import';
import { z } from 'zod';
import { defineJob, GENERIC_JOB_ERROR } from '../../platform/jobs/job-definition';
import { OcrImageError, OcrTimeoutError, type Ocr } from '../../platform/ocr/ocr';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { checkPage, readUpTo, renderPreview, type PageProblem } from './import-files';
import { importFolder, pagesFolder, previewKey } from './import-keys';
import type { RecipeImportsRepository, StoredImport } from './recipe-imports.repository';
import type { TextParser } from './recipe-import.service';

export interface ReadPhotoImportDeps {
  repository: RecipeImportsRepository;
  storage: Pick<ObjectStorage, 'get' | 'put' | 'deleteByPrefix'>;
  ocr: Pick<Ocr, 'read'>;
  parser: TextParser;
}

const problemMessages: Record<PageProblem, (filename: string) => string> = {
  'not-an-image': () => IMPORT_MESSAGES.failed.notAnImage,
  'too-large': (filename) => IMPORT_MESSAGES.tooLarge(filename),
  'too-many-pixels': () => IMPORT_MESSAGES.failed.tooManyPixels,
};

/** Every page read by OCR in turn, each with its own time, and a minute for the rest. */
const TIMEOUT_MS = IMPORT.maxFiles * IMPORT.ocrPageTimeoutMs + 60_000;

/**
 * Reads a photo import whose pages have all arrived: checks each page (magic bytes JPEG or PNG,
 * the size and pixel caps, whatever it was named), reads them in order with OCR ('Reading page
 * 2 of 3'), keeps the first page as a small WebP preview, joins the texts and parses them into a
 * recipe: COMPLETE with it, or FAILED with why. The uploaded pages are deleted once read. A
 * second run finds the import finished and does nothing.
 */
export function readPhotoImportJob({ repository, storage, ocr, parser }: ReadPhotoImportDeps) {
  /** A page's bytes as uploaded, up to one more than the cap (S3 presigned PUTs do not bind a size); null when it is not there. */
  const pageBytes = async (key: string) => {
    const object = await storage.get(key);
    return object ? readUpTo(object.body, IMPORT.maxBytes + 1) : null;
  };

  /** Finishes the import as failed; its pages go first, so a FAILED import has none left. */
  const fail = async (entry: StoredImport, message: string) => {
    await storage.deleteByPrefix(pagesFolder(entry.id));
    await repository.fail(entry.id, message);
    return { status: 'FAILED', message };
  };

  return defineJob({
    type: 'read-photo-import',
    payload: z.object({ importId: z.string().min(1) }),
    maxAttempts: 2,
    timeoutMs: TIMEOUT_MS,
    async handler({ importId }, { signal, log }) {
      const entry = await repository.find(importId);
      if (!entry || entry.type !== 'photo' || entry.status !== 'PROCESSING') return { skipped: true };
      // Every page is checked before any is read: a bad one fails the import at once.
      for (const page of entry.pages) {
        const bytes = await pageBytes(page.key);
        if (!bytes) return fail(entry, IMPORT_MESSAGES.failed.pagesMissing);
        const check = await checkPage(bytes);
        if (!check.ok) return fail(entry, problemMessages[check.problem](page.filename));
      }
      const texts: string[] = [];
      for (const [index, page] of entry.pages.entries()) {
        await repository.setProgress(entry.id, IMPORT_MESSAGES.readingPage(index + 1, entry.pages.length));
        const bytes = await pageBytes(page.key);
        if (!bytes) return fail(entry, IMPORT_MESSAGES.failed.pagesMissing);
        if (index === 0 && entry.previewKey === null) {
          try {
            const key = previewKey(entry.id);
            await storage.put(key, await renderPreview(bytes), 'image/webp');
            // Erased or finished meanwhile: keep no file of it.
            if (!(await repository.setPreview(entry.id, key))) await storage.deleteByPrefix(importFolder(entry.id));
          } catch (error) {
            log.warn({ err: error }, 'import preview not made');
          }
        }
        try {
          texts.push((await ocr.read(bytes, { signal, timeoutMs: IMPORT.ocrPageTimeoutMs })).text);
        } catch (error) {
          if (signal.aborted) throw error;
          if (error instanceof OcrImageError) return fail(entry, IMPORT_MESSAGES.failed.notAnImage);
          if (error instanceof OcrTimeoutError) return fail(entry, IMPORT_MESSAGES.failed.timedOut);
          throw error;
        }
      }
      const text = texts.join('\n\n').trim().slice(0, IMPORT.textMax);
      if (!/[\p{L}\p{N}]/u.test(text)) return fail(entry, IMPORT_MESSAGES.failed.unreadable);
      const recipe: ImportedRecipe = parser.parseRecipeText(text);
      if (!parser.isImportedRecipe(recipe)) return fail(entry, IMPORT_MESSAGES.failed.noRecipe);
      await repository.complete(entry.id, { ...recipe, sourceUrl: null }, IMPORT_MESSAGES.complete);
      await storage.deleteByPrefix(pagesFolder(entry.id));
      return { status: 'COMPLETE', pages: entry.pages.length };
    },
    async onFailed({ importId }, message) {
      await storage.deleteByPrefix(pagesFolder(importId));
      await repository.fail(importId, message === GENERIC_JOB_ERROR ? IMPORT_MESSAGES.failed.generic : message);
    },
  });
}
