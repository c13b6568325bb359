import type { Preferences } from '@sous/contract/preferences';
import { Button } from '../../../components/ui/Button';
import { preferenceStrings as s } from '../strings';
import { PreferencesSummary } from './PreferencesSummary';

/** Props of {@link PreferencesInUse}. */
export interface PreferencesInUseProps {
  /** The preferences the generator would send, or null when none are chosen. */
  preferences: Preferences | null;
  /** Whether they are sent with the next generation. */
  inUse: boolean;
  onInUseChange: (inUse: boolean) => void;
  onEdit: () => void;
}

/**
 * The generator's preferences panel (spec 2 §2): 'Using Your Preferences' with a summary and Edit,
 * or the yellow prompt to set some, which opens the same editor.
 */
export function PreferencesInUse({ preferences, inUse, onInUseChange, onEdit }: PreferencesInUseProps) {
  if (!preferences) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-warning-bg px-4 py-2 text-warning">
        <p>{s.noPreferences}</p>
        <Button variant="secondary" onClick={onEdit}>
          {s.setPreferences}
        </Button>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-line bg-card p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-11 items-center gap-2 font-medium">
          <input type="checkbox" checked={inUse} onChange={(e) => { onInUseChange(e.target.checked); }} className="size-5 accent-primary" />
          {s.usingPreferences}
        </label>
        <Button variant="ghost" onClick={onEdit}>
          {s.editPreferences}
        </Button>
      </div>
      <PreferencesSummary preferences={preferences} />
    </div>
  );
}
