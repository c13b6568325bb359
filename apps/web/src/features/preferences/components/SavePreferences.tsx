import type { Preferences } from '@sous/contract/preferences';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { useSavePreferences } from '../api/save-preferences';
import { preferenceStrings as s } from '../strings';

/**
 * The save control: premium users save (Saving... then Saved!); everyone else sees the spec's
 * premium message with an Upgrade to Premium link in its place.
 */
export function SavePreferences({ value, onSaved }: { value: Preferences; onSaved?: () => void }) {
  const { isPremium } = useSession();
  const save = useSavePreferences();
  const [done, setDone] = useState(false);
  if (!isPremium) {
    return (
      <div className="rounded-lg bg-premium-bg p-4 text-premium" role="note">
        <p>{s.premiumNeeded}</p>
        <ButtonLink to={paths.pricing} className="mt-3">
          {s.upgrade}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button
        busy={save.isPending}
        busyText={s.saving}
        onClick={() => { save.mutate(value, {
            onSuccess: () => {
              setDone(true);
              onSaved?.();
            },
          }); }
        }
      >
        {done ? s.saved : s.save}
      </Button>
      {save.isError && (
        <p role="alert" className="text-error">
          {s.saveFailed}
        </p>
      )}
    </div>
  );
}
