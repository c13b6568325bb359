import { MEDIA_IMAGE_TYPES, type MediaScope } from '@sous/contract/recipe-media';
import { useEffect, useId, useRef, useState } from 'react';
import { PhotoPicker, usePickedPhoto } from '../../../components/PhotoPicker';
import { Button } from '../../../components/ui/Button';
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
  const errorId = useId();
  const photo = usePickedPhoto(checkImageFile);
  const { file, error, setError } = photo;
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const reset = () => {
    controller.current?.abort();
    controller.current = null;
    photo.clear();
    setPhase('idle');
    setPercent(0);
  };

  const close = () => {
    reset();
    onOpenChange(false);
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
        <PhotoPicker
          photo={photo}
          accept={MEDIA_IMAGE_TYPES.join(',')}
          label={file ? s.chooseAnother : s.choosePhoto}
          hint={s.photoHint}
          previewAlt={s.preview}
          disabled={busy}
          errorId={errorId}
        />

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
        <p id={errorId} role="alert" className="text-sm text-error empty:hidden">
          {error ?? ''}
        </p>
      </div>
    </Dialog>
  );
}
