import type { Preferences } from '@sous/contract/preferences';
import { useState } from 'react';
import { useSavedPreferences } from './api/saved-preferences';
import { PreferencesInUse } from './components/PreferencesInUse';
import { PreferencesModal } from './components/PreferencesModal';
import { chosenPreferences, useVisitPreferences } from './preferences-draft';

/**
 * The preferences a generator sends, for everyone: the choices made for this visit (home tabs or
 * the modal, kept in the browser as the spec's temporary preferences), else the saved ones. Gives
 * the panel above the form (summary with a "use" switch, or the prompt to set some) and the
 * modal it opens; saving to the account stays premium, choosing does not.
 */
export function useGenerationPreferences() {
  const saved = useSavedPreferences();
  const [visitChoices, setVisitChoices] = useVisitPreferences();
  const [inUse, setInUse] = useState(true);
  const [editing, setEditing] = useState(false);
  const preferences: Preferences | null = chosenPreferences(visitChoices) ?? chosenPreferences(saved.data);
  const edit = () => {
    setEditing(true);
  };
  return {
    /** What the next generation sends (nothing when none are chosen or the cook switched them off). */
    preferences: inUse && preferences ? preferences : undefined,
    edit,
    panel: <PreferencesInUse preferences={preferences} inUse={inUse} onInUseChange={setInUse} onEdit={edit} />,
    /** The modal; `onClose` runs when it closes (the generator starts over with the new choices). */
    editor: (onClose?: () => void) => (
      <PreferencesModal
        open={editing}
        onOpenChange={(open) => {
          setEditing(open);
          if (!open) onClose?.();
        }}
        initial={preferences ?? undefined}
        onChange={setVisitChoices}
      />
    ),
  };
}
