import { ProfilePage } from '../../features/account/pages/ProfilePage';
import { useSavedRecipeCount } from '../../features/recipes/api/list-recipes';

/** Route module for `/profile`: the account with the number of saved recipes. */
export function Component() {
  return <ProfilePage savedRecipeCount={useSavedRecipeCount()} />;
}
