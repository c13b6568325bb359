import type { Recipe } from '@sous/contract/recipe-api';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadingOverlay } from '../../../components/ui/LoadingOverlay';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth/hooks/useAuth';
import { useSavedPreferences } from '../../preferences/api/preferences';
import { PreferencesModal } from '../../preferences/components/PreferencesModal';
import { completePreferences, hasChoices } from '../../preferences/preferences-draft';
import { GeneratedRecipes } from '../components/GeneratedRecipes';
import { GeneratorForm } from '../components/GeneratorForm';
import { LimitBanner } from '../components/LimitBanner';
import { PreferencesSummary } from '../components/PreferencesSummary';
import { useDailyLimit } from '../hooks/useDailyLimit';
import { useGeneration } from '../hooks/useGeneration';
import { generatorStrings as s } from '../strings';

interface GeneratorState {
  fromDashboard?: boolean;
  generatedRecipes?: Recipe[];
  timestamp?: number;
  reload?: number;
}

/** /recipes: the Recipe Generator (spec 2 §2, §4). */
export function RecipeGeneratorPage() {
  const { status, isPremium } = useAuth();
  const signedIn = status === 'authenticated';
  const state = (useLocation().state ?? {}) as GeneratorState;
  // A new visit (or Generate Another Recipe) starts from a fresh page.
  return <Generator key={state.reload ?? state.timestamp ?? 0} signedIn={signedIn} premium={isPremium} state={state} />;
}

function Generator({ signedIn, premium, state }: { signedIn: boolean; premium: boolean; state: GeneratorState }) {
  const navigate = useNavigate();
  const saved = useSavedPreferences(signedIn);
  const [override, setOverride] = useState<ReturnType<typeof completePreferences> | null>(null);
  const [usePrefs, setUsePrefs] = useState(true);
  const [editing, setEditing] = useState(false);
  const { limit, update } = useDailyLimit();
  const generation = useGeneration(update);
  const fromDashboard = state.fromDashboard && state.generatedRecipes ? state.generatedRecipes : null;
  const preferences = override ?? (saved.data && hasChoices(saved.data) ? completePreferences(saved.data) : null);
  const results = generation.phase === 'completed' ? generation.recipes : (fromDashboard ?? []);

  return (
    <section className="mx-auto max-w-[820px] space-y-6 px-4 py-10">
      <title>{`${s.title} · Sous`}</title>
      <header>
        <h1 className="font-display text-3xl font-semibold">{s.title}</h1>
        <p className="mt-2 text-muted">{s.lead}</p>
      </header>

      {signedIn && (
        <div className="rounded-xl border border-line bg-card p-4">
          {preferences ? (
            <>
              <div className="mb-3 flex items-center justify-between gap-3">
                <label className="flex min-h-11 items-center gap-2 font-medium">
                  <input type="checkbox" checked={usePrefs} onChange={(e) => setUsePrefs(e.target.checked)} className="size-5 accent-primary" />
                  {s.usingPreferences}
                </label>
                <Button variant="ghost" onClick={() => setEditing(true)}>
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
      )}

      <LimitBanner limit={limit} premium={premium} signedIn={signedIn} />

      {results.length === 0 && (
        <GeneratorForm
          busy={generation.busy}
          disabled={generation.busy || limit.isLimited}
          onSubmit={(prompt) => generation.generate(prompt, usePrefs && preferences ? preferences : undefined, 1)}
        />
      )}
      {generation.busy && <LoadingOverlay messages={s.loadingMessages} fullScreen={false} />}
      {generation.error && (
        <p role="alert" className="rounded-lg bg-error-bg px-4 py-3 text-error">
          {generation.error}
        </p>
      )}

      {results.length > 0 && (
        <>
          <GeneratedRecipes recipes={results} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => navigate(paths.recipes, { replace: true, state: { reload: Date.now() } })}>{s.another}</Button>
            {signedIn && (
              <ButtonLink to={paths.savedRecipes} variant="secondary">
                {s.viewSaved}
              </ButtonLink>
            )}
            <Button variant="ghost" onClick={() => (signedIn ? setEditing(true) : generation.reset())}>
              {s.changePreferences}
            </Button>
          </div>
        </>
      )}
      {!signedIn && (
        <p className="text-muted">
          <Link to={paths.login} className="font-medium text-primary hover:underline">
            {s.signIn}
          </Link>{' '}
          or{' '}
          <Link to={paths.signup} state={{ returnTo: paths.savedRecipes }} className="font-medium text-primary hover:underline">
            {s.createAccount}
          </Link>{' '}
          to save recipes and use your preferences.
        </p>
      )}
      {signedIn && (
        <PreferencesModal
          open={editing}
          onOpenChange={(open) => {
            setEditing(open);
            if (!open) generation.reset();
          }}
          initial={preferences ?? undefined}
          onChange={setOverride}
        />
      )}
    </section>
  );
}
