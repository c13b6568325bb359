import { DEFAULT_PREFERENCES, type Preferences } from '@sous/contract/preferences';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadingOverlay } from '../../../components/ui/LoadingOverlay';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/Tabs';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth/hooks/useAuth';
import { PreferenceFields, type PreferenceGroup } from '../../preferences/components/PreferenceFields';
import { GeneratedRecipes } from './GeneratedRecipes';
import { GeneratorForm } from './GeneratorForm';
import { LimitBanner } from './LimitBanner';
import { useDailyLimit } from '../hooks/useDailyLimit';
import { useGeneration } from '../hooks/useGeneration';
import { generatorStrings as s } from '../strings';

const TABS: { value: 'recipe' | PreferenceGroup; label: string }[] = [
  { value: 'recipe', label: 'Recipe' },
  { value: 'allergies', label: 'Allergies' },
  { value: 'cuisines', label: 'Cuisines' },
  { value: 'time', label: 'Time' },
  { value: 'restrictions', label: 'Restrictions' },
  { value: 'health', label: 'Health' },
];

/** The home page's generator: six tabs, each choice tab with Continue to Recipe (spec 2 §2). */
export function HomeGenerator() {
  const { status, isPremium } = useAuth();
  const signedIn = status === 'authenticated';
  const [tab, setTab] = useState<string>('recipe');
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  const { limit, update } = useDailyLimit();
  const generation = useGeneration(update);

  if (generation.phase === 'completed') {
    return (
      <div className="space-y-4">
        <GeneratedRecipes recipes={generation.recipes} />
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
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="recipe" className="space-y-4">
          <LimitBanner limit={limit} premium={isPremium} signedIn={signedIn} />
          <GeneratorForm
            busy={generation.busy}
            disabled={generation.busy || limit.isLimited}
            // Choices are sent only once the visitor made some.
            onSubmit={(prompt) => generation.generate(prompt, preferences !== DEFAULT_PREFERENCES ? preferences : undefined, 1)}
          />
          {generation.error && (
            <p role="alert" className="rounded-lg bg-error-bg px-4 py-3 text-error">
              {generation.error}
            </p>
          )}
        </TabsContent>
        {TABS.filter((t) => t.value !== 'recipe').map((t) => (
          <TabsContent key={t.value} value={t.value} className="space-y-4">
            <PreferenceFields group={t.value as PreferenceGroup} value={preferences} onChange={setPreferences} />
            <Button onClick={() => setTab('recipe')}>{s.continueToRecipe}</Button>
          </TabsContent>
        ))}
      </Tabs>
      {generation.busy && <LoadingOverlay messages={s.loadingMessages} fullScreen={false} />}
    </div>
  );
}
