import type { PublicRecipe } from '@sous/contract/public-recipes';
import { Clock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { RecipeIllustration } from '../../../components/illustrations/RecipeIllustration';
import { ingredientAmount, nutritionFacts, servingsText, timeFacts } from '../recipe-facts';
import { publicRecipeStrings as s } from '../strings';

/** Props of {@link PublicRecipeView}. */
export interface PublicRecipeViewProps {
  recipe: PublicRecipe;
  /** The 'Shared by …' line, or nothing. */
  sharedBy: string | null;
  /** Buttons under the facts (Save to My Recipes). */
  actions?: ReactNode;
  /** A note above the recipe (the owner's). */
  notice?: ReactNode;
  /** Where the recipe's community media go, after the recipe. */
  media?: ReactNode;
  /** Links at the end (Create Your Own Recipe, More Recipes). */
  footer?: ReactNode;
}

/** The meta description, cut as the server cuts the one it puts in the page (page heads). */
const DESCRIPTION_MAX = 200;
const metaDescription = (text: string) => (text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 3)}...` : text);

/**
 * A public recipe as a cook reads it (spec 2 §2): on a phone the name, time and servings come
 * first, then the picture, the ingredients with their amounts in a column, and numbered steps.
 * Sets the page's title and description. Everything the cook wrote is text, never markup.
 */
export function PublicRecipeView({ recipe, sharedBy, actions, notice, media, footer }: PublicRecipeViewProps) {
  const times = timeFacts(recipe);
  const nutrition = nutritionFacts(recipe.nutritionFacts);
  return (
    <article className="mx-auto max-w-[720px] px-4 py-8 md:py-10" aria-labelledby="public-recipe-name">
      <title>{`${recipe.name} · Sous`}</title>
      <meta name="description" content={metaDescription(recipe.description || s.defaultDescription)} />
      {notice}
      {recipe.cuisine && <p className="text-sm font-semibold tracking-wide text-primary-hover uppercase">{recipe.cuisine}</p>}
      <h1 id="public-recipe-name" className="mt-1 font-display text-3xl font-semibold leading-tight break-words md:text-4xl">
        {recipe.name}
      </h1>
      {sharedBy && <p className="mt-2 text-muted">{s.sharedBy(sharedBy)}</p>}

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
          <dd className="font-medium">{servingsText(recipe.servings)}</dd>
        </div>
      </dl>

      {actions && <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">{actions}</div>}

      <RecipeIllustration
        recipe={{ ...recipe, photoUrl: recipe.featuredImageUrl }}
        size={720}
        priority
        className="mt-8 h-48 w-full rounded-xl sm:h-72"
      />
      {recipe.description && <p className="mt-6 text-lg text-muted break-words">{recipe.description}</p>}
      {recipe.tags.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={s.tags}>
          {recipe.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-card px-3 py-1 text-sm text-ink ring-1 ring-line">
              {tag}
            </li>
          ))}
        </ul>
      )}

      <section className="mt-10" aria-labelledby="public-recipe-ingredients">
        <h2 id="public-recipe-ingredients" className="mb-3 font-display text-2xl font-semibold">
          {s.ingredients}
        </h2>
        <ul className="grid grid-cols-[fit-content(40%)_1fr] gap-x-4">
          {recipe.ingredients.map((ingredient, index) => {
            const amount = ingredientAmount(ingredient);
            return (
              <li key={index} className="col-span-2 grid grid-cols-subgrid border-b border-line py-2.5 text-lg leading-snug last:border-b-0">
                {amount ? (
                  <>
                    <span className="font-semibold tabular-nums">{amount}</span> <span className="break-words">{ingredient.name}</span>
                  </>
                ) : (
                  <span className="col-span-2 break-words">{ingredient.name}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="mt-10" aria-labelledby="public-recipe-steps">
        <h2 id="public-recipe-steps" className="mb-4 font-display text-2xl font-semibold">
          {s.instructions}
        </h2>
        <ol className="flex flex-col gap-6">
          {recipe.instructions.map((step, index) => (
            <li key={index} className="flex gap-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-white tabular-nums" aria-hidden="true">
                {index + 1}
              </span>
              <p className="pt-1 text-lg leading-relaxed break-words">
                <span className="sr-only">{s.step(index + 1)}: </span>
                {step}
              </p>
            </li>
          ))}
        </ol>
      </section>

      {nutrition.length > 0 && (
        <section className="mt-10" aria-labelledby="public-recipe-nutrition">
          <h2 id="public-recipe-nutrition" className="mb-3 font-display text-xl font-semibold">
            {s.nutrition}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {nutrition.map((fact) => (
              <div key={fact.label} className="rounded-xl border border-line bg-card px-4 py-3">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {media}
      {footer && <footer className="mt-12 flex flex-col gap-3 border-t border-line pt-8 sm:flex-row">{footer}</footer>}
    </article>
  );
}
