import { ErrorCode } from '@sous/contract/errors';
import { Check, Copy, Globe, Lock, Share2, Users } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/ConfirmDialog';
import { Dialog } from '../../../components/ui/Dialog';
import { Skeleton } from '../../../components/ui/Skeleton';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useShareRecipe } from '../api/share-recipe';
import { useShareStatus } from '../api/share-status';
import { useUnshareRecipe } from '../api/unshare-recipe';
import { facebookShareUrl, sharedRecipeUrl, trackShare, twitterShareUrl } from '../share-links';
import { publicRecipeStrings as s } from '../strings';
import { FacebookIcon, TwitterIcon } from './NetworkIcons';

/** The recipe being shared: the cook's own. */
export interface ShareableRecipe {
  id: string;
  name: string;
}

/** Props of {@link ShareRecipeDialog}. */
export interface ShareRecipeDialogProps {
  recipe: ShareableRecipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Copies text to the clipboard; false when the browser refuses (no permission, no secure context). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const networkLink = buttonClasses('secondary', 'flex-1');

/** The share step: the link (copied on arrival), the device share sheet, Facebook, Twitter, groups to come, and Make private. */
function ShareStep({ recipe, publicRecipeId, onMakePrivate }: { recipe: ShareableRecipe; publicRecipeId: string; onMakePrivate: () => void }) {
  const link = sharedRecipeUrl(publicRecipeId);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const canShareNatively = typeof navigator.share === 'function';

  const showCopied = useCallback(() => {
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => { setCopied(false); }, s.copiedMs);
  }, []);
  const copy = () => {
    void copyText(link).then((done) => { if (done) showCopied(); });
  };

  // The link is copied as the step appears (spec 2 §4), so the cook can paste it at once.
  useEffect(() => {
    void copyText(link).then((done) => { if (done) showCopied(); });
    return () => { clearTimeout(timer.current); };
  }, [link, showCopied]);

  const shareNatively = async () => {
    trackShare('native', recipe.id);
    try {
      await navigator.share({ title: recipe.name, text: s.shareMessage(recipe.name), url: link });
    } catch {
      // Closing the sheet without sharing is not an error.
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">{s.shareText}</p>
      <div className="flex flex-col gap-2">
        <label htmlFor="share-link" className="text-sm font-semibold">
          {s.link}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="share-link"
            readOnly
            value={link}
            onFocus={(event) => { event.currentTarget.select(); }}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-primary"
          />
          <Button
            variant={copied ? 'secondary' : 'primary'}
            className="min-w-32"
            onClick={() => {
              trackShare('copy', recipe.id);
              copy();
            }}
          >
            {copied ? <Check size={20} strokeWidth={1.75} aria-hidden="true" /> : <Copy size={20} strokeWidth={1.75} aria-hidden="true" />}
            {copied ? s.copied : s.copyLink}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {copied ? s.copied : ''}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {canShareNatively && (
          <Button variant="secondary" className="flex-1" onClick={() => void shareNatively()}>
            <Share2 size={20} strokeWidth={1.75} aria-hidden="true" />
            {s.shareVia}
          </Button>
        )}
        <a href={facebookShareUrl(link)} target="_blank" rel="noopener noreferrer" className={networkLink} onClick={() => { trackShare('facebook', recipe.id); }}>
          <FacebookIcon />
          {s.facebook}
          <span className="sr-only"> {s.opensInNewTab}</span>
        </a>
        <a href={twitterShareUrl(link, recipe.name)} target="_blank" rel="noopener noreferrer" className={networkLink} onClick={() => { trackShare('twitter', recipe.id); }}>
          <TwitterIcon />
          {s.twitter}
          <span className="sr-only"> {s.opensInNewTab}</span>
        </a>
      </div>
      <div className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-line px-4 py-3">
        <span className="flex items-center gap-2 text-muted">
          <Users size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.shareWithGroup}
        </span>
        <Badge kind="comingSoon" />
      </div>
      <div className="border-t border-line pt-4">
        <Button variant="ghost" className="-ml-3" onClick={onMakePrivate}>
          <Lock size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.makePrivate}
        </Button>
      </div>
    </div>
  );
}

/** A question with its two answers, inside the dialog (public, or private again). */
function ConfirmStep({ title, text, confirmText, busyText, busy, destructive = false, onConfirm, onCancel }: {
  title: string;
  text: string;
  confirmText: string;
  busyText: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-lg font-semibold text-ink">
        {destructive ? <Lock size={20} strokeWidth={1.75} aria-hidden="true" /> : <Globe size={20} strokeWidth={1.75} aria-hidden="true" />}
        {title}
      </p>
      <p className="text-muted">{text}</p>
      <div className="mt-3 flex flex-col-reverse gap-3 md:flex-row md:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {s.cancel}
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} busy={busy} busyText={busyText}>
          {confirmText}
        </Button>
      </div>
    </div>
  );
}

/** What the dialog shows, chosen afresh each time it opens. */
function ShareSteps({ recipe, onClose }: { recipe: ShareableRecipe; onClose: () => void }) {
  const status = useShareStatus(recipe.id, true);
  const share = useShareRecipe();
  const unshare = useUnshareRecipe();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [confirmingPrivate, setConfirmingPrivate] = useState(false);

  const askForScreenName = async () => {
    onClose();
    const setOne = await confirm({ title: s.screenNameTitle, message: s.screenNameRequired, confirmText: s.setScreenName, cancelText: s.notNow });
    if (setOne) void navigate(paths.profile);
  };
  const makePublic = () => {
    share.mutate(recipe.id, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.ScreenNameRequired) {
          void askForScreenName();
          return;
        }
        // The spec only logs other failures; the cook is told too, so the dialog never just sits there.
        console.error('Sharing the recipe failed', error);
        notify.error(s.shareFailed);
      },
    });
  };
  const makePrivate = () => {
    unshare.mutate(recipe.id, {
      onSuccess: () => {
        onClose();
        notify.success(s.madePrivate);
      },
      onError: () => notify.error(s.makePrivateFailed),
    });
  };

  if (status.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-error">
        <p>{s.shareStatusFailed}</p>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {s.tryAgain}
        </Button>
      </div>
    );
  }
  if (status.data === undefined) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <span className="sr-only">{s.loading}</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-11" />
      </div>
    );
  }
  if (status.data === null) {
    return (
      <ConfirmStep
        title={s.confirmTitle}
        text={s.confirmText}
        confirmText={s.makePublic}
        busyText={s.sharing}
        busy={share.isPending}
        onConfirm={makePublic}
        onCancel={onClose}
      />
    );
  }
  if (confirmingPrivate) {
    return (
      <ConfirmStep
        title={s.makePrivateTitle}
        text={s.makePrivateText}
        confirmText={s.makePrivateConfirm}
        busyText={s.saving}
        busy={unshare.isPending}
        destructive
        onConfirm={makePrivate}
        onCancel={() => { setConfirmingPrivate(false); }}
      />
    );
  }
  return <ShareStep recipe={recipe} publicRecipeId={status.data} onMakePrivate={() => { setConfirmingPrivate(true); }} />;
}

/**
 * The Share Recipe modal (spec 2 §2, §4): a private recipe first asks 'Make this recipe public?';
 * a public one shows its link, copied at once, with the share channels and Make private. A cook
 * without a screen name is offered the profile page to set one.
 */
export function ShareRecipeDialog({ recipe, open, onOpenChange }: ShareRecipeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={s.shareRecipe}>
      <ShareSteps recipe={recipe} onClose={() => { onOpenChange(false); }} />
    </Dialog>
  );
}
