import { BrowseRecipesPage } from '../../features/public-recipes/pages/BrowseRecipesPage';

/** Route module for `/recipes/browse`. */
export const Component = BrowseRecipesPage;
