import { RecipeGeneratorPage } from '../../features/generator/pages/RecipeGeneratorPage';

/** Route module for `/recipes`. */
export const Component = RecipeGeneratorPage;
