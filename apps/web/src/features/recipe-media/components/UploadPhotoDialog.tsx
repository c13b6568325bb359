import type { MediaScope } from '@sous/contract/recipe-media';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { notify } from '../../../components/ui/Toast';
import { presignImage } from '../api/presign-image';
import { uploadImage, UploadError } from '../api/upload-image';
import { presignFailure } from '../media-errors';
import { checkImageFile, prepareImage } from '../prepare-image';
import { recipeMediaStrings as s } from '../strings';

/** Props of {@link UploadPhotoDialog}. */
export interface UploadPhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recipeId: string;
  scope: MediaScope;
  /** The upload arrived: the section shows it as PENDING and follows it. */
  onUploaded: (imageId: string, contentType: string) => void;
  /** The server wants a screen name first (the dialog has closed). */
  onScreenNameRequired: () => void;
}

type Phase = 'idle' | 'preparing' | 'uploading';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The Upload Recipe Photo modal (spec 2 §2, §5, §8): choose a JPEG, PNG or WebP under 10 MB,
 * see it, then Upload: wide photos are scaled to 1600 px, an upload URL is asked for, and the
 * file goes to it with its progress in percent. Closing the modal cancels an upload under way.
 */
export function UploadPhotoDialog({ open, onOpenChange, recipeId, scope, onUploaded, onScreenNameRequired }: UploadPhotoDialogProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);

  const setPreviewOf = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next ? URL.createObjectURL(next) : null;
    setPreview(previewUrl.current);
  };

  useEffect(
    () => () => {
      controller.current?.abort();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const reset = () => {
    controller.current?.abort();
    controller.current = null;
    setFile(null);
    setPreviewOf(null);
    setError(null);
    setPhase('idle');
    setPercent(0);
  };

  const close = () => {
    reset();
    onOpenChange(false);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still counts as a choice
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
    setPreviewOf(problem ? null : chosen);
  };

  const upload = async () => {
    if (!file || phase !== 'idle') return;
    const run = new AbortController();
    controller.current = run;
    const cancelled = () => run.signal.aborted;
    setError(null);
    setPercent(0);
    setPhase('preparing');
    try {
      const body = await prepareImage(file);
      if (cancelled()) return;
      let target;
      try {
        target = await presignImage({ recipeId, contentType: body.type || file.type, size: body.size, scope });
      } catch (presignError) {
        const failure = presignFailure(presignError);
        if (failure.kind === 'screenName') {
          close();
          onScreenNameRequired();
        } else {
          setError(failure.message);
          setPhase('idle');
        }
        return;
      }
      if (cancelled()) return;
      setPhase('uploading');
      await uploadImage(target, body, setPercent, run.signal);
      onUploaded(target.imageId, body.type || file.type);
      notify.success(s.uploadSuccess);
      close();
    } catch (uploadError) {
      if (isAbort(uploadError) || cancelled()) return;
      setError(uploadError instanceof UploadError ? uploadError.message : s.somethingWrong);
      setPhase('idle');
    }
  };

  const busy = phase !== 'idle';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={s.uploadTitle}
      description={s.uploadDescription}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {s.cancel}
          </Button>
          <Button onClick={() => void upload()} disabled={!file} busy={busy} busyText={phase === 'preparing' ? s.preparing : s.uploading}>
            {s.upload}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="peer sr-only"
            disabled={busy}
            aria-describedby={`${inputId}-hint ${inputId}-error`}
            aria-invalid={error ? true : undefined}
            onChange={choose}
          />
          <label
            htmlFor={inputId}
            className={buttonClasses(
              'secondary',
              'w-full cursor-pointer border-dashed py-4 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            )}
          >
            <ImagePlus size={20} strokeWidth={1.75} aria-hidden="true" />
            {file ? s.chooseAnother : s.choosePhoto}
          </label>
          <p id={`${inputId}-hint`} className="text-sm text-muted">
            {s.photoHint}
          </p>
        </div>

        {preview && file && (
          <figure className="flex flex-col gap-2">
            <img src={preview} alt={s.preview} className="max-h-56 w-full rounded-lg bg-surface object-contain ring-1 ring-line" />
            <figcaption className="truncate text-sm text-muted">{file.name}</figcaption>
          </figure>
        )}

        {phase === 'uploading' && (
          <div className="flex flex-col gap-2">
            <div
              role="progressbar"
              aria-label={s.uploadProgress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-line"
            >
              <div className="h-full rounded-full bg-primary transition-[width] duration-150 ease-out" style={{ width: `${String(percent)}%` }} />
            </div>
          </div>
        )}
        <p aria-live="polite" className="text-sm tabular-nums text-muted empty:hidden">
          {phase === 'uploading' ? s.progress(percent) : ''}
        </p>
        <p id={`${inputId}-error`} role="alert" className="text-sm text-error empty:hidden">
          {error ?? ''}
        </p>
      </div>
    </Dialog>
  );
}
