import { CallbackPage } from '../../features/auth/pages/CallbackPage';
import { saveKeptRecipe } from '../../features/recipes/api/update-recipe';

/** Route module for `/callback`: sign-in, moving recipes kept before sign-up into the account. */
export function Component() {
  return <CallbackPage saveRecipe={saveKeptRecipe} />;
}
