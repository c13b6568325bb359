import type { Preferences } from '@sous/contract/preferences';
import type { Recipe } from '@sous/contract/recipe-api';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadingOverlay } from '../../../components/ui/LoadingOverlay';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/Tabs';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { GeneratorForm } from './GeneratorForm';
import { useDailyLimit } from '../hooks/useDailyLimit';
import { useGeneration } from '../hooks/useGeneration';
import { generatorStrings as s } from '../strings';

/** A tab of choices beside the Recipe tab. */
export interface ChoiceTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** Props of {@link HomeGenerator}: what other features add to it (the route composes them). */
export interface HomeGeneratorProps {
  /** The tabs after Recipe, each ending with Continue to Recipe. */
  choiceTabs: readonly ChoiceTab[];
  /** Sent with each generation, once the visitor made some. */
  choices?: Partial<Preferences>;
  /** Shows generated recipes, each with its actions. */
  renderRecipes: (recipes: Recipe[]) => ReactNode;
}

/** The home page's generator: the Recipe tab and the choice tabs, each with Continue to Recipe (spec 2 §2). */
export function HomeGenerator({ choiceTabs, choices, renderRecipes }: HomeGeneratorProps) {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const [tab, setTab] = useState<string>('recipe');
  const { limit, update } = useDailyLimit();
  const generation = useGeneration(update);
  // The last request stays in the box (after a result and after Change Preferences) to adjust and retry.
  const [prompt, setPrompt] = useState('');
  const generate = (text: string) => {
    setPrompt(text);
    void generation.generate(text, choices, 1);
  };
  const form = (
    <GeneratorForm busy={generation.busy} limit={limit} initial={prompt} onSubmit={generate} />
  );

  if (generation.phase === 'completed') {
    return (
      <div className="space-y-4">
        {form}
        {renderRecipes(generation.recipes)}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={generation.reset}>
            {s.changePreferences}
          </Button>
          <ButtonLink to={paths.featured} variant="ghost">
            {s.browseAll}
          </ButtonLink>
          {!signedIn && (
            <span className="text-muted">
              <Link to={paths.login} className="font-medium text-primary hover:underline">
                {s.signIn}
              </Link>{' '}
              ·{' '}
              <Link to={paths.signup} className="font-medium text-primary hover:underline">
                {s.createAccount}
              </Link>
            </span>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4 rounded-xl border border-line bg-card p-5">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Recipe generator">
          <TabsTrigger value="recipe">{s.recipeTab}</TabsTrigger>
          {choiceTabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="recipe" className="space-y-4">
          {form}
          {generation.error && (
            <p role="alert" className="rounded-lg bg-error-bg px-4 py-3 text-error">
              {generation.error}
            </p>
          )}
        </TabsContent>
        {choiceTabs.map((t) => (
          <TabsContent key={t.value} value={t.value} className="space-y-4">
            {t.content}
            <Button onClick={() => { setTab('recipe'); }}>{s.continueToRecipe}</Button>
          </TabsContent>
        ))}
      </Tabs>
      {generation.busy && <LoadingOverlay messages={s.loadingMessages} fullScreen={false} />}
    </div>
  );
}
