import { INVENTORY, INVENTORY_SCAN_IMAGE_TYPES } from '@sous/contract/inventory';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { PhotoPicker, usePickedPhoto } from '../../../components/PhotoPicker';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { notify } from '../../../components/ui/Toast';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { presignScan } from '../api/presign-scan';
import { fetchScanStatus } from '../api/scan-status';
import { uploadScan, ScanUploadError } from '../api/upload-scan';
import { reasonOf } from '../inventory-errors';
import { checkPickedPhoto, checkUploadPhoto, prepareScanImage, sentName } from '../prepare-scan-image';
import { inventoryStrings as s } from '../strings';

/** The scan's steps (spec 3 §4): idle, validating, resizing, uploading (percent), processing, back to idle. */
export type ScanPhase = 'idle' | 'validating' | 'resizing' | 'uploading' | 'processing';

/** Props of {@link ScanDialog}. */
export interface ScanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Waits `ms`, or less when `signal` aborts (then it rejects). */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Stopped', 'AbortError'));
    }, { once: true });
  });
}

const busyText: Record<Exclude<ScanPhase, 'idle'>, string> = {
  validating: s.validating,
  resizing: s.resizing,
  uploading: s.uploading,
  processing: s.processing,
};

/**
 * Scan Inventory Item (spec 3 §2, §4, §5, §7): one JPEG or PNG photo of a receipt, pantry or fridge
 * (a new pick replaces the old), checked, fitted within 1920 by 1080, uploaded with its percent,
 * then followed every 3 s until the scan completes (a toast with the count, the dialog resets and
 * closes, the inventory is read again) or fails (its error under the picker and in a toast). While
 * a scan is under way the dialog cannot be closed.
 */
export function ScanDialog({ open, onOpenChange }: ScanDialogProps) {
  const errorId = useId();
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const photo = usePickedPhoto(checkPickedPhoto);
  const { file, error, setError } = photo;
  const [phase, setPhase] = useState<ScanPhase>('idle');
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

  const busy = phase !== 'idle';
  const close = () => {
    if (busy) return;
    reset();
    onOpenChange(false);
  };

  const refreshInventory = () => client.invalidateQueries({ queryKey: queryKeys.inventory(userId), exact: true });

  /** Polls the scan every 3 s until it completes or fails (spec 3 §4, §7). */
  const follow = async (scanId: string, signal: AbortSignal) => {
    for (;;) {
      let result;
      try {
        result = await client.query({
          queryKey: queryKeys.inventoryScan(userId, scanId),
          queryFn: ({ signal: querySignal }) => fetchScanStatus(scanId, querySignal),
          staleTime: 0,
          retry: false,
        });
      } catch (statusError) {
        if (signal.aborted) return;
        const message = reasonOf(statusError, s.scanStatusFailed);
        setError(message);
        notify.error(message);
        setPhase('idle');
        return;
      }
      if (signal.aborted) return;
      if (result.status === 'completed') {
        // A photo without a readable receipt completes with 0 items and says why in `error`.
        const count = result.itemsCount;
        notify.success(s.scanAdded(count), count === 0 && result.error ? { description: result.error } : undefined);
        void refreshInventory();
        reset();
        onOpenChange(false);
        return;
      }
      if (result.status === 'failed') {
        const message = result.error || s.scanFailed;
        setError(message);
        notify.error(message);
        setPhase('idle');
        void refreshInventory();
        return;
      }
      try {
        await wait(INVENTORY.scanPollIntervalMs, signal);
      } catch {
        return;
      }
    }
  };

  const scan = async () => {
    if (!file || busy) return;
    const run = new AbortController();
    controller.current = run;
    const stopped = () => run.signal.aborted;
    const fail = (message: string) => {
      if (stopped()) return;
      setError(message);
      setPhase('idle');
    };
    setError(null);
    setPercent(0);

    setPhase('validating');
    const problem = checkUploadPhoto(file);
    if (problem) {
      fail(problem);
      return;
    }

    setPhase('resizing');
    let sent: Blob;
    try {
      sent = await prepareScanImage(file);
    } catch (resizeError) {
      fail(resizeError instanceof Error ? resizeError.message : s.resizeFailed);
      return;
    }
    if (stopped()) return;

    setPhase('uploading');
    let target;
    try {
      target = await presignScan();
    } catch (presignError) {
      fail(reasonOf(presignError, s.presignFailed));
      return;
    }
    if (stopped()) return;
    try {
      await uploadScan(target, sent, sentName(file.name, sent), setPercent, run.signal);
    } catch (uploadError) {
      fail(uploadError instanceof ScanUploadError ? uploadError.message : s.uploadNetworkError);
      return;
    }
    if (stopped()) return;
    // Spec 3 §4: after the upload, the cached inventory and scan data are read again.
    void refreshInventory();
    void client.invalidateQueries({ queryKey: queryKeys.inventoryScan(userId, target.scanId) });

    setPhase('processing');
    await follow(target.scanId, run.signal);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={s.scanTitle}
      description={s.scanBlurb}
      dismissible={!busy}
      hideCloseButton={busy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {s.cancel}
          </Button>
          <Button onClick={() => void scan()} disabled={!file} busy={busy} busyText={busy ? busyText[phase] : undefined}>
            {s.scanSubmit}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <PhotoPicker
          photo={photo}
          accept={INVENTORY_SCAN_IMAGE_TYPES.join(',')}
          label={s.scanPicker}
          hint={s.photoHint}
          previewAlt={s.preview}
          disabled={busy}
          errorId={errorId}
        />

        {phase === 'uploading' && (
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
        )}
        {phase === 'processing' && (
          <div className="flex flex-col gap-2">
            <div role="progressbar" aria-label={s.scanProgress} className="h-2 overflow-hidden rounded-full bg-line">
              <div className="h-full w-1/3 rounded-full bg-primary motion-safe:animate-pulse" />
            </div>
            <p className="font-medium">{s.scanning}</p>
            <p className="text-sm text-muted">
              {s.takesUpTo30} {s.takesAMinute}
            </p>
          </div>
        )}
        <p aria-live="polite" className="text-sm tabular-nums text-muted empty:hidden">
          {phase === 'uploading' ? s.uploadPercent(percent) : phase === 'resizing' ? s.preparingPhoto : ''}
        </p>
        <p id={errorId} role="alert" className="text-sm text-error empty:hidden">
          {error ?? ''}
        </p>
      </div>
    </Dialog>
  );
}
