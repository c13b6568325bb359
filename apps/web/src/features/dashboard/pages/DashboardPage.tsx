import type { Recipe } from '@sous/contract/recipe-api';
import { ChefHat, ListChecks, Settings, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RecipeIllustration } from '../../../components/illustrations/RecipeIllustration';
import { SceneIllustration } from '../../../components/illustrations/SceneIllustration';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { dashboardStrings as s } from '../strings';

const ACTIONS = [
  { to: paths.recipes, label: 'Create a recipe', icon: ChefHat },
  { to: paths.groceryList, label: 'Grocery list', icon: ListChecks },
  { to: paths.preferences, label: 'Preferences', icon: Settings },
  { to: paths.profile, label: 'My account', icon: User },
];

/** Props of {@link DashboardPage}: the parts other features provide (the route composes them). */
export interface DashboardPageProps {
  /** The cook's recipes (undefined while loading). */
  recipes: Recipe[] | undefined;
  /** Whether loading the recipes failed. */
  loadFailed: boolean;
  /** The generator box's content. */
  generator: ReactNode;
  /** A summary of the saved preferences, or null when none are chosen. */
  preferences: ReactNode;
  /** The newest grocery lists (the grocery feature's); a placeholder sentence without it. */
  groceryLists?: ReactNode;
}

/** /dashboard (spec 1 §2, spec 2 §2). */
export function DashboardPage({ recipes, loadFailed, generator, preferences, groceryLists }: DashboardPageProps) {
  const { user } = useSession();
  const list = [...(recipes ?? [])].filter((r) => !r.isDeleted).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const firstName = user?.name?.split(' ')[0];

  return (
    <section className="mx-auto max-w-[1200px] space-y-8 px-4 py-10">
      <title>Dashboard · Sous</title>
      <h1 className="font-display text-3xl font-semibold">
        {s.greeting(new Date().getHours())}
        {firstName ? `, ${firstName}` : ''}
      </h1>
      {loadFailed && <p role="alert" className="text-error">{s.loadFailed}</p>}

      <div className="rounded-xl border border-line bg-card p-5">{generator}</div>

      <div className="grid gap-6 lg:grid-cols-3">
        <section className="space-y-3 lg:col-span-2">
          <h2 className="text-xl font-semibold">{s.recent}</h2>
          {list.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              title={s.noRecentTitle}
              description={s.noRecent}
              illustration={<SceneIllustration scene="empty-pot" width={160} />}
              action={<ButtonLink to={paths.recipes}>{s.createRecipe}</ButtonLink>}
            />
          ) : (
            <ul className="space-y-2">
              {list.slice(0, 3).map((r) => (
                <li key={r.id}>
                  <Link
                    to={paths.recipe(r.id)}
                    className="flex items-center gap-3 rounded-lg border border-line bg-card p-2 pr-4 hover:border-primary"
                  >
                    <RecipeIllustration recipe={r} size={64} className="h-12 w-16 shrink-0 rounded-md" />
                    <span className="min-w-0">
                      <span className="block font-medium">{r.name}</span>
                      <span className="block text-sm text-muted">
                        {r.isSaved ? 'Saved' : 'Generated'} · {new Date(r.createdAt).toLocaleDateString()}
                      </span>
                    </span>
                  </Link>
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
          {preferences ?? <p className="text-muted">{s.noPreferences}</p>}
          <Link to={paths.preferences} className="font-medium text-primary hover:underline">
            Edit preferences
          </Link>
        </section>
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{s.activity}</h2>
          {list.length === 0 ? (
            <p className="text-muted">{s.noActivity}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {list.slice(0, 5).map((r) => (
                <li key={r.id}>
                  {r.isSaved ? 'Saved' : 'Generated'} “{r.name}”
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{s.groceryLists}</h2>
          {groceryLists ?? <p className="text-muted">{s.groceryPending}</p>}
          <Link to={paths.pricing} className="font-medium text-primary hover:underline">
            {s.plans}
          </Link>
        </section>
      </div>
    </section>
  );
}
