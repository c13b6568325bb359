import { SavedRecipesPage } from '../../features/recipes/pages/SavedRecipesPage';

/** Route module for `/saved-recipes`. */
export const Component = SavedRecipesPage;
