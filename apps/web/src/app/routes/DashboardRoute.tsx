import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';
import { dashboardStrings } from '../../features/dashboard/strings';
import { QuickGenerator } from '../../features/generator/components/QuickGenerator';
import { useSavedPreferences } from '../../features/preferences/api/saved-preferences';
import { PreferencesSummary } from '../../features/preferences/components/PreferencesSummary';
import { chosenPreferences } from '../../features/preferences/preferences-draft';
import { useRecipes } from '../../features/recipes/api/list-recipes';

/** Route module for `/dashboard`: recent recipes, a quick generator using the saved preferences. */
export function Component() {
  const recipes = useRecipes();
  const preferences = chosenPreferences(useSavedPreferences().data);
  return (
    <DashboardPage
      recipes={recipes.data}
      loadFailed={recipes.isError}
      generator={<QuickGenerator preferences={preferences ?? undefined} suggestions={dashboardStrings.chips} />}
      preferences={preferences && <PreferencesSummary preferences={preferences} />}
    />
  );
}
