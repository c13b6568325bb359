import type { GroceryList } from '@sous/contract/grocery';
import { Check, Copy, Link2, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useShareGroceryList } from '../api/share-grocery-list';
import { useUnshareGroceryList } from '../api/unshare-grocery-list';
import { reasonOf } from '../grocery-errors';
import { groceryStrings as s } from '../strings';

/** Where a list's read-only link opens: `{origin}/grocery-list/shared/{token}`. */
export const sharedListUrl = (token: string, origin = window.location.origin) => `${origin}${paths.sharedGroceryList(token)}`;

const COPIED_MS = 2000;

/** The link with its Copy button, and Stop sharing. */
function LinkStep({ list, onStopped }: { list: GroceryList & { shareToken: string }; onStopped: () => void }) {
  const link = sharedListUrl(list.shareToken);
  const unshare = useUnshareGroceryList();
  const [copied, setCopied] = useState<boolean | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => { clearTimeout(timer.current); }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => { setCopied(null); }, COPIED_MS);
    } catch {
      // No clipboard (permission, insecure page): select the link so it can be copied by hand.
      input.current?.select();
      setCopied(false);
    }
  };
  const stop = () => {
    unshare.mutate(list.listId, {
      onSuccess: () => {
        notify.success(s.stopped);
        onStopped();
      },
      onError: (error) => notify.error(s.failed.unshare, { description: reasonOf(error, s.updateFailed) }),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">{s.shareText}</p>
      <div className="flex flex-col gap-2">
        <label htmlFor={`share-${list.listId}`} className="text-sm font-medium">
          {s.link}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id={`share-${list.listId}`}
            readOnly
            value={link}
            onFocus={(event) => { event.currentTarget.select(); }}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-base text-ink"
          />
          <Button variant={copied ? 'secondary' : 'primary'} className="sm:min-w-32" onClick={() => void copy()}>
            {copied ? <Check size={20} strokeWidth={1.75} aria-hidden="true" /> : <Copy size={20} strokeWidth={1.75} aria-hidden="true" />}
            {copied ? s.copied : s.copyLink}
          </Button>
        </div>
        <p role="status" className={copied === false ? 'text-sm text-muted' : 'sr-only'}>
          {copied === true ? s.copied : copied === false ? s.copyFailed : ''}
        </p>
      </div>
      <div className="border-t border-line pt-4">
        <Button variant="ghost" className="-ml-3 text-error! hover:bg-error-bg hover:text-error!" busy={unshare.isPending} busyText={s.stopping} onClick={stop}>
          <Lock size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.stopSharing}
        </Button>
      </div>
    </div>
  );
}

/** Share: a read-only link to the list, with Copy and Stop sharing; a private list offers to make one. */
export function ShareListDialog({ list, open, onOpenChange }: { list: GroceryList; open: boolean; onOpenChange: (open: boolean) => void }) {
  const share = useShareGroceryList();
  const token = list.shareToken;
  const start = () => {
    share.mutate(list.listId, { onError: (error) => notify.error(s.failed.share, { description: reasonOf(error, s.updateFailed) }) });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={s.shareTitle}>
      {token ? (
        <LinkStep list={{ ...list, shareToken: token }} onStopped={() => { onOpenChange(false); }} />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 text-muted">
            <Lock size={20} strokeWidth={1.75} aria-hidden="true" className="shrink-0" />
            {s.shareOff}
          </p>
          <p className="text-muted">{s.shareText}</p>
          <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-end">
            <Button variant="secondary" onClick={() => { onOpenChange(false); }}>
              {s.cancel}
            </Button>
            <Button busy={share.isPending} busyText={s.shareStarting} onClick={start}>
              <Link2 size={20} strokeWidth={1.75} aria-hidden="true" />
              {s.shareStart}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
