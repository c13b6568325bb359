import type { PublicRecipe } from '@sous/contract/public-recipes';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { isNotFound, usePublicRecipe } from '../api/public-recipe';
import { OwnerNote } from '../components/OwnerNote';
import { PublicRecipeView } from '../components/PublicRecipeView';
import { RecipeLoading } from '../components/RecipeLoading';
import { RecipeMessage } from '../components/RecipeMessage';
import { authorOf } from '../recipe-facts';
import { publicRecipeStrings as s } from '../strings';

/** Props of {@link PublicRecipePage}. */
export interface PublicRecipePageProps {
  publicRecipeId: string;
  /** The recipe's community media, when a feature provides them. */
  renderMedia?: (recipe: PublicRecipe) => ReactNode;
}

/**
 * /recipes/public/{id} (spec 2 §2): the recipe with who shared it, a note for its owner, and a
 * way on for everyone: Create Your Own Recipe (signed in) or Sign In, and More Recipes.
 */
export function PublicRecipePage({ publicRecipeId, renderMedia }: PublicRecipePageProps) {
  const query = usePublicRecipe(publicRecipeId);
  const { status } = useSession();
  const { pathname } = useLocation();
  const toFeatured = <ButtonLink to={paths.featured}>{s.returnToFeatured}</ButtonLink>;

  // A failed refresh keeps the recipe on screen, unless the recipe is gone.
  if (query.isError && (isNotFound(query.error) || !query.data)) {
    return isNotFound(query.error) ? (
      <RecipeMessage pageTitle={s.notFound} title={s.notFound} text={s.notFoundText} action={toFeatured} />
    ) : (
      <RecipeMessage pageTitle={s.notFound} title={s.loadFailed} action={toFeatured} />
    );
  }
  if (!query.data) return <RecipeLoading />;

  const recipe = query.data;
  return (
    <PublicRecipeView
      recipe={recipe}
      sharedBy={authorOf(recipe.ownerScreenName)}
      notice={recipe.isOwner && <OwnerNote />}
      media={renderMedia?.(recipe)}
      footer={
        <>
          {status === 'authenticated' ? (
            <ButtonLink to={paths.recipes}>{s.createYourOwn}</ButtonLink>
          ) : (
            <ButtonLink to={paths.login} state={{ returnTo: pathname }}>
              {s.signIn}
            </ButtonLink>
          )}
          <ButtonLink to={paths.featured} variant="secondary">
            {s.moreRecipes}
          </ButtonLink>
        </>
      }
    />
  );
}
