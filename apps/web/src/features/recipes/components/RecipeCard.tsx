import type { Recipe } from '@sous/contract/recipe-api';
import { Clock, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RecipeIllustration } from '../../../components/illustrations/RecipeIllustration';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ingredientText, isNewRecipe, orNotSpecified, visibleTags } from '../recipe-format';
import { recipeStrings as s } from '../strings';

/** Props of {@link RecipeCard}. */
export interface RecipeCardProps {
  recipe: Recipe;
  /** Actions under the card (Save, Edit, Remove...). */
  actions?: ReactNode;
  /** Starts with the details open (a single generated recipe). */
  defaultOpen?: boolean;
  /** The recipe's own page: the name links there. */
  href?: string;
}

/** A recipe: name, description, tags, time and servings, with the details behind View Details (spec 2 §2). */
export function RecipeCard({ recipe, actions, defaultOpen = false, href }: RecipeCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const detailsId = useId();
  const { shown, more } = visibleTags(recipe.tags);
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-line bg-card p-5" aria-labelledby={`${detailsId}-name`}>
      <RecipeIllustration recipe={{ ...recipe, photoUrl: recipe.imageUrl }} className="-mx-5 -mt-5 h-36 w-[calc(100%+2.5rem)] max-w-none rounded-t-xl sm:h-40" />
      {/* Side by side (md and up), room for two lines of name and three of description, so cards line up. */}
      <div className="flex items-start justify-between gap-3 md:min-h-14">
        <h3 id={`${detailsId}-name`} className="font-display text-xl font-semibold">
          {href ? (
            <Link to={href} className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
              {recipe.name}
            </Link>
          ) : (
            recipe.name
          )}
        </h3>
        {isNewRecipe(recipe.createdAt) && <Badge kind="new" />}
      </div>
      <p className={open ? 'text-muted' : 'line-clamp-3 text-muted md:min-h-18'}>{recipe.description}</p>
      <p className="flex flex-wrap gap-4 text-sm tabular-nums">
        <span className="inline-flex items-center gap-1">
          <Clock size={16} strokeWidth={1.75} aria-hidden="true" /> {orNotSpecified(recipe.prepTime)} prep · {orNotSpecified(recipe.cookTime)} cook
        </span>
        <span className="inline-flex items-center gap-1">
          <Users size={16} strokeWidth={1.75} aria-hidden="true" /> {s.servings}: {orNotSpecified(recipe.servings)}
        </span>
      </p>
      {shown.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {shown.map((tag) => (
            <li key={tag} className="rounded-full bg-surface px-3 py-1 text-sm text-ink ring-1 ring-line">
              {tag}
            </li>
          ))}
          {more > 0 && <li className="rounded-full px-2 py-1 text-sm text-muted">+{more}</li>}
        </ul>
      )}
      <div>
        <Button variant="ghost" aria-expanded={open} aria-controls={detailsId} onClick={() => { setOpen(!open); }} className="-ml-3">
          {open ? s.hideDetails : s.viewDetails}
        </Button>
      </div>
      {open && (
        <div id={detailsId} className="space-y-4">
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-muted">{s.prepTime}</dt>
              <dd>{orNotSpecified(recipe.prepTime)}</dd>
            </div>
            <div>
              <dt className="text-muted">{s.cookTime}</dt>
              <dd>{orNotSpecified(recipe.cookTime)}</dd>
            </div>
            <div>
              <dt className="text-muted">{s.servings}</dt>
              <dd>{orNotSpecified(recipe.servings)}</dd>
            </div>
          </dl>
          <section>
            <h4 className="mb-2 font-semibold">{s.ingredients}</h4>
            <ul className="space-y-1 tabular-nums">
              {recipe.ingredients.map((i, n) => (
                <li key={n} className="ml-5 list-disc">
                  {ingredientText(i)}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h4 className="mb-2 font-semibold">{s.instructions}</h4>
            <ol className="space-y-2">
              {recipe.instructions.map((step, n) => (
                <li key={n} className="ml-5 list-decimal">
                  {step}
                </li>
              ))}
            </ol>
          </section>
          <section>
            <h4 className="mb-2 font-semibold">{s.nutrition}</h4>
            <p className="text-sm tabular-nums">
              {recipe.nutritionFacts.calories} kcal · protein {recipe.nutritionFacts.protein} g · carbs {recipe.nutritionFacts.carbs} g · fat{' '}
              {recipe.nutritionFacts.fat} g
            </p>
          </section>
        </div>
      )}
      {actions && <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>}
    </article>
  );
}
