import type { Recipe } from '@sous/contract/recipe-api';
import { Link } from 'react-router';
import { RecipeIllustration } from '../../../components/illustrations/RecipeIllustration';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { userDataStrings as s } from '../strings';

/** Props of {@link SavedRecipeRows}. */
export interface SavedRecipeRowsProps {
  recipes: readonly Recipe[];
  /** Ids whose deletion is under way (their button shows 'Deleting...'). */
  deleting: ReadonlySet<string>;
  /** Every Delete waits (while all data is being erased). */
  held: boolean;
  onDelete: (recipe: Recipe) => void;
}

const savedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The saved recipes as rows: name, description, tags, saved date and Delete (spec 1 §2). */
export function SavedRecipeRows({ recipes, deleting, held, onDelete }: SavedRecipeRowsProps) {
  return (
    <ul className="flex flex-col gap-3">
      {recipes.map((recipe) => (
        <li key={recipe.id} className="flex flex-col gap-4 rounded-xl border border-line bg-card p-4 sm:flex-row sm:items-start">
          <RecipeIllustration recipe={recipe} size={96} className="hidden h-18 w-24 shrink-0 rounded-lg sm:block" />
          <div className="min-w-0 flex-1 space-y-2">
            <h3 className="font-display text-lg font-semibold">
              <Link to={paths.recipe(recipe.id)} className="rounded-sm hover:text-primary hover:underline">
                {recipe.name}
              </Link>
            </h3>
            {recipe.description && <p className="line-clamp-2 text-muted">{recipe.description}</p>}
            {recipe.tags.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label={s.tags}>
                {recipe.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-surface px-3 py-1 text-sm ring-1 ring-line">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            <p className="text-sm text-muted">
              <time dateTime={recipe.createdAt}>{s.savedOn(savedDate.format(new Date(recipe.createdAt)))}</time>
            </p>
          </div>
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => { onDelete(recipe); }}
            disabled={held}
            busy={deleting.has(recipe.id)}
            busyText={s.deleting}
          >
            {s.delete}
            <span className="sr-only"> {recipe.name}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
