import { useGeneratorVisit } from '../../features/generator/generator-visit';
import { RecipeGeneratorPage } from '../../features/generator/pages/RecipeGeneratorPage';
import { useGenerationPreferences } from '../../features/preferences/generation-preferences';
import { LazyGeneratedRecipes } from '../../features/recipes/components/LazyGeneratedRecipes';

/**
 * The generator with the cook's preferences, for everyone: chosen for this visit or saved, used
 * unless switched off, edited in the modal (saving them to the account is premium; choosing is
 * not), and Save on each recipe.
 */
function GeneratorWithPreferences() {
  const choices = useGenerationPreferences();
  return (
    <RecipeGeneratorPage
      preferences={choices.preferences}
      preferencesPanel={choices.panel}
      renderRecipes={(recipes) => <LazyGeneratedRecipes recipes={recipes} />}
      onChangePreferences={choices.edit}
      renderEditor={choices.editor}
    />
  );
}

/** Route module for `/recipes`: each new visit (Generate Another Recipe) starts afresh. */
export function Component() {
  return <GeneratorWithPreferences key={useGeneratorVisit().key} />;
}
