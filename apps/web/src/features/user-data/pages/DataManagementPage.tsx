import type { Recipe } from '@sous/contract/recipe-api';
import { useState } from 'react';
import { SceneIllustration } from '../../../components/illustrations/SceneIllustration';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { DataActions } from '../components/DataActions';
import { SavedRecipeRows } from '../components/SavedRecipeRows';
import { useDataActions } from '../hooks/use-data-actions';
import { userDataStrings as s } from '../strings';

/** Props of {@link DataManagementPage}: the route brings the recipes from the recipes feature. */
export interface DataManagementPageProps {
  /** The person's saved recipes, newest first; undefined while they load or when they could not. */
  recipes: readonly Recipe[] | undefined;
  /** The list could not be loaded. */
  loadFailed: boolean;
  onRetry: () => void;
  /** Deletes one recipe (the soft delete); rejects when the server refuses. */
  deleteRecipe: (recipe: Recipe) => Promise<unknown>;
}

/**
 * /data-management: export everything, erase everything, or delete saved recipes one by one
 * (spec 1 §2, §4, §5). Export and Delete All need at least one saved recipe; Delete All asks
 * twice, then signs the person out and leaves them on the home page with the spec's message.
 */
export function DataManagementPage({ recipes, loadFailed, onRetry, deleteRecipe }: DataManagementPageProps) {
  const confirm = useConfirm();
  const actions = useDataActions();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const deleteOne = async (recipe: Recipe) => {
    const sure = await confirm({
      title: s.confirmDeleteRecipeTitle,
      message: s.confirmDeleteRecipe,
      confirmText: s.delete,
      cancelText: s.cancel,
      destructive: true,
    });
    if (!sure) return;
    setDeleting((ids) => new Set(ids).add(recipe.id));
    try {
      await deleteRecipe(recipe);
      notify.success(s.recipeDeleted(recipe.name));
    } catch {
      notify.error(s.deleteRecipeFailed);
    } finally {
      setDeleting((ids) => {
        const next = new Set(ids);
        next.delete(recipe.id);
        return next;
      });
    }
  };

  // Both actions need a saved recipe (spec 1 §5); while the list is unknown they wait without a reason.
  const unavailableReason = recipes?.length === 0 ? s.needsRecipes : null;
  const held = recipes === undefined || actions.busy;

  return (
    <section className="mx-auto max-w-[960px] space-y-8 px-4 py-10">
      <title>{`${s.title} · Sous`}</title>
      <header>
        <h1 className="font-display text-3xl font-semibold">{s.title}</h1>
        <p className="mt-1 text-muted">{s.lead}</p>
      </header>
      <DataActions
        unavailableReason={unavailableReason}
        held={held}
        exporting={actions.exporting}
        deletingAll={actions.deletingAll}
        onExport={actions.exportData}
        onDeleteAll={actions.deleteAll}
      />
      <section className="space-y-4" aria-labelledby="saved-recipes-title">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="saved-recipes-title" className="font-display text-2xl font-semibold">
            {s.recipesTitle}
          </h2>
          {recipes && recipes.length > 0 && <p className="text-muted">{s.recipeCount(recipes.length)}</p>}
        </div>
        {recipes ? (
          recipes.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              title={s.noRecipes}
              illustration={<SceneIllustration scene="empty-collection" />}
              action={<ButtonLink to={paths.recipes}>{s.firstRecipe}</ButtonLink>}
            />
          ) : (
            <SavedRecipeRows recipes={recipes} deleting={deleting} held={actions.deletingAll} onDelete={(recipe) => void deleteOne(recipe)} />
          )
        ) : loadFailed ? (
          <div role="alert" className="flex flex-wrap items-center gap-4 rounded-xl border border-line bg-card p-5">
            <p className="text-error">{s.recipesLoadFailed}</p>
            <Button variant="secondary" onClick={onRetry}>
              {s.tryAgain}
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <p role="status" className="text-muted">
              {s.loadingRecipes}
            </p>
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        )}
      </section>
    </section>
  );
}
