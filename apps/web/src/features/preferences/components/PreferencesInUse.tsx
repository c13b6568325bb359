import type { Preferences } from '@sous/contract/preferences';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
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
 * The signed-in generator's preferences panel (spec 2 §2): 'Using Your Preferences' with a summary
 * and Edit, or the yellow prompt to set some.
 */
export function PreferencesInUse({ preferences, inUse, onInUseChange, onEdit }: PreferencesInUseProps) {
  return (
    <div className="rounded-xl border border-line bg-card p-4">
      {preferences ? (
        <>
          <div className="mb-3 flex items-center justify-between gap-3">
            <label className="flex min-h-11 items-center gap-2 font-medium">
              <input type="checkbox" checked={inUse} onChange={(e) => { onInUseChange(e.target.checked); }} className="size-5 accent-primary" />
              {s.usingPreferences}
            </label>
            <Button variant="ghost" onClick={onEdit}>
              {s.editPreferences}
            </Button>
          </div>
          <PreferencesSummary preferences={preferences} />
        </>
      ) : (
        <p className="rounded-lg bg-warning-bg px-4 py-3 text-warning">
          {s.noPreferences}{' '}
          <Link to={paths.preferences} className="font-medium underline">
            {s.setPreferences}
          </Link>
        </p>
      )}
    </div>
  );
}
