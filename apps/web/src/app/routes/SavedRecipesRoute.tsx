import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from '../../components/ui/Notice';
import { MakeGroceryListButton } from '../../features/grocery/components/MakeGroceryListButton';
import { ShareRecipeButton } from '../../features/public-recipes/components/ShareRecipeButton';
import { importSavedStateOf } from '../../features/recipe-import/review-state';
import { useRecipes } from '../../features/recipes/api/list-recipes';
import { SavedRecipesPage } from '../../features/recipes/pages/SavedRecipesPage';

/**
 * Route module for `/saved-recipes`: the collection, with Share on each card and Make a grocery
 * list, and the message a saved import arrives with (spec 3 §2: state with a message and a success
 * flag). The message is taken once and the history entry's state cleared, so a reload does not
 * show it again.
 */
export function Component() {
  const recipes = useRecipes();
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived, setArrived] = useState(() => importSavedStateOf(location.state));
  const carriesState = importSavedStateOf(location.state) !== null;
  useEffect(() => {
    if (carriesState) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [carriesState, navigate, location.pathname, location.search]);

  const saved = (recipes.data ?? [])
    .filter((recipe) => recipe.isSaved && !recipe.isDeleted)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(({ id, name }) => ({ id, name }));
  return (
    <SavedRecipesPage
      renderShare={(recipe) => <ShareRecipeButton recipe={recipe} variant="ghost" named />}
      headerAction={<MakeGroceryListButton recipes={saved} />}
      notice={
        arrived && (
          <Notice tone={arrived.success ? 'success' : 'error'} onDismiss={() => { setArrived(null); }}>
            {arrived.message}
          </Notice>
        )
      }
    />
  );
}
