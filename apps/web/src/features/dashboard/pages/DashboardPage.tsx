import { ChefHat, ListChecks, Settings, User } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { Chip } from '../../../components/ui/Chip';
import { LoadingOverlay } from '../../../components/ui/LoadingOverlay';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth/hooks/useAuth';
import { GeneratorForm } from '../../generator/components/GeneratorForm';
import { PreferencesSummary } from '../../generator/components/PreferencesSummary';
import { useDailyLimit } from '../../generator/hooks/useDailyLimit';
import { useGeneration } from '../../generator/hooks/useGeneration';
import { generatorStrings } from '../../generator/strings';
import { useSavedPreferences } from '../../preferences/api/preferences';
import { completePreferences, hasChoices } from '../../preferences/preferences-draft';
import { useRecipes } from '../../recipes/api/recipes';
import { dashboardStrings as s } from '../strings';

const ACTIONS = [
  { to: paths.recipes, label: 'Create a recipe', icon: ChefHat },
  { to: paths.groceryList, label: 'Grocery list', icon: ListChecks },
  { to: paths.preferences, label: 'Preferences', icon: Settings },
  { to: paths.profile, label: 'My account', icon: User },
];

/** /dashboard (spec 1 §2, spec 2 §2). */
export function DashboardPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const recipes = useRecipes();
  const saved = useSavedPreferences(true);
  const { limit, update } = useDailyLimit();
  const generation = useGeneration(update);
  const preferences = saved.data && hasChoices(saved.data) ? completePreferences(saved.data) : null;
  const list = [...(recipes.data ?? [])].filter((r) => !r.isDeleted).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const firstName = user?.name?.split(' ')[0];

  // When a generation from here is done, the generator page shows it (spec 2 §2).
  useEffect(() => {
    if (generation.phase === 'completed') {
      navigate(paths.recipes, { state: { fromDashboard: true, generatedRecipes: generation.recipes, timestamp: Date.now() } });
    }
  }, [generation.phase, generation.recipes, navigate]);

  return (
    <section className="mx-auto max-w-[1200px] space-y-8 px-4 py-10">
      <title>Dashboard · Sous</title>
      <h1 className="font-display text-3xl font-semibold">
        {s.greeting(new Date().getHours())}
        {firstName ? `, ${firstName}` : ''}
      </h1>
      {recipes.isError && <p role="alert" className="text-error">{s.loadFailed}</p>}

      <div className="rounded-xl border border-line bg-card p-5">
        <GeneratorForm
          busy={generation.busy}
          disabled={generation.busy || limit.isLimited}
          onSubmit={(prompt) => generation.generate(prompt, preferences ?? undefined, 1)}
        />
        <div className="mt-3 flex flex-wrap gap-2">
          {s.chips.map((chip) => (
            <Chip key={chip} onClick={() => generation.generate(chip, preferences ?? undefined, 1)}>
              {chip}
            </Chip>
          ))}
        </div>
        {generation.busy && <LoadingOverlay messages={generatorStrings.loadingMessages} fullScreen={false} />}
        {generation.error && <p role="alert" className="mt-3 text-error">{generation.error}</p>}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <section className="space-y-3 lg:col-span-2">
          <h2 className="text-xl font-semibold">{s.recent}</h2>
          {list.length === 0 ? (
            <p className="text-muted">{s.noRecent}</p>
          ) : (
            <ul className="space-y-2">
              {list.slice(0, 3).map((r) => (
                <li key={r.id} className="rounded-lg border border-line bg-card px-4 py-3">
                  <p className="font-medium">{r.name}</p>
                  <p className="text-sm text-muted">{r.isSaved ? 'Saved' : 'Generated'} · {new Date(r.createdAt).toLocaleDateString()}</p>
                </li>
              ))}
            </ul>
          )}
          <Link to={paths.savedRecipes} className="font-medium text-primary hover:underline">
            {s.viewAll}
          </Link>
        </section>
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{s.quickActions}</h2>
          <ul className="grid grid-cols-2 gap-2">
            {ACTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className="flex min-h-11 items-center gap-2 rounded-lg border border-line bg-card px-3 py-2 hover:border-primary">
                  <Icon size={20} strokeWidth={1.75} className="text-primary" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{s.preferences}</h2>
          {preferences ? <PreferencesSummary preferences={preferences} /> : <p className="text-muted">{s.noPreferences}</p>}
          <Link to={paths.preferences} className="font-medium text-primary hover:underline">
            Edit preferences
          </Link>
        </section>
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{s.activity}</h2>
          <ul className="space-y-1 text-sm">
            {list.slice(0, 5).map((r) => (
              <li key={r.id}>
                {r.isSaved ? 'Saved' : 'Generated'} “{r.name}”
              </li>
            ))}
          </ul>
        </section>
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{s.groceryLists}</h2>
          <p className="text-muted">{s.groceryPending}</p>
          <ButtonLink to={paths.pricing} variant="ghost" className="-ml-3">
            {s.plans}
          </ButtonLink>
        </section>
      </div>
    </section>
  );
}
