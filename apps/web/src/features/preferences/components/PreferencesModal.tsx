import type { Preferences } from '@sous/contract/preferences';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useSession } from '../../../lib/session/session';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/Tabs';
import { usePreferencesDraft } from '../preferences-draft';
import { preferenceStrings as s } from '../strings';
import { GROUP_TITLES, PREFERENCE_GROUPS, PreferenceFields } from './PreferenceFields';
import { SavePreferences } from './SavePreferences';

/** Props of {@link PreferencesModal}. */
export interface PreferencesModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: Partial<Preferences>;
  /** Called with every change, so the generator can use the choices even unsaved. */
  onChange?: (value: Preferences) => void;
}

/** The Food Preferences modal: five tabs, save for premium users, closes 1.5 s after Saved! (spec 2 §4). */
export function PreferencesModal({ open, onOpenChange, initial, onChange }: PreferencesModalProps) {
  const { isPremium } = useSession();
  const [value, change] = usePreferencesDraft(initial);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => { clearTimeout(closing.current); }, []);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={s.title}>
      <Tabs defaultValue="allergies">
        <TabsList aria-label={s.title}>
          {PREFERENCE_GROUPS.map((g) => (
            <TabsTrigger key={g} value={g}>
              {GROUP_TITLES[g]}
            </TabsTrigger>
          ))}
        </TabsList>
        {PREFERENCE_GROUPS.map((g) => (
          <TabsContent key={g} value={g}>
            <PreferenceFields
              group={g}
              value={value}
              onChange={(next) => {
                change(next);
                onChange?.(next);
              }}
            />
          </TabsContent>
        ))}
      </Tabs>
      <div className="mt-6 space-y-3">
        {!isPremium && <p className="text-muted">{s.appliesNow}</p>}
        <SavePreferences value={value} onSaved={() => (closing.current = setTimeout(() => { onOpenChange(false); }, 1500))} />
        <Button variant={isPremium ? 'ghost' : 'secondary'} onClick={() => { onOpenChange(false); }}>
          {s.done}
        </Button>
      </div>
    </Dialog>
  );
}
