import type { Preferences } from '@sous/contract/preferences';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Chip } from '../../../components/ui/Chip';
import { LoadingOverlay } from '../../../components/ui/LoadingOverlay';
import { paths } from '../../../config/paths';
import { fromDashboard } from '../generator-visit';
import { useDailyLimit } from '../hooks/useDailyLimit';
import { useGeneration } from '../hooks/useGeneration';
import { generatorStrings as s } from '../strings';
import { GeneratorForm } from './GeneratorForm';

/** Props of {@link QuickGenerator}. */
export interface QuickGeneratorProps {
  /** Sent with each generation (the cook's saved choices), if any. */
  preferences?: Preferences;
  /** Ready-made requests, one chip each. */
  suggestions: readonly string[];
  /** Shown above the form while generating is possible (the preferences in use, or the prompt to set some). */
  preferencesPanel?: ReactNode;
}

/** The dashboard's generator: the form and quick chips; when done, /recipes shows the result (spec 2 §2). */
export function QuickGenerator({ preferences, suggestions, preferencesPanel }: QuickGeneratorProps) {
  const navigate = useNavigate();
  const { limit, update } = useDailyLimit();
  const generation = useGeneration(update);
  // Carried to /recipes so the request stays in view beside its result.
  const [asked, setAsked] = useState<string>();
  const generate = (prompt: string) => {
    setAsked(prompt);
    void generation.generate(prompt, preferences, 1);
  };

  useEffect(() => {
    if (generation.phase === 'completed') void navigate(paths.recipes, { state: fromDashboard(generation.recipes, asked) });
  }, [generation.phase, generation.recipes, navigate, asked]);

  return (
    <>
      {/* Nothing to choose for while the day's allowance is used up, and one banner is enough. */}
      {!limit.isLimited && preferencesPanel && <div className="mb-4">{preferencesPanel}</div>}
      <GeneratorForm
        busy={generation.busy}
        limit={limit}
        onSubmit={generate}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        {suggestions.map((chip) => (
          <Chip key={chip} onClick={() => { generate(chip); }}>
            {chip}
          </Chip>
        ))}
      </div>
      {generation.busy && <LoadingOverlay messages={s.loadingMessages} fullScreen={false} />}
      {generation.error && <p role="alert" className="mt-3 text-error">{generation.error}</p>}
    </>
  );
}
