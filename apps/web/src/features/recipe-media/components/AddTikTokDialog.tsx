import type { TikTokItem } from '@sous/contract/recipe-media';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Input } from '../../../components/ui/Input';
import { notify } from '../../../components/ui/Toast';
import { useAttachTikTok } from '../api/attach-tiktok';
import { attachFailure } from '../media-errors';
import { recipeMediaStrings as s } from '../strings';
import { checkTikTokUrl } from '../tiktok-link';

/** Props of {@link AddTikTokDialog}. */
export interface AddTikTokDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recipeId: string;
  /** The video was attached (it is in the list already). */
  onAdded?: (video: TikTokItem) => void;
  /** The server wants a screen name first (the dialog has closed). */
  onScreenNameRequired: () => void;
}

const formId = 'add-tiktok-form';

/**
 * The Add TikTok Video modal (spec 2 §2, §5, §8): a TikTok link, checked as the server checks it,
 * then attached; 'TikTok video added successfully!' once it is on the recipe.
 */
export function AddTikTokDialog({ open, onOpenChange, recipeId, onAdded, onScreenNameRequired }: AddTikTokDialogProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const attach = useAttachTikTok(recipeId);

  const close = () => {
    setUrl('');
    setError(null);
    attach.reset();
    onOpenChange(false);
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (attach.isPending) return;
    const problem = checkTikTokUrl(url);
    setError(problem);
    if (problem) return;
    attach.mutate(url.trim(), {
      onSuccess: (video) => {
        notify.success(s.tiktokAdded);
        onAdded?.(video);
        close();
      },
      onError: (attachError) => {
        const failure = attachFailure(attachError);
        if (failure.kind === 'screenName') {
          close();
          onScreenNameRequired();
        } else {
          setError(failure.message);
        }
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={s.tiktokTitle}
      description={s.tiktokDescription}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {s.cancel}
          </Button>
          <Button type="submit" form={formId} busy={attach.isPending} busyText={s.adding}>
            {s.addVideo}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Input
          label={s.tiktokLabel}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={s.tiktokPlaceholder}
          hint={s.tiktokHint}
          error={error}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            if (error) setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
