import { IMPORT, IMPORT_IMAGE_TYPES } from '@sous/contract/recipe-import';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { importStatusQueryOptions } from '../api/import-status';
import { presignImport } from '../api/presign-import';
import { startImport } from '../api/start-import';
import { uploadPage } from '../api/upload-page';
import { addPages } from '../check-files';
import { BackToOptions } from '../components/BackToOptions';
import { ImportProgress } from '../components/ImportProgress';
import { useImportWatch } from '../hooks/use-import-watch';
import { failedMessage, isAbort, messageOf } from '../import-errors';
import { importStrings as s } from '../strings';

/** A chosen page and its thumbnail's object URL. */
interface Page {
  key: number;
  file: File;
  url: string;
}

let lastKey = 0;

/**
 * /import/photo-card (spec 3 §2, §4, §5, §8): photos of a recipe card's pages, chosen a few at a
 * time and kept in order, each removable, or all at once. Start Import asks for upload addresses,
 * sends the pages one by one with the percent sent, and follows the import every 3 s with the
 * staged progress. COMPLETE opens the review after 2 s; FAILED shows why, with Try Again (the
 * pages stay chosen). Cancel clears everything.
 */
export function PhotoImportPage() {
  const inputId = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const [pages, setPages] = useState<Page[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState(0);
  const [importId, setImportId] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const urls = useRef(new Set<string>());
  const { state, watch, stop } = useImportWatch();

  // Thumbnails are let go when the screen closes; an upload under way is cancelled.
  useEffect(() => {
    const made = urls.current;
    return () => {
      controller.current?.abort();
      for (const url of made) URL.revokeObjectURL(url);
      made.clear();
    };
  }, []);

  // COMPLETE: the review after 2 s (spec 3 §4).
  useEffect(() => {
    if (state.phase !== 'complete') return;
    const id = state.status.importId;
    const timer = setTimeout(() => { void navigate(paths.importReview(id)); }, IMPORT.reviewRedirectMs);
    return () => { clearTimeout(timer); };
  }, [state, navigate]);

  const release = (page: Page) => {
    URL.revokeObjectURL(page.url);
    urls.current.delete(page.url);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same photo chosen again still counts as a choice
    if (picked.length === 0) return;
    const { files, errors: refused } = addPages(
      pages.map((page) => page.file),
      picked,
    );
    const added = files.slice(pages.length).map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return { key: ++lastKey, file, url };
    });
    setPages([...pages, ...added]);
    setErrors(refused);
  };

  const remove = (key: number) => {
    const page = pages.find((p) => p.key === key);
    if (page) release(page);
    setPages(pages.filter((p) => p.key !== key));
    setErrors([]);
  };

  const removeAll = () => {
    for (const page of pages) release(page);
    setPages([]);
    setErrors([]);
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    stop();
    removeAll();
    setUploading(false);
    setPercent(0);
    setImportId(null);
  };

  const tryAgain = () => {
    stop();
    setImportId(null);
    setPercent(0);
    setErrors([]);
  };

  const begin = async () => {
    // Nothing to send, or already sending: nothing happens (spec 3 §2).
    if (pages.length === 0 || uploading || state.phase !== 'idle') return;
    const run = new AbortController();
    controller.current = run;
    const files = pages.map((page) => page.file);
    setErrors([]);
    setPercent(0);
    setUploading(true);
    try {
      const { importId: id, uploadUrls } = await presignImport(files);
      if (uploadUrls.length !== files.length) throw new Error(); // 'Unknown error'
      const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
      let sent = 0;
      for (const [index, file] of files.entries()) {
        const url = uploadUrls[index] ?? '';
        await uploadPage(url, file, (loaded) => { setPercent(Math.min(100, Math.round(((sent + loaded) / total) * 100))); }, run.signal);
        sent += file.size;
      }
      await startImport(id);
      if (run.signal.aborted) return;
      setImportId(id);
      setUploading(false);
      watch({ read: () => client.query(importStatusQueryOptions(userId, id)), onError: 'stop' });
    } catch (error) {
      if (isAbort(error) || run.signal.aborted) return;
      setUploading(false);
      setErrors([s.uploadFailed(messageOf(error))]);
    } finally {
      if (controller.current === run) controller.current = null;
    }
  };

  const working = importId !== null && state.phase !== 'idle';

  return (
    <section className="mx-auto max-w-[720px] px-4 py-8 sm:py-10">
      <title>{`${s.photoTitle} · Sous`}</title>
      <BackToOptions />
      <h1 className="font-display text-3xl font-semibold">{s.photoTitle}</h1>
      <p className="mt-2 text-muted">{s.photoLead}</p>

      {working ? (
        <div className="mt-6 flex flex-col gap-5 rounded-xl border border-line bg-card p-4 sm:p-6">
          <ImportProgress
            labels={s.photoStages}
            startedAt={state.startedAt}
            done={state.phase === 'complete'}
            statusMessage={state.phase === 'complete' ? s.completeGoing : state.phase === 'failed' ? null : state.status?.statusMessage}
          />
          {state.phase === 'failed' ? (
            <div className="flex flex-col gap-4">
              <p role="alert" className="rounded-lg bg-error-bg px-4 py-3 text-error">
                {state.reason === 'check' ? s.checkStatusFailed : failedMessage(state.status?.statusMessage)}
              </p>
              <div className="flex flex-wrap gap-3">
                <Button onClick={tryAgain}>{s.tryAgain}</Button>
                <Button variant="ghost" onClick={cancel}>
                  {s.cancel}
                </Button>
              </div>
            </div>
          ) : state.phase === 'watching' ? (
            <>
              <p className="text-sm text-muted">{s.keepOpen}</p>
              <div>
                <Button variant="secondary" onClick={cancel}>
                  {s.cancel}
                </Button>
              </div>
            </>
          ) : null}
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-5 rounded-xl border border-line bg-card p-4 sm:p-6">
          <div className="flex flex-col gap-1.5">
            <input
              id={inputId}
              type="file"
              multiple
              accept={IMPORT_IMAGE_TYPES.join(',')}
              className="peer sr-only"
              disabled={uploading}
              aria-describedby={`${inputId}-hint ${inputId}-errors`}
              aria-invalid={errors.length > 0 ? true : undefined}
              onChange={choose}
            />
            <label
              htmlFor={inputId}
              className={buttonClasses(
                'secondary',
                'w-full cursor-pointer border-dashed py-6 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
              )}
            >
              <ImagePlus size={20} strokeWidth={1.75} aria-hidden="true" />
              {pages.length > 0 ? s.addMorePhotos : s.choosePhotos}
            </label>
            <p id={`${inputId}-hint`} className="text-sm text-muted">
              {s.photosHint}
            </p>
          </div>

          <div id={`${inputId}-errors`} role="alert" className="flex flex-col gap-1 empty:hidden">
            {errors.map((error) => (
              <p key={error} className="rounded-lg bg-error-bg px-3 py-2 text-sm text-error">
                {error}
              </p>
            ))}
          </div>

          {pages.length > 0 && (
            <div className="flex flex-col gap-3">
              <div className="flex items-center justify-between gap-3">
                <h2 className="font-medium" aria-live="polite">
                  {s.pagesChosen(pages.length)}
                </h2>
                <Button variant="ghost" onClick={removeAll} disabled={uploading}>
                  <Trash2 size={20} strokeWidth={1.75} aria-hidden="true" />
                  {s.removeAll}
                </Button>
              </div>
              <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {pages.map((page, index) => (
                  <li key={page.key} className="relative overflow-hidden rounded-lg border border-line bg-surface">
                    <img src={page.url} alt={s.page(index + 1)} className="aspect-[3/4] w-full object-cover" />
                    <div className="flex items-center justify-between gap-1 px-2 py-1">
                      <span className="min-w-0 truncate text-sm">
                        <span className="font-medium">{s.page(index + 1)}</span>
                        <span className="sr-only">: </span>
                        <span className="block truncate text-xs text-muted">{page.file.name}</span>
                      </span>
                      <button
                        type="button"
                        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-primary/10 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-40"
                        aria-label={s.removePage(index + 1, page.file.name)}
                        disabled={uploading}
                        onClick={() => { remove(page.key); }}
                      >
                        <X size={20} strokeWidth={1.75} aria-hidden="true" />
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          )}

          {uploading && (
            <div className="flex flex-col gap-2">
              <div
                role="progressbar"
                aria-label={s.uploadProgress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2.5 overflow-hidden rounded-full bg-line"
              >
                <div className="h-full rounded-full bg-primary transition-[width] duration-150 ease-out motion-reduce:transition-none" style={{ width: `${String(percent)}%` }} />
              </div>
            </div>
          )}
          <p aria-live="polite" className="text-sm tabular-nums text-muted empty:hidden">
            {uploading ? s.uploadPercent(percent) : ''}
          </p>

          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void begin()} disabled={pages.length === 0} busy={uploading} busyText={s.uploading}>
              {s.startImport}
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={pages.length === 0 && !uploading && errors.length === 0}>
              {s.cancel}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
