import type { Recipe } from '@sous/contract/recipe-api';
import { useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SceneIllustration } from '../../../components/illustrations/SceneIllustration';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useRecipes } from '../api/list-recipes';
import { useRemoveRecipe, useRestoreRecipe } from '../api/update-recipe';
import { EditRecipeForm } from '../components/EditRecipeForm';
import { RecipeCard } from '../components/RecipeCard';
import { recipeStrings as s } from '../strings';

/**
 * /saved-recipes: the collection, newest first, with edit and a remove that can be undone (spec 2
 * §2, §4; issue 11). A removal is sent at once (soft delete) and Undo restores it: whatever happens
 * to the tab, the server holds what the cook last chose, and a removed recipe can still come back.
 * `renderShare` puts a Share control on each card (sharing is another feature's); `headerAction`
 * goes beside Create a Recipe (the grocery feature's Make a grocery list); `notice` goes under the
 * title (the message an import's save arrives with, spec 3 §2).
 */
export function SavedRecipesPage({
  renderShare,
  headerAction,
  notice,
}: {
  renderShare?: (recipe: Recipe) => ReactNode;
  headerAction?: ReactNode;
  notice?: ReactNode;
}) {
  const recipes = useRecipes();
  const removal = useRemoveRecipe();
  const restore = useRestoreRecipe();
  const [editing, setEditing] = useState<Recipe | null>(null);
  const saved = (recipes.data ?? [])
    .filter((r) => r.isSaved && !r.isDeleted)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const remove = (recipe: Recipe) => {
    const removed = removal.mutateAsync(recipe.id);
    const toast = notify.success(s.removed(recipe.name), {
      duration: s.undoMs,
      action: {
        label: s.undo,
        // Undo waits for the removal to land, so the restore can never arrive first.
        onClick: () => {
          void removed.then(
            () => {
              restore.mutate(recipe, {
                onSuccess: () => notify.success(s.restored(recipe.name)),
                onError: () => notify.error(s.restoreFailed),
              });
            },
            () => undefined,
          );
        },
      },
    });
    removed.catch(() => {
      notify.dismiss(toast);
      notify.error(s.removeFailed);
    });
  };

  return (
    <section className="mx-auto max-w-[1200px] px-4 py-10">
      <title>{`${s.savedTitle} · Sous`}</title>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">{s.savedTitle}</h1>
          {recipes.data && <p className="mt-1 text-muted">{s.count(saved.length)}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {headerAction}
          <ButtonLink to={paths.recipes}>{s.newRecipe}</ButtonLink>
        </div>
      </header>
      {notice && <div className="mb-6">{notice}</div>}
      {editing ? (
        <div className="max-w-[720px]">
          <EditRecipeForm recipe={editing} onDone={() => { setEditing(null); }} />
        </div>
      ) : recipes.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : recipes.isError && !recipes.data ? (
        <p role="alert" className="text-error">
          {s.loadFailed}
        </p>
      ) : saved.length === 0 ? (
        <EmptyState
          title={s.empty}
          illustration={<SceneIllustration scene="empty-collection" />}
          action={<ButtonLink to={paths.recipes}>{s.firstRecipe}</ButtonLink>}
        />
      ) : (
        // items-start: a card that opens its details grows alone instead of stretching its neighbour.
        <div className="grid items-start gap-4 md:grid-cols-2">
          {saved.map((recipe) => (
            <RecipeCard
              key={recipe.id}
              recipe={recipe}
              href={paths.recipe(recipe.id)}
              actions={
                <>
                  <Button variant="secondary" onClick={() => { setEditing(recipe); }}>
                    {s.edit}
                  </Button>
                  <Button variant="ghost" onClick={() => { remove(recipe); }}>
                    {s.remove}
                  </Button>
                  {renderShare?.(recipe)}
                </>
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
