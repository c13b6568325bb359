import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { FullScreenSpinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { useSavedPreferences } from '../api/saved-preferences';
import { GROUP_TITLES, PREFERENCE_GROUPS, PreferenceFields } from '../components/PreferenceFields';
import { SavePreferences } from '../components/SavePreferences';
import { usePreferencesDraft } from '../preferences-draft';
import { preferenceStrings as s } from '../strings';

/** /preferences: the five-step wizard (spec 1 §2): Back except on step 1, Next until step 5, then save. */
export function PreferencesPage() {
  const saved = useSavedPreferences();
  if (saved.isPending) return <FullScreenSpinner />;
  return <Wizard initial={saved.data && Object.keys(saved.data).length > 0 ? saved.data : undefined} loadFailed={saved.isError} />;
}

function Wizard({ initial, loadFailed }: { initial?: Parameters<typeof usePreferencesDraft>[0]; loadFailed: boolean }) {
  const { isPremium } = useSession();
  const [step, setStep] = useState(0);
  const [value, change] = usePreferencesDraft(initial);
  // Back and Next keep the step within the five groups.
  const group = PREFERENCE_GROUPS[step] ?? 'allergies';
  return (
    <section className="mx-auto max-w-[720px] px-4 py-10">
      <title>{`${s.wizardTitle} · Sous`}</title>
      <h1 className="font-display text-3xl font-semibold">{s.wizardTitle}</h1>
      {loadFailed && <p role="alert" className="mt-2 text-error">{s.loadFailed}</p>}
      {!isPremium && step === 0 && (
        // Said before the questions, not after the fifth step.
        <div role="note" className="mt-4 space-y-2 rounded-lg bg-premium-bg p-4 text-premium">
          <p>{s.premiumNeeded}</p>
          <p>{s.chooseInGenerator}</p>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={paths.recipes}>{s.openGenerator}</ButtonLink>
            <ButtonLink to={paths.pricing} variant="secondary">
              {s.upgrade}
            </ButtonLink>
          </div>
        </div>
      )}
      <p className="mt-2 text-muted">{s.step(step + 1)}</p>
      <div className="mt-6 rounded-xl border border-line bg-card p-6">
        <h2 className="mb-4 text-xl font-semibold">{GROUP_TITLES[group]}</h2>
        <PreferenceFields group={group} value={value} onChange={change} />
      </div>
      <div className="mt-6 flex flex-wrap items-start justify-between gap-3">
        <Button variant="secondary" onClick={() => { setStep(step - 1); }} disabled={step === 0}>
          {s.back}
        </Button>
        {step < PREFERENCE_GROUPS.length - 1 ? (
          <Button onClick={() => { setStep(step + 1); }}>{s.next}</Button>
        ) : (
          <div className="max-w-sm">
            <SavePreferences value={value} />
          </div>
        )}
      </div>
    </section>
  );
}
