import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';
import { dashboardStrings } from '../../features/dashboard/strings';
import { QuickGenerator } from '../../features/generator/components/QuickGenerator';
import { RecentGroceryLists } from '../../features/grocery/components/RecentGroceryLists';
import { useSavedPreferences } from '../../features/preferences/api/saved-preferences';
import { PreferencesSummary } from '../../features/preferences/components/PreferencesSummary';
import { useGenerationPreferences } from '../../features/preferences/generation-preferences';
import { chosenPreferences } from '../../features/preferences/preferences-draft';
import { useRecipes } from '../../features/recipes/api/list-recipes';

/** Route module for `/dashboard`: recent recipes, a quick generator with the cook's preferences, the newest grocery lists. */
export function Component() {
  const recipes = useRecipes();
  const saved = chosenPreferences(useSavedPreferences().data);
  const choices = useGenerationPreferences();
  return (
    <DashboardPage
      recipes={recipes.data}
      loadFailed={recipes.isError}
      generator={
        <>
          <QuickGenerator preferences={choices.preferences} suggestions={dashboardStrings.chips} preferencesPanel={choices.panel} />
          {choices.editor()}
        </>
      }
      preferences={saved && <PreferencesSummary preferences={saved} />}
      groceryLists={<RecentGroceryLists />}
    />
  );
}
