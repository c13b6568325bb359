import { IMPORT, type ImportStatusResponse } from '@sous/contract/recipe-import';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { startTikTokImport } from '../api/start-tiktok-import';
import { videoImportStatusQueryOptions } from '../api/video-import-status';
import { BackToOptions } from '../components/BackToOptions';
import { ImportProgress } from '../components/ImportProgress';
import { RecipePreview } from '../components/RecipePreview';
import { useImportWatch } from '../hooks/use-import-watch';
import { isRefusal } from '../import-errors';
import type { ImportReviewState } from '../review-state';
import { importStrings as s } from '../strings';

/** The spec's check of a video link (spec 3 §5): its text when refused, null when it may go. */
export function checkTikTokLink(input: string): string | null {
  const text = input.trim();
  if (!text) return s.tiktokRequired;
  if (!text.toLowerCase().includes(IMPORT.tiktokHost)) return s.tiktokInvalid;
  return null;
}

/** The status line while the video is read: INITIALIZING's text while the server does not know it (spec 3 §8). */
const statusLine = (status: ImportStatusResponse | null, answered: boolean) => (status === null ? (answered ? s.initializing : null) : status.statusMessage);

/**
 * /import/tiktok (spec 3 §2, §4, §5, §8): a video link with the rights statement the request
 * makes. While the caption is read the status is polled every 3 s by the video's id (a 404 is
 * INITIALIZING, other poll errors are ignored and polling goes on) and the recipe shows as it
 * appears. COMPLETE: a success toast, then the review, marked as from the video. FAILED: the
 * toast 'Import failed: ...' and back to the form.
 */
export function TikTokImportPage() {
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const started = useRef<{ videoId: string; importId: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, watch, stop } = useImportWatch();

  useEffect(() => {
    if (state.phase === 'complete') {
      // One toast per import, however often the effect runs.
      notify.success(s.tiktokImported, { id: `import-done-${state.status.importId}` });
      const videoId = state.status.videoId ?? started.current?.videoId;
      const target = state.status.importId || videoId || '';
      const reviewState: ImportReviewState = { fromVideo: true, ...(videoId ? { videoId } : {}) };
      const timer = setTimeout(() => { void navigate(paths.importReview(target), { state: reviewState }); }, IMPORT.reviewRedirectMs);
      return () => { clearTimeout(timer); };
    }
    if (state.phase === 'failed') {
      notify.error(s.importFailed(state.status?.statusMessage), { id: `import-failed-${state.status?.importId ?? ''}` });
      stop();
    }
  }, [state, navigate, stop]);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (starting || state.phase !== 'idle') return;
    const problem = checkTikTokLink(url);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setStarting(true);
    try {
      const answer = await startTikTokImport(url.trim());
      started.current = answer;
      watch({ read: () => client.query(videoImportStatusQueryOptions(userId, answer.videoId)), onError: 'continue' });
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : s.tiktokFailed;
      if (isRefusal(failure)) {
        setError(message);
        inputRef.current?.focus();
      }
      notify.error(s.importFailed(message));
    } finally {
      setStarting(false);
    }
  };

  const working = state.phase === 'watching' || state.phase === 'complete';
  const recipe = working ? state.status?.recipeData : null;

  return (
    <section className="mx-auto max-w-[720px] px-4 py-8 sm:py-10">
      <title>{`${s.tiktokTitle} · Sous`}</title>
      <BackToOptions />
      <h1 className="font-display text-3xl font-semibold">{s.tiktokTitle}</h1>
      <p className="mt-2 text-muted">{s.tiktokLead}</p>

      {working ? (
        <div className="mt-6 flex flex-col gap-5 rounded-xl border border-line bg-card p-4 sm:p-6">
          <ImportProgress
            labels={s.videoStages}
            startedAt={state.startedAt}
            done={state.phase === 'complete'}
            statusMessage={state.phase === 'complete' ? s.completeGoing : statusLine(state.status, state.answered)}
          />
          {recipe && <RecipePreview recipe={recipe} />}
          {state.phase === 'watching' && (
            <div>
              <Button variant="secondary" onClick={stop}>
                {s.stopWatching}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-5 rounded-xl border border-line bg-card p-4 sm:p-6">
          <Input
            ref={inputRef}
            label={s.tiktokLabel}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={s.tiktokPlaceholder}
            value={url}
            maxLength={IMPORT.urlMax}
            onChange={(event) => {
              setUrl(event.target.value);
              if (error) setError(null);
            }}
            error={error}
            required
          />
          <p id={`${id}-rights`} className="rounded-lg bg-surface px-3 py-2 text-sm text-muted ring-1 ring-line">
            {s.rightsStatement}
          </p>
          <div>
            <Button type="submit" busy={starting} busyText={s.starting} aria-describedby={`${id}-rights`}>
              {s.importRecipe}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
