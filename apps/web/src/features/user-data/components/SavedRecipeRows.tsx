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
        // Picture | words | Delete on wide screens; on phones Delete moves under the words.
        <li
          key={recipe.id}
          className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-3 rounded-xl border border-line bg-card p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
        >
          <RecipeIllustration recipe={recipe} size={96} className="h-12 w-16 rounded-lg sm:h-18 sm:w-24" />
          <div className="space-y-2">
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
            className="col-start-2 justify-self-start sm:col-start-3 sm:row-start-1"
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
