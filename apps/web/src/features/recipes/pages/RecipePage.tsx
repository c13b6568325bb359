import type { Recipe } from '@sous/contract/recipe-api';
import { ArrowLeft, ChefHat, Clock, Pencil, Printer, Users } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RecipeIllustration } from '../../../components/illustrations/RecipeIllustration';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useRecipe } from '../api/get-recipe';
import { EditRecipeForm } from '../components/EditRecipeForm';
import { IngredientList } from '../components/IngredientList';
import { recipeStrings as s } from '../strings';

const CookMode = lazy(() => import('../components/CookMode'));

/** Props of {@link RecipePage}. */
export interface RecipePageProps {
  recipeId: string;
  /** What to show when the recipe is not the viewer's (or does not exist): the app's 404 page. */
  notFound: ReactNode;
  /** A Share control for the recipe (sharing is another feature's). */
  renderShare?: (recipe: Recipe) => ReactNode;
  /** The recipe's media (photos and TikTok videos), when a feature provides them; after the recipe. */
  renderMedia?: (recipe: Recipe) => ReactNode;
}

/** History state of the cook-mode entry this page pushed, so leaving it goes back rather than forward. */
interface CookState {
  cookOpened?: boolean;
}

/** Site header, footer and toasts stay off paper; the page's own controls carry `print:hidden`. */
const PRINT_CSS = `@media print {
  header, footer, [data-sonner-toaster] { display: none !important; }
  body, main { background: #fff !important; }
  @page { margin: 16mm; }
}`;

/** Times as the spec words them: prep and cook, else the one given, else 'Time not specified'. */
function timeFacts(recipe: Recipe): { label: string; value: string }[] {
  return [
    { label: s.prep, value: recipe.prepTime },
    { label: s.cook, value: recipe.cookTime },
  ].filter((fact) => fact.value.trim() !== '');
}

/**
 * /recipes/{id} for the recipe's owner (issue 11): name, times and servings first, then the
 * ingredients with their amounts in a column, then numbered steps. Edit opens the form in place,
 * Print prints just the recipe, and Cook mode (`?cook=<step>`, so Back leaves it and a reload
 * keeps the step) shows one step at a time with the screen kept on.
 */
export function RecipePage({ recipeId, notFound, renderShare, renderMedia }: RecipePageProps) {
  const query = useRecipe(recipeId);
  const [editing, setEditing] = useState(false);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-[720px] px-4 py-10" role="status" aria-live="polite">
        <span className="sr-only">Loading...</span>
        <Skeleton className="mb-4 h-10 w-2/3" />
        <Skeleton className="mb-8 h-5 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound;
    return (
      <div className="mx-auto max-w-[720px] px-4 py-10">
        <p role="alert" className="mb-4 text-error">
          {s.recipeLoadFailed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {s.tryAgain}
        </Button>
      </div>
    );
  }

  const recipe = query.data;
  const times = timeFacts(recipe);
  const cookParam = params.get('cook');
  const cookStep = cookParam === null ? undefined : Math.max(1, Number.parseInt(cookParam, 10) || 1);
  const cookState = location.state as CookState | null;

  const openCookMode = () => {
    void navigate({ search: '?cook=1' }, { state: { cookOpened: true } satisfies CookState });
  };
  const setCookStep = (step: number) => {
    setParams({ cook: String(step) }, { replace: true, state: location.state as unknown });
  };
  const exitCookMode = () => {
    if (cookState?.cookOpened) void navigate(-1);
    else setParams({}, { replace: true });
  };

  if (editing) {
    return (
      <div className="mx-auto max-w-[720px] px-4 py-8">
        <title>{`${s.editTitle} · ${recipe.name} · Sous`}</title>
        <EditRecipeForm
          recipe={recipe}
          onDone={() => {
            setEditing(false);
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-[720px] px-4 py-8 print:max-w-none print:p-0" aria-labelledby="recipe-name">
      <title>{`${recipe.name} · Sous`}</title>
      <style>{PRINT_CSS}</style>
      <Link
        to={paths.savedRecipes}
        className="mb-6 -ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary print:hidden"
      >
        <ArrowLeft size={20} strokeWidth={1.75} aria-hidden="true" />
        {s.backToSaved}
      </Link>

      <h1 id="recipe-name" className="font-display text-3xl font-semibold leading-tight md:text-4xl">
        {recipe.name}
      </h1>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-lg tabular-nums">
        {times.length === 0 ? (
          <div className="flex items-center gap-2">
            <dt className="flex items-center">
              <Clock size={20} strokeWidth={1.75} className="text-muted" aria-hidden="true" />
              <span className="sr-only">{s.time}</span>
            </dt>
            <dd>{s.timeNotSpecified}</dd>
          </div>
        ) : (
          times.map((fact, index) => (
            <div key={fact.label} className="flex items-center gap-2">
              <dt className="flex items-center gap-2 text-muted">
                {index === 0 && <Clock size={20} strokeWidth={1.75} aria-hidden="true" />}
                {fact.label}
              </dt>
              <dd className="font-medium">{fact.value}</dd>
            </div>
          ))
        )}
        <div className="flex items-center gap-2">
          <dt className="flex items-center text-muted">
            <Users size={20} strokeWidth={1.75} aria-hidden="true" />
            <span className="sr-only">{s.servings}</span>
          </dt>
          <dd className="font-medium">{s.servingsCount(recipe.servings)}</dd>
        </div>
      </dl>

      {/* On a phone Cook mode spans the width, with Edit and Print side by side below it. */}
      <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap print:hidden">
        <Button className="col-span-2" onClick={openCookMode}>
          <ChefHat size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.cookMode}
        </Button>
        <Button variant="secondary" onClick={() => { setEditing(true); }}>
          <Pencil size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.edit}
        </Button>
        <Button variant="ghost" onClick={() => { window.print(); }}>
          <Printer size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.print}
        </Button>
        {renderShare?.(recipe)}
      </div>

      {/* The picture comes after name, times and servings: on a phone those are what the cook needs first. */}
      <RecipeIllustration recipe={{ ...recipe, photoUrl: recipe.featuredImageUrl }} size={720} priority className="mt-8 h-44 w-full rounded-xl sm:h-60 print:hidden" />
      {recipe.description && <p className="mt-6 text-lg text-muted">{recipe.description}</p>}
      {recipe.tags.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={s.tagsLabel}>
          {recipe.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-card px-3 py-1 text-sm text-ink ring-1 ring-line">
              {tag}
            </li>
          ))}
        </ul>
      )}

      <section className="mt-10" aria-labelledby="recipe-ingredients">
        <h2 id="recipe-ingredients" className="mb-3 font-display text-2xl font-semibold">
          {s.ingredients}
        </h2>
        <IngredientList ingredients={recipe.ingredients} />
      </section>

      <section className="mt-10" aria-labelledby="recipe-steps">
        <h2 id="recipe-steps" className="mb-4 font-display text-2xl font-semibold">
          {s.instructions}
        </h2>
        <ol className="flex flex-col gap-6">
          {recipe.instructions.map((step, index) => (
            <li key={index} className="flex gap-4 break-inside-avoid">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-white tabular-nums print:border print:border-ink print:bg-transparent print:text-ink"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <p className="pt-1 text-lg leading-relaxed">
                <span className="sr-only">{s.step(index + 1)}: </span>
                {step}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mt-10 break-inside-avoid" aria-labelledby="recipe-nutrition">
        <h2 id="recipe-nutrition" className="mb-2 font-display text-xl font-semibold">
          {s.nutrition}
        </h2>
        <p className="tabular-nums text-muted">{s.nutritionLine(recipe.nutritionFacts)}</p>
      </section>

      {renderMedia?.(recipe)}

      {cookStep !== undefined && (
        <Suspense fallback={null}>
          <CookMode recipe={recipe} step={cookStep} onStep={setCookStep} onExit={exitCookMode} />
        </Suspense>
      )}
    </article>
  );
}
