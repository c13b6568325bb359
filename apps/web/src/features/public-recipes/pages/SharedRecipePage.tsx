import type { PublicRecipe } from '@sous/contract/public-recipes';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { usePublicRecipe } from '../api/public-recipe';
import { OwnerNote } from '../components/OwnerNote';
import { PublicRecipeView } from '../components/PublicRecipeView';
import { RecipeLoading } from '../components/RecipeLoading';
import { RecipeMessage } from '../components/RecipeMessage';
import { SaveToMyRecipes } from '../components/SaveToMyRecipes';
import { authorOf } from '../recipe-facts';
import { publicRecipeStrings as s } from '../strings';

/** Props of {@link SharedRecipePage}. */
export interface SharedRecipePageProps {
  /** The id in the shared link: the recipe's public id. */
  recipeId: string;
  /** The recipe's community media, when a feature provides them. */
  renderMedia?: (recipe: PublicRecipe) => ReactNode;
}

/**
 * /recipes/{id} when the recipe is not the viewer's own (spec 2 §2, §6): the shared recipe, read
 * from the public call, with Save to My Recipes. Whatever fails, the link answers that the recipe
 * is no longer available, with a way home.
 */
export function SharedRecipePage({ recipeId, renderMedia }: SharedRecipePageProps) {
  const query = usePublicRecipe(recipeId);
  if (query.isError) {
    return (
      <RecipeMessage
        pageTitle={s.unavailableTitle}
        title={s.noLongerAvailable}
        action={<ButtonLink to={paths.home}>{s.returnHome}</ButtonLink>}
      />
    );
  }
  if (!query.data) return <RecipeLoading />;

  const recipe = query.data;
  return (
    <PublicRecipeView
      recipe={recipe}
      sharedBy={recipe.ownerScreenName ? authorOf(recipe.ownerScreenName) : null}
      notice={recipe.isOwner && <OwnerNote />}
      actions={recipe.isOwner ? undefined : <SaveToMyRecipes publicRecipeId={recipe.publicRecipeId} />}
      media={renderMedia?.(recipe)}
      footer={
        <>
          <ButtonLink to={paths.recipes}>{s.createYourOwn}</ButtonLink>
          <ButtonLink to={paths.featured} variant="secondary">
            {s.moreRecipes}
          </ButtonLink>
        </>
      }
    />
  );
}
