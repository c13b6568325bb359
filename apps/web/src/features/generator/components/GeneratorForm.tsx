import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Textarea } from '../../../components/ui/Textarea';
import { useSession } from '../../../lib/session/session';
import { useHydrated } from '../../../lib/use-hydrated';
import type { LimitState } from '../hooks/useGeneration';
import { generatorStrings as s } from '../strings';
import { GenerationAllowance } from './GenerationAllowance';

/**
 * The meal description box (spec 2 §5): must not be blank (unless `allowBlank`, as when cooking
 * from the pantry); the button is disabled while busy or out of generations, and today's
 * allowance under it says why. `options` sit between the box and the button.
 */
export function GeneratorForm({
  onSubmit,
  busy,
  limit,
  initial = '',
  allowBlank = false,
  options,
}: {
  onSubmit: (prompt: string) => void;
  busy: boolean;
  limit: LimitState;
  initial?: string;
  allowBlank?: boolean;
  options?: ReactNode;
}) {
  const { status, isPremium } = useSession();
  const allowanceId = useId();
  const hydrated = useHydrated();
  const [prompt, setPrompt] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!prompt.trim() && !allowBlank) { setError(s.blank); return; }
    setError(undefined);
    onSubmit(prompt.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Textarea label={s.label} placeholder={s.placeholder} value={prompt} onChange={(e) => { setPrompt(e.target.value); }} error={error} rows={3} maxLength={2000} readOnly={!hydrated} />
      {options}
      <Button type="submit" busy={busy} busyText={s.generating} disabled={busy || limit.isLimited || !hydrated} aria-describedby={allowanceId} className="self-start">
        {s.generate}
      </Button>
      <GenerationAllowance id={allowanceId} limit={limit} premium={isPremium} signedIn={status === 'authenticated'} />
    </form>
  );
}
