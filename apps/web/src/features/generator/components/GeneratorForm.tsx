import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Textarea } from '../../../components/ui/Textarea';
import { useSession } from '../../../lib/session/session';
import { useHydrated } from '../../../lib/use-hydrated';
import type { LimitState } from '../hooks/useGeneration';
import { generatorStrings as s } from '../strings';
import { GenerationAllowance } from './GenerationAllowance';

/** What a request asks besides its words. */
export interface GeneratorOptions {
  /** Cook from the signed-in cook's pantry ("Cook with what I have"). */
  usePantry: boolean;
}

/**
 * The meal description box (spec 2 §5): must not be blank (unless cooking from the pantry); the
 * button is disabled while busy or out of generations, and today's allowance under it says why.
 * With `pantry`, a signed-in cook may cook from their pantry (on at first when `pantry` is 'on').
 */
export function GeneratorForm({
  onSubmit,
  busy,
  limit,
  initial = '',
  pantry,
}: {
  onSubmit: (prompt: string, options: GeneratorOptions) => void;
  busy: boolean;
  limit: LimitState;
  initial?: string;
  pantry?: 'on' | 'off';
}) {
  const { status, isPremium } = useSession();
  const allowanceId = useId();
  const hydrated = useHydrated();
  const [prompt, setPrompt] = useState(initial);
  const [error, setError] = useState<string>();
  const [usePantry, setUsePantry] = useState(pantry === 'on');
  const pantryHintId = useId();
  const offerPantry = pantry !== undefined && status === 'authenticated';
  const fromPantry = offerPantry && usePantry;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!prompt.trim() && !fromPantry) { setError(s.blank); return; }
    setError(undefined);
    onSubmit(prompt.trim(), { usePantry: fromPantry });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Textarea label={s.label} placeholder={s.placeholder} value={prompt} onChange={(e) => { setPrompt(e.target.value); }} error={error} rows={3} maxLength={2000} readOnly={!hydrated} />
      {offerPantry && (
        <div>
          <label className="flex min-h-11 items-center gap-2 font-medium">
            <input
              type="checkbox"
              checked={usePantry}
              aria-describedby={pantryHintId}
              onChange={(e) => { setUsePantry(e.target.checked); if (e.target.checked) setError(undefined); }}
              className="size-5 accent-primary"
            />
            {s.usePantry}
          </label>
          <p id={pantryHintId} className="text-sm text-muted">
            {s.usePantryHint}
          </p>
        </div>
      )}
      <Button type="submit" busy={busy} busyText={s.generating} disabled={busy || limit.isLimited || !hydrated} aria-describedby={allowanceId} className="self-start">
        {s.generate}
      </Button>
      <GenerationAllowance id={allowanceId} limit={limit} premium={isPremium} signedIn={status === 'authenticated'} />
    </form>
  );
}
