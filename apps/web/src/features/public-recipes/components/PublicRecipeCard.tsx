import type { PublicListResponse } from '@sous/contract/public-recipes';
import { ChefHat, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { RecipeIllustration } from '../../../components/illustrations/RecipeIllustration';
import { buttonClasses } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { authorOf, cardTime, descriptionOf } from '../recipe-facts';
import { publicRecipeStrings as s } from '../strings';

/** A public recipe as the lists carry it. */
export type PublicRecipeSummary = PublicListResponse['recipes'][number];

/** Props of {@link PublicRecipeCard}. */
export interface PublicRecipeCardProps {
  recipe: PublicRecipeSummary;
  /** The name's heading level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** Tags a card shows (spec 2 §9). */
const CARD_TAGS = 3;

/**
 * A public recipe in a grid (spec 2 §2): picture, cook time or 'Quick Recipe', name, description,
 * author, cuisine, up to 3 tags and View Recipe. The whole card opens the recipe; View Recipe is
 * its one link, so a screen reader hears each recipe once.
 */
export function PublicRecipeCard({ recipe, headingLevel: Heading = 'h3' }: PublicRecipeCardProps) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-line bg-card transition-shadow duration-150 ease-out hover:shadow-soft">
      <RecipeIllustration
        recipe={{ ...recipe, photoUrl: recipe.featuredImageUrl }}
        size={400}
        className="h-44 w-full sm:h-48"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center justify-between gap-3 text-sm text-muted tabular-nums">
          <span className="inline-flex items-center gap-1.5">
            <Clock size={16} strokeWidth={1.75} aria-hidden="true" />
            <span className="sr-only">{s.cookTime}: </span>
            {cardTime(recipe.cookTime)}
          </span>
          {recipe.cuisine && <span className="rounded-full bg-primary/10 px-2.5 py-0.5 font-medium text-primary-hover">{recipe.cuisine}</span>}
        </p>
        <Heading className="font-display text-xl font-semibold leading-snug">{recipe.name}</Heading>
        <p className="line-clamp-3 text-muted">{descriptionOf(recipe.description)}</p>
        <p className="inline-flex items-center gap-1.5 text-sm text-ink">
          <ChefHat size={16} strokeWidth={1.75} className="text-primary" aria-hidden="true" />
          {s.by(authorOf(recipe.ownerScreenName))}
        </p>
        {recipe.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={s.tags}>
            {recipe.tags.slice(0, CARD_TAGS).map((tag) => (
              <li key={tag} className="rounded-full bg-surface px-3 py-1 text-sm text-ink ring-1 ring-line">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-2">
          <Link
            to={paths.publicRecipe(recipe.publicRecipeId)}
            aria-label={s.viewRecipeOf(recipe.name)}
            className={buttonClasses('secondary', 'w-full after:absolute after:inset-0 after:rounded-xl after:content-[""]')}
          >
            {s.viewRecipe}
          </Link>
        </div>
      </div>
    </article>
  );
}
