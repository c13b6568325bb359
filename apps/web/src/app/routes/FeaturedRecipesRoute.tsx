import { FeaturedRecipesPage } from '../../features/public-recipes/pages/FeaturedRecipesPage';

/** Route module for `/recipes/featured`. */
export const Component = FeaturedRecipesPage;
