import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Textarea } from '../../../components/ui/Textarea';
import { generatorStrings as s } from '../strings';

/** The meal description box: must not be blank (spec 2 §5); disabled while busy or out of generations. */
export function GeneratorForm({
  onSubmit,
  busy,
  disabled,
  initial = '',
}: {
  onSubmit: (prompt: string) => void;
  busy: boolean;
  disabled: boolean;
  initial?: string;
}) {
  const [prompt, setPrompt] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!prompt.trim()) { setError(s.blank); return; }
    setError(undefined);
    onSubmit(prompt.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Textarea label={s.label} placeholder={s.placeholder} value={prompt} onChange={(e) => { setPrompt(e.target.value); }} error={error} rows={3} maxLength={2000} />
      <Button type="submit" busy={busy} busyText={s.generating} disabled={disabled} className="self-start">
        {s.generate}
      </Button>
    </form>
  );
}
