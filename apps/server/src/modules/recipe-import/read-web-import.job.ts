import { IMPORT_MESSAGES, type ImportedRecipe } from '@sous/contract/recipe-import';
import { z } from 'zod';
import { defineJob, GENERIC_JOB_ERROR } from '../../platform/jobs/job-definition';
import type { GuardedFetch } from '../../platform/net/guarded-fetch';
import type { RecipeImportsRepository } from './recipe-imports.repository';
import { fetchRecipePage } from './web-page';

export interface ReadWebImportDeps {
  repository: RecipeImportsRepository;
  fetch: GuardedFetch;
  /** How long a page may take, redirects and body included. */
  timeoutMs: number;
  parser: { readRecipePage(html: string, pageUrl: string): ImportedRecipe | null; isImportedRecipe(recipe: ImportedRecipe): boolean };
}

/**
 * Reads a web import: fetches the page through the guarded client (public addresses only, size
 * and time capped, HTML only) and reads its schema.org Recipe, or its text. A page that cannot be
 * had, or holds no recipe, fails the import with a message inviting a paste. A second run finds
 * the import finished and does nothing.
 */
export function readWebImportJob({ repository, fetch, timeoutMs, parser }: ReadWebImportDeps) {
  return defineJob({
    type: 'read-web-import',
    payload: z.object({ importId: z.string().min(1) }),
    maxAttempts: 2,
    timeoutMs: timeoutMs + 30_000,
    async handler({ importId }, { signal, log }) {
      const entry = await repository.find(importId);
      if (!entry || entry.type !== 'web' || entry.status !== 'PROCESSING' || !entry.url) return { skipped: true };
      const page = await fetchRecipePage(fetch, entry.url, { signal, timeoutMs });
      if ('failure' in page) {
        log.info({ failure: page.failure }, 'recipe page not read');
        await repository.fail(entry.id, IMPORT_MESSAGES.failed.webUnavailable);
        return { status: 'FAILED', reason: page.failure };
      }
      const recipe = parser.readRecipePage(page.html, page.url);
      if (!recipe || !parser.isImportedRecipe(recipe)) {
        await repository.fail(entry.id, IMPORT_MESSAGES.failed.webNoRecipe);
        return { status: 'FAILED', reason: 'no recipe' };
      }
      await repository.complete(entry.id, { ...recipe, sourceUrl: recipe.sourceUrl ?? page.url }, IMPORT_MESSAGES.complete);
      return { status: 'COMPLETE' };
    },
    async onFailed({ importId }, message) {
      await repository.fail(importId, message === GENERIC_JOB_ERROR ? IMPORT_MESSAGES.failed.generic : message);
    },
  });
}
