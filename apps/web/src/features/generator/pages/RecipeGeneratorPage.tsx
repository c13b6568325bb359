import type { Preferences } from '@sous/contract/preferences';
import type { Recipe } from '@sous/contract/recipe-api';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadingOverlay } from '../../../components/ui/LoadingOverlay';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { GeneratorForm } from '../components/GeneratorForm';
import { PantryOption } from '../components/PantryOption';
import { freshVisit, useGeneratorVisit, type GeneratorVisitState } from '../generator-visit';
import { useDailyLimit } from '../hooks/useDailyLimit';
import { useGeneration } from '../hooks/useGeneration';
import { generatorStrings as s } from '../strings';

/** Props of {@link RecipeGeneratorPage}: what other features add to the screen (the route composes them). */
export interface RecipeGeneratorPageProps {
  /** Sent with each generation, if any. */
  preferences?: Preferences;
  /** Shown above the form (the signed-in cook's preferences). */
  preferencesPanel?: ReactNode;
  /** Shows generated recipes, each with its actions. */
  renderRecipes: (recipes: Recipe[]) => ReactNode;
  /** 'Change Preferences' under the results; without it the generator starts over. */
  onChangePreferences?: () => void;
  /** Rendered last, given a way to start over (the preferences editor closes into a fresh form). */
  renderEditor?: (startOver: () => void) => ReactNode;
}

/** /recipes: the Recipe Generator (spec 2 §2, §4). */
export function RecipeGeneratorPage(props: RecipeGeneratorPageProps) {
  const visit = useGeneratorVisit();
  // A new visit (or Generate Another Recipe) starts from a fresh page.
  return <Generator key={visit.key} state={visit.state} {...props} />;
}

function Generator({
  state,
  preferences,
  preferencesPanel,
  renderRecipes,
  onChangePreferences,
  renderEditor,
}: RecipeGeneratorPageProps & { state: GeneratorVisitState }) {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const navigate = useNavigate();
  // The pantry screen's "Cook with what I have" opens the generator with the pantry on.
  const [search] = useSearchParams();
  const [pantryChosen, setPantryChosen] = useState(search.get('pantry') === '1');
  const usePantry = signedIn && pantryChosen;
  const { limit, update } = useDailyLimit();
  const generation = useGeneration(update);
  const fromDashboard = state.fromDashboard && state.generatedRecipes ? state.generatedRecipes : null;
  const results = generation.phase === 'completed' ? generation.recipes : (fromDashboard ?? []);

  return (
    <section className="mx-auto max-w-[820px] space-y-6 px-4 py-10">
      <title>{`${s.title} · Sous`}</title>
      <header>
        <h1 className="font-display text-3xl font-semibold">{s.title}</h1>
        <p className="mt-2 text-muted">{s.lead}</p>
      </header>

      {/* Nothing to choose for while the day's allowance is used up, and one banner is enough. */}
      {!limit.isLimited && preferencesPanel}

      {/* Stays in view after a generation, with the request, so the cook can adjust it and try again. */}
      <GeneratorForm
        busy={generation.busy}
        limit={limit}
        initial={state.prompt}
        allowBlank={usePantry}
        options={signedIn && <PantryOption checked={pantryChosen} onChange={setPantryChosen} />}
        onSubmit={(prompt) => void generation.generate(prompt, preferences, 1, usePantry)}
      />
      {generation.busy && <LoadingOverlay messages={s.loadingMessages} fullScreen={false} />}
      {generation.error && (
        <p role="alert" className="rounded-lg bg-error-bg px-4 py-3 text-error">
          {generation.error}
        </p>
      )}

      {results.length > 0 && (
        <>
          {renderRecipes(results)}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void navigate(paths.recipes, { replace: true, state: freshVisit() })}>{s.another}</Button>
            {signedIn && (
              <ButtonLink to={paths.savedRecipes} variant="secondary">
                {s.viewSaved}
              </ButtonLink>
            )}
            <Button variant="ghost" onClick={onChangePreferences ?? generation.reset}>
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
          to keep your recipes and preferences.
        </p>
      )}
      {renderEditor?.(generation.reset)}
    </section>
  );
}
